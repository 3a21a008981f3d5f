//===- ValueEngine.h - The value model's engine, private -----*- C++ -*-===//
//
// Private to the value model: the engine's bounds, its objects and
// summaries, and the Engine class whose members the ValueObjects,
// ValueTransfer, ValueInit, ValueCalls, ValueSummaries and
// ValueInterpreter files define.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_VALUEENGINE_H
#define PSOLINT_CORE_VALUEENGINE_H

#include "Compat.h"
#include "D3D12Runtime.h"
#include "ValueModel.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Analysis/CFG.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <tuple>

namespace psolint {

using namespace clang;
using namespace llvm;

namespace value_detail {

// Bounds: paths kept apart per block, visits before a block's paths are
// joined, decisions a trail keeps, summary nesting, and work per function.
constexpr unsigned MaxPaths = 8;
constexpr unsigned JoinAfterVisits = 4;
constexpr unsigned MaxTrail = 6;
constexpr unsigned MaxDepth = 8;
constexpr unsigned MaxSteps = 200000;
constexpr unsigned MaxUsesPerSummary = 64;
/// Passes of loops decided by the path's values kept apart per block.
constexpr unsigned MaxPasses = 32;
/// The bytes a write at an index the model does not know may reach, from
/// where the array (or the pointer indexed) starts.
constexpr uint64_t UnknownReach = uint64_t(1) << 32;

/// Through: inside a summary, the object a pointer among the caller's bytes
/// points to (`this->Target`, `P->Next`), which the caller resolves.
enum class RootKind : uint8_t {
  Local,
  Entry,
  This,
  Return,
  Temp,
  Constant,
  Through,
  /// An object the model does not follow, named by a reader of its uses
  /// (d3dx12's state-object builder keeps its subobjects in list nodes).
  Opaque,
  /// The elements a std::vector owns (Parent, Offset: the vector object),
  /// as long as the vector lives; where a callee's vector is the caller's,
  /// they are the caller's vector's elements.
  Elements
};

struct RootInfo {
  RootKind Kind;
  const void *Key;
  /// The function whose activation owns it.
  const FunctionDecl *Owner;
  /// Through: the pointer's bytes, Width of them at Offset in Parent.
  RootId Parent = 0;
  int64_t Offset = 0;
  uint64_t Width = 0;
};

/// An object position: a root and a byte offset into it.
struct Loc {
  RootId Root = 0;
  int64_t Offset = 0;
  /// The index was not known: the write may land anywhere in Span bytes
  /// from Offset.
  uint64_t Span = 0;
  /// The index was the caller's to know (a parameter, the caller's bytes).
  bool CallersIndex = false;
};

/// A use inside a function, in that function's terms.
struct PendingUse {
  const CallExpr *Call = nullptr;
  const RecordDecl *DescRecord = nullptr;
  SmallVector<const Expr *, 2> Via;
  Value Desc;
  State At;
};

struct Summary {
  bool Valid = false;
  /// The callee wrote at an index, or appended at a size, only its caller
  /// knows (`subobjects[count++] = ...` with `count` the caller's): a caller
  /// that knows them gets a summary of its own (specialise()).
  bool WantsContext = false;
  SmallVector<State, 4> Exits;
  std::vector<PendingUse> Uses;
};

/// A callee's summary for one call's values: the caller's bytes the callee
/// starts from (its parameters' referents and `this`) and its scalar
/// arguments.
struct Specialised {
  State Seed;
  SmallVector<std::pair<const ParmVarDecl *, Value>, 4> Args;
  Summary Sum;
};
/// Summaries kept per callee for the values its callers pass.
constexpr unsigned MaxSpecialised = 16;

/// How a callee's roots and arguments stand in the caller.
struct Binding {
  const Expr *Call = nullptr;
  const FunctionDecl *Callee = nullptr;
  /// Whether the callee is written in a system header (asked once here,
  /// not for every value the summary hands over).
  bool LibraryCallee = false;
  DenseMap<RootId, Loc> Roots;
  DenseMap<const ParmVarDecl *, Value> Args;
  /// Parameters taken by value: the callee's writes stay in its copy.
  DenseSet<RootId> Copies;
  /// The caller's state at the call, for what the callee read of it.
  mutable const State *Caller = nullptr;
};

/// What a branch tests on one of its edges: a scalar the path reads, for
/// truth or against a constant, and the outcome that takes the edge. A
/// test of a value the caller passes (an argument, or bytes of an object
/// the caller hands over) is kept in the decision: a caller that passes a
/// constant takes only the paths that agree with it (agrees()).
struct BranchTest {
  Value Tested;
  /// Tested != 0, Tested == Against, or Tested < Against (`<=`, `>` and
  /// `>=` are written with Against + 1 and the outcome turned round).
  enum OpT : uint8_t { Truth, Equal, Less } Op = Truth;
  int64_t Against = 0;
  /// Whether Tested is unsigned (an order test reads only values that are
  /// the same read signed).
  bool Unsigned = false;
  /// A switch's default edge: Tested is none of the case values.
  const SwitchStmt *Default = nullptr;
  bool Holds = false;
  using Key =
      std::tuple<Value::KindT, RootId, int64_t, uint64_t, const ParmVarDecl *,
                 OpT, int64_t, bool, const SwitchStmt *, bool>;
  Key key() const {
    return Key(Tested.Kind, Tested.Root, Tested.Number, Tested.Width,
               Tested.Param, Op, Against, Unsigned, Default, Holds);
  }
};

/// The standard containers the model follows (ValueContainers.cpp).
enum class Container : uint8_t { None, Array, Vector };
/// Which of them RD is, whichever library declares it.
Container containerOf(const RecordDecl *RD);
/// The element type of a container class.
QualType containerElement(const RecordDecl *RD);

} // namespace value_detail
using namespace value_detail;

class ValueModel::Engine {
public:
  Engine(ASTContext &Ctx) : Ctx(Ctx), SM(Ctx.getSourceManager()) {}

