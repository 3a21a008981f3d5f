//===- ValueModel.cpp - Stream and desc values over the CFG ---------------===//
#include "ValueModel.h"
#include "Compat.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMap.h"
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
#include <optional>
#include <set>
#include <tuple>

using namespace clang;
using namespace llvm;

namespace psolint {

static StringRef recordTypeName(QualType T) {
  const RecordDecl *RD = compat::recordOf(T);
  if (!RD)
    return StringRef();
  StringRef Name = RD->getName();
  if (Name.empty())
    if (const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl())
      Name = TD->getName();
  return Name;
}

bool isStreamDescType(QualType T) {
  return recordTypeName(T) == "D3D12_PIPELINE_STATE_STREAM_DESC";
}

bool isStateObjectDescType(QualType T) {
  StringRef Name = recordTypeName(T);
  return Name == "D3D12_STATE_OBJECT_DESC" || Name == "D3D12_STATE_SUBOBJECT";
}

bool isRuntimeReadName(StringRef Name) {
  return Name == "CreatePipelineState" || Name == "CreateStateObject" ||
         Name == "AddToStateObject";
}

namespace {

// Bounds: paths kept apart per block, visits before a block's paths are
// joined, decisions a trail keeps, summary nesting, and work per function.
constexpr unsigned MaxPaths = 8;
constexpr unsigned JoinAfterVisits = 4;
constexpr unsigned MaxTrail = 6;
constexpr unsigned MaxDepth = 8;
constexpr unsigned MaxSteps = 200000;
constexpr unsigned MaxUsesPerSummary = 64;

enum class RootKind : uint8_t { Local, Entry, This, Return, Temp, Constant };

struct RootInfo {
  RootKind Kind;
  const void *Key;
  /// The function whose activation owns it.
  const FunctionDecl *Owner;
};

/// An object position: a root and a byte offset into it.
struct Loc {
  RootId Root = 0;
  int64_t Offset = 0;
  /// The index was not known: the write may land anywhere in Span bytes
  /// from Offset.
  uint64_t Span = 0;
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
  SmallVector<State, 4> Exits;
  std::vector<PendingUse> Uses;
};

/// How a callee's roots and arguments stand in the caller.
struct Binding {
  const Expr *Call = nullptr;
  const FunctionDecl *Callee = nullptr;
  DenseMap<RootId, Loc> Roots;
  DenseMap<const ParmVarDecl *, Value> Args;
  /// Parameters taken by value: the callee's writes stay in its copy.
  DenseSet<RootId> Copies;
  /// The caller's state at the call, for what the callee read of it.
  mutable const State *Caller = nullptr;
};

} // namespace

class ValueModel::Engine {
public:
  Engine(ASTContext &Ctx) : Ctx(Ctx), SM(Ctx.getSourceManager()) {}

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

  // The function being interpreted.
  const FunctionDecl *Fn = nullptr;
  std::unique_ptr<ParentMap> Parents;
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
                 uint64_t Size) const {
    if (S.escaped(R))
      return Value();
    const RootLeaves *Leaves = leavesOf(S, R);
    if (!Leaves)
      return Value();
    auto It = Leaves->upper_bound(Offset);
    if (It == Leaves->begin())
      return Value();
    --It;
    uint64_t Begin = It->first, End = Begin + It->second.Size;
    if (Offset < Begin || Offset + Size > End)
      return Value();
    const State::Leaf &L = It->second;
    if (L.Kind == State::Zero) {
      Value Z;
      Z.Kind = Value::Int;
      Z.Site = L.V.Site;
      Z.Via = L.V.Via;
      return Z;
    }
    if (L.Kind == State::Scalar && Begin == Offset && L.Size == Size)
      return L.V;
    return Value();
  }

  /// A caller-side read, which may itself be deferred to its caller.
  Value readScalarAt(const State &S, RootId R, int64_t Offset, uint64_t Width) {
    materialize(R);
    bool Symbolic =
        Roots[R].Kind == RootKind::Entry || Roots[R].Kind == RootKind::This;
    return readOrDefer(S, R, Offset, Width, Symbolic);
  }

  /// The scalar at [Offset, Offset + Width) of R; when R's bytes are the
  /// caller's (Symbolic) and nothing here wrote them, what the caller has
  /// there, deferred to the summary's application.
  Value readOrDefer(const State &S, RootId R, int64_t Offset, uint64_t Width,
                    bool Symbolic) const {
    if (Symbolic && !S.escaped(R) &&
        !(S.Leaves.of(R) && S.Leaves.of(R)->overlaps(Offset, Offset + Width))) {
      Value D;
      D.Kind = Value::Deferred;
      D.Root = R;
      D.Number = Offset;
      D.Width = Width;
      return D;
    }
    return readLeaf(S, R, Offset, Width);
  }

  void escape(State &S, RootId R) {
    if (S.escaped(R) || Roots[R].Kind == RootKind::Constant)
      return;
    SmallVector<RootId, 4> Reached;
    if (const RootLeaves *Leaves = S.Leaves.of(R)) {
      for (const auto &[Offset, L] : *Leaves)
        if (L.V.Kind == Value::Pointer && L.Kind != State::CopyOf)
          Reached.push_back(L.V.Root);
      S.Leaves.erase(R);
    }
    S.Escaped.insert(llvm::upper_bound(S.Escaped, R), R);
    for (RootId Next : Reached)
      escape(S, Next);
  }

  void consume(State &S, RootId R) {
    if (!llvm::is_contained(S.Consumed, R))
      S.Consumed.insert(llvm::upper_bound(S.Consumed, R), R);
  }

  /// Whether a root's bytes are the caller's: a parameter's referent or
  /// `this` of the function being followed.
  bool isCallers(RootId R) const {
    const RootInfo &Info = Roots[R];
    return (Info.Kind == RootKind::Entry || Info.Kind == RootKind::This) &&
           Info.Owner == Fn;
  }

  /// Copies Size bytes from Src (in From) to Dst (in S).
  void copy(State &S, Loc Dst, Loc Src, uint64_t Size) {
    // copyFrom reads every source piece before it writes.
    copyFrom(S, Dst, S, Src, Size);
  }
  void copyFrom(State &S, Loc Dst, const State &FromState, Loc Src,
                uint64_t Size) {
    if (Dst.Span || Src.Span) {
      clobber(S, Dst.Root, Dst.Offset, Dst.Span ? Dst.Span : Size);
      return;
    }
    materialize(Src.Root);
    if (FromState.escaped(Src.Root)) {
      clobber(S, Dst.Root, Dst.Offset, Size);
      return;
    }
    SmallVector<std::pair<uint64_t, State::Leaf>, 16> Pieces;
    uint64_t Begin = Src.Offset, End = Begin + Size;
    {
      const RootLeaves *Found = leavesOf(FromState, Src.Root);
      const RootLeaves &From = Found ? *Found : State::noLeaves();
      uint64_t Covered = Begin;
      bool Symbolic = isCallers(Src.Root);
      auto Gap = [&](uint64_t GapBegin, uint64_t GapEnd) {
        if (!Symbolic || GapEnd <= GapBegin)
          return;
        State::Leaf L;
        L.Size = GapEnd - GapBegin;
        L.Kind = State::CopyOf;
        L.V.Kind = Value::Pointer;
        L.V.Root = Src.Root;
        L.V.Number = GapBegin;
        Pieces.push_back({GapBegin - Begin, L});
      };
      auto [First, Last] = From.overlapping(Begin, End);
      for (auto It = First; It != Last; ++It) {
        uint64_t B = It->first, E = B + It->second.Size;
        State::Leaf L = It->second;
        Gap(Covered, std::max(Covered, B));
        Covered = std::max(Covered, E);
        if (B < Begin || E > End) {
          if (L.Kind == State::Scalar)
            continue; // cut: unknown
          uint64_t NB = std::max(B, Begin), NE = std::min(E, End);
          if (L.Kind == State::CopyOf)
            L.V.Number += NB - B;
          L.Size = NE - NB;
          B = NB;
        }
        Pieces.push_back({B - Begin, L});
      }
      Gap(Covered, End);
    }
    clobber(S, Dst.Root, Dst.Offset, Size);
    for (auto &[Offset, L] : Pieces)
      put(S, Dst.Root, Dst.Offset + Offset, L.Size, L.Kind, L.V);
  }

  // ---- types and layout ----------------------------------------------------

