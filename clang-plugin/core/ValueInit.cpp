//===- ValueInit.cpp - The value model: initialisation --------------------===//
//
// Initialisation: declarations, initialiser lists, constructors.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

using namespace clang;
using namespace llvm;

namespace psolint {

void ValueModel::Engine::init(State &S, Loc D, QualType T, const Expr *E) {
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
    spanWrite(S, D);
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
    case CK_UncheckedDerivedToBase:
      return copyObject(S, D, E, Size);
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
  if (E->isGLValue())
    return copyObject(S, D, E, Size);
  eval(S, E);
  clobber(S, D.Root, D.Offset, Size);
}

/// Whether an initialiser only repeats the zero fill its list already
/// wrote: a value-initialised member, or a list of nothing but those (the
/// semantic form of `= {}` names every member so).
static bool onlyZeroes(const Expr *E) {
  if (isa<ImplicitValueInitExpr>(E))
    return true;
  const auto *List = dyn_cast<InitListExpr>(E);
  if (!List)
    return false;
  if (const InitListExpr *Semantic = List->getSemanticForm())
    List = Semantic;
  if (const Expr *Filler = List->getArrayFiller();
      Filler && !onlyZeroes(Filler))
    return false;
  return llvm::all_of(
      List->inits(), [](const Expr *Init) { return Init && onlyZeroes(Init); });
}

void ValueModel::Engine::initList(State &S, Loc D, QualType T,
                                  const InitListExpr *List) {
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
      if (!onlyZeroes(List->getInit(I)))
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
           {D.Root, D.Offset + Layout.getBaseClassOffset(BRD).getQuantity(), 0},
           B.getType(), Init);
    }
  for (const FieldDecl *FD : RD->fields()) {
    if (FD->isUnnamedBitField())
      continue;
    if (Index >= List->getNumInits())
      return;
    const Expr *Init = List->getInit(Index++);
    // Already zero: one leaf for the whole `= {}`, not one per member.
    if (onlyZeroes(Init))
      continue;
    std::optional<uint64_t> Offset = fieldOffset(FD);
    if (!Offset) {
      eval(S, Init);
      clobber(S, D.Root, D.Offset, Size);
      continue;
    }
    if (FD->getType()->isReferenceType()) {
      std::optional<Loc> Target = lvalue(S, Init);
      Value P =
          Target ? pointerTo(*Target, Init->getType(), Init) : unknownAt(Init);
      writeScalar(S, {D.Root, D.Offset + int64_t(*Offset), 0}, Ctx.VoidPtrTy,
                  P);
      continue;
    }
    init(S, {D.Root, D.Offset + int64_t(*Offset), 0}, FD->getType(), Init);
  }
}

void ValueModel::Engine::construct(State &S, Loc D, QualType T,
                                   const CXXConstructExpr *E) {
  uint64_t Size = sizeOf(T);
  const CXXConstructorDecl *Ctor = E->getConstructor();
  if (Ctor && constructContainer(S, D, T, E))
    return;
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
      copy(S, D, *Src, Size, E->getArg(0));
    else
      clobber(S, D.Root, D.Offset, Size);
    return;
  }
  SmallVector<const Expr *, 4> Args(E->arguments());
  callFunction(S, E, Ctor, Args, D, std::nullopt);
}

void ValueModel::Engine::declare(State &S, const VarDecl *VD,
                                 SmallVectorImpl<State> &Out) {
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

void ValueModel::Engine::initializer(State &S, const CXXCtorInitializer *Init) {
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

} // namespace psolint