  /// The functions where the model starts (they reach the runtime, or are
  /// callers of one that does): always followed.
  DenseSet<const FunctionDecl *> Starts;
  /// Whether a value of type T can hold or lead to pipeline data: a desc,
  /// a stream or state-object record, a subobject's inner, the tag.
  /// A pointer (or reference, or array) at the top is looked through; a
  /// user record's pointer members are, one deep (a builder that points
  /// at its stream), but not the pointers of what they point to (a class
  /// that points at the device that owns the pipelines).
  bool pipelineType(QualType T) { return pipelineType(T, 1); }
  bool pipelineType(QualType T, unsigned Indirections);
  DenseMap<std::pair<const Type *, unsigned>, bool> PipelineTypes;
  /// Whether following a call of FD can change what the checks see: it
  /// reaches the runtime, or takes, returns or names pipeline data, or it
  /// is short enough that following it costs less than asking.
  bool worthFollowing(const FunctionDecl *FD);
  DenseMap<const FunctionDecl *, bool> WorthFollowing;
  /// The user's variables of static storage that can hold or lead to
  /// pipeline data (canonical declarations): what a body can name beyond
  /// its own declarations.
  DenseSet<const VarDecl *> PipelineStatics;

  ASTContext &Ctx;
  const SourceManager &SM;
  std::vector<RootInfo> Roots{{RootKind::Temp, nullptr, nullptr}};
  DenseMap<std::pair<unsigned, const void *>, RootId> RootIds;
  DenseMap<const FunctionDecl *, std::unique_ptr<Summary>> Summaries;
  DenseSet<const FunctionDecl *> InProgress;
  unsigned Depth = 0;
  /// Leaves of constant objects, materialised once from their initialisers.
  State Constants;
  DenseSet<RootId> ConstantsDone;
  /// Reads that copy an entry of a constant object into another
  /// (Value::Copy), and each entry's distinct read sites, by the entry's
  /// store (Value::Site): an entry read in one place is the cause of what
  /// it holds, one read in several places is not (each read chose it).
  DenseSet<const Expr *> ConstantReads;
  DenseMap<const Expr *, SmallVector<const Expr *, 2>> ConstantReadSites;
  void noteConstantRead(const Expr *Read, const Expr *Entry) {
    ConstantReads.insert(Read);
    if (!Entry)
      return;
    auto &Sites = ConstantReadSites[Entry];
    if (!llvm::is_contained(Sites, Read))
      Sites.push_back(Read);
  }
  /// The last scalar an lvalue-to-rvalue conversion read, and where (what
  /// an assignment copies, when it copies from another slot).
  struct ScalarRead {
    const Expr *Read = nullptr;
    RootId Root = 0;
    int64_t Offset = 0;
  } LastRead;