  /// The size of an object of type T, or 0 when it has none the model can
  /// trust (incomplete, dependent, undeduced, or recovered from an error).
  uint64_t sizeOf(QualType T) const {
    if (T.isNull() || T->containsErrors() || T->isUndeducedType() ||
        T->isIncompleteType() || T->isDependentType() || T->isReferenceType() ||
        T->isFunctionType() || T->isVoidType() || T->isSizelessType())
      return 0;
    QualType Element = T;
    while (const ArrayType *AT = Ctx.getAsArrayType(Element))
      Element = AT->getElementType();
    if (const RecordDecl *RD = compat::recordOf(Element))
      if (RD->isInvalidDecl() || !RD->isCompleteDefinition())
        return 0;
    return Ctx.getTypeSizeInChars(T).getQuantity();
  }
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
      clobber(S, D.Root, D.Offset, D.Span);
    else
      put(S, D.Root, D.Offset, Size, State::Zero, Z);
  }

  void writeScalar(State &S, Loc D, QualType T, Value V) {
    uint64_t Size = sizeOf(T);
    if (D.Span) {
      clobber(S, D.Root, D.Offset, D.Span);
      return;
    }
    if (T->isBooleanType() && V.Kind == Value::Int)
      V.Number = V.Number != 0;
    if (V.Kind == Value::Unknown)
      clobber(S, D.Root, D.Offset, Size);
    else
      put(S, D.Root, D.Offset, Size, State::Scalar, V);
  }

  Value readScalar(const State &S, Loc L, QualType T) {
    if (L.Span)
      return Value();
    materialize(L.Root);
    return readOrDefer(S, L.Root, L.Offset, sizeOf(T), isCallers(L.Root));
  }

  /// A constant object's leaves, from its initialiser.
  void materialize(RootId R) {
    if (Roots[R].Kind != RootKind::Constant || !ConstantsDone.insert(R).second)
      return;
    const auto *VD = static_cast<const VarDecl *>(Roots[R].Key);
    const Expr *Init = VD->getAnyInitializer();
    if (!Init)
      return;
    State Scratch;
    // Constants are written into a scratch state as if the root were a
    // temporary, then kept.
    Roots[R].Kind = RootKind::Temp;
    const FunctionDecl *Outer = Fn;
    init(Scratch, {R, 0, 0}, VD->getType(), Init);
    Fn = Outer;
    Roots[R].Kind = RootKind::Constant;
    if (const RootLeaves *Leaves = Scratch.Leaves.of(R))
      Constants.Leaves.set(R, *Leaves);
  }

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

  Value pointerTo(Loc L, QualType Pointee, const Expr *Site) {
    if (L.Span)
      return nonNull(Site);
    Value V;
    V.Kind = Value::Pointer;
    V.Root = L.Root;
    V.Number = L.Offset;
    V.Pointee = Pointee.isNull() ? nullptr : Pointee.getTypePtr();
    V.Site = Site;
    return V;
  }

  std::optional<Loc> deref(const Value &V) {
    if (V.Kind == Value::Pointer)
      return Loc{V.Root, V.Number, 0};
    if (V.Kind == Value::Argument && V.Param)
      return Loc{entryRoot(V.Param), 0, 0};
    return std::nullopt;
  }

  std::optional<int64_t> constantInt(const Expr *E) {
    if (E->isValueDependent() || E->isTypeDependent())
      return std::nullopt;
    if (!E->getType()->isIntegralOrEnumerationType())
      return std::nullopt;
    Expr::EvalResult R;
    if (!E->EvaluateAsInt(R, Ctx, Expr::SE_NoSideEffects))
      return std::nullopt;
    return R.Val.getInt().getExtValue();
  }

  /// Evaluates a scalar rvalue, with its side effects.
  Value eval(State &S, const Expr *E) {
    if (!E || !step())
      return Value();
    E = E->IgnoreParens();
    if (E->isTypeDependent() || E->isValueDependent())
      return unknownAt(E);
    if (auto N = constantInt(E))
      return intValue(*N, E);
    if (isa<ImplicitValueInitExpr>(E) || isa<CXXScalarValueInitExpr>(E))
      return intValue(0, E); // zero, and a null pointer
    if (E->getType()->isPointerType() || E->getType()->isNullPtrType())
      if (E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
        return intValue(0, E);

    if (const auto *FE = dyn_cast<FullExpr>(E))
      return eval(S, FE->getSubExpr());
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      const Expr *Sub = Cast->getSubExpr();
      switch (Cast->getCastKind()) {
      case CK_LValueToRValue: {
        std::optional<Loc> L = lvalue(S, Sub);
        if (!L)
          return unknownAt(E);
        Value V = readScalar(S, *L, Sub->getType());
        return V;
      }
      case CK_ArrayToPointerDecay: {
        std::optional<Loc> L = lvalue(S, Sub);
        if (!L)
          return nonNull(E);
        return pointerTo(*L, Sub->getType(), E);
      }
      case CK_FunctionToPointerDecay:
        return nonNull(E);
      case CK_DerivedToBase:
      case CK_UncheckedDerivedToBase: {
        Value V = eval(S, Sub);
        if (V.Kind == Value::Pointer)
          V.Number += baseOffset(Cast);
        return V;
      }
      case CK_PointerToBoolean:
      case CK_IntegralToBoolean:
      case CK_MemberPointerToBoolean:
        return truth(eval(S, Sub), false, E);
      case CK_IntegralCast:
      case CK_NoOp:
      case CK_BitCast:
      case CK_IntegralToPointer:
      case CK_PointerToIntegral:
      case CK_NullToPointer:
      case CK_CPointerToObjCPointerCast:
      case CK_AnyPointerToBlockPointerCast:
      case CK_AddressSpaceConversion:
      case CK_UserDefinedConversion:
      case CK_ConstructorConversion:
        return eval(S, Sub);
      default:
        eval(S, Sub);
        return unknownAt(E);
      }
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      switch (UO->getOpcode()) {
      case UO_AddrOf: {
        std::optional<Loc> L = lvalue(S, UO->getSubExpr());
        if (!L)
          return nonNull(E);
        return pointerTo(*L, UO->getSubExpr()->getType(), E);
      }
      case UO_PreInc:
      case UO_PreDec:
      case UO_PostInc:
      case UO_PostDec: {
        std::optional<Loc> L = lvalue(S, UO->getSubExpr());
        if (!L)
          return unknownAt(E);
        QualType T = UO->getSubExpr()->getType();
        Value Old = readScalar(S, *L, T);
        Value New = unknownAt(E);
        if (Old.Kind == Value::Int && T->isIntegerType())
          if (auto N =
                  arithmetic(BO_Add, Old.Number, UO->isIncrementOp() ? 1 : -1))
            New = intValue(*N, E);
        writeScalar(S, *L, T, New);
        return UO->isPrefix() ? New : Old;
      }
      case UO_LNot:
        return truth(eval(S, UO->getSubExpr()), true, E);
      case UO_Deref:
        // An rvalue `*p` of pointer type reaches here only through a
        // conversion handled above; evaluate for effects.
      default:
        eval(S, UO->getSubExpr());
        return unknownAt(E);
      }
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E))
      return evalBinary(S, BO);
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      eval(S, CO->getCond());
      State Other = S;
      Value A = eval(S, CO->getTrueExpr());
      Value B = eval(Other, CO->getFalseExpr());
      joinInto(S, Other);
      return A.sameAs(B) ? A : unknownAt(E);
    }
    if (const auto *Call = dyn_cast<CallExpr>(E))
      return call(S, Call, std::nullopt);
    if (isa<CXXConstructExpr>(E)) {
      Loc Temp{tempRoot(E), 0, 0};
      init(S, Temp, E->getType(), E);
      return unknownAt(E);
    }
    if (isa<CXXThisExpr>(E)) {
      if (!Fn)
        return unknownAt(E);
      Loc L{thisRoot(Fn), 0, 0};
      return pointerTo(L, E->getType()->getPointeeType(), E);
    }
    if (isa<clang::StringLiteral>(E) || isa<ObjCStringLiteral>(E))
      return nonNull(E);
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
      return eval(S, Temp->getSubExpr());
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
      return eval(S, Default->getExpr());
    if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(E))
      return eval(S, Default->getExpr());
    if (const auto *List = dyn_cast<InitListExpr>(E)) {
      if (const InitListExpr *Semantic = List->getSemanticForm())
        List = Semantic;
      if (List->getNumInits() == 1 && !isObjectType(E->getType()))
        return eval(S, List->getInit(0));
      if (List->getNumInits() == 0)
        return intValue(0, E);
    }
    if (isa<LambdaExpr>(E) || isa<UnaryExprOrTypeTraitExpr>(E))
      return unknownAt(E);
    if (E->isGLValue() && isObjectType(E->getType())) {
      lvalue(S, E);
      return unknownAt(E);
    }
    // Anything else: its operands' effects, an unknown result.
    for (const Stmt *Child : E->children())
      if (const auto *CE = dyn_cast_or_null<Expr>(Child))
        eval(S, CE);
    return unknownAt(E);
  }

  int64_t baseOffset(const CastExpr *Cast) {
    QualType From = Cast->getSubExpr()->getType();
    if (From->isPointerType())
      From = From->getPointeeType();
    const CXXRecordDecl *Derived = From->getAsCXXRecordDecl();
    int64_t Offset = 0;
    for (const CXXBaseSpecifier *Base : Cast->path()) {
      const CXXRecordDecl *BaseRD = Base->getType()->getAsCXXRecordDecl();
      if (!Derived || !BaseRD || Base->isVirtual() ||
          !Derived->hasDefinition() || Derived->isDependentType())
        return 0;
      Offset += Ctx.getASTRecordLayout(Derived)
                    .getBaseClassOffset(BaseRD)
                    .getQuantity();
      Derived = BaseRD;
    }
    return Offset;
  }

  Value evalBinary(State &S, const BinaryOperator *BO) {
    BinaryOperatorKind Op = BO->getOpcode();
    if (Op == BO_Assign) {
      if (isObjectType(BO->getLHS()->getType())) {
        std::optional<Loc> L = lvalue(S, BO->getLHS());
        if (L)
          init(S, *L, BO->getLHS()->getType(), BO->getRHS());
        else
          evalObject(S, BO->getRHS());
        return unknownAt(BO);
      }
      Value V = eval(S, BO->getRHS());
      std::optional<Loc> L = lvalue(S, BO->getLHS());
      if (L) {
        if (!V.Site)
          V.Site = BO->getRHS();
        writeScalar(S, *L, BO->getLHS()->getType(), V);
      } else {
        escapeValue(S, V);
      }
      return V;
    }
    if (const auto *CAO = dyn_cast<CompoundAssignOperator>(BO)) {
      Value R = eval(S, CAO->getRHS());
      std::optional<Loc> L = lvalue(S, CAO->getLHS());
      if (!L)
        return unknownAt(BO);
      QualType T = CAO->getLHS()->getType();
      Value Old = readScalar(S, *L, T);
      Value New = unknownAt(BO);
      if (Old.Kind == Value::Int && R.Kind == Value::Int)
        if (auto N = arithmetic(BO->getOpcode(), Old.Number, R.Number))
          New = intValue(*N, BO);
      writeScalar(S, *L, T, New);
      return New;
    }
    if (Op == BO_Comma) {
      eval(S, BO->getLHS());
      return eval(S, BO->getRHS());
    }
    if (Op == BO_LAnd || Op == BO_LOr) {
      eval(S, BO->getLHS());
      // The right side may not run.
      State Ran = S;
      eval(Ran, BO->getRHS());
      joinInto(S, Ran);
      return unknownAt(BO);
    }
    Value A = eval(S, BO->getLHS());
    Value B = eval(S, BO->getRHS());
    if (A.Kind == Value::Int && B.Kind == Value::Int)
      if (auto N = arithmetic(Op, A.Number, B.Number))
        return intValue(*N, BO);
    if ((Op == BO_Add || Op == BO_Sub) && A.isNonNull() &&
        BO->getType()->isPointerType())
      return nonNull(BO);
    return unknownAt(BO);
  }

  /// Integer arithmetic as the program does it, or none where it would
  /// overflow (or divide by zero): then the value is unknown.
  static std::optional<int64_t> arithmetic(BinaryOperatorKind Op, int64_t A,
                                           int64_t B) {
    int64_t R;
    switch (Op) {
    case BO_Add:
    case BO_AddAssign:
      return __builtin_add_overflow(A, B, &R) ? std::nullopt
                                              : std::optional<int64_t>(R);
    case BO_Sub:
    case BO_SubAssign:
      return __builtin_sub_overflow(A, B, &R) ? std::nullopt
                                              : std::optional<int64_t>(R);
    case BO_Mul:
    case BO_MulAssign:
      return __builtin_mul_overflow(A, B, &R) ? std::nullopt
                                              : std::optional<int64_t>(R);
    case BO_Div:
    case BO_DivAssign:
      if (B == 0 || (A == INT64_MIN && B == -1))
        return std::nullopt;
      return A / B;
    case BO_Or:
    case BO_OrAssign:
      return A | B;
    case BO_And:
    case BO_AndAssign:
      return A & B;
    case BO_Xor:
    case BO_XorAssign:
      return A ^ B;
    case BO_Shl:
    case BO_ShlAssign:
      if (A < 0 || B < 0 || B >= 63 || A > (INT64_MAX >> B))
        return std::nullopt;
      return A << B;
    case BO_Shr:
    case BO_ShrAssign:
      return B >= 0 && B < 63 ? std::optional<int64_t>(A >> B) : std::nullopt;
    default:
      return std::nullopt;
    }
  }

  /// An object-typed expression evaluated for its effects only.
  void evalObject(State &S, const Expr *E) {
    if (!E)
      return;
    uint64_t Size = sizeOf(E->getType());
    if (!Size) {
      eval(S, E);
      return;
    }
    init(S, {tempRoot(E), 0, 0}, E->getType(), E);
  }

  /// An escaping pointer value takes its object with it.
  void escapeValue(State &S, const Value &V) {
    if (V.Kind == Value::Pointer)
      escape(S, V.Root);
    else if (V.Kind == Value::Argument && V.Param)
      escape(S, entryRoot(V.Param));
  }

  /// Whether a function's variable is followed: automatic, or a constant.
  std::optional<Loc> variable(State &S, const VarDecl *VD,
                              const DeclRefExpr *Ref) {
    if (VD->isInvalidDecl())
      return std::nullopt;
    QualType T = VD->getType();
    if (const auto *PVD = dyn_cast<ParmVarDecl>(VD)) {
      if (T->isReferenceType() || isObjectType(T))
        return Loc{entryRoot(PVD), 0, 0};
      return Loc{localRoot(VD), 0, 0};
    }
    if (VD->hasLocalStorage()) {
      if (Ref && Ref->refersToEnclosingVariableOrCapture() &&
          !capturedByRef(VD))
        return std::nullopt;
      if (T->isReferenceType()) {
        Value P =
            readLeaf(S, localRoot(VD), 0, Ctx.getTypeSize(Ctx.VoidPtrTy) / 8);
        return deref(P);
      }
      return Loc{localRoot(VD), 0, 0};
    }
    // Static storage: followed only when constant.
    if (T.isConstQualified() || VD->isConstexpr()) {
      if (T->isReferenceType() || !VD->getAnyInitializer())
        return std::nullopt;
      return Loc{root(RootKind::Constant, VD, nullptr), 0, 0};
    }
    return std::nullopt;
  }

  /// Inside a lambda, whether VD is captured by reference.
  bool capturedByRef(const VarDecl *VD) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Fn);
    if (!MD || !MD->getParent()->isLambda())
      return true; // a block-scope reference in the same function
    if (ownerOf(VD) == Fn)
      return true;
    llvm::DenseMap<const ValueDecl *, FieldDecl *> Captures;
    FieldDecl *ThisCapture = nullptr;
    MD->getParent()->getCaptureFields(Captures, ThisCapture);
    auto It = Captures.find(VD);
    return It != Captures.end() && It->second->getType()->isReferenceType();
  }

  /// The object an lvalue designates, with its effects.
  std::optional<Loc> lvalue(State &S, const Expr *E) {
    if (!E || !step())
      return std::nullopt;
    E = E->IgnoreParens();
    if (E->isTypeDependent() || E->isValueDependent())
      return std::nullopt;
    if (const auto *FE = dyn_cast<FullExpr>(E))
      return lvalue(S, FE->getSubExpr());
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        return variable(S, VD, DRE);
      return std::nullopt;
    }
    if (const auto *ME = dyn_cast<MemberExpr>(E)) {
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      std::optional<Loc> Base;
      if (ME->isArrow())
        Base = deref(eval(S, ME->getBase()));
      else
        Base = lvalue(S, ME->getBase());
      if (!FD) {
        if (const auto *VD = dyn_cast<VarDecl>(ME->getMemberDecl()))
          return variable(S, VD, nullptr);
        return std::nullopt;
      }
      if (!Base)
        return std::nullopt;
      std::optional<uint64_t> Offset = fieldOffset(FD);
      if (!Offset) {
        // A bit-field: the unit holding it is no longer known.
        if (FD->isBitField() && !Base->Span)
          if (uint64_t Size =
                  sizeOf(ME->getBase()->getType()->isPointerType()
                             ? ME->getBase()->getType()->getPointeeType()
                             : ME->getBase()->getType()))
            clobber(S, Base->Root, Base->Offset, Size);
        return std::nullopt;
      }
      if (FD->getType()->isReferenceType()) {
        if (Base->Span)
          return std::nullopt;
        return deref(readLeaf(S, Base->Root, Base->Offset + *Offset,
                              Ctx.getTypeSize(Ctx.VoidPtrTy) / 8));
      }
      if (Base->Span)
        return Base;
      return Loc{Base->Root, Base->Offset + int64_t(*Offset), 0};
    }
    if (const auto *ASE = dyn_cast<ArraySubscriptExpr>(E)) {
      // The array, as the object it decays from, when it is one.
      const Expr *BaseExpr = ASE->getBase()->IgnoreParens();
      std::optional<Loc> Base;
      uint64_t Extent = 0;
      if (const auto *Decay = dyn_cast<ImplicitCastExpr>(BaseExpr);
          Decay && Decay->getCastKind() == CK_ArrayToPointerDecay) {
        Base = lvalue(S, Decay->getSubExpr());
        Extent = sizeOf(Decay->getSubExpr()->getType());
      } else {
        Base = deref(eval(S, ASE->getBase()));
      }
      Value Index = eval(S, ASE->getIdx());
      if (!Base)
        return std::nullopt;
      uint64_t Element = sizeOf(E->getType());
      if (Index.Kind != Value::Int || !Element || Base->Span) {
        if (!Extent)
          return std::nullopt; // somewhere past a pointer: not followed
        return Loc{Base->Root, Base->Offset, Base->Span ? Base->Span : Extent};
      }
      std::optional<int64_t> Scaled =
          arithmetic(BO_Mul, Index.Number, int64_t(Element));
      if (!Scaled || *Scaled < 0)
        return Extent
                   ? std::optional<Loc>(Loc{Base->Root, Base->Offset,
                                            Base->Span ? Base->Span : Extent})
                   : std::nullopt;
      return Loc{Base->Root, Base->Offset + *Scaled, 0};
    }
    if (const auto *UO = dyn_cast<UnaryOperator>(E)) {
      if (UO->getOpcode() == UO_Deref)
        return deref(eval(S, UO->getSubExpr()));
      if (UO->getOpcode() == UO_PreInc || UO->getOpcode() == UO_PreDec) {
        eval(S, UO);
        return lvalue(S, UO->getSubExpr());
      }
      eval(S, UO);
      return std::nullopt;
    }
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      switch (Cast->getCastKind()) {
      case CK_NoOp:
      case CK_LValueToRValue:
      case CK_UserDefinedConversion: // `operator T&()`
        return lvalue(S, Cast->getSubExpr());
      case CK_DerivedToBase:
      case CK_UncheckedDerivedToBase: {
        std::optional<Loc> L = lvalue(S, Cast->getSubExpr());
        if (L && !L->Span)
          L->Offset += baseOffset(Cast);
        return L;
      }
      default:
        eval(S, Cast->getSubExpr());
        return std::nullopt;
      }
    }
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E)) {
      Loc L{tempRoot(E), 0, 0};
      init(S, L, E->getType(), Temp->getSubExpr());
      return L;
    }
    if (const auto *Literal = dyn_cast<CompoundLiteralExpr>(E)) {
      Loc L{tempRoot(E), 0, 0};
      init(S, L, E->getType(), Literal->getInitializer());
      return L;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(E)) {
      if (BO->getOpcode() == BO_Comma) {
        eval(S, BO->getLHS());
        return lvalue(S, BO->getRHS());
      }
      if (BO->isAssignmentOp()) {
        evalBinary(S, BO);
        return lvalue(S, BO->getLHS());
      }
    }
    if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(E)) {
      // `a = b` through operator= returns `a`.
      call(S, Call, std::nullopt);
      if (Call->isAssignmentOp() && Call->getNumArgs() >= 1)
        return lvalue(S, Call->getArg(0));
      return std::nullopt;
    }
    if (const auto *Call = dyn_cast<CallExpr>(E); Call && E->isGLValue())
      return deref(call(S, Call, std::nullopt));
    if (isa<CallExpr>(E) || isa<CXXConstructExpr>(E) || isa<InitListExpr>(E)) {
      if (isObjectType(E->getType()) && !E->isGLValue()) {
        Loc L{tempRoot(E), 0, 0};
        init(S, L, E->getType(), E);
        return L;
      }
      eval(S, E);
      return std::nullopt;
    }
    eval(S, E);
    return std::nullopt;
  }

  /// Initialises (or assigns) the object at D, of type T, from E.
  void init(State &S, Loc D, QualType T, const Expr *E) {
    if (!E || !step())
      return;
    uint64_t Size = sizeOf(T);
    E = E->IgnoreParens();
    if (!isObjectType(T)) {
      if (T->isReferenceType())
        return;
      Value V = eval(S, E);
      writeScalar(S, D, T, V);
      return;
    }
    if (!Size || E->isTypeDependent() || E->isValueDependent()) {
      clobber(S, D.Root, D.Offset, D.Span ? D.Span : Size);
      return;
    }
    if (D.Span) {
      eval(S, E);
      clobber(S, D.Root, D.Offset, D.Span);
      return;
    }
    if (const auto *FE = dyn_cast<FullExpr>(E))
      return init(S, D, T, FE->getSubExpr());
    if (const auto *Bind = dyn_cast<CXXBindTemporaryExpr>(E))
      return init(S, D, T, Bind->getSubExpr());
    if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
      return init(S, D, T, Temp->getSubExpr());
    if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(E))
      return init(S, D, T, Default->getExpr());
    if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E))
      return init(S, D, T, Default->getExpr());
    if (isa<ImplicitValueInitExpr>(E) || isa<CXXScalarValueInitExpr>(E)) {
      zero(S, D, Size, E);
      return;
    }
    if (const auto *Cast = dyn_cast<CastExpr>(E)) {
      switch (Cast->getCastKind()) {
      case CK_NoOp:
      case CK_ConstructorConversion:
      case CK_UserDefinedConversion:
      case CK_LValueToRValue:
        if (isObjectType(Cast->getSubExpr()->getType()))
          return init(S, D, T, Cast->getSubExpr());
        break;
      case CK_DerivedToBase:
      case CK_UncheckedDerivedToBase: {
        std::optional<Loc> Src = lvalue(S, E);
        if (Src)
          copy(S, D, *Src, Size);
        else
          clobber(S, D.Root, D.Offset, Size);
        return;
      }
      default:
        break;
      }
    }
    if (const auto *List = dyn_cast<InitListExpr>(E)) {
      initList(S, D, T, List);
      return;
    }
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
      construct(S, D, T, Construct);
      return;
    }
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      if (!Call->isGLValue()) {
        call(S, Call, D);
        return;
      }
    }
    if (const auto *CO = dyn_cast<AbstractConditionalOperator>(E)) {
      eval(S, CO->getCond());
      State Other = S;
      init(S, D, T, CO->getTrueExpr());
      init(Other, D, T, CO->getFalseExpr());
      joinInto(S, Other);
      return;
    }
    if (isa<LambdaExpr>(E)) {
      clobber(S, D.Root, D.Offset, Size);
      return;
    }
    if (E->isGLValue()) {
      std::optional<Loc> Src = lvalue(S, E);
      if (Src)
        copy(S, D, *Src, Size);
      else
        clobber(S, D.Root, D.Offset, Size);
      return;
    }
    eval(S, E);
    clobber(S, D.Root, D.Offset, Size);
  }

  void initList(State &S, Loc D, QualType T, const InitListExpr *List) {
    if (const InitListExpr *Semantic = List->getSemanticForm())
      List = Semantic;
    uint64_t Size = sizeOf(T);
    if (List->getNumInits() == 1 && !T->isArrayType() &&
        Ctx.hasSameUnqualifiedType(List->getInit(0)->getType(), T)) {
      init(S, D, T, List->getInit(0)); // T x = {other}
      return;
    }
    // What no initialiser names is zero.
    zero(S, D, Size, List);
    if (const ArrayType *AT = Ctx.getAsArrayType(T)) {
      QualType Element = AT->getElementType();
      uint64_t ElementSize = sizeOf(Element);
      for (unsigned I = 0, N = List->getNumInits(); I != N; ++I)
        init(S, {D.Root, D.Offset + int64_t(I * ElementSize), 0}, Element,
             List->getInit(I));
      // The elements no initialiser names take the filler: `= {}` of an
      // array of records fills each with `{}`.
      if (const Expr *Filler = List->getArrayFiller())
        if (!isa<ImplicitValueInitExpr>(Filler)) {
          uint64_t Count = ElementSize ? Size / ElementSize : 0;
          constexpr uint64_t MaxFilled = 256;
          if (Count > MaxFilled) {
            clobber(S, D.Root, D.Offset, Size);
            return;
          }
          for (uint64_t I = List->getNumInits(); I < Count; ++I)
            init(S, {D.Root, D.Offset + int64_t(I * ElementSize), 0}, Element,
                 Filler);
        }
      return;
    }
    const RecordDecl *RD = compat::recordOf(T);
    if (!RD || !RD->getDefinition()) {
      clobber(S, D.Root, D.Offset, Size);
      return;
    }
    RD = RD->getDefinition();
    if (RD->isUnion()) {
      const FieldDecl *FD = List->getInitializedFieldInUnion();
      if (FD && List->getNumInits() == 1)
        if (std::optional<uint64_t> Offset = fieldOffset(FD))
          init(S, {D.Root, D.Offset + int64_t(*Offset), 0}, FD->getType(),
               List->getInit(0));
      return;
    }
    const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
    unsigned Index = 0;
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
      for (const CXXBaseSpecifier &B : CRD->bases()) {
        if (Index >= List->getNumInits())
          return;
        const Expr *Init = List->getInit(Index++);
        const CXXRecordDecl *BRD = B.getType()->getAsCXXRecordDecl();
        if (!BRD || B.isVirtual()) {
          clobber(S, D.Root, D.Offset, Size);
          continue;
        }
        init(S,
             {D.Root, D.Offset + Layout.getBaseClassOffset(BRD).getQuantity(),
              0},
             B.getType(), Init);
      }
    for (const FieldDecl *FD : RD->fields()) {
      if (FD->isUnnamedBitField())
        continue;
      if (Index >= List->getNumInits())
        return;
      const Expr *Init = List->getInit(Index++);
      std::optional<uint64_t> Offset = fieldOffset(FD);
      if (!Offset) {
        eval(S, Init);
        clobber(S, D.Root, D.Offset, Size);
        continue;
      }
      if (FD->getType()->isReferenceType()) {
        std::optional<Loc> Target = lvalue(S, Init);
        Value P = Target ? pointerTo(*Target, Init->getType(), Init)
                         : unknownAt(Init);
        writeScalar(S, {D.Root, D.Offset + int64_t(*Offset), 0}, Ctx.VoidPtrTy,
                    P);
        continue;
      }
      init(S, {D.Root, D.Offset + int64_t(*Offset), 0}, FD->getType(), Init);
    }
  }

  void construct(State &S, Loc D, QualType T, const CXXConstructExpr *E) {
    uint64_t Size = sizeOf(T);
    const CXXConstructorDecl *Ctor = E->getConstructor();
    if (E->requiresZeroInitialization())
      zero(S, D, Size, E);
    if (!Ctor)
      return clobber(S, D.Root, D.Offset, Size);
    if (Ctx.getAsArrayType(T)) {
      // Each element constructed alike: only a trivial or zeroing one is
      // followed.
      if (!Ctor->isTrivial())
        clobber(S, D.Root, D.Offset, Size);
      return;
    }
    if (Ctor->isTrivial() && Ctor->isDefaultConstructor())
      return; // nothing written: what was there stays
    if (Ctor->isCopyOrMoveConstructor() && !Ctor->isUserProvided() &&
        E->getNumArgs() >= 1) {
      std::optional<Loc> Src = lvalue(S, E->getArg(0));
      if (Src)
        copy(S, D, *Src, Size);
      else
        clobber(S, D.Root, D.Offset, Size);
      return;
    }
    SmallVector<const Expr *, 4> Args(E->arguments());
    callFunction(S, E, Ctor, Args, D, std::nullopt);
  }

  // ---- calls ---------------------------------------------------------------

  /// Whether a function's body is followed: the user's code, and d3dx12's
  /// helpers (whose constructors and assignments write subobjects).
  bool followable(const FunctionDecl *FD) const {
    if (!FD)
      return false;
    const FunctionDecl *Def = FD->getDefinition();
    if (!Def || !Def->hasBody() || Def->isDependentContext() ||
        Def->isInvalidDecl())
      return false;
    if (!SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation())))
      return true;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(Def))
      return MD->getParent()->getName().starts_with("CD3DX12_");
    return false;
  }

  static bool isRuntimeRead(const FunctionDecl *FD) {
    return FD && FD->getDeclName().isIdentifier() &&
           isRuntimeReadName(FD->getName()) && !FD->hasBody();
  }

  /// Where a call returns a scalar; Dest receives a returned object.
  Value call(State &S, const CallExpr *E, std::optional<Loc> Dest) {
    const FunctionDecl *Callee = E->getDirectCallee();
    SmallVector<const Expr *, 4> Args;
    std::optional<Loc> ObjectLoc;
    unsigned First = 0;
    if (const auto *Member = dyn_cast<CXXMemberCallExpr>(E)) {
      const Expr *Obj = Member->getImplicitObjectArgument();
      if (Obj) {
        if (const auto *ME =
                dyn_cast<MemberExpr>(Member->getCallee()->IgnoreParens());
            ME && ME->isArrow())
          ObjectLoc = deref(eval(S, Obj));
        else
          ObjectLoc = lvalue(S, Obj);
      }
      // A virtual call of a body here may land in an override: unknown.
      // (The runtime's methods have no body; they stay recognisable.)
      if (const auto *MD = Member->getMethodDecl())
        if (MD->isVirtual() && !MD->hasAttr<FinalAttr>() &&
            !MD->getParent()->hasAttr<FinalAttr>() && followable(MD))
          if (const auto *ME =
                  dyn_cast<MemberExpr>(Member->getCallee()->IgnoreParens());
              !ME || !ME->hasQualifier())
            Callee = nullptr;
    } else if (isa<CXXOperatorCallExpr>(E) &&
               isa_and_nonnull<CXXMethodDecl>(Callee) && E->getNumArgs() >= 1) {
      ObjectLoc = lvalue(S, E->getArg(0));
      First = 1;
    }
    for (unsigned I = First; I < E->getNumArgs(); ++I)
      Args.push_back(E->getArg(I));
    // A compiler-provided `a = b` copies the bytes.
    if (const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Callee))
      if ((MD->isCopyAssignmentOperator() || MD->isMoveAssignmentOperator()) &&
          !MD->isUserProvided() && Args.size() == 1) {
        std::optional<Loc> Src = lvalue(S, Args[0]);
        uint64_t Size = sizeOf(compat::tagType(Ctx, MD->getParent()));
        if (ObjectLoc && Src)
          copy(S, *ObjectLoc, *Src, Size);
        else if (ObjectLoc)
          clobber(S, ObjectLoc->Root, ObjectLoc->Offset,
                  ObjectLoc->Span ? ObjectLoc->Span : Size);
        return unknownAt(E);
      }
    // C calls the runtime through its vtable:
    // `device->lpVtbl->CreatePipelineState(device, &desc, riid, ppv)`.
    if (!Callee)
      if (const auto *ME =
              dyn_cast<MemberExpr>(E->getCallee()->IgnoreParenImpCasts()))
        if (ME->getMemberDecl()->getDeclName().isIdentifier() &&
            isRuntimeReadName(ME->getMemberDecl()->getName()) &&
            Args.size() >= 2) {
          eval(S, Args[0]);
          const auto *FPT =
              ME->getType()->getPointeeType()->getAs<FunctionProtoType>();
          const RecordDecl *DescRecord =
              FPT && FPT->getNumParams() >= 2
                  ? compat::recordOf(FPT->getParamType(1)->getPointeeType())
                  : nullptr;
          runtimeRead(S, E, ArrayRef<const Expr *>(Args).drop_front(),
                      DescRecord);
          return unknownAt(E);
        }
    if (!Callee) {
      evalUnknownCall(S, E, nullptr, Args, ObjectLoc);
      if (Dest)
        clobber(S, Dest->Root, Dest->Offset,
                Dest->Span ? Dest->Span : sizeOf(E->getType()));
      return unknownAt(E);
    }
    return callFunction(S, E, Callee, Args, ObjectLoc, Dest);
  }

  Value callFunction(State &S, const Expr *E, const FunctionDecl *Callee,
                     ArrayRef<const Expr *> Args, std::optional<Loc> ObjectLoc,
                     std::optional<Loc> Dest) {
    // The declared return type: a call's own type drops the reference.
    QualType Result =
        isa<CXXConstructExpr>(E) ? QualType() : Callee->getReturnType();
    auto ClobberDest = [&] {
      if (Dest && !Result.isNull())
        clobber(S, Dest->Root, Dest->Offset,
                Dest->Span ? Dest->Span : sizeOf(Result));
    };
    if (isRuntimeRead(Callee)) {
      runtimeRead(S, cast<CallExpr>(E), Args);
      return unknownAt(E);
    }
    if (isMemset(Callee) && Args.size() == 3) {
      Value P = eval(S, Args[0]);
      Value Byte = eval(S, Args[1]);
      Value Count = eval(S, Args[2]);
      std::optional<Loc> L = deref(P);
      if (L) {
        if (Byte.isNull() && Count.Kind == Value::Int && Count.Number > 0)
          zero(S, *L, Count.Number, E);
        else
          escape(S, L->Root);
      }
      return P;
    }
    Summary *Sum =
        followable(Callee) ? summarize(Callee->getDefinition()) : nullptr;
    if (!Sum) {
      evalUnknownCall(S, E, Callee, Args, ObjectLoc);
      ClobberDest();
      if (Callee && Callee->getDeclName().isIdentifier() &&
          Callee->getName() == "GetBufferPointer")
        return nonNull(E);
      return unknownAt(E);
    }
    const FunctionDecl *Def = Callee->getDefinition();
    Binding B;
    B.Call = E;
    B.Callee = Def;
    if (ObjectLoc && isa<CXXMethodDecl>(Def))
      B.Roots[thisRoot(Def)] = *ObjectLoc;
    for (unsigned I = 0; I < Def->getNumParams(); ++I) {
      const ParmVarDecl *PVD = Def->getParamDecl(I);
      if (I >= Args.size())
        break;
      const Expr *Arg = Args[I];
      QualType T = PVD->getType();
      if (T->isReferenceType()) {
        if (std::optional<Loc> L = lvalue(S, Arg))
          B.Roots[entryRoot(PVD)] = *L;
        continue;
      }
      if (isObjectType(T)) {
        Loc Copy{tempRoot(Arg), 0, 0};
        init(S, Copy, T, Arg);
        B.Roots[entryRoot(PVD)] = Copy;
        B.Copies.insert(entryRoot(PVD));
        continue;
      }
      Value V = eval(S, Arg);
      B.Args[PVD] = V;
      if (std::optional<Loc> L = deref(V))
        B.Roots[entryRoot(PVD)] = *L;
    }
    if (Dest)
      B.Roots[returnRoot(Def)] = *Dest;
    else if (!Result.isNull() && isObjectType(Result))
      B.Roots[returnRoot(Def)] = Loc{tempRoot(E), 0, 0};

    // Uses the callee reaches, seen from here.
    for (const PendingUse &U : Sum->Uses) {
      PendingUse Mine;
      Mine.Call = U.Call;
      Mine.DescRecord = U.DescRecord;
      Mine.Via.push_back(E);
      Mine.Via.append(U.Via.begin(), U.Via.end());
      Mine.At = apply(S, U.At, B, /*ForUse=*/true);
      Mine.Desc = substitute(U.Desc, B);
      if (BlockUses && BlockUses->size() < 4096)
        BlockUses->push_back(std::move(Mine));
      if (std::optional<Loc> L = deref(substitute(U.Desc, B)))
        consume(S, L->Root);
    }
    // One exit: applied in place. Several: joined here; statement-level
    // calls keep them apart (splitCall).
    Value Returned;
    if (Sum->Exits.empty()) {
      // The callee never returns (or was not followed to its end).
      ClobberDest();
      return unknownAt(E);
    }
    if (Sum->Exits.size() == 1 && !readsCaller(Sum->Exits[0])) {
      // The common case: one exit that reads nothing of the caller's.
      Returned = returned(S, Def, Sum->Exits[0], B, Result);
      applyInPlace(S, S, Sum->Exits[0], B, false);
    } else {
      State Before = S;
      State Joined = apply(Before, Sum->Exits[0], B, false);
      B.Caller = &Before;
      Returned = returned(Joined, Def, Sum->Exits[0], B, Result);
      for (unsigned I = 1; I < Sum->Exits.size(); ++I) {
        State Next = apply(Before, Sum->Exits[I], B, false);
        B.Caller = &Before;
        Value R = returned(Next, Def, Sum->Exits[I], B, Result);
        if (!R.sameAs(Returned))
          Returned = unknownAt(E);
        joinInto(Joined, Next); // inside the call: see applyInPlace()
      }
      S = std::move(Joined);
    }
    // A reference or pointer into an object that is not followed back:
    // the object may be written through it.
    if (!Result.isNull() &&
        (Result->isReferenceType() ||
         (Result->isPointerType() &&
          !Result->getPointeeType().isConstQualified())) &&
        Returned.Kind != Value::Pointer) {
      if (ObjectLoc)
        escape(S, ObjectLoc->Root);
      for (const auto &[Root, L] : B.Roots)
        if (!B.Copies.count(Root) && Root != returnRoot(Def))
          escape(S, L.Root);
    }
    // What the callee returns is, to this function, what the call produced.
    if (!Returned.Site && Returned.Kind != Value::Unknown)
      Returned.Site = E;
    return Returned;
  }

  Value returned(State &, const FunctionDecl *Def, const State &Exit,
                 const Binding &B, QualType Result) {
    if (Result.isNull() || isObjectType(Result) || Result->isVoidType())
      return Value();
    uint64_t Size =
        Result->isReferenceType() ? sizeOf(Ctx.VoidPtrTy) : sizeOf(Result);
    Value V = readLeaf(Exit, returnRoot(Def), 0, Size);
    return substitute(V, B);
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
                       std::optional<Loc> ObjectLoc) {
    for (unsigned I = 0; I < Args.size(); ++I) {
      const Expr *Arg = Args[I];
      QualType ParamType;
      if (Callee && I < Callee->getNumParams())
        ParamType = Callee->getParamDecl(I)->getType();
      else
        ParamType = Arg->getType();
      if (ParamType->isReferenceType()) {
        std::optional<Loc> L = lvalue(S, Arg);
        if (L && !ParamType->getPointeeType().isConstQualified())
          escape(S, L->Root);
        else if (L)
          escapeReachable(S, L->Root);
        continue;
      }
      if (isObjectType(ParamType)) {
        Loc Copy{tempRoot(Arg), 0, 0};
        init(S, Copy, Arg->getType(), Arg);
        escapeReachable(S, Copy.Root);
        continue;
      }
      Value V = eval(S, Arg);
      bool ConstPointee = ParamType->isPointerType() &&
                          ParamType->getPointeeType().isConstQualified();
      if (std::optional<Loc> L = deref(V)) {
        if (ConstPointee)
          escapeReachable(S, L->Root);
        else if (!writesScalar(S, V))
          escape(S, L->Root);
      }
    }
    if (ObjectLoc) {
      const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Callee);
      if (!MD || !MD->isConst())
        escape(S, ObjectLoc->Root);
    }
  }

  /// An out-parameter: given the address of one scalar (`&pso` for
  /// `IID_PPV_ARGS`, `&count`), a function writes that scalar, not the
  /// object around it.
  bool writesScalar(State &S, const Value &V) {
    if (V.Kind != Value::Pointer || !V.Pointee)
      return false;
    QualType T(V.Pointee, 0);
    if (isObjectType(T) || T->isVoidType())
      return false;
    uint64_t Size = sizeOf(T);
    if (!Size)
      return false;
    // What it points to now is reached by the callee too.
    Value Old = readLeaf(S, V.Root, V.Number, Size);
    if (Old.Kind == Value::Pointer)
      escape(S, Old.Root);
    clobber(S, V.Root, V.Number, Size);
    return true;
  }

  /// What a read-only callee could write through the pointers an object
  /// holds.
  void escapeReachable(State &S, RootId R) {
    SmallVector<RootId, 4> Reached;
    if (const RootLeaves *Leaves = S.Leaves.of(R))
      for (const auto &[Offset, L] : *Leaves)
        if (L.V.Kind == Value::Pointer && L.V.Root != R &&
            L.Kind != State::CopyOf)
          Reached.push_back(L.V.Root);
    for (RootId Next : Reached)
      escape(S, Next);
  }

  void runtimeRead(State &S, const CallExpr *E, ArrayRef<const Expr *> Args,
                   const RecordDecl *DescRecord = nullptr) {
    if (Args.empty())
      return;
    Value Desc = eval(S, Args[0]);
    for (unsigned I = 1; I < Args.size(); ++I) {
      Value V = eval(S, Args[I]);
      if (!writesScalar(S, V))
        escapeValue(S, V);
    }
    std::optional<Loc> L = deref(Desc);
    if (!L)
      return;
    if (const FunctionDecl *Callee = E->getDirectCallee())
      if (Callee->getNumParams() >= 1)
        DescRecord = compat::recordOf(
            Callee->getParamDecl(0)->getType()->getPointeeType());
    if (BlockUses && BlockUses->size() < 4096 && DescRecord) {
      PendingUse U;
      U.Call = E;
      U.DescRecord = DescRecord->getDefinition();
      U.Desc = Desc;
      U.At = S;
      BlockUses->push_back(std::move(U));
    }
    consume(S, L->Root);
  }

  // ---- summaries -----------------------------------------------------------

  /// What a value of the callee stands for in the caller.
  Value substitute(Value V, const Binding &B) {
    if (V.Kind == Value::Deferred) {
      std::optional<Loc> From = mapRoot(V.Root, B);
      if (!From || From->Span || !B.Caller)
        return Value();
      Value R =
          readScalarAt(*B.Caller, From->Root, From->Offset + V.Number, V.Width);
      return R;
    }
    if (V.Kind == Value::Argument && V.Param) {
      auto It = B.Args.find(V.Param);
      if (It != B.Args.end())
        return It->second;
      if (const auto *Owner = ownerOf(V.Param); Owner == B.Callee)
        return Value();
      return V;
    }
    // A value a library helper makes comes from the user's call to it; one
    // a user helper makes is reached through the outermost such call.
    bool LibraryCallee = isLibrary(B.Callee);
    if (LibraryCallee && V.Site &&
        SM.isInSystemHeader(SM.getExpansionLoc(V.Site->getExprLoc())))
      V.Site = B.Call;
    if (!LibraryCallee && (V.Site || V.Via))
      V.Via = B.Call;
    if (V.Kind != Value::Pointer)
      return V;
    if (std::optional<Loc> L = mapRoot(V.Root, B)) {
      if (L->Span)
        return nonNull(V.Site);
      V.Root = L->Root;
      V.Number += L->Offset;
      return V;
    }
    Value Lost;
    Lost.Site = V.Site;
    Lost.Via = V.Via;
    return Lost;
  }

  /// Where a callee's root is in the caller: bound, or its own (an
  /// enclosing function's local, a constant). None when it is the callee's
  /// own and unbound.
  std::optional<Loc> mapRoot(RootId R, const Binding &B) {
    auto It = B.Roots.find(R);
    if (It != B.Roots.end())
      return It->second;
    const RootInfo &Info = Roots[R];
    if (Info.Kind == RootKind::Constant)
      return Loc{R, 0, 0};
    if (Info.Kind == RootKind::Entry || Info.Kind == RootKind::This ||
        Info.Kind == RootKind::Return)
      if (Info.Owner == B.Callee)
        return std::nullopt;
    // Locals and temporaries of the callee are dropped from exits, kept in
    // uses; roots of other functions (a lambda's captures) are shared.
    return Loc{R, 0, 0};
  }

  /// Whether a summary state reads its caller's bytes (then applying it
  /// needs the caller's state as it was before the call).
  static bool readsCaller(const State &Callee) {
    for (const auto &[Key, L] : Callee.Leaves)
      if (L.Kind == State::CopyOf || L.V.Kind == Value::Deferred)
        return true;
    return false;
  }

  State apply(const State &Caller, const State &Callee, const Binding &B,
              bool ForUse) {
    State R = Caller;
    applyInPlace(R, Caller, Callee, B, ForUse);
    return R;
  }

  /// Applies Callee (a summary's state) to R, which starts as Caller.
  void applyInPlace(State &R, const State &Caller, const State &Callee,
                    const Binding &B, bool ForUse) {
    B.Caller = &Caller;
    for (const auto &[Key, L] : Callee.Leaves) {
      if (!ForUse && B.Copies.count(Key.first))
        continue;
      std::optional<Loc> To = mapRoot(Key.first, B);
      if (!To)
        continue;
      if (To->Span) {
        clobber(R, To->Root, To->Offset, To->Span);
        continue;
      }
      if (L.Kind == State::CopyOf) {
        // The caller's bytes, as they were when the callee started.
        std::optional<Loc> From = mapRoot(L.V.Root, B);
        if (From && !From->Span)
          copyFrom(R, {To->Root, To->Offset + int64_t(Key.second), 0}, Caller,
                   {From->Root, From->Offset + L.V.Number, 0}, L.Size);
        else
          clobber(R, To->Root, To->Offset + Key.second, L.Size);
        continue;
      }
      Value V = L.Kind == State::Clobbered ? Value() : substitute(L.V, B);
      if (L.Kind == State::Scalar && V.Kind == Value::Unknown)
        put(R, To->Root, To->Offset + Key.second, L.Size, State::Clobbered,
            Value());
      else
        put(R, To->Root, To->Offset + Key.second, L.Size, L.Kind, V);
    }
    for (RootId E : Callee.Escaped)
      if (std::optional<Loc> To = mapRoot(E, B))
        escape(R, To->Root);
    for (RootId C : Callee.Consumed)
      if (std::optional<Loc> To = mapRoot(C, B))
        consume(R, To->Root);
    // A library helper's own branches (d3dx12's loops over render targets)
    // are not the program's paths; a user helper's are, but its callers
    // cannot name them. Paths the callee joined are joined inside the call:
    // what differs among them is unknown, and the caller's own branches
    // stay as exact as they were.
    if (!isLibrary(B.Callee))
      for (Decision D : Callee.Trail) {
        D.Inherited = true;
        appendDecision(R, D);
      }
  }

  bool isLibrary(const FunctionDecl *FD) const {
    return FD && SM.isInSystemHeader(SM.getExpansionLoc(FD->getLocation()));
  }

  static void appendDecision(State &S, const Decision &D) {
    if (S.Trail.size() >= MaxTrail) {
      S.Truncated = true;
      return;
    }
    S.Trail.push_back(D);
  }

  /// Joins Other into S: what differs becomes unknown. Paths joined inside
  /// an expression (`c ? a : b`) keep the statement-level trail.
  void joinInto(State &S, const State &Other, bool MarkMerged = false) {
    bool LeavesDiffer = S.Leaves.joinWith(Other.Leaves);
    if (!LeavesDiffer && S.Escaped == Other.Escaped &&
        S.Consumed == Other.Consumed) {
      intersectTrail(S, Other);
      return;
    }
    // Nothing is known of a root either path let escape.
    for (RootId R : S.Escaped)
      S.Leaves.erase(R);
    for (RootId R : Other.Escaped)
      S.Leaves.erase(R);
    for (RootId R : Other.Escaped)
      if (!S.escaped(R))
        S.Escaped.insert(llvm::upper_bound(S.Escaped, R), R);
    for (RootId R : Other.Consumed)
      consume(S, R);
    intersectTrail(S, Other);
    S.Merged |= MarkMerged;
  }

  static void intersectTrail(State &S, const State &Other) {
    llvm::erase_if(S.Trail, [&](const Decision &D) {
      return !llvm::is_contained(Other.Trail, D);
    });
    S.Truncated |= Other.Truncated;
    S.Merged |= Other.Merged;
  }

  /// Adds S to a block's incoming paths; returns whether they changed.
  bool merge(SmallVectorImpl<State> &Into, State S, bool JoinAll) {
    if (JoinAll && !Into.empty()) {
      State Before = Into[0];
      for (unsigned I = 1; I < Into.size(); ++I)
        joinInto(Into[0], Into[I], true);
      Into.resize(1);
      joinInto(Into[0], S, true);
      return !(Into[0].sameContents(Before) && Into[0].Trail == Before.Trail &&
               Into[0].Merged == Before.Merged);
    }
    for (State &Old : Into)
      if (Old.sameContents(S)) {
        auto Trail = Old.Trail;
        bool Flags = Old.Merged || Old.Truncated;
        intersectTrail(Old, S);
        return Old.Trail != Trail || (Old.Merged || Old.Truncated) != Flags;
      }
    Into.push_back(std::move(S));
    if (Into.size() > MaxPaths) {
      for (unsigned I = 1; I < Into.size(); ++I)
        joinInto(Into[0], Into[I], true);
      Into.resize(1);
    }
    return true;
  }

  Summary *summarize(const FunctionDecl *FD) {
    auto Found = Summaries.find(FD);
    if (Found != Summaries.end())
      return Found->second->Valid ? Found->second.get() : nullptr;
    if (InProgress.count(FD) || Depth >= MaxDepth)
      return nullptr; // recursion, or too deep: an unknown call
    InProgress.insert(FD);
    ++Depth;
    auto Sum = std::make_unique<Summary>();
    // Save the caller's interpretation context.
    const FunctionDecl *OuterFn = Fn;
    std::unique_ptr<ParentMap> OuterParents = std::move(Parents);
    DenseSet<const Expr *> OuterInits = std::move(InitializerExprs);
    std::vector<PendingUse> *OuterUses = BlockUses;
    unsigned OuterSteps = Steps;
    bool OuterAborted = Aborted;
    Steps = 0;
    Aborted = false;
    interpret(FD, *Sum);
    Fn = OuterFn;
    Parents = std::move(OuterParents);
    InitializerExprs = std::move(OuterInits);
    BlockUses = OuterUses;
    Steps = OuterSteps;
    Aborted = OuterAborted;
    --Depth;
    InProgress.erase(FD);
    Summary *Result = Sum->Valid ? Sum.get() : nullptr;
    Summaries[FD] = std::move(Sum);
    return Result;
  }

  /// Whether a CFG element is a statement the model executes: a full
  /// expression or declaration, not a piece of one.
  bool executes(const Stmt *S) {
    if (isa<FullExpr>(S))
      return false;
    if (const auto *E = dyn_cast<Expr>(S))
      if (InitializerExprs.count(E))
        return false;
    const Stmt *P = Parents->getParent(S);
    while (P && isa<FullExpr>(P))
      P = Parents->getParent(P);
    if (!P)
      return true;
    return !isa<Expr>(P) && !isa<DeclStmt>(P) && !isa<ReturnStmt>(P);
  }

  void execute(State &S, const Stmt *St, SmallVectorImpl<State> &Out) {
    if (const auto *DS = dyn_cast<DeclStmt>(St)) {
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          declare(S, VD, Out);
      return;
    }
    if (const auto *Ret = dyn_cast<ReturnStmt>(St)) {
      if (const Expr *Value = Ret->getRetValue()) {
        QualType T = Fn->getReturnType();
        if (T->isReferenceType()) {
          std::optional<Loc> L = lvalue(S, Value);
          writeScalar(S, {returnRoot(Fn), 0, 0}, Ctx.VoidPtrTy,
                      L ? pointerTo(*L, T->getPointeeType(), Value)
                        : unknownAt(Value));
        } else if (isObjectType(T)) {
          std::optional<Loc> Returned = returnedLocal(Value);
          init(S, {returnRoot(Fn), 0, 0}, T, Value);
          if (Returned)
            consume(S, Returned->Root);
        } else {
          writeScalar(S, {returnRoot(Fn), 0, 0}, T, eval(S, Value));
        }
      }
      Out.push_back(std::move(S));
      return;
    }
    if (const auto *E = dyn_cast<Expr>(St)) {
      splitCall(S, E, Out);
      return;
    }
    Out.push_back(std::move(S));
  }

  std::optional<Loc> returnedLocal(const Expr *E) {
    E = E->IgnoreImplicit();
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
      if (Construct->getNumArgs() == 1)
        E = Construct->getArg(0)->IgnoreImplicit();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (VD->hasLocalStorage() && !isa<ParmVarDecl>(VD))
          return Loc{localRoot(VD), 0, 0};
    return std::nullopt;
  }

  /// A statement that is one call keeps its callee's exits apart.
  void splitCall(State &S, const Expr *E, SmallVectorImpl<State> &Out) {
    const Expr *Bare = E->IgnoreParenImpCasts();
    if (const auto *FE = dyn_cast<FullExpr>(Bare))
      Bare = FE->getSubExpr()->IgnoreParenImpCasts();
    const auto *Call = dyn_cast<CallExpr>(Bare);
    const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
    Summary *Sum =
        Callee && followable(Callee) && !isa<CXXOperatorCallExpr>(Call)
            ? summarize(Callee->getDefinition())
            : nullptr;
    if (!Sum || Sum->Exits.size() < 2) {
      eval(S, E);
      Out.push_back(std::move(S));
      return;
    }
    // Apply each exit separately: the same arguments, one path each.
    auto Saved = std::move(Sum->Exits);
    for (State &Exit : Saved) {
      State Path = S;
      Sum->Exits.clear();
      Sum->Exits.push_back(Exit);
      eval(Path, E);
      Out.push_back(std::move(Path));
    }
    Sum->Exits = std::move(Saved);
  }

  void declare(State &S, const VarDecl *VD, SmallVectorImpl<State> &Out) {
    if (!VD->hasLocalStorage() || VD->isInvalidDecl()) {
      Out.push_back(std::move(S));
      return;
    }
    QualType T = VD->getType();
    const Expr *Init = VD->getInit();
    RootId R = localRoot(VD);
    // A new activation: what an earlier iteration left is gone.
    if (uint64_t Size = sizeOf(T.getNonReferenceType());
        Size && !T->isReferenceType())
      clobber(S, R, 0, Size);
    if (!Init) {
      Out.push_back(std::move(S));
      return;
    }
    if (T->isReferenceType()) {
      std::optional<Loc> L = lvalue(S, Init);
      Value P = L ? pointerTo(*L, T->getPointeeType(), Init) : unknownAt(Init);
      writeScalar(S, {R, 0, 0}, Ctx.VoidPtrTy, P);
      Out.push_back(std::move(S));
      return;
    }
    // `Stream s = make();`: one path per exit of the factory.
    const Expr *Bare = Init->IgnoreImplicit();
    if (const auto *Call = dyn_cast<CallExpr>(Bare);
        Call && isObjectType(T) && !isa<CXXMemberCallExpr>(Call) &&
        !isa<CXXOperatorCallExpr>(Call)) {
      const FunctionDecl *Callee = Call->getDirectCallee();
      Summary *Sum = Callee && followable(Callee)
                         ? summarize(Callee->getDefinition())
                         : nullptr;
      if (Sum && Sum->Exits.size() > 1) {
        auto Saved = std::move(Sum->Exits);
        for (State &Exit : Saved) {
          State Path = S;
          Sum->Exits.clear();
          Sum->Exits.push_back(Exit);
          init(Path, {R, 0, 0}, T, Init);
          Out.push_back(std::move(Path));
        }
        Sum->Exits = std::move(Saved);
        return;
      }
    }
    init(S, {R, 0, 0}, T, Init);
    Out.push_back(std::move(S));
  }

  void interpret(const FunctionDecl *FD, Summary &Sum) {
    Fn = FD;
    Stmt *Body = FD->getBody();
    if (!Body || FD->isInvalidDecl())
      return;
    CFG::BuildOptions Options;
    Options.AddInitializers = true;
    Options.AddImplicitDtors = false;
    Options.AddTemporaryDtors = false;
    Options.AddCXXDefaultInitExprInCtors = false;
    std::unique_ptr<CFG> Graph = CFG::buildCFG(FD, Body, &Ctx, Options);
    if (!Graph)
      return;
    Parents = std::make_unique<ParentMap>(Body);
    InitializerExprs.clear();
    if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
      for (const CXXCtorInitializer *Init : Ctor->inits())
        if (Init->getInit()) {
          Parents->addStmt(Init->getInit());
          InitializerExprs.insert(Init->getInit());
        }

    // Entry: pointer and scalar parameters hold what the caller passes.
    State Entry;
    for (const ParmVarDecl *PVD : FD->parameters()) {
      QualType T = PVD->getType();
      if (T->isReferenceType() || isObjectType(T))
        continue;
      Value V;
      V.Kind = Value::Argument;
      V.Param = PVD;
      writeScalar(Entry, {localRoot(PVD), 0, 0}, T, V);
    }

    // Blocks in reverse post-order.
    std::vector<const CFGBlock *> Order;
    {
      std::vector<bool> Seen(Graph->getNumBlockIDs());
      std::vector<std::pair<const CFGBlock *, CFGBlock::const_succ_iterator>>
          Stack;
      const CFGBlock *Start = &Graph->getEntry();
      Seen[Start->getBlockID()] = true;
      Stack.push_back({Start, Start->succ_begin()});
      while (!Stack.empty()) {
        auto &[Block, It] = Stack.back();
        if (It == Block->succ_end()) {
          Order.push_back(Block);
          Stack.pop_back();
          continue;
        }
        const CFGBlock *Next = It->getReachableBlock();
        ++It;
        if (Next && !Seen[Next->getBlockID()]) {
          Seen[Next->getBlockID()] = true;
          Stack.push_back({Next, Next->succ_begin()});
        }
      }
      std::reverse(Order.begin(), Order.end());
    }
    std::vector<unsigned> Rank(Graph->getNumBlockIDs(), ~0u);
    for (unsigned I = 0; I < Order.size(); ++I)
      Rank[Order[I]->getBlockID()] = I;

    std::vector<SmallVector<State, 2>> In(Graph->getNumBlockIDs());
    std::vector<unsigned> Visits(Graph->getNumBlockIDs());
    std::vector<std::vector<PendingUse>> UsesOf(Graph->getNumBlockIDs());
    std::set<unsigned> Work; // by rank
    In[Graph->getEntry().getBlockID()].push_back(Entry);
    Work.insert(0);
    const CFGBlock *ExitBlock = &Graph->getExit();

    while (!Work.empty() && !Aborted) {
      const CFGBlock *Block = Order[*Work.begin()];
      Work.erase(Work.begin());
      unsigned ID = Block->getBlockID();
      ++Visits[ID];
      std::vector<PendingUse> &Uses = UsesOf[ID];
      Uses.clear();
      BlockUses = &Uses;
      SmallVector<State, 2> Paths(In[ID].begin(), In[ID].end());
      // Paths that became alike are merged before a statement splits them
      // and at the end of the block, not after every statement: most
      // statements neither split a path nor make two alike.
      auto MergeAlike = [&](SmallVector<State, 2> &From) {
        SmallVector<State, 2> Merged;
        for (State &S : From)
          merge(Merged, std::move(S), false);
        From = std::move(Merged);
      };
      bool Unmerged = false;
      for (const CFGElement &Element : *Block) {
        SmallVector<State, 2> Next;
        bool Split = false;
        for (State &S : Paths) {
          size_t Before = Next.size();
          if (std::optional<CFGStmt> Stmt = Element.getAs<CFGStmt>()) {
            if (executes(Stmt->getStmt()))
              execute(S, Stmt->getStmt(), Next);
            else
              Next.push_back(std::move(S));
          } else if (std::optional<CFGInitializer> Init =
                         Element.getAs<CFGInitializer>()) {
            initializer(S, Init->getInitializer());
            Next.push_back(std::move(S));
          } else {
            Next.push_back(std::move(S));
          }
          Split |= Next.size() > Before + 1;
        }
        Paths = std::move(Next);
        if (Split) {
          MergeAlike(Paths);
          Unmerged = false;
        } else {
          Unmerged |= Paths.size() > 1;
        }
        if (Aborted)
          break;
      }
      if (Unmerged)
        MergeAlike(Paths);
      BlockUses = nullptr;
      if (Block == ExitBlock)
        continue;
      unsigned Reachable = 0;
      for (const CFGBlock::AdjacentBlock &Succ : Block->succs())
        Reachable += Succ.getReachableBlock() != nullptr;
      const Stmt *Terminator = Block->getTerminatorStmt();
      unsigned Index = 0;
      for (const CFGBlock::AdjacentBlock &Succ : Block->succs()) {
        unsigned I = Index++;
        const CFGBlock *To = Succ.getReachableBlock();
        if (!To)
          continue;
        unsigned ToID = To->getBlockID();
        bool Changed = false;
        for (const State &S : Paths) {
          State Copy = S;
          if (Reachable > 1 && Terminator)
            appendDecision(Copy, {Terminator, I, To->getLabel()});
          Changed |=
              merge(In[ToID], std::move(Copy), Visits[ToID] >= JoinAfterVisits);
        }
        if (Changed && Rank[ToID] != ~0u)
          Work.insert(Rank[ToID]);
      }
    }
    if (Aborted)
      return;

    // Uses, in the order of the blocks.
    for (const CFGBlock *Block : Order)
      for (PendingUse &U : UsesOf[Block->getBlockID()])
        if (Sum.Uses.size() < MaxUsesPerSummary)
          Sum.Uses.push_back(std::move(U));

    // Exits: the function's own locals and temporaries end here. A local
    // desc filled and never handed on is judged where the function ends.
    for (State &S : In[ExitBlock->getBlockID()]) {
      judgeUnconsumedDescs(S, FD, Sum);
      State Kept;
      for (const auto &[Key, L] : S.Leaves) {
        const RootInfo &Info = Roots[Key.first];
        if ((Info.Kind == RootKind::Local || Info.Kind == RootKind::Temp) &&
            Info.Owner == FD)
          continue;
        State::Leaf Copy = L;
        if (Copy.V.Kind == Value::Pointer) {
          const RootInfo &To = Roots[Copy.V.Root];
          if ((To.Kind == RootKind::Local || To.Kind == RootKind::Temp) &&
              To.Owner == FD) {
            Copy.V = Value();
            Copy.Kind = State::Clobbered;
          }
        }
        Kept.Leaves.mutOf(Key.first).append(Key.second, Copy);
      }
      for (RootId R : S.Escaped)
        if (!(Roots[R].Owner == FD && (Roots[R].Kind == RootKind::Local ||
                                       Roots[R].Kind == RootKind::Temp)))
          Kept.Escaped.push_back(R);
      for (RootId R : S.Consumed)
        if (!(Roots[R].Owner == FD && (Roots[R].Kind == RootKind::Local ||
                                       Roots[R].Kind == RootKind::Temp)))
          Kept.Consumed.push_back(R);
      Kept.Trail = S.Trail;
      Kept.Merged = S.Merged;
      Kept.Truncated = S.Truncated;
      merge(Sum.Exits, std::move(Kept), false);
    }
    Sum.Valid = true;
  }

  void judgeUnconsumedDescs(const State &S, const FunctionDecl *FD,
                            Summary &Sum) {
    DenseSet<RootId> Seen;
    for (const auto &[Key, L] : S.Leaves) {
      RootId R = Key.first;
      const RootInfo &Info = Roots[R];
      if (Info.Kind != RootKind::Local || Info.Owner != FD ||
          !Seen.insert(R).second || llvm::is_contained(S.Consumed, R))
        continue;
      const auto *VD = static_cast<const VarDecl *>(Info.Key);
      if (!isStreamDescType(VD->getType()) || VD->getType()->isReferenceType())
        continue;
      PendingUse U;
      U.DescRecord = compat::recordOf(VD->getType())->getDefinition();
      U.Desc = pointerTo({R, 0, 0}, VD->getType(), nullptr);
      U.At = S;
      if (Sum.Uses.size() < MaxUsesPerSummary)
        Sum.Uses.push_back(std::move(U));
    }
  }

  void initializer(State &S, const CXXCtorInitializer *Init) {
    const auto *Ctor = cast<CXXConstructorDecl>(Fn);
    Loc This{thisRoot(Fn), 0, 0};
    const Expr *E = Init->getInit();
    if (!E)
      return;
    if (Init->isBaseInitializer()) {
      const CXXRecordDecl *Base = Init->getBaseClass()->getAsCXXRecordDecl();
      if (!Base || Init->isBaseVirtual())
        return;
      int64_t Offset = Ctx.getASTRecordLayout(Ctor->getParent())
                           .getBaseClassOffset(Base)
                           .getQuantity();
      init(S, {This.Root, Offset, 0}, QualType(Init->getBaseClass(), 0), E);
      return;
    }
    if (Init->isDelegatingInitializer()) {
      init(S, This, compat::tagType(Ctx, Ctor->getParent()), E);
      return;
    }
    // A member, possibly inside anonymous structs and unions.
    int64_t Offset = 0;
    const FieldDecl *Member = nullptr;
    if (const IndirectFieldDecl *Indirect = Init->getIndirectMember()) {
      for (const NamedDecl *ND : Indirect->chain()) {
        const auto *FD = cast<FieldDecl>(ND);
        std::optional<uint64_t> Off = fieldOffset(FD);
        if (!Off)
          return;
        Offset += *Off;
        Member = FD;
      }
    } else if ((Member = Init->getMember())) {
      std::optional<uint64_t> Off = fieldOffset(Member);
      if (!Off)
        return;
      Offset = *Off;
    }
    if (!Member)
      return;
    if (Member->getType()->isReferenceType()) {
      std::optional<Loc> L = lvalue(S, E);
      Value P = L ? pointerTo(*L, Member->getType()->getPointeeType(), E)
                  : unknownAt(E);
      writeScalar(S, {This.Root, Offset, 0}, Ctx.VoidPtrTy, P);
      return;
    }
    init(S, {This.Root, Offset, 0}, Member->getType(), E);
  }
};

