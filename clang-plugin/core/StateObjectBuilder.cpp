//===- StateObjectBuilder.cpp - d3dx12's CD3DX12_STATE_OBJECT_DESC --------===//
//
// d3dx12's builder keeps its subobjects in std::list nodes the value model
// does not follow (SPEC.md §8): `CreateSubobject<T>()`, or a helper
// constructed with the builder, adds one subobject of T's kind (the kind
// T::Type() returns); the helper's setters write fields of its m_Desc; the
// conversion to D3D12_STATE_OBJECT_DESC flattens the list in order and
// repoints each association from the helper it names to that helper's
// element. This file reads that from the calls a function makes before it
// hands the builder to the runtime, and from the setters' own bodies in the
// header in use (`m_Desc.Field = parameter`), so a header that adds a
// setter is read the same way. A builder used in any other way (inside a
// branch or loop, passed to another function) is not read: the use stays
// unknown.
//
//===----------------------------------------------------------------------===//
#include "Compat.h"
#include "D3D12Runtime.h"
#include "StateObjectView.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLFunctionalExtras.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

// The parts of the builder the model gives roots to (opaqueRoot): its
// flattened array, then each helper's desc; an object an association names
// that is no helper is part ForeignPart of its own variable.
constexpr unsigned ArrayPart = 0;
constexpr unsigned ForeignPart = 0x80000000u;

const CXXRecordDecl *classOf(QualType T) {
  if (T.isNull())
    return nullptr;
  if (T->isPointerType())
    T = T->getPointeeType();
  return dyn_cast_or_null<CXXRecordDecl>(compat::recordOf(T));
}

/// E without parentheses, implicit casts and a dereference: `*p` is p.
const Expr *stripDeref(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_Deref)
    E = UO->getSubExpr()->IgnoreParenImpCasts();
  return E;
}

/// The parameter an expression passes on: `p`, `&p`, `copy(p, ...)`.
const ParmVarDecl *parameterIn(const Expr *E, bool &AddressOf) {
  E = E->IgnoreParenImpCasts();
  AddressOf = false;
  if (const auto *UO = dyn_cast<UnaryOperator>(E);
      UO && UO->getOpcode() == UO_AddrOf) {
    AddressOf = true;
    E = UO->getSubExpr()->IgnoreParenImpCasts();
  }
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (Call->getNumArgs() >= 1)
      E = Call->getArg(0)->IgnoreParenImpCasts();
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    return dyn_cast<ParmVarDecl>(DRE->getDecl());
  return nullptr;
}

class Reader {
public:
  Reader(const StateObjectTypes &Types, const ValueModel &Values,
         const VarDecl *Desc, const CallExpr *Use)
      : Types(Types), Values(Values), Ctx(Types.context()), Desc(Desc),
        Use(Use), ArrayRoot(Values.opaqueRoot(Desc, ArrayPart)) {
    Names.push_back(Desc);
  }

  std::optional<StateObjectView> read(const Stmt *Body) {
    Contents = std::make_shared<BuilderContents>();
    Contents->Names[ArrayRoot] = Desc->getName().str();
    // The builder's own constructor: CD3DX12_STATE_OBJECT_DESC(Type), or
    // COLLECTION by default.
    ObjectType = Types.enumerator("D3D12_STATE_OBJECT_TYPE_COLLECTION");
    if (const auto *Construct =
            dyn_cast_or_null<CXXConstructExpr>(Desc->getInit()))
      if (Construct->getNumArgs() == 1)
        ObjectType =
            intValue(Construct->getArg(0)).Kind == Value::Int
                ? std::optional<int64_t>(intValue(Construct->getArg(0)).Number)
                : std::nullopt;
    walk(Body, /*Conditional=*/false);
    if (Failed || !Reached)
      return std::nullopt;
    StateObjectView V;
    V.Types = &Types;
    V.Builder = Contents;
    V.ObjectType = ObjectType;
    V.Count = Subobjects.size();
    V.ArrayKnown = true;
    V.Array = ArrayRoot;
    V.Base = 0;
    V.Capacity = Subobjects.size();
    V.Subobjects = Subobjects;
    V.Complete = true;
    return V;
  }

private:
  const StateObjectTypes &Types;
  const ValueModel &Values;
  ASTContext &Ctx;
  const VarDecl *Desc;
  const CallExpr *Use;
  /// The root of the builder's flattened array.
  RootId ArrayRoot;
  std::shared_ptr<BuilderContents> Contents;
  std::optional<int64_t> ObjectType;
  std::vector<StateSubobject> Subobjects;
  /// The subobject each helper variable stands for.
  DenseMap<const VarDecl *, unsigned> Helpers;
  /// What names the builder: its variable, and the parameter of each
  /// function it is being handed to (`addLocalSignature(&desc)`).
  SmallVector<const VarDecl *, 2> Names;
  bool Failed = false, Reached = false;