  // The function being interpreted.
  const FunctionDecl *Fn = nullptr;
  /// The expressions of the function being interpreted that are a
  /// statement's own (see executes()), and its constructor's initialisers.
  DenseSet<const Expr *> StatementExprs;
  DenseSet<const Expr *> InitializerExprs;
  std::vector<PendingUse> *BlockUses = nullptr;
  unsigned Steps = 0;
  bool Aborted = false;

  // ---- roots ---------------------------------------------------------------

  RootId root(RootKind Kind, const void *Key, const FunctionDecl *Owner) {
    auto [It, Inserted] =
        RootIds.try_emplace({unsigned(Kind), Key}, RootId(Roots.size()));
    if (Inserted)
      Roots.push_back({Kind, Key, Owner});
    return It->second;
  }
  const FunctionDecl *ownerOf(const VarDecl *VD) const {
    const DeclContext *DC = VD->getParentFunctionOrMethod();
    return DC ? dyn_cast<FunctionDecl>(DC) : nullptr;
  }
  RootId localRoot(const VarDecl *VD) {
    return root(RootKind::Local, VD, ownerOf(VD));
  }
  RootId entryRoot(const ParmVarDecl *PVD) {
    return root(RootKind::Entry, PVD, ownerOf(PVD));
  }
  RootId thisRoot(const FunctionDecl *FD) {
    return root(RootKind::This, FD, FD);
  }
  RootId returnRoot(const FunctionDecl *FD) {
    return root(RootKind::Return, FD, FD);
  }
  RootId tempRoot(const Expr *E) { return root(RootKind::Temp, E, Fn); }
  /// The object a deferred pointer (one the caller holds) points to.
  RootId throughRoot(const Value &Pointer) {
    auto [It, Inserted] = ThroughIds.try_emplace({Pointer.Root, Pointer.Number},
                                                 RootId(Roots.size()));
    if (Inserted)
      Roots.push_back({RootKind::Through, nullptr, Roots[Pointer.Root].Owner,
                       Pointer.Root, Pointer.Number, Pointer.Width});
    return It->second;
  }
  DenseMap<std::pair<RootId, int64_t>, RootId> ThroughIds;
  RootId opaqueRoot(const void *Key, unsigned Part) {
    auto [It, Inserted] =
        OpaqueIds.try_emplace({Key, Part}, RootId(Roots.size()));
    if (Inserted)
      Roots.push_back({RootKind::Opaque, Key, nullptr});
    return It->second;
  }
  DenseMap<std::pair<const void *, unsigned>, RootId> OpaqueIds;
  /// The elements of the std::vector at L.
  RootId elementsRoot(Loc L) {
    auto [It, Inserted] =
        ElementsIds.try_emplace({L.Root, L.Offset}, RootId(Roots.size()));
    if (Inserted)
      Roots.push_back({RootKind::Elements, nullptr, Roots[L.Root].Owner, L.Root,
                       L.Offset, 0});
    return It->second;
  }
  DenseMap<std::pair<RootId, int64_t>, RootId> ElementsIds;
  /// Whether R is an object of FD's activation, gone when FD returns: a
  /// vector's elements go with the vector.
  bool endsWith(RootId R, const FunctionDecl *FD) const {
    const RootInfo &Info = Roots[R];
    if (Info.Kind == RootKind::Elements)
      return endsWith(Info.Parent, FD);
    return Info.Owner == FD &&
           (Info.Kind == RootKind::Local || Info.Kind == RootKind::Temp);
  }
  /// Whether R's bytes are a caller's: a parameter's referent, `this`, or
  /// what a pointer among those bytes points to.
  bool isSymbolic(RootId R) const {
    RootKind K = Roots[R].Kind;
    return K == RootKind::Entry || K == RootKind::This ||
           K == RootKind::Through;
  }

  // ---- leaves --------------------------------------------------------------

  using RootLeaves = State::RootLeaves;

  void put(State &S, RootId R, uint64_t Offset, uint64_t Size,
           State::LeafKind Kind, Value V) {
    if (!Size || S.escaped(R) || Roots[R].Kind == RootKind::Constant)
      return;
    S.Leaves.mutOf(R).put(Offset, Size, Kind, V);
  }

  void clobber(State &S, RootId R, uint64_t Offset, uint64_t Size) {
    put(S, R, Offset, Size, State::Clobbered, Value());
  }