ValueModel::ValueModel(ASTContext &Ctx,
                       ArrayRef<const FunctionDecl *> Functions)
    : Impl(std::make_unique<Engine>(Ctx)) {
  for (const FunctionDecl *FD : Functions) {
    Summary *Sum = Impl->summarize(FD);
    if (!Sum)
      continue;
    // The reads of one place, reached the same way, form one use: a read
    // per path.
    // Pipeline streams and state objects apart, each use once.
    std::map<
        std::tuple<bool, const CallExpr *, std::vector<const Expr *>, RootId>,
        size_t>
        Index;
    for (const PendingUse &U : Sum->Uses) {
      std::optional<Loc> Desc = Impl->deref(U.Desc);
      if (!Desc || !U.DescRecord)
        continue;
      bool StateObject =
          isStateObjectDescType(compat::tagType(Ctx, U.DescRecord));
      std::vector<RuntimeUse> &List = StateObject ? StateObjectUses : Uses;
      auto Key =
          std::make_tuple(StateObject, U.Call,
                          std::vector<const Expr *>(U.Via.begin(), U.Via.end()),
                          U.Call ? RootId(0) : Desc->Root);
      auto [It, New] = Index.try_emplace(Key, List.size());
      if (New) {
        List.emplace_back();
        List.back().Call = U.Call;
        List.back().Function = FD;
        List.back().Via = U.Via;
      }
      RuntimeUse &Use = List[It->second];
      if (llvm::any_of(Use.Paths, [&](const DescRead &Old) {
            return Old.At->sameContents(U.At) && Old.At->Trail == U.At.Trail;
          }))
        continue;
      DescRead Read;
      Read.At = &U.At;
      Read.Desc = U.Desc;
      for (const FieldDecl *Field : U.DescRecord->fields()) {
        std::optional<uint64_t> Offset = Impl->fieldOffset(Field);
        if (!Offset)
          continue;
        Value V = Impl->readLeaf(U.At, Desc->Root, Desc->Offset + *Offset,
                                 Impl->sizeOf(Field->getType()));
        if (Field->getName() == "SizeInBytes")
          Read.Size = V;
        else if (Field->getName() == "pPipelineStateSubobjectStream")
          Read.Stream = V;
        else if (Field->getName() == "Type")
          Read.ObjectType = V;
        else if (Field->getName() == "NumSubobjects")
          Read.Count = V;
        else if (Field->getName() == "pSubobjects")
          Read.Subobjects = V;
      }
      Use.Paths.push_back(Read);
    }
  }
  if (getenv("PSOLINT_DUMP_VALUES"))
    dump(llvm::errs());
}