  bool isBuilder(const Decl *D) const { return llvm::is_contained(Names, D); }
  /// Walking a loop's second or later pass; the subobjects those add.
  bool Repeating = false;
  DenseSet<unsigned> Repeated;
  /// What the functions the builder is handed to were passed, by parameter.
  DenseMap<const ParmVarDecl *, const Expr *> Passed;

  /// E, or what the caller passed where E names a parameter of a function
  /// the builder was handed to (`Config(depth)` in `addConfig(p, 40)`).
  /// A local that is its initialiser: `UINT maxRecursionDepth = 1;` never
  /// written again is 1 wherever it is read.
  const Expr *resolve(const Expr *E) const {
    for (unsigned Hops = 0; Hops < 4; ++Hops) {
      const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
      if (!VD)
        return E;
      if (const auto *P = dyn_cast<ParmVarDecl>(VD)) {
        auto It = Passed.find(P);
        if (It == Passed.end())
          return E;
        E = It->second;
        continue;
      }
      if (!VD->isLocalVarDecl() || !VD->getInit() ||
          VD->getType().isVolatileQualified() ||
          !VD->getType()->isIntegralOrEnumerationType())
        return E;
      const auto *Owner =
          dyn_cast_or_null<FunctionDecl>(VD->getParentFunctionOrMethod());
      if (!Owner || !Owner->getBody() || written(Owner->getBody(), VD))
        return E;
      E = VD->getInit();
    }
    return E;
  }

  /// Whether S may write VD after its declaration: assigns it, steps it,
  /// takes its address or binds it to a non-const reference.
  static bool written(const Stmt *S, const VarDecl *VD) {
    if (!S)
      return false;
    auto Names = [&](const Expr *E) {
      const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
      return DRE && DRE->getDecl() == VD;
    };
    if (const auto *BO = dyn_cast<BinaryOperator>(S);
        BO && BO->isAssignmentOp() && Names(BO->getLHS()))
      return true;
    if (const auto *UO = dyn_cast<UnaryOperator>(S);
        UO && (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf) &&
        Names(UO->getSubExpr()))
      return true;
    if (const auto *Call = dyn_cast<CallExpr>(S))
      if (const FunctionDecl *FD = Call->getDirectCallee())
        for (unsigned I = 0; I < Call->getNumArgs() && I < FD->getNumParams();
             ++I) {
          QualType T = FD->getParamDecl(I)->getType();
          if (T->isReferenceType() &&
              !T.getNonReferenceType().isConstQualified() &&
              Names(Call->getArg(I)))
            return true;
        }
    for (const Stmt *Child : S->children())
      if (written(Child, VD))
        return true;
    return false;
  }

  Value intValue(const Expr *E) const {
    E = resolve(E);
    Value V;
    V.Site = E;
    Expr::EvalResult R;
    if (!E->isValueDependent() && E->EvaluateAsInt(R, Ctx)) {
      V.Kind = Value::Int;
      V.Number = R.Val.getInt().getExtValue();
    }
    return V;
  }