  /// Root R's leaves in S (a constant's, wherever it is read); may be null.
  const RootLeaves *leavesOf(const State &S, RootId R) const {
    return Roots[R].Kind == RootKind::Constant ? Constants.Leaves.of(R)
                                               : S.Leaves.of(R);
  }

  Value readLeaf(const State &S, RootId R, uint64_t Offset,
                 uint64_t Size) const;

  /// A caller-side read, which may itself be deferred to its caller.
  Value readScalarAt(const State &S, RootId R, int64_t Offset, uint64_t Width) {
    materialize(R);
    return readOrDefer(S, R, Offset, Width, isSymbolic(R));
  }

  /// The scalar at [Offset, Offset + Width) of R; when R's bytes are the
  /// caller's (Symbolic) and nothing here wrote them, what the caller has
  /// there, deferred to the summary's application.
  Value readOrDefer(const State &S, RootId R, int64_t Offset, uint64_t Width,
                    bool Symbolic) const;

  void escape(State &S, RootId R);

  void consume(State &S, RootId R) {
    if (!llvm::is_contained(S.Consumed, R))
      S.Consumed.insert(llvm::upper_bound(S.Consumed, R), R);
  }

  /// Whether a root's bytes are the caller's: a parameter's referent,
  /// `this`, or an object reached through them, of the function being
  /// followed.
  bool isCallers(RootId R) const {
    return isSymbolic(R) && Roots[R].Owner == Fn;
  }

  /// Copies Size bytes from Src (in From) to Dst (in S).
  /// CopySite: the expression that names the source (copyFrom).
  void copy(State &S, Loc Dst, Loc Src, uint64_t Size,
            const Expr *CopySite = nullptr) {
    // copyFrom reads every source piece before it writes.
    copyFrom(S, Dst, S, Src, Size, CopySite);
  }
  /// Copies Size bytes of the object the glvalue E names to D; unknown
  /// when the model cannot tell which object that is.
  void copyObject(State &S, Loc D, const Expr *E, uint64_t Size) {
    if (std::optional<Loc> Src = lvalue(S, E))
      copyFrom(S, D, S, *Src, Size, E);
    else
      clobber(S, D.Root, D.Offset, Size);
  }
  /// CopySite: the expression that names the source, when the program
  /// copies it: a copy from a constant or from another slot of the same
  /// object marks what it moves (Value::Copy), with CopyVia as its Via (the
  /// call through which a user helper's copy landed here). A copy of the
  /// caller's bytes in a summary keeps CopySite in its CopyOf leaves, and
  /// their application decides.
  void copyFrom(State &S, Loc Dst, const State &FromState, Loc Src,
                uint64_t Size, const Expr *CopySite = nullptr,
                const Expr *CopyVia = nullptr);
  /// Whether copying from Src to Dst moves values to where the copy, not
  /// their store, chose them (see Value::Copy).
  bool movesValues(Loc Dst, Loc Src) const {
    return Roots[Src.Root].Kind == RootKind::Constant
               ? Roots[Dst.Root].Kind != RootKind::Constant
               : Src.Root == Dst.Root && Src.Offset != Dst.Offset;
  }

  // ---- types and layout ----------------------------------------------------

  /// The size of an object of type T, or 0 when it has none the model can
  /// trust (incomplete, dependent, undeduced, or recovered from an error).
  uint64_t sizeOf(QualType T) const;
  /// sizeOf, uncached; the size of each type is asked once.
  uint64_t computeSize(QualType T) const;
  mutable DenseMap<const Type *, uint64_t> Sizes;
  static bool isObjectType(QualType T) {
    return T->isRecordType() || T->isArrayType();
  }
  std::optional<uint64_t> fieldOffset(const FieldDecl *FD) const {
    const RecordDecl *RD = FD->getParent();
    if (!RD || RD->isInvalidDecl() || !RD->isCompleteDefinition() ||
        RD->isDependentType() || FD->isBitField())
      return std::nullopt;
    const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
    return Ctx.toCharUnitsFromBits(Layout.getFieldOffset(FD->getFieldIndex()))
        .getQuantity();
  }

  /// Writes zeroes over an object (static storage, value-initialisation,
  /// `= {}`).
  void zero(State &S, Loc D, uint64_t Size, const Expr *Site) {
    Value Z;
    Z.Kind = Value::Int;
    Z.Site = Site;
    if (D.Span)
      spanWrite(S, D);
    else
      put(S, D.Root, D.Offset, Size, State::Zero, Z);
  }