ValueModel::~ValueModel() = default;

void ValueModel::dump(raw_ostream &OS) const {
  const SourceManager &SM = Impl->SM;
  auto Show = [&](const Value &V) {
    static const char *Names[] = {"unknown", "int",      "nonnull",
                                  "pointer", "argument", "deferred"};
    OS << Names[V.Kind];
    if (V.Kind == Value::Int)
      OS << " " << V.Number;
    if (V.Kind == Value::Pointer)
      OS << " root " << V.Root << "+" << V.Number;
    if (V.Site)
      OS << " @" << V.Site->getExprLoc().printToString(SM);
    if (V.Via)
      OS << " via " << V.Via->getExprLoc().printToString(SM);
  };
  for (const RuntimeUse &Use : StateObjectUses) {
    OS << "state object use in " << Use.Function->getNameAsString() << " at "
       << (Use.Call ? Use.Call->getExprLoc().printToString(SM)
                    : std::string("end"))
       << ", " << Use.Paths.size() << " paths\n";
    for (const DescRead &Read : Use.Paths) {
      OS << "  type ";
      Show(Read.ObjectType);
      OS << "\n  count ";
      Show(Read.Count);
      OS << "\n  subobjects ";
      Show(Read.Subobjects);
      OS << "\n";
      if (getenv("PSOLINT_DUMP_LEAVES"))
        for (const auto &[Key, L] : Read.At->Leaves) {
          OS << "    " << Key.first << "+" << Key.second << " [" << L.Size
             << "] " << int(L.Kind) << " ";
          Show(L.V);
          OS << "\n";
        }
    }
  }
  for (const RuntimeUse &Use : Uses) {
    OS << "use in " << Use.Function->getNameAsString() << " at "
       << (Use.Call ? Use.Call->getExprLoc().printToString(SM)
                    : std::string("end"))
       << ", " << Use.Via.size() << " calls, " << Use.Paths.size()
       << " paths\n";
    for (const DescRead &Read : Use.Paths) {
      OS << "  size ";
      Show(Read.Size);
      OS << "\n  stream ";
      Show(Read.Stream);
      OS << "\n  " << Read.At->Leaves.size() << " leaves, trail "
         << Read.At->Trail.size() << (Read.At->Merged ? " merged" : "") << "\n";
      if (getenv("PSOLINT_DUMP_LEAVES"))
        for (const auto &[Key, L] : Read.At->Leaves) {
          OS << "    " << Key.first << "+" << Key.second << " [" << L.Size
             << "] " << int(L.Kind) << " ";
          Show(L.V);
          OS << "\n";
        }
    }
  }
}

