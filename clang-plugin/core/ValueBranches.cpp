//===- ValueBranches.cpp - The value model: branches ----------------------===//
//
// The decisions a path records, and the branches its values decide: the
// edges a constant condition rules out, the test an edge makes of what a
// caller passes, and whether a caller's arguments agree with it.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

using namespace clang;
using namespace llvm;

namespace psolint {

void ValueModel::Engine::appendDecision(State &S, const Decision &D) {
  if (S.Trail.size() >= MaxTrail) {
    S.Truncated = true;
    return;
  }
  S.Trail.push_back(D);
}

/// Whether a terminator branches two ways on its condition, the true edge
/// first: if, while, for, do, `&&`, `||` and `?:`.
static bool isTwoWay(const Stmt *Terminator) {
  return isa<IfStmt>(Terminator) || isa<WhileStmt>(Terminator) ||
         isa<ForStmt>(Terminator) || isa<DoStmt>(Terminator) ||
         isa<BinaryOperator>(Terminator) ||
         isa<AbstractConditionalOperator>(Terminator);
}

std::optional<bool> ValueModel::Engine::caseMatches(const CaseStmt &Case,
                                                    int64_t N) {
  std::optional<int64_t> Low = constantInt(Case.getLHS());
  std::optional<int64_t> High =
      Case.getRHS() ? constantInt(Case.getRHS()) : Low;
  if (!Low || !High)
    return std::nullopt;
  return *Low <= N && N <= *High;
}

bool ValueModel::Engine::ruledOut(const CFGBlock &Block, unsigned I) {
  const Stmt *Terminator = Block.getTerminatorStmt();
  if (!Terminator)
    return false;
  if (const auto *Switch = dyn_cast<SwitchStmt>(Terminator)) {
    // A case whose value is the condition's; the default (the last edge)
    // where none is.
    const Expr *Cond = Switch->getCond();
    std::optional<int64_t> Value = Cond ? constantInt(Cond) : std::nullopt;
    if (!Value)
      return false;
    auto Matches = [&](const CFGBlock *To) {
      const auto *Case =
          To ? dyn_cast_or_null<CaseStmt>(To->getLabel()) : nullptr;
      return Case && caseMatches(*Case, *Value).value_or(false);
    };
    const CFGBlock *To = Block.succ_begin()[I].getReachableBlock();
    if (To && isa_and_nonnull<CaseStmt>(To->getLabel()))
      return !Matches(To);
    return llvm::any_of(Block.succs(), [&](const CFGBlock::AdjacentBlock &S) {
      return Matches(S.getReachableBlock());
    });
  }
  // if, while, for, do, `&&`, `||` and `?:`: the true edge, then the false.
  if (Block.succ_size() != 2)
    return false;
  const auto *Cond = dyn_cast_or_null<Expr>(Block.getTerminatorCondition());
  if (!Cond || !isTwoWay(Terminator))
    return false;
  std::optional<int64_t> Value = constantInt(Cond);
  return Value && (*Value != 0) != (I == 0);
}

unsigned ValueModel::Engine::testIndex(const BranchTest &T) {
  auto [It, New] = TestIndex.try_emplace(T.key(), Tests.size());
  if (New)
    Tests.push_back(T);
  return It->second;
}

std::optional<BranchTest>
ValueModel::Engine::branchTest(State &S, const CFGBlock &Block, unsigned I) {
  const Stmt *Terminator = Block.getTerminatorStmt();
  BranchTest T;
  const Expr *Cond = nullptr;
  if (const auto *Switch = dyn_cast<SwitchStmt>(Terminator)) {
    // A case edge tests the condition against the case's value.
    // A case edge tests the condition against the case's value; the
    // default edge (the last), against all of them.
    const CFGBlock *To = Block.succ_begin()[I].getReachableBlock();
    const auto *Case =
        To ? dyn_cast_or_null<CaseStmt>(To->getLabel()) : nullptr;
    if (Case) {
      std::optional<int64_t> Value =
          Case->getRHS() ? std::nullopt : constantInt(Case->getLHS());
      if (!Value)
        return std::nullopt;
      T.Op = BranchTest::Equal;
      T.Against = *Value;
    } else if (I + 1 == Block.succ_size()) {
      T.Default = Switch;
    } else {
      return std::nullopt;
    }
    Cond = Switch->getCond();
    T.Holds = true;
  } else {
    if (Block.succ_size() != 2 || !isTwoWay(Terminator))
      return std::nullopt;
    Cond = dyn_cast_or_null<Expr>(Block.getTerminatorCondition());
    // The block that ends a statement's `a && b` has evaluated b: the path
    // into it already decided a.
    while (Cond && !isa<BinaryOperator>(Terminator))
      if (const auto *Logic =
              dyn_cast<BinaryOperator>(Cond->IgnoreParenImpCasts());
          Logic && Logic->isLogicalOp())
        Cond = Logic->getRHS();
      else
        break;
    // The true edge first; `!` and `!=` turn the test's outcome round.
    T.Holds = I == 0;
    while (Cond) {
      Cond = Cond->IgnoreParenImpCasts();
      if (const auto *Not = dyn_cast<UnaryOperator>(Cond);
          Not && Not->getOpcode() == UO_LNot) {
        T.Holds = !T.Holds;
        Cond = Not->getSubExpr();
        continue;
      }
      break;
    }
    if (const auto *Compare = dyn_cast_or_null<BinaryOperator>(Cond);
        Compare && Compare->isComparisonOp()) {
      // The value on the left, the constant on the right.
      BinaryOperatorKind Opcode = Compare->getOpcode();
      // A bound is a constant, or a variable the path knows (`i < count`
      // in a helper whose caller passes the count).
      auto Known = [&](const Expr *E) -> std::optional<int64_t> {
        const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
        if (!Ref || !isa<VarDecl>(Ref->getDecl()) ||
            !Ref->getType()->isIntegralOrEnumerationType())
          return std::nullopt;
        std::optional<Loc> L = lvalue(S, Ref);
        if (!L || L->Span)
          return std::nullopt;
        Value V = readScalar(S, *L, Ref->getType());
        return V.Kind == Value::Int ? std::optional<int64_t>(V.Number)
                                    : std::nullopt;
      };
      const Expr *Side = Compare->getLHS();
      std::optional<int64_t> Value = constantInt(Compare->getRHS());
      if (!Value && (Value = constantInt(Compare->getLHS()))) {
        Side = Compare->getRHS();
        Opcode = BinaryOperator::reverseComparisonOp(Opcode);
      }
      if (!Value && !(Value = Known(Compare->getRHS())) &&
          (Value = Known(Compare->getLHS()))) {
        Side = Compare->getRHS();
        Opcode = BinaryOperator::reverseComparisonOp(Opcode);
      }
      if (!Value)
        return std::nullopt;
      Cond = Side;
      T.Against = *Value;
      switch (Opcode) {
      case BO_EQ:
      case BO_NE:
        T.Op = BranchTest::Equal;
        break;
      case BO_LT:
      case BO_GE:
        T.Op = BranchTest::Less;
        break;
      case BO_LE:
      case BO_GT:
        if (*Value == INT64_MAX)
          return std::nullopt;
        T.Op = BranchTest::Less;
        T.Against = *Value + 1;
        break;
      default:
        return std::nullopt;
      }
      if (Opcode == BO_NE || Opcode == BO_GE || Opcode == BO_GT)
        T.Holds = !T.Holds;
      // Both sides converted to one type: the order is that type's.
      QualType Common = Compare->getLHS()->getType();
      T.Unsigned = Common->isUnsignedIntegerOrEnumerationType();
      // An unsigned bound the model holds as negative is past INT64_MAX:
      // no order it keeps. (A value held as negative decides nothing
      // either, see holds().)
      if (T.Op == BranchTest::Less && T.Against < 0 && T.Unsigned)
        return std::nullopt;
    }
  }
  if (!Cond)
    return std::nullopt;
  // Only a read the path can repeat: a variable or a field of one.
  const Expr *Read = Cond->IgnoreParenImpCasts();
  if (!Read->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  for (const Expr *Part = Read;;) {
    if (const auto *Ref = dyn_cast<DeclRefExpr>(Part)) {
      if (!isa<VarDecl>(Ref->getDecl()))
        return std::nullopt;
      break;
    }
    if (isa<CXXThisExpr>(Part))
      break;
    const auto *Member = dyn_cast<MemberExpr>(Part);
    if (!Member || !isa<FieldDecl>(Member->getMemberDecl()))
      return std::nullopt;
    Part = Member->getBase()->IgnoreParenImpCasts();
  }
  std::optional<Loc> L = lvalue(S, Read);
  if (!L || L->Span)
    return std::nullopt;
  T.Tested = readScalar(S, *L, Read->getType());
  T.Tested.Site = nullptr;
  T.Tested.Via = nullptr;
  return T;
}

bool ValueModel::Engine::holds(const BranchTest &T, int64_t N) {
  bool Outcome;
  if (T.Default) {
    // The default is taken where no case's value (nor range) is N.
    Outcome = true;
    for (const SwitchCase *SC = T.Default->getSwitchCaseList(); SC;
         SC = SC->getNextSwitchCase())
      if (const auto *Case = dyn_cast<CaseStmt>(SC)) {
        std::optional<bool> Match = caseMatches(*Case, N);
        if (!Match)
          return true; // a case the model cannot read: it may be N
        if (*Match)
          Outcome = false;
      }
  } else if (T.Op == BranchTest::Less) {
    // An unsigned value the model holds as negative is not one the order
    // of the program's type knows: the test says nothing.
    if (T.Unsigned && N < 0)
      return true;
    Outcome = N < T.Against;
  } else {
    Outcome = T.Op == BranchTest::Equal ? N == T.Against : N != 0;
  }
  return Outcome == T.Holds;
}

bool ValueModel::Engine::agrees(ArrayRef<Decision> Trail, const Binding &B) {
  for (const Decision &D : Trail)
    if (D.Test) {
      const BranchTest &T = Tests[D.Test];
      Value V = substitute(T.Tested, B);
      if (V.Kind == Value::Int && !holds(T, V.Number))
        return false;
    }
  return true;
}

std::optional<unsigned> ValueModel::Engine::rebase(unsigned Test,
                                                   const Binding &B) {
  if (!Test)
    return 0;
  BranchTest T = Tests[Test];
  T.Tested = substitute(T.Tested, B);
  T.Tested.Site = nullptr;
  T.Tested.Via = nullptr;
  if (T.Tested.Kind == Value::Int && holds(T, T.Tested.Number))
    return std::nullopt;
  if (T.Tested.Kind != Value::Argument && T.Tested.Kind != Value::Deferred)
    return 0;
  return testIndex(T);
}

} // namespace psolint