  void writeScalar(State &S, Loc D, QualType T, Value V);

  Value readScalar(const State &S, Loc L, QualType T) {
    if (L.Span) {
      // An element of a table at an index the caller passes
      // (`factors[mode]`): the caller that knows the index knows it.
      if (L.CallersIndex)
        WantsContext = true;
      return Value();
    }
    materialize(L.Root);
    return readOrDefer(S, L.Root, L.Offset, sizeOf(T), isCallers(L.Root));
  }

  /// A constant object's leaves, from its initialiser.
  void materialize(RootId R);

  // ---- expressions ---------------------------------------------------------

  bool step() {
    if (++Steps > MaxSteps)
      Aborted = true;
    return !Aborted;
  }

  static Value intValue(int64_t N, const Expr *Site) {
    Value V;
    V.Kind = Value::Int;
    V.Number = N;
    V.Site = Site;
    return V;
  }
  static Value nonNull(const Expr *Site) {
    Value V;
    V.Kind = Value::NonNull;
    V.Site = Site;
    return V;
  }
  static Value unknownAt(const Expr *Site) {
    Value V;
    V.Site = Site;
    return V;
  }

  /// A value as a condition: 1 when non-null, 0 when null (Negate: `!v`).
  static Value truth(const Value &V, bool Negate, const Expr *Site) {
    if (V.isNull())
      return intValue(Negate ? 1 : 0, Site);
    if (V.isNonNull())
      return intValue(Negate ? 0 : 1, Site);
    return unknownAt(Site);
  }

  Value pointerTo(Loc L, QualType Pointee, const Expr *Site);

  std::optional<Loc> deref(const Value &V) {
    if (V.Kind == Value::Pointer)
      return Loc{V.Root, V.Number, 0};
    if (V.Kind == Value::Argument && V.Param)
      return Loc{entryRoot(V.Param), 0, 0};
    if (V.Kind == Value::Deferred)
      return Loc{throughRoot(V), 0, 0};
    return std::nullopt;
  }

  /// E's value when it is an integer constant expression. Asked of every
  /// integral expression on every path, and of each operand again: the
  /// answer, which no state changes, is kept per expression.
  std::optional<int64_t> constantInt(const Expr *E);
  DenseMap<const Expr *, std::optional<int64_t>> IntegerConstants;

  /// Evaluates a scalar rvalue, with its side effects.
  Value eval(State &S, const Expr *E);
  /// The effects of E's operands, in order, for an expression the model
  /// has no rule for.
  void evalOperands(State &S, const Expr *E);

  int64_t baseOffset(const CastExpr *Cast);

  Value evalBinary(State &S, const BinaryOperator *BO);

  /// P moved by N elements of Pointee (Op: BO_Add or BO_Sub). Where N is
  /// not known, the result is somewhere in P's object: a pointer the model
  /// cannot place, and P's object is unknown from then on unless the
  /// pointee is const.
  Value pointerStep(State &S, Value P, const Value &N, BinaryOperatorKind Op,
                    QualType Pointee, const Expr *Site);

  /// Integer arithmetic as the program does it, or none where it would
  /// overflow (or divide by zero): then the value is unknown.
  static std::optional<int64_t> arithmetic(BinaryOperatorKind Op, int64_t A,
                                           int64_t B);

  /// An object-typed expression evaluated for its effects only.
  void evalObject(State &S, const Expr *E);

  /// An escaping pointer value takes its object with it.
  void escapeValue(State &S, const Value &V) {
    if (V.Kind == Value::Pointer)
      escape(S, V.Root);
    else if (V.Kind == Value::Argument && V.Param)
      escape(S, entryRoot(V.Param));
  }

  /// Whether a function's variable is followed: automatic, or a constant.
  std::optional<Loc> variable(State &S, const VarDecl *VD,
                              const DeclRefExpr *Ref);

  /// Inside a lambda, whether VD is captured by reference.
  bool capturedByRef(const VarDecl *VD);

  /// The object an lvalue designates, with its effects.
  std::optional<Loc> lvalue(State &S, const Expr *E);

  /// Initialises (or assigns) the object at D, of type T, from E.
  void init(State &S, Loc D, QualType T, const Expr *E);

  void initList(State &S, Loc D, QualType T, const InitListExpr *List);

  void construct(State &S, Loc D, QualType T, const CXXConstructExpr *E);