  /// What an argument passes: an integer, null, a string or an address.
  Value argValue(const Expr *E) const {
    E = resolve(E);
    Value V = intValue(E);
    if (V.Kind == Value::Int)
      return V;
    const Expr *Bare = E->IgnoreParenImpCasts();
    if (isa<clang::StringLiteral>(Bare) || isa<CXXNullPtrLiteralExpr>(Bare) ||
        isa<GNUNullExpr>(Bare)) {
      if (!isa<clang::StringLiteral>(Bare)) {
        V.Kind = Value::Int;
        V.Number = 0;
      } else {
        V.Kind = Value::NonNull;
      }
    } else if (const auto *UO = dyn_cast<UnaryOperator>(Bare);
               UO && UO->getOpcode() == UO_AddrOf) {
      V.Kind = Value::NonNull;
    }
    return V;
  }

  /// The helper or other object an association argument names:
  /// `*helper`, `helper`, a D3D12_STATE_SUBOBJECT variable.
  Value targetOf(const Expr *E) {
    Value V;
    V.Site = E;
    E = E->IgnoreParenImpCasts();
    if (const auto *Conv = dyn_cast<CXXMemberCallExpr>(E))
      if (isa<CXXConversionDecl>(Conv->getMethodDecl()))
        E = Conv->getImplicitObjectArgument()->IgnoreParenImpCasts();
    const auto *DRE = dyn_cast<DeclRefExpr>(stripDeref(E));
    const auto *VD = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (!VD)
      return V;
    if (auto It = Helpers.find(VD); It != Helpers.end()) {
      V.Kind = Value::Pointer;
      V.Root = ArrayRoot;
      V.Number = It->second * Types.stride();
      return V;
    }
    V.Kind = Value::Pointer;
    V.Root = Values.opaqueRoot(VD, ForeignPart);
    Contents->Names[V.Root] = VD->getName().str();
    return V;
  }

  /// The root of helper Index's desc.
  RootId descRoot(unsigned Index) const {
    return Values.opaqueRoot(Desc, ArrayPart + 1 + Index);
  }

  void setField(unsigned Index, StringRef Name, Value V) {
    // A loop's later passes make the same subobjects again: their kinds
    // count, their fields are the first pass's business (one defect, one
    // warning), and what a pass sets is not known from the pass alone.
    if (Repeated.count(Index))
      V = Value();
    Contents->Fields[{descRoot(Index), Name.str()}] = V;
  }
  Value getField(unsigned Index, StringRef Name) const {
    auto It = Contents->Fields.find({descRoot(Index), Name.str()});
    return It == Contents->Fields.end() ? Value() : It->second;
  }
  /// Every field of subobject Index unknown: a call this file cannot read.
  void forget(unsigned Index) {
    for (auto &[Key, V] : Contents->Fields)
      if (Key.first == descRoot(Index))
        V = Value();
  }

  /// A new subobject of helper class RD, added by Site.
  std::optional<unsigned> add(const CXXRecordDecl *RD, const Expr *Site) {
    std::optional<int64_t> Kind = RD ? builderHelperKind(RD) : std::nullopt;
    const FieldDecl *Member = RD ? builderHelperDesc(RD) : nullptr;
    // The root-signature helpers keep the pointer itself (m_pRootSig), the
    // bytes of their desc; no field of it is read here.
    if (!Kind) {
      Failed = true;
      return std::nullopt;
    }
    unsigned Index = Subobjects.size();
    if (Repeating)
      Repeated.insert(Index);
    StateSubobject S;
    S.Index = Index;
    S.Type.Kind = Value::Int;
    S.Type.Number = *Kind;
    S.Type.Site = Site;
    S.Desc.Kind = Value::Pointer;
    S.Desc.Root = descRoot(Index);
    S.Desc.Site = Site;
    if (Member)
      S.DescPointee = Member->getType();
    // The helpers' Init() zeroes m_Desc.
    if (const RecordDecl *DescRD =
            Member ? compat::recordOf(Member->getType()) : nullptr)
      for (const FieldDecl *FD : DescRD->fields()) {
        Value Zero;
        Zero.Kind = Value::Int;
        setField(Index, FD->getName(), Zero);
      }
    Subobjects.push_back(S);
    return Index;
  }