Value ValueModel::read(const State &S, const Value &Pointer, uint64_t Offset,
                       uint64_t Size) const {
  if (Pointer.Kind != Value::Pointer)
    return Value();
  Impl->materialize(Pointer.Root);
  return Impl->readLeaf(S, Pointer.Root, Pointer.Number + Offset, Size);
}

bool ValueModel::zeroFilled(const State &S, const Value &Pointer,
                            uint64_t Offset, uint64_t Size) const {
  if (Pointer.Kind != Value::Pointer || S.escaped(Pointer.Root))
    return false;
  Impl->materialize(Pointer.Root);
  const State::RootLeaves *Leaves = Impl->leavesOf(S, Pointer.Root);
  if (!Leaves)
    return false;
  uint64_t Begin = Pointer.Number + Offset;
  auto It = Leaves->upper_bound(Begin);
  if (It == Leaves->begin())
    return false;
  --It;
  if (It->first > Begin || Begin + Size > It->first + It->second.Size)
    return false;
  const State::Leaf &L = It->second;
  if (L.Kind == State::Zero)
    return true;
  // A field an initialiser zeroed: `{}` value-initialises each field.
  return L.Kind == State::Scalar && L.V.isNull() &&
         (!L.V.Site || isa<ImplicitValueInitExpr>(L.V.Site) ||
          isa<InitListExpr>(L.V.Site) || isa<CXXScalarValueInitExpr>(L.V.Site));
}

const Decl *ValueModel::rootDecl(RootId R) const {
  const RootInfo &Info = Impl->Roots[R];
  switch (Info.Kind) {
  case RootKind::Local:
  case RootKind::Entry:
  case RootKind::Constant:
    return static_cast<const Decl *>(Info.Key);
  case RootKind::This:
  case RootKind::Return:
    return static_cast<const Decl *>(Info.Key);
  case RootKind::Temp:
    return nullptr;
  }
  return nullptr;
}

unsigned ValueModel::functionsAnalysed() const {
  return Impl->Summaries.size();
}

} // namespace psolint