  // ---- standard containers (ValueContainers.cpp) ----------------------------

  /// std::array and std::vector, whichever library declares them: their
  /// bodies are not followed; the model knows what their members do. A
  /// vector is its elements' root (elementsRoot()), a pointer to it in the
  /// object's first pointer-sized bytes and its size in the next.
  /// A call of a container member the model knows: its value (a reference
  /// is a pointer to the element, which Element also receives, with the
  /// span an unknown index covers). None for a member it does not know: an
  /// unknown call then.
  std::optional<Value> containerCall(State &S, const CallExpr *E,
                                     const CXXMethodDecl *MD,
                                     std::optional<Loc> Object,
                                     ArrayRef<const Expr *> Args,
                                     std::optional<Loc> *Element);
  /// Constructs the std::vector at D; false for any other class.
  bool constructContainer(State &S, Loc D, QualType T,
                          const CXXConstructExpr *E);
  /// Which container RD is, where the model follows it: one of pipeline
  /// data or of scalars (names, bytes). A vector of barriers feeds no desc,
  /// and is an unknown object as any other library object is.
  Container followedContainer(const RecordDecl *RD);
  DenseMap<const RecordDecl *, Container> FollowedContainers;
  /// The element a container call in lvalue() referred to.
  std::pair<const Expr *, Loc> LastElement{nullptr, Loc()};
  /// The vector at V: its first element and its size, as the state has them.
  Value vectorData(const State &S, Loc V);
  Value vectorSize(const State &S, Loc V);
  /// A vector made anew at V, holding Count elements from Src (none: as
  /// many value-initialised ones).
  void makeVector(State &S, Loc V, QualType Element, Value Count,
                  std::optional<Loc> Src, const Expr *Site);
  /// Writes the size of the vector at V (unknown unless Count is known).
  void setVectorSize(State &S, Loc V, const Value &Count);
  /// Makes the vector at V (of class RD) anew from Arg where Arg is a braced
  /// list or another vector of the class (Move: left empty); false for
  /// anything else.
  bool makeVectorFrom(State &S, Loc V, const RecordDecl *RD, const Expr *Arg,
                      bool Move, const Expr *Site);
  /// Element Index of the vector at V, made from E (value-initialised when
  /// null) or, with Args, from them the way emplace_back makes one.
  void putElement(State &S, Loc At, QualType Element,
                  ArrayRef<const Expr *> Args, const Expr *Site);

  // ---- calls ---------------------------------------------------------------

  /// Whether a function's body is followed: the user's code, and d3dx12's
  /// helpers (whose constructors and assignments write subobjects).
  bool followable(const FunctionDecl *FD) const;

  /// Where a call returns a scalar; Dest receives a returned object.
  Value call(State &S, const CallExpr *E, std::optional<Loc> Dest);

  Value callFunction(State &S, const Expr *E, const FunctionDecl *Callee,
                     ArrayRef<const Expr *> Args, std::optional<Loc> ObjectLoc,
                     std::optional<Loc> Dest);

  Value returned(State &, const FunctionDecl *Def, const State &Exit,
                 const Binding &B, QualType Result) {
    if (Result.isNull() || isObjectType(Result) || Result->isVoidType())
      return Value();
    uint64_t Size =
        Result->isReferenceType() ? sizeOf(Ctx.VoidPtrTy) : sizeOf(Result);
    Value V = readLeaf(Exit, returnRoot(Def), 0, Size);
    return substitute(V, B);
  }

  static bool isMemcpy(const FunctionDecl *FD) {
    if (!FD || !FD->getDeclName().isIdentifier())
      return false;
    StringRef Name = FD->getName();
    return Name == "memcpy" || Name == "__builtin_memcpy" ||
           Name == "memmove" || Name == "__builtin_memmove";
  }
  static bool isMemset(const FunctionDecl *FD) {
    if (!FD || !FD->getDeclName().isIdentifier())
      return false;
    StringRef Name = FD->getName();
    return Name == "memset" || Name == "__builtin_memset";
  }

  /// A call the model cannot follow: what it may write through its
  /// arguments is unknown from now on.
  void evalUnknownCall(State &S, const Expr *E, const FunctionDecl *Callee,
                       ArrayRef<const Expr *> Args,
                       std::optional<Loc> ObjectLoc);