  /// A helper method call: the setter's body says which fields it writes.
  void apply(unsigned Index, const CXXMemberCallExpr *Call) {
    const CXXMethodDecl *MD = Call->getMethodDecl();
    const FunctionDecl *Def = MD ? MD->getDefinition() : nullptr;
    applyBody(Index, Def, [&](const ParmVarDecl *P) -> const Expr * {
      for (unsigned I = 0; Def && I < Def->getNumParams(); ++I)
        if (Def->getParamDecl(I) == P && I < Call->getNumArgs())
          return Call->getArg(I);
      return nullptr;
    });
  }

  /// The statements of a helper method, with ArgFor saying what each
  /// parameter was passed (null: not known). Depth bounds `for` loops of
  /// its own methods (DefineExports, AddExports).
  void applyBody(unsigned Index, const FunctionDecl *Def,
                 llvm::function_ref<const Expr *(const ParmVarDecl *)> ArgFor,
                 unsigned Depth = 0) {
    const auto *Body =
        Def ? dyn_cast_or_null<CompoundStmt>(Def->getBody()) : nullptr;
    if (!Body || Depth > 2) {
      forget(Index);
      return;
    }
    for (const Stmt *S : Body->body()) {
      if (const auto *E = dyn_cast<Expr>(S))
        S = E->IgnoreImplicit();
      if (const auto *BO = dyn_cast<BinaryOperator>(S);
          BO && BO->getOpcode() == BO_Assign) {
        const FieldDecl *Field = builderHelperFieldWritten(BO->getLHS());
        if (!Field)
          continue; // the helper's own bookkeeping (strings, export lists)
        bool AddressOf = false;
        const ParmVarDecl *P = parameterIn(BO->getRHS(), AddressOf);
        const Expr *Arg = P ? ArgFor(P) : nullptr;
        if (!Arg) {
          // Something the helper computes (a pointer to its own copy).
          Value Unknown;
          if (isa<UnaryOperator>(BO->getRHS()->IgnoreParenImpCasts()))
            Unknown.Kind = Value::NonNull;
          setField(Index, Field->getName(), Unknown);
          continue;
        }
        setField(Index, Field->getName(),
                 AddressOf ? targetOf(Arg) : argValue(Arg));
        continue;
      }
      if (const auto *UO = dyn_cast<UnaryOperator>(S);
          UO && UO->isIncrementDecrementOp()) {
        if (const FieldDecl *Field =
                builderHelperFieldWritten(UO->getSubExpr())) {
          Value Old = getField(Index, Field->getName());
          if (Old.Kind == Value::Int)
            Old.Number += UO->isIncrementOp() ? 1 : -1;
          else
            Old = Value();
          setField(Index, Field->getName(), Old);
        }
        continue;
      }
      // `for (UINT i = 0; i < N; i++) OwnMethod(...)`: N times, N a
      // constant or what the caller passed.
      if (const auto *For = dyn_cast<ForStmt>(S)) {
        if (!loop(Index, For, ArgFor, Depth)) {
          forget(Index);
          return;
        }
        continue;
      }
      if (const auto *Member = dyn_cast<CXXMemberCallExpr>(S)) {
        if (!isa<CXXThisExpr>(
                Member->getImplicitObjectArgument()->IgnoreParenImpCasts()))
          continue; // m_Strings.clear(), m_Exports.push_back(...)
        forget(Index);
        return;
      }
      if (isa<WhileStmt>(S) || isa<DoStmt>(S) || isa<CXXForRangeStmt>(S) ||
          isa<IfStmt>(S) || isa<SwitchStmt>(S)) {
        forget(Index);
        return;
      }
    }
  }

