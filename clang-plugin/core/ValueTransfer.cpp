//===- ValueTransfer.cpp - The value model: expressions -------------------===//
//
// What an expression computes and where an lvalue is.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

using namespace clang;
using namespace llvm;

namespace psolint {

Value ValueModel::Engine::pointerTo(Loc L, QualType Pointee, const Expr *Site) {
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

Value ValueModel::Engine::eval(State &S, const Expr *E) {
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
      if (!L->Span) {
        LastRead = {Sub, L->Root, L->Offset};
        if (Roots[L->Root].Kind == RootKind::Constant && V.Site) {
          V.Copy = Sub;
          noteConstantRead(Sub, V.Site);
        } else if (V.Kind == Value::Deferred) {
          V.Copy = Sub; // the caller's bytes: a constant's, maybe (substitute)
        }
      }
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
      if (T->isPointerType())
        New = pointerStep(S, Old, intValue(1, E),
                          UO->isIncrementOp() ? BO_Add : BO_Sub,
                          T->getPointeeType(), E);
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
  evalOperands(S, E);
  return unknownAt(E);
}

void ValueModel::Engine::evalOperands(State &S, const Expr *E) {
  for (const Stmt *Child : E->children())
    if (const auto *CE = dyn_cast_or_null<Expr>(Child))
      eval(S, CE);
}

int64_t ValueModel::Engine::baseOffset(const CastExpr *Cast) {
  QualType From = Cast->getSubExpr()->getType();
  if (From->isPointerType())
    From = From->getPointeeType();
  const CXXRecordDecl *Derived = From->getAsCXXRecordDecl();
  int64_t Offset = 0;
  for (const CXXBaseSpecifier *Base : Cast->path()) {
    const CXXRecordDecl *BaseRD = Base->getType()->getAsCXXRecordDecl();
    if (!Derived || !BaseRD || Base->isVirtual() || !Derived->hasDefinition() ||
        Derived->isDependentType())
      return 0;
    Offset += Ctx.getASTRecordLayout(Derived)
                  .getBaseClassOffset(BaseRD)
                  .getQuantity();
    Derived = BaseRD;
  }
  return Offset;
}

Value ValueModel::Engine::evalBinary(State &S, const BinaryOperator *BO) {
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
    LastRead = {};
    Value V = eval(S, BO->getRHS());
    ScalarRead Read = LastRead;
    std::optional<Loc> L = lvalue(S, BO->getLHS());
    if (L) {
      if (!V.Site)
        V.Site = BO->getRHS();
      // `RTVFormats[1] = RTVFormats[0]`: the copy stores the value here.
      const auto *Cast =
          dyn_cast<ImplicitCastExpr>(BO->getRHS()->IgnoreParens());
      if (Cast && Cast->getCastKind() == CK_LValueToRValue &&
          Read.Read == Cast->getSubExpr() && !L->Span &&
          movesValues(*L, {Read.Root, Read.Offset, 0}) &&
          Roots[Read.Root].Kind != RootKind::Constant) {
        V.Copy = BO->getRHS();
        V.Via = nullptr;
      }
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
    if (T->isPointerType() &&
        (BO->getOpcode() == BO_AddAssign || BO->getOpcode() == BO_SubAssign))
      New = pointerStep(S, Old, R,
                        BO->getOpcode() == BO_AddAssign ? BO_Add : BO_Sub,
                        T->getPointeeType(), BO);
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
  if ((Op == BO_Add || Op == BO_Sub) && BO->getType()->isPointerType()) {
    bool IntFirst = !BO->getLHS()->getType()->isPointerType();
    return pointerStep(S, IntFirst ? B : A, IntFirst ? A : B, Op,
                       BO->getType()->getPointeeType(), BO);
  }
  // `end - begin`: elements between two pointers into one object.
  if (Op == BO_Sub && A.Kind == Value::Pointer && B.Kind == Value::Pointer &&
      A.Root == B.Root && BO->getLHS()->getType()->isPointerType())
    if (uint64_t Size = sizeOf(BO->getLHS()->getType()->getPointeeType());
        Size && (A.Number - B.Number) % int64_t(Size) == 0)
      return intValue((A.Number - B.Number) / int64_t(Size), BO);
  // A comparison or arithmetic on what the caller passes with a constant
  // (`mode != BLEND_OPAQUE`): the caller that passes a constant knows it.
  if ((A.Kind == Value::Int || B.Kind == Value::Int) &&
      !BO->getType()->isPointerType()) {
    needsCaller(A);
    needsCaller(B);
  }
  return unknownAt(BO);
}

Value ValueModel::Engine::pointerStep(State &S, Value P, const Value &N,
                                      BinaryOperatorKind Op, QualType Pointee,
                                      const Expr *Site) {
  // GNU arithmetic on void * counts bytes.
  uint64_t Size = Pointee->isVoidType() ? 1 : sizeOf(Pointee);
  // A pointer parameter points to the start of its own root: a step by a
  // constant stays in it, and maps to the caller's object with the rest.
  if (P.Kind == Value::Argument && P.Param && N.Kind == Value::Int)
    if (std::optional<Loc> L = deref(P))
      P = pointerTo(*L, Pointee, P.Site);
  if (P.Kind == Value::Pointer && N.Kind == Value::Int && Size)
    if (auto Scaled = arithmetic(BO_Mul, N.Number, int64_t(Size)))
      if (auto Offset = arithmetic(Op, P.Number, *Scaled)) {
        P.Number = *Offset;
        P.Site = Site;
        return P;
      }
  // Somewhere in the object P points to, or past it, where the model cannot
  // say: what is written through the result may land anywhere in it.
  if (std::optional<Loc> L = deref(P); L && !Pointee.isConstQualified()) {
    needsCaller(P);
    needsCaller(N);
    escape(S, L->Root);
  }
  if (P.isNonNull() || P.Kind == Value::Pointer)
    return nonNull(Site);
  return unknownAt(Site);
}

std::optional<int64_t> ValueModel::Engine::arithmetic(BinaryOperatorKind Op,
                                                      int64_t A, int64_t B) {
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
  // A comparison stored as a value (`BlendEnable = mode != OPAQUE`).
  case BO_EQ:
    return A == B;
  case BO_NE:
    return A != B;
  case BO_LT:
    return A < B;
  case BO_GT:
    return A > B;
  case BO_LE:
    return A <= B;
  case BO_GE:
    return A >= B;
  default:
    return std::nullopt;
  }
}

void ValueModel::Engine::evalObject(State &S, const Expr *E) {
  if (!E)
    return;
  uint64_t Size = sizeOf(E->getType());
  if (!Size) {
    eval(S, E);
    return;
  }
  init(S, {tempRoot(E), 0, 0}, E->getType(), E);
}

std::optional<Loc> ValueModel::Engine::variable(State &S, const VarDecl *VD,
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
    if (Ref && Ref->refersToEnclosingVariableOrCapture() && !capturedByRef(VD))
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

bool ValueModel::Engine::capturedByRef(const VarDecl *VD) {
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

std::optional<Loc> ValueModel::Engine::lvalue(State &S, const Expr *E) {
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
    // Somewhere past a pointer: anywhere in what it points to from there.
    if (!Extent)
      Extent = UnknownReach;
    if (Index.Kind != Value::Int || !Element || Base->Span)
      return Loc{Base->Root, Base->Offset, Base->Span ? Base->Span : Extent,
                 Index.Kind == Value::Deferred ||
                     Index.Kind == Value::Argument};
    std::optional<int64_t> Scaled =
        arithmetic(BO_Mul, Index.Number, int64_t(Element));
    if (!Scaled || *Scaled < 0)
      return Loc{Base->Root, Base->Offset, Base->Span ? Base->Span : Extent};
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
    case CK_LValueBitCast:         // `reinterpret_cast<T &>(bytes[n])`
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
  // A container's element: with the span an unknown index covers.
  if (const auto *Call = dyn_cast<CallExpr>(E); Call && E->isGLValue())
    if (const auto *MD =
            dyn_cast_or_null<CXXMethodDecl>(Call->getDirectCallee());
        MD && followedContainer(MD->getParent()) != Container::None) {
      LastElement.first = nullptr;
      Value V = call(S, Call, std::nullopt);
      if (LastElement.first == Call)
        return LastElement.second;
      return deref(V);
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
  // `T &Member{Object}`: braces around the object a reference binds to.
  if (const auto *List = dyn_cast<InitListExpr>(E);
      List && E->isGLValue() && List->getNumInits() == 1)
    return lvalue(S, List->getInit(0));
  if (isa<CallExpr>(E) || isa<CXXConstructExpr>(E) || isa<InitListExpr>(E))
    if (isObjectType(E->getType()) && !E->isGLValue()) {
      Loc L{tempRoot(E), 0, 0};
      init(S, L, E->getType(), E);
      return L;
    }
  // An object this does not place (__func__, __PRETTY_FUNCTION__): its
  // operands' effects only; eval() asks lvalue() where an object is, and
  // asking back would never end.
  if (E->isGLValue() && isObjectType(E->getType())) {
    evalOperands(S, E);
    return std::nullopt;
  }
  eval(S, E);
  return std::nullopt;
}

} // namespace psolint