  /// An out-parameter: given the address of one scalar (`&pso` for
  /// `IID_PPV_ARGS`, `&count`), a function writes that scalar, not the
  /// object around it.
  bool writesScalar(State &S, const Value &V);

  /// What a read-only callee could write through the pointers an object
  /// holds.
  void escapeReachable(State &S, RootId R);

  void runtimeRead(State &S, const CallExpr *E, ArrayRef<const Expr *> Args,
                   const RecordDecl *DescRecord = nullptr);

  // ---- summaries -----------------------------------------------------------

  /// What a value of the callee stands for in the caller.
  Value substitute(Value V, const Binding &B);

  /// Where a callee's root is in the caller: bound, or its own (an
  /// enclosing function's local, a constant). None when it is the callee's
  /// own and unbound.
  std::optional<Loc> mapRoot(RootId R, const Binding &B);

  /// Whether a summary state reads its caller's bytes (then applying it
  /// needs the caller's state as it was before the call): copies, deferred
  /// values, and objects reached through the caller's pointers.
  bool readsCaller(const State &Callee) const {
    auto Through = [&](RootId R) { return Roots[R].Kind == RootKind::Through; };
    for (const auto &[Key, L] : Callee.Leaves)
      if (L.Kind == State::CopyOf || L.V.Kind == Value::Deferred ||
          Through(Key.first) ||
          (L.V.Kind == Value::Pointer && Through(L.V.Root)))
        return true;
    return llvm::any_of(Callee.Escaped, Through) ||
           llvm::any_of(Callee.Consumed, Through);
  }

  State apply(const State &Caller, const State &Callee, const Binding &B,
              bool ForUse) {
    State R = Caller;
    applyInPlace(R, Caller, Callee, B, ForUse);
    return R;
  }

  /// Applies Callee (a summary's state) to R, which starts as Caller.
  void applyInPlace(State &R, const State &Caller, const State &Callee,
                    const Binding &B, bool ForUse);

  bool isLibrary(const FunctionDecl *FD) const {
    return FD && inSystemHeader(FD, FD->getLocation());
  }
  /// Whether a declaration or expression (Node, at Loc) is written in a
  /// system header, asked of the source manager once per node: a summary's
  /// values ask it at every call the summary is applied to.
  bool inSystemHeader(const void *Node, SourceLocation Loc) const {
    auto [It, New] = SystemHeaderNodes.try_emplace(Node, false);
    if (New)
      It->second = SM.isInSystemHeader(SM.getExpansionLoc(Loc));
    return It->second;
  }
  mutable DenseMap<const void *, bool> SystemHeaderNodes;

  static void appendDecision(State &S, const Decision &D);

  /// Whether a constant condition rules out the edge from Block to its
  /// successor I (see interpret()).
  bool ruledOut(const CFGBlock &Block, unsigned I);
  /// Whether a case's value (or GNU range) holds N; nothing where the
  /// model cannot read it.
  std::optional<bool> caseMatches(const CaseStmt &Case, int64_t N);

  /// The branch tests decisions name, each once; index 0 is none.
  std::vector<BranchTest> Tests{BranchTest()};
  std::map<BranchTest::Key, unsigned> TestIndex;
  unsigned testIndex(const BranchTest &T);
  /// The test the edge from Block to its successor I makes, read on S.
  std::optional<BranchTest> branchTest(State &S, const CFGBlock &Block,
                                       unsigned I);
  /// Whether a test's outcome for the value N is the one its edge needs.
  bool holds(const BranchTest &T, int64_t N);
  /// Whether every test on Trail holds for what the binding passes (a test
  /// of a value the caller does not know holds).
  bool agrees(ArrayRef<Decision> Trail, const Binding &B);
  /// A callee's test, in the caller's terms: nothing where the caller's
  /// value settles it (the decision says nothing in the caller), else the
  /// test of what the caller's caller passes (0: none it can name).
  std::optional<unsigned> rebase(unsigned Test, const Binding &B);
  /// The call splitCall() applies one exit at a time, and whether that exit
  /// disagreed with the call's arguments.
  const Expr *SplitCall = nullptr;
  bool SplitExitRuledOut = false;

  /// Joins Other into S: what differs becomes unknown. Paths joined inside
  /// an expression (`c ? a : b`) keep the statement-level trail.
  /// Joins Other into S; whether S changed.
  bool joinInto(State &S, const State &Other, bool MarkMerged = false);

  /// Keeps the decisions both paths made; whether S changed.
  bool intersectTrail(State &S, const State &Other);