  bool loop(unsigned Index, const ForStmt *For,
            llvm::function_ref<const Expr *(const ParmVarDecl *)> ArgFor,
            unsigned Depth) {
    const auto *Cond = dyn_cast_or_null<BinaryOperator>(
        For->getCond() ? For->getCond()->IgnoreParenImpCasts() : nullptr);
    if (!Cond || Cond->getOpcode() != BO_LT)
      return false;
    const Expr *Bound = Cond->getRHS()->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Bound))
      if (const auto *P = dyn_cast<ParmVarDecl>(DRE->getDecl())) {
        Bound = ArgFor(P);
        if (!Bound)
          return false;
      }
    Value Times = intValue(Bound);
    if (Times.Kind != Value::Int || Times.Number < 0 || Times.Number > 256)
      return false;
    const Stmt *Body = For->getBody();
    if (const auto *Block = dyn_cast_or_null<CompoundStmt>(Body))
      Body = Block->size() == 1 ? Block->body_front() : nullptr;
    if (const auto *E = dyn_cast_or_null<Expr>(Body))
      Body = E->IgnoreImplicit();
    const auto *Inner = dyn_cast_or_null<CXXMemberCallExpr>(Body);
    if (!Inner ||
        !isa<CXXThisExpr>(
            Inner->getImplicitObjectArgument()->IgnoreParenImpCasts()))
      return false;
    const FunctionDecl *Def = Inner->getMethodDecl()
                                  ? Inner->getMethodDecl()->getDefinition()
                                  : nullptr;
    // What the inner call is passed depends on the loop variable: unknown.
    for (int64_t I = 0; I < Times.Number; ++I)
      applyBody(
          Index, Def,
          [](const ParmVarDecl *) -> const Expr * { return nullptr; },
          Depth + 1);
    return true;
  }

  /// Whether E reads the builder only through its conversion to a const
  /// D3D12_STATE_OBJECT_DESC (PrintStateObjectDesc(desc)), which changes
  /// nothing the runtime reads, and names no helper.
  bool onlyReadsDesc(const Stmt *E) const {
    if (!E)
      return true;
    if (const auto *Conv = dyn_cast<CXXMemberCallExpr>(E))
      if (isa_and_nonnull<CXXConversionDecl>(Conv->getMethodDecl()))
        if (const auto *Obj = dyn_cast<DeclRefExpr>(
                Conv->getImplicitObjectArgument()->IgnoreParenImpCasts());
            Obj && isBuilder(Obj->getDecl())) {
          QualType T = Conv->getType();
          QualType Pointee = T->isPointerType()     ? T->getPointeeType()
                             : T->isReferenceType() ? T.getNonReferenceType()
                                                    : QualType();
          return !Pointee.isNull() && Pointee.isConstQualified();
        }
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E)) {
      if (isBuilder(DRE->getDecl()))
        return false;
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (Helpers.count(VD))
          return false;
    }
    for (const Stmt *Child : E->children())
      if (!onlyReadsDesc(Child))
        return false;
    return true;
  }

  bool refersTo(const Stmt *S, const VarDecl *VD) const {
    if (!S)
      return false;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (DRE->getDecl() == VD)
        return true;
    for (const Stmt *Child : S->children())
      if (refersTo(Child, VD))
        return true;
    return false;
  }
  bool refersToBuilder(const Stmt *S) const {
    return llvm::any_of(Names,
                        [&](const VarDecl *VD) { return refersTo(S, VD); });
  }
  bool refersToAny(const Stmt *S) const {
    if (refersToBuilder(S))
      return true;
    for (const auto &[VD, Index] : Helpers)
      if (refersTo(S, VD))
        return true;
    return false;
  }

  /// `desc.CreateSubobject<T>()`: T.
  const CXXRecordDecl *created(const Expr *E) const {
    const auto *Call = dyn_cast_or_null<CXXMemberCallExpr>(
        E ? E->IgnoreImplicit()->IgnoreParenImpCasts() : nullptr);
    if (!Call || !Call->getMethodDecl() ||
        !Call->getMethodDecl()->getDeclName().isIdentifier() ||
        Call->getMethodDecl()->getName() != "CreateSubobject")
      return nullptr;
    const auto *Obj = dyn_cast<DeclRefExpr>(
        Call->getImplicitObjectArgument()->IgnoreParenImpCasts());
    if (!Obj || !isBuilder(Obj->getDecl()))
      return nullptr;
    return classOf(Call->getType());
  }

  /// `addParts(&desc)`, `this->addParts(desc)`: a function of the user's
  /// handed the builder, whose own statements are read in its place. False
  /// when the call is no such thing.
  bool handed(const CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    const FunctionDecl *Def = Callee ? Callee->getDefinition() : nullptr;
    if (!Def || !Def->hasBody() ||
        Ctx.getSourceManager().isInSystemHeader(
            Ctx.getSourceManager().getExpansionLoc(Def->getLocation())))
      return false;
    if (const auto *MD = dyn_cast<CXXMethodDecl>(Def);
        MD && (isStateObjectBuilder(compat::tagType(Ctx, MD->getParent())) ||
               builderHelperKind(MD->getParent())))
      return false;
    // The builder goes to one parameter, as itself or its address; nothing
    // else passed names it or a helper.
    const ParmVarDecl *Param = nullptr;
    unsigned First = isa<CXXOperatorCallExpr>(Call) ? 1 : 0;
    for (unsigned I = First; I < Call->getNumArgs(); ++I) {
      const Expr *Arg = Call->getArg(I)->IgnoreParenImpCasts();
      if (const auto *UO = dyn_cast<UnaryOperator>(Arg);
          UO && UO->getOpcode() == UO_AddrOf)
        Arg = UO->getSubExpr()->IgnoreParenImpCasts();
      const auto *DRE = dyn_cast<DeclRefExpr>(Arg);
      unsigned Index = I - First;
      if (DRE && isBuilder(DRE->getDecl()) && !Param &&
          Index < Def->getNumParams()) {
        Param = Def->getParamDecl(Index);
        QualType T = Param->getType();
        QualType Pointee = T->isPointerType()     ? T->getPointeeType()
                           : T->isReferenceType() ? T.getNonReferenceType()
                                                  : QualType();
        if (Pointee.isNull() || Pointee.isConstQualified() ||
            !isStateObjectBuilder(Pointee))
          return false;
        continue;
      }
      if (refersToAny(Call->getArg(I)))
        return false;
    }
    if (!Param || isBuilder(Param) || Names.size() > 4)
      return false;
    if (const auto *Member = dyn_cast<CXXMemberCallExpr>(Call))
      if (refersToAny(Member->getImplicitObjectArgument()))
        return false;
    Names.push_back(Param);
    SmallVector<const ParmVarDecl *, 4> Bound;
    for (unsigned I = First; I < Call->getNumArgs(); ++I)
      if (I - First < Def->getNumParams() &&
          Def->getParamDecl(I - First) != Param &&
          Passed.try_emplace(Def->getParamDecl(I - First), Call->getArg(I))
              .second)
        Bound.push_back(Def->getParamDecl(I - First));
    walk(Def->getBody(), /*Conditional=*/false);
    for (const ParmVarDecl *P : Bound)
      Passed.erase(P);
    Names.pop_back();
    return true;
  }

  /// `for (UINT i = 0; i < N; ++i)` with N a constant, or a range-for over
  /// an array of constant size: how many passes it makes.
  std::optional<uint64_t> passes(const Stmt *S) const {
    if (const auto *Range = dyn_cast<CXXForRangeStmt>(S)) {
      QualType T = Range->getRangeInit()->getType();
      if (const auto *AT = Ctx.getAsConstantArrayType(T))
        return AT->getSize().getZExtValue();
      return std::nullopt;
    }
    const auto *For = dyn_cast<ForStmt>(S);
    if (!For || !For->getInit() || !For->getCond() || !For->getInc())
      return std::nullopt;
    const auto *Init = dyn_cast<DeclStmt>(For->getInit());
    const auto *Counter = Init && Init->isSingleDecl()
                              ? dyn_cast<VarDecl>(Init->getSingleDecl())
                              : nullptr;
    const auto *Cond =
        dyn_cast<BinaryOperator>(For->getCond()->IgnoreParenImpCasts());
    const auto *Inc =
        dyn_cast<UnaryOperator>(For->getInc()->IgnoreParenImpCasts());
    if (!Counter || !Counter->getInit() || !Cond ||
        Cond->getOpcode() != BO_LT || !Inc || !Inc->isIncrementOp())
      return std::nullopt;
    const auto *CondVar =
        dyn_cast<DeclRefExpr>(Cond->getLHS()->IgnoreParenImpCasts());
    const auto *IncVar =
        dyn_cast<DeclRefExpr>(Inc->getSubExpr()->IgnoreParenImpCasts());
    if (!CondVar || CondVar->getDecl() != Counter || !IncVar ||
        IncVar->getDecl() != Counter || refersTo(For->getBody(), Counter))
      return std::nullopt;
    Value From = intValue(Counter->getInit());
    Value To = intValue(Cond->getRHS());
    if (From.Kind != Value::Int || To.Kind != Value::Int ||
        To.Number < From.Number)
      return std::nullopt;
    return uint64_t(To.Number - From.Number);
  }

  /// One statement, in order. Conditional: inside a branch or loop.
  void walk(const Stmt *S, bool Conditional) {
    if (!S || Failed || Reached)
      return;
    // The statement that hands the builder over: what the builder holds
    // there is what the calls before it wrote. (Its other arguments do
    // nothing to the builder.)
    if ((isa<Expr>(S) || isa<DeclStmt>(S) || isa<ReturnStmt>(S)) &&
        contains(S, Use)) {
      Reached = true;
      return;
    }
    if (const auto *If = dyn_cast<IfStmt>(S);
        If && contains(If->getCond(), Use)) {
      Reached = true;
      return;
    }
    // A loop over a fixed list: its body, once per pass.
    if (isa<ForStmt>(S) || isa<CXXForRangeStmt>(S))
      if (std::optional<uint64_t> N = passes(S);
          N && *N <= 32 && refersToAny(S) && !contains(S, Use)) {
        const Stmt *Body = isa<ForStmt>(S)
                               ? cast<ForStmt>(S)->getBody()
                               : cast<CXXForRangeStmt>(S)->getBody();
        bool Outer = Repeating;
        for (uint64_t I = 0; I < *N && !Failed; ++I) {
          walk(Body, Conditional);
          Repeating = true;
        }
        Repeating = Outer;
        return;
      }
    if (isa<IfStmt>(S) || isa<ForStmt>(S) || isa<WhileStmt>(S) ||
        isa<DoStmt>(S) || isa<CXXForRangeStmt>(S) || isa<SwitchStmt>(S) ||
        isa<LambdaExpr>(S) || isa<ConditionalOperator>(S)) {
      if (refersToAny(S) && !contains(S, Use)) {
        Failed = true;
        return;
      }
      for (const Stmt *Child : S->children())
        walk(Child, true);
      return;
    }
    if (const auto *DS = dyn_cast<DeclStmt>(S)) {
      for (const Decl *D : DS->decls()) {
        const auto *VD = dyn_cast<VarDecl>(D);
        if (!VD || VD == Desc)
          continue;
        declare(VD, Conditional);
      }
      return;
    }
    if (const auto *E = dyn_cast<Expr>(S)) {
      statement(E->IgnoreImplicit()->IgnoreParenImpCasts(), Conditional);
      return;
    }
    for (const Stmt *Child : S->children())
      walk(Child, Conditional);
  }

  static bool contains(const Stmt *S, const Stmt *Target) {
    if (!S)
      return false;
    if (S == Target)
      return true;
    for (const Stmt *Child : S->children())
      if (contains(Child, Target))
        return true;
    return false;
  }

  void declare(const VarDecl *VD, bool Conditional) {
    const Expr *Init = VD->getInit();
    if (const CXXRecordDecl *RD = created(Init)) {
      if (Conditional) {
        Failed = true;
        return;
      }
      if (std::optional<unsigned> Index = add(RD, Init))
        Helpers[VD] = *Index;
      return;
    }
    // `CD3DX12_HIT_GROUP_SUBOBJECT hit(desc);`, `hit(*pipeline)`.
    if (const auto *Construct = dyn_cast_or_null<CXXConstructExpr>(
            Init ? Init->IgnoreImplicit() : nullptr))
      if (Construct->getNumArgs() == 1)
        if (const auto *Arg =
                dyn_cast<DeclRefExpr>(stripDeref(Construct->getArg(0)));
            Arg && isBuilder(Arg->getDecl())) {
          if (Conditional) {
            Failed = true;
            return;
          }
          if (std::optional<unsigned> Index = add(classOf(VD->getType()), Init))
            Helpers[VD] = *Index;
          return;
        }
    if (Init && refersToAny(Init))
      Failed = true;
  }

  void statement(const Expr *E, bool Conditional) {
    if (!refersToAny(E))
      return;
    if (Conditional) {
      Failed = true;
      return;
    }
    // `desc.CreateSubobject<T>();` with nothing set.
    if (const CXXRecordDecl *RD = created(E)) {
      add(RD, E);
      return;
    }
    if (onlyReadsDesc(E))
      return;
    if (const auto *Call = dyn_cast<CallExpr>(E); Call && handed(Call))
      return;
    // `hit = desc.CreateSubobject<T>();`
    if (const auto *BO = dyn_cast<BinaryOperator>(E);
        BO && BO->getOpcode() == BO_Assign)
      if (const auto *LHS =
              dyn_cast<DeclRefExpr>(BO->getLHS()->IgnoreParenImpCasts()))
        if (const auto *VD = dyn_cast<VarDecl>(LHS->getDecl()))
          if (const CXXRecordDecl *RD = created(BO->getRHS())) {
            if (std::optional<unsigned> Index = add(RD, BO->getRHS()))
              Helpers[VD] = *Index;
            return;
          }
    const auto *Call = dyn_cast<CXXMemberCallExpr>(E);
    if (!Call) {
      Failed = true;
      return;
    }
    const Expr *Object =
        Call->getImplicitObjectArgument()->IgnoreParenImpCasts();
    // `desc.CreateSubobject<T>()->SetX(...)`: a helper used at once.
    if (const CXXRecordDecl *RD = created(Object)) {
      if (std::optional<unsigned> Index = add(RD, Object))
        apply(*Index, Call);
      return;
    }
    const auto *Obj = dyn_cast<DeclRefExpr>(Object);
    const auto *VD = Obj ? dyn_cast<VarDecl>(Obj->getDecl()) : nullptr;
    const CXXMethodDecl *MD = Call->getMethodDecl();
    if (!VD || !MD || !MD->getDeclName().isIdentifier()) {
      Failed = true;
      return;
    }
    if (isBuilder(VD)) {
      if (MD->getName() == "SetStateObjectType" && Call->getNumArgs() == 1) {
        Value T = intValue(Call->getArg(0));
        ObjectType = T.Kind == Value::Int ? std::optional<int64_t>(T.Number)
                                          : std::nullopt;
        return;
      }
      Failed = true;
      return;
    }
    auto It = Helpers.find(VD);
    if (It == Helpers.end()) {
      Failed = true;
      return;
    }
    // A helper's address given to a setter of another helper is read in
    // apply(); handing the builder or a helper to anything else is not.
    for (const Expr *Arg : Call->arguments())
      if (refersToBuilder(Arg)) {
        Failed = true;
        return;
      }
    apply(It->second, Call);
  }
};

