//===- ValueConstants.cpp - The value model: integer constants ------------===//
//
// Which expressions are integer constants, and their values: read off the
// tree where that is plain, asked of Clang's evaluator where it may be,
// never asked where the expression's shape rules it out.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

using namespace clang;
using namespace llvm;

namespace psolint {

/// Whether \p E can never be a constant, seen from its shape alone. The
/// evaluator finds that out only after it has set itself up and evaluated
/// every operand, and most integers the model meets (a parameter's field,
/// a member of `this`, a local counter) are not constants: asking it for
/// each cost 2 400 instructions, a quarter of the model's expressions. The
/// answer errs towards "maybe": the evaluator still decides those.
/// - A call of a function that is not constexpr (nor a builtin the
///   evaluator folds) is never a constant: a logging macro's
///   `snprintf(buffer, ...)` cost 25 000 instructions a call in
///   WickedEngine.
/// - Nor is a read of a parameter, of `this`, or of a variable that is not
///   const, nor anything that needs one of them: the evaluator stops at the
///   first operand it cannot evaluate (it folds no `x * 0`), and a `?:` or
///   `&&` whose deciding operand it cannot evaluate fails too.
static bool neverConstant(const Expr *E, const ASTContext &Ctx,
                          unsigned Depth = 0) {
  if (Depth > 8)
    return false;
  E = E->IgnoreParenImpCasts();
  auto Never = [&](const Expr *Sub) {
    return Sub && neverConstant(Sub, Ctx, Depth + 1);
  };
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *FD = Call->getDirectCallee();
    if (!FD)
      return false;
    if (unsigned ID = FD->getBuiltinID())
      return !Ctx.BuiltinInfo.isConstantEvaluated(ID);
    return !FD->isConstexpr();
  }
  if (isa<CXXThisExpr>(E))
    return true;
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *VD = dyn_cast<VarDecl>(Ref->getDecl());
    if (!VD || VD->getType()->isReferenceType())
      return false;
    return isa<ParmVarDecl>(VD) || !VD->getType().isConstQualified();
  }
  if (const auto *Member = dyn_cast<MemberExpr>(E))
    return isa<FieldDecl>(Member->getMemberDecl()) && Never(Member->getBase());
  if (const auto *Subscript = dyn_cast<ArraySubscriptExpr>(E))
    return Never(Subscript->getBase()) || Never(Subscript->getIdx());
  if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E))
    return Never(Cast->getSubExpr());
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    if (Unary->isIncrementDecrementOp())
      return true;
    return Unary->getOpcode() != UO_AddrOf && Never(Unary->getSubExpr());
  }
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    if (Binary->isAssignmentOp())
      return true;
    if (Binary->isLogicalOp())
      return Never(Binary->getLHS()) && Never(Binary->getRHS());
    if (Binary->isCommaOp())
      return false;
    return Never(Binary->getLHS()) || Never(Binary->getRHS());
  }
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E))
    return Never(Cond->getCond()) ||
           (Never(Cond->getTrueExpr()) && Never(Cond->getFalseExpr()));
  return false;
}

/// N (a value as getExtValue() holds it) converted to the integral type T,
/// as C converts: cut to T's width, then extended by T's signedness. No
/// width over 64 bits reaches here.
static std::optional<int64_t> convertInt(int64_t N, QualType T,
                                         const ASTContext &Ctx) {
  if (T->isBooleanType())
    return int64_t(N != 0);
  uint64_t Width = Ctx.getIntWidth(T);
  if (Width > 64)
    return std::nullopt;
  if (Width == 64)
    return N;
  uint64_t Mask = (uint64_t(1) << Width) - 1;
  uint64_t Bits = uint64_t(N) & Mask;
  if (!T->isUnsignedIntegerOrEnumerationType() && (Bits >> (Width - 1)) != 0)
    Bits |= ~Mask;
  return int64_t(Bits);
}

/// The value of a literal, an enumerator, or an integral cast of one, read
/// off the tree: most constants the model meets are those (a tag, a
/// format, `TRUE`), and the evaluator takes 900 instructions to set itself
/// up for each. Anything else is left to it. The value is held as the
/// evaluator's getExtValue() gives it: the type's bits, extended by its
/// signedness.
static std::optional<int64_t> plainConstant(const Expr *E,
                                            const ASTContext &Ctx) {
  E = E->IgnoreParens();
  if (const auto *Literal = dyn_cast<IntegerLiteral>(E)) {
    if (Literal->getValue().getBitWidth() > 64)
      return std::nullopt;
    return int64_t(Literal->getValue().getZExtValue()); // never negative
  }
  if (const auto *Bool = dyn_cast<CXXBoolLiteralExpr>(E))
    return int64_t(Bool->getValue());
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *Enumerator = dyn_cast<EnumConstantDecl>(Ref->getDecl());
    if (!Enumerator || Enumerator->getInitVal().getBitWidth() > 64)
      return std::nullopt;
    return convertInt(Enumerator->getInitVal().getExtValue(), E->getType(),
                      Ctx);
  }
  const auto *Cast = dyn_cast<CastExpr>(E);
  if (!Cast || !Cast->getSubExpr()->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  CastKind Kind = Cast->getCastKind();
  if (Kind != CK_IntegralCast && Kind != CK_NoOp &&
      Kind != CK_IntegralToBoolean)
    return std::nullopt;
  std::optional<int64_t> V = plainConstant(Cast->getSubExpr(), Ctx);
  if (!V || Kind == CK_NoOp)
    return V;
  if (Kind == CK_IntegralToBoolean)
    return int64_t(*V != 0);
  return convertInt(*V, E->getType(), Ctx);
}

std::optional<int64_t> ValueModel::Engine::constantInt(const Expr *E) {
  if (E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  if (!E->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  auto [It, New] = IntegerConstants.try_emplace(E);
  if (!New)
    return It->second;
  if ((It->second = plainConstant(E, Ctx)))
    return It->second;
  if (!neverConstant(E, Ctx)) {
    Expr::EvalResult R;
    if (E->EvaluateAsInt(R, Ctx, Expr::SE_NoSideEffects))
      It->second = R.Val.getInt().getExtValue();
  }
  return It->second;
}

} // namespace psolint