  /// Adds S to a block's incoming paths; returns whether they changed.
  /// Paths in different passes of a loop their values decide stay apart.
  /// At a loop's head (AtPass), the paths of the pass they come from are
  /// joined, and what they decided inside it leaves the trail.
  bool merge(SmallVectorImpl<State> &Into, State S, bool JoinAll,
             bool AtPass = false);
  /// merge() among the paths of one pass. With SameTrails, paths whose
  /// trails are alike join without being marked merged (their trail names
  /// both).
  bool mergePaths(SmallVectorImpl<State> &Into, State S, bool JoinAll,
                  bool SameTrails = false);
  /// A path that enters a pass of Loop its own values decide (Round: the
  /// value the condition tests), or leaves the loop (no Round): what it
  /// decided inside the loop before, and the pass it was in, go.
  void enterPass(State &S, const Stmt *Loop, std::optional<int64_t> Round);
  /// Drops what S decided inside Loop (its pass too, unless KeepPass) and
  /// the trail cut that caused; returns whether the trail was cut before
  /// the loop.
  bool dropLoopDecisions(State &S, const Stmt *Loop, bool KeepPass);
  /// Whether FD is the user's own code: not in a system header, and not a
  /// d3dx12 helper's member (engines keep copies of d3dx12.h among their
  /// own headers).
  bool ownCode(const FunctionDecl *FD) const;
  /// The branches inside a loop (its statement included).
  const DenseSet<const Stmt *> &branchesIn(const Stmt *Loop);
  DenseMap<const Stmt *, DenseSet<const Stmt *>> LoopBranches;
  /// The last serial merge() gave a state.
  unsigned Serials = 0;
  /// Runs one path through a block: its statements, then each edge out
  /// that the path can take, handed to Give with the path's state there.
  /// The runtime uses the block makes go to Uses.
  void runBlock(const CFGBlock &Block, State &&Start,
                std::vector<PendingUse> &Uses,
                function_ref<void(const CFGBlock *, State &&)> Give);

  Summary *summarize(const FunctionDecl *FD);

  /// Whether a CFG element is a statement the model executes: a full
  /// expression or declaration, not a piece of one.
  bool executes(const Stmt *S);

  void execute(State &S, const Stmt *St, SmallVectorImpl<State> &Out);

  std::optional<Loc> returnedLocal(const Expr *E);

  /// A statement that is one call keeps its callee's exits apart.
  void splitCall(State &S, const Expr *E, SmallVectorImpl<State> &Out);

  void declare(State &S, const VarDecl *VD, SmallVectorImpl<State> &Out);

  /// Interprets FD into Sum; from Seed's bytes and Args' values where
  /// given (a specialised summary), else from what any caller passes.
  void interpret(const FunctionDecl *FD, Summary &Sum,
                 const Specialised *Seed = nullptr);

  /// Runs interpret() for FD as a callee: the caller's context saved and
  /// restored, recursion and depth bounded. False when it did not run.
  bool interpretCallee(const FunctionDecl *FD, Summary &Sum,
                       const Specialised *Seed);

  /// FD's summary for the call B binds, on the caller's state S: when the
  /// caller passes values the callee indexes or appends by (WantsContext).
  /// Null when the call passes none or the budget is spent.
  Summary *specialise(const FunctionDecl *FD, const Binding &B, const State &S);
  DenseMap<const FunctionDecl *, std::vector<std::unique_ptr<Specialised>>>
      SpecialisedSummaries;
  /// Whether the function being interpreted wrote or appended where only
  /// its caller's values could say.
  bool WantsContext = false;
  /// A write or an append at a place V, which the caller gives, decides.
  void needsCaller(const Value &V) {
    if (V.Kind == Value::Deferred || V.Kind == Value::Argument)
      WantsContext = true;
  }
  /// A write at an index the model does not know: anywhere in the span
  /// (and, where the caller knows the index, worth the caller's values).
  void spanWrite(State &S, const Loc &D) {
    if (D.CallersIndex)
      WantsContext = true;
    clobber(S, D.Root, D.Offset, D.Span);
  }

  void judgeUnconsumedDescs(const State &S, const FunctionDecl *FD,
                            Summary &Sum);

  void initializer(State &S, const CXXCtorInitializer *Init);
};

} // namespace psolint

#endif // PSOLINT_CORE_VALUEENGINE_H