/// The CD3DX12_STATE_OBJECT_DESC variable whose conversion a call's desc
/// argument is, if any.
const VarDecl *builderArgument(const CallExpr *Call) {
  for (const Expr *Arg : Call->arguments()) {
    const Expr *E = Arg->IgnoreParenImpCasts();
    if (const auto *Conv = dyn_cast<CXXMemberCallExpr>(E))
      if (isa_and_nonnull<CXXConversionDecl>(Conv->getMethodDecl()))
        E = Conv->getImplicitObjectArgument()->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
        if (isStateObjectBuilder(VD->getType()) && VD->hasLocalStorage() &&
            !isa<ParmVarDecl>(VD))
          return VD;
  }
  return nullptr;
}

} // namespace

std::optional<StateObjectView> viewBuilder(const StateObjectTypes &Types,
                                           const ValueModel &Values,
                                           const RuntimeUse &Use) {
  if (!Use.Call || !Use.Via.empty() || !Use.Function ||
      !Use.Function->hasBody())
    return std::nullopt;
  const VarDecl *Desc = builderArgument(Use.Call);
  if (!Desc)
    return std::nullopt;
  Reader R(Types, Values, Desc, Use.Call);
  std::optional<StateObjectView> V = R.read(Use.Function->getBody());
  if (V)
    V->Use = &Use;
  return V;
}

} // namespace psolint
