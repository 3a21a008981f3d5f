//===- ValueInterpreter.cpp - The value model: the worklist ---------------===//
//
// The worklist over the CFG: paths, joins, statements.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

using namespace clang;
using namespace llvm;

namespace psolint {

bool ValueModel::Engine::joinInto(State &S, const State &Other,
                                  bool MarkMerged) {
  bool LeavesDiffer = S.Leaves.joinWith(Other.Leaves);
  if (!LeavesDiffer && S.Escaped == Other.Escaped &&
      S.Consumed == Other.Consumed)
    return intersectTrail(S, Other);
  size_t Escaped = S.Escaped.size(), Consumed = S.Consumed.size();
  // Nothing is known of a root either path let escape. A root escaped on
  // both has leaves on neither; one escaped on one side only may have
  // leaves from the other (the join above clobbered them in).
  if (S.Escaped != Other.Escaped) {
    SmallVector<RootId, 4> OneSide;
    std::set_symmetric_difference(S.Escaped.begin(), S.Escaped.end(),
                                  Other.Escaped.begin(), Other.Escaped.end(),
                                  std::back_inserter(OneSide));
    for (RootId R : OneSide) {
      S.Leaves.erase(R);
      if (!S.escaped(R))
        S.Escaped.insert(llvm::upper_bound(S.Escaped, R), R);
    }
  }
  for (RootId R : Other.Consumed)
    consume(S, R);
  bool Changed = intersectTrail(S, Other);
  Changed |= MarkMerged && !S.Merged;
  S.Merged |= MarkMerged;
  return Changed || LeavesDiffer || S.Escaped.size() != Escaped ||
         S.Consumed.size() != Consumed;
}

bool ValueModel::Engine::intersectTrail(State &S, const State &Other) {
  size_t Before = S.Trail.size();
  bool Flags = S.Truncated || S.Merged;
  llvm::erase_if(S.Trail, [&](Decision &D) {
    auto Same = llvm::find(Other.Trail, D);
    if (Same == Other.Trail.end())
      return true;
    if (Same->Test != D.Test)
      D.Test = 0; // the paths tested different values there
    return false;
  });
  S.Truncated |= Other.Truncated;
  S.Merged |= Other.Merged;
  return S.Trail.size() != Before || (S.Truncated || S.Merged) != Flags;
}

static bool isLoop(const Stmt *S) {
  return isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) ||
         isa<CXXForRangeStmt>(S);
}

static bool isPass(const Decision &D) { return D.Pass; }

bool ValueModel::Engine::ownCode(const FunctionDecl *FD) const {
  if (isLibrary(FD))
    return false;
  const auto *MD = dyn_cast<CXXMethodDecl>(FD);
  return !MD || !isHelperClass(MD->getParent());
}

/// Whether two paths are in the same passes of the loops their values
/// decide.
static bool samePasses(const State &A, const State &B) {
  auto PA = llvm::make_filter_range(A.Trail, isPass);
  auto PB = llvm::make_filter_range(B.Trail, isPass);
  return std::equal(PA.begin(), PA.end(), PB.begin(), PB.end());
}

const DenseSet<const Stmt *> &ValueModel::Engine::branchesIn(const Stmt *Loop) {
  auto [It, New] = LoopBranches.try_emplace(Loop);
  if (New) {
    SmallVector<const Stmt *, 32> Work{Loop};
    while (!Work.empty()) {
      const Stmt *S = Work.pop_back_val();
      if (!S)
        continue;
      It->second.insert(S);
      for (const Stmt *Child : S->children())
        Work.push_back(Child);
    }
  }
  return It->second;
}

bool ValueModel::Engine::dropLoopDecisions(State &S, const Stmt *Loop,
                                           bool KeepPass) {
  bool TruncatedBefore = S.Truncated;
  for (const Decision &D : S.Trail)
    if (D.Pass && D.Branch == Loop)
      TruncatedBefore = D.TruncatedBefore;
  const DenseSet<const Stmt *> &Inside = branchesIn(Loop);
  llvm::erase_if(S.Trail, [&](const Decision &D) {
    return Inside.count(D.Branch) && !(KeepPass && D.Pass && D.Branch == Loop);
  });
  S.Truncated = TruncatedBefore;
  return TruncatedBefore;
}

void ValueModel::Engine::enterPass(State &S, const Stmt *Loop,
                                   std::optional<int64_t> Round) {
  bool TruncatedBefore = dropLoopDecisions(S, Loop, /*KeepPass=*/false);
  if (!Round)
    return;
  Decision D{Loop, 0, nullptr};
  D.Pass = true;
  D.Round = *Round;
  D.TruncatedBefore = TruncatedBefore;
  appendDecision(S, D);
}

bool ValueModel::Engine::merge(SmallVectorImpl<State> &Into, State S,
                               bool JoinAll, bool AtPass) {
  bool Passes = llvm::any_of(S.Trail, isPass);
  if (!Passes && llvm::none_of(Into, [](const State &Old) {
        return llvm::any_of(Old.Trail, isPass);
      }))
    return mergePaths(Into, std::move(S), JoinAll);
  // Each pass of a loop its values decide is judged on its own: the paths
  // of one pass merge as any do, those of different passes stay apart. Past
  // MaxPasses of them the passes are no longer told apart (the counter's
  // value is then joined, and the loop ends the way any loop does).
  SmallVector<State, 2> Group, Rest;
  unsigned Groups = 0;
  for (State &Old : Into) {
    if (samePasses(Old, S)) {
      Group.push_back(std::move(Old));
      continue;
    }
    if (llvm::none_of(Rest, [&](const State &R) { return samePasses(R, Old); }))
      ++Groups;
    Rest.push_back(std::move(Old));
  }
  Into.clear();
  if (Group.empty() && Groups >= MaxPasses) {
    auto Forget = [](State &P) {
      if (llvm::any_of(P.Trail, isPass)) {
        llvm::erase_if(P.Trail, isPass);
        P.Merged = true;
      }
    };
    for (State &Old : Rest) {
      Forget(Old);
      mergePaths(Into, std::move(Old), true);
    }
    Forget(S);
    mergePaths(Into, std::move(S), true);
    Into[0].Ran = false;
    return true;
  }
  bool Changed = mergePaths(Group, std::move(S), JoinAll || AtPass, AtPass);
  for (State &Old : Rest)
    Into.push_back(std::move(Old));
  for (State &Old : Group)
    Into.push_back(std::move(Old));
  return Changed;
}

bool ValueModel::Engine::mergePaths(SmallVectorImpl<State> &Into, State S,
                                    bool JoinAll, bool SameTrails) {
  // A state that changes runs again (Ran); a new one gets its serial.
  if (JoinAll && !Into.empty()) {
    // Whether the paths so far, joined with S, say more than Into[0] did.
    bool Changed = false;
    auto Mark = [&](const State &Other) {
      return !SameTrails || Into[0].Trail != Other.Trail;
    };
    for (unsigned I = 1; I < Into.size(); ++I)
      Changed |= joinInto(Into[0], Into[I], Mark(Into[I]));
    Into.resize(1);
    Changed |= joinInto(Into[0], S, Mark(S));
    if (Changed)
      Into[0].Ran = false;
    return Changed;
  }
  for (State &Old : Into)
    if (Old.sameContents(S)) {
      bool Changed = intersectTrail(Old, S);
      if (Changed)
        Old.Ran = false;
      return Changed;
    }
  S.Serial = ++Serials;
  S.Ran = false;
  Into.push_back(std::move(S));
  if (Into.size() > MaxPaths) {
    for (unsigned I = 1; I < Into.size(); ++I)
      joinInto(Into[0], Into[I], true);
    Into.resize(1);
    Into[0].Ran = false;
  }
  return true;
}

bool ValueModel::Engine::executes(const Stmt *S) {
  if (isa<FullExpr>(S))
    return false;
  // A declaration or a return is always a statement of its own.
  const auto *E = dyn_cast<Expr>(S);
  return !E || (!InitializerExprs.count(E) && StatementExprs.count(E));
}

/// The expressions of Body that are a statement's own: those whose nearest
/// enclosing node, parentheses and full-expressions looked through, is a
/// statement other than a declaration or a return (an expression statement,
/// a condition, a for's increment). The CFG lists an expression without the
/// parentheses around it: a condition a macro wraps (`if (SUCCEEDED(
/// Device->CreatePipelineState(...)))`) is still a statement's own. One walk
/// that keeps only these costs half of Clang's ParentMap (which records the
/// parent of every node).
static void collectStatementExprs(const Stmt *Body,
                                  DenseSet<const Expr *> &Out) {
  Out.clear();
  // Each node with the nearest enclosing node that is no wrapper.
  SmallVector<std::pair<const Stmt *, const Stmt *>, 64> Work{{Body, nullptr}};
  while (!Work.empty()) {
    auto [S, Outer] = Work.pop_back_val();
    if (const auto *E = dyn_cast<Expr>(S))
      if (!Outer || (!isa<Expr>(Outer) && !isa<DeclStmt>(Outer) &&
                     !isa<ReturnStmt>(Outer)))
        Out.insert(E);
    const Stmt *Next = isa<FullExpr>(S) || isa<ParenExpr>(S) ? Outer : S;
    for (const Stmt *Child : S->children())
      if (Child)
        Work.push_back({Child, Next});
  }
}

void ValueModel::Engine::execute(State &S, const Stmt *St,
                                 SmallVectorImpl<State> &Out) {
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

std::optional<Loc> ValueModel::Engine::returnedLocal(const Expr *E) {
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

void ValueModel::Engine::splitCall(State &S, const Expr *E,
                                   SmallVectorImpl<State> &Out) {
  const Expr *Bare = E->IgnoreParenImpCasts();
  if (const auto *FE = dyn_cast<FullExpr>(Bare))
    Bare = FE->getSubExpr()->IgnoreParenImpCasts();
  const auto *Call = dyn_cast<CallExpr>(Bare);
  const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
  Summary *Sum = Callee && followable(Callee) &&
                         !isa<CXXOperatorCallExpr>(Call) &&
                         worthFollowing(Callee->getDefinition())
                     ? summarize(Callee->getDefinition())
                     : nullptr;
  if (!Sum || Sum->Exits.size() < 2) {
    eval(S, E);
    Out.push_back(std::move(S));
    return;
  }
  // Apply each exit separately: the same arguments, one path each. An
  // exit whose tests disagree with the arguments is not taken (unless none
  // agrees: then the model knows less than it thinks, and takes them all).
  auto Saved = std::move(Sum->Exits);
  const Expr *OuterSplit = SplitCall;
  size_t First = Out.size();
  SmallVector<State, 4> RuledOut;
  for (State &Exit : Saved) {
    State Path = S;
    Sum->Exits.clear();
    Sum->Exits.push_back(Exit);
    SplitCall = Call;
    SplitExitRuledOut = false;
    eval(Path, E);
    (SplitExitRuledOut ? RuledOut : Out).push_back(std::move(Path));
  }
  SplitCall = OuterSplit;
  SplitExitRuledOut = false;
  if (Out.size() == First)
    for (State &Path : RuledOut)
      Out.push_back(std::move(Path));
  Sum->Exits = std::move(Saved);
}

void ValueModel::Engine::runBlock(
    const CFGBlock &Block, State &&Start, std::vector<PendingUse> &Uses,
    function_ref<void(const CFGBlock *, State &&)> Give) {
  BlockUses = &Uses;
  SmallVector<State, 2> Paths;
  Paths.push_back(std::move(Start));
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
  for (const CFGElement &Element : Block) {
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
  if (Aborted)
    return;
  // The edges a constant condition leaves: where one is left (`do { ... }
  // while (0)` in a macro), taking it is no choice.
  SmallVector<bool, 2> Open;
  unsigned Reachable = 0;
  for (const CFGBlock::AdjacentBlock &Succ : Block.succs())
    Reachable += Open.emplace_back(Succ.getReachableBlock() != nullptr);
  if (Reachable > 1)
    for (unsigned I = 0; I < Open.size(); ++I)
      if (Open[I] && ruledOut(Block, I)) {
        Open[I] = false;
        --Reachable;
      }
  const Stmt *Terminator = Block.getTerminatorStmt();
  unsigned Index = 0;
  for (const CFGBlock::AdjacentBlock &Succ : Block.succs()) {
    unsigned I = Index++;
    const CFGBlock *To = Succ.getReachableBlock();
    if (!Open[I])
      continue;
    for (const State &S : Paths) {
      State Copy = S;
      if (Reachable > 1 && Terminator) {
        // A path whose own values decide the branch takes one edge; a
        // test of what the caller passes is left to the caller.
        Decision D{Terminator, I, To->getLabel()};
        std::optional<BranchTest> T = branchTest(Copy, Block, I);
        if (T && T->Tested.Kind == Value::Int) {
          if (!holds(*T, T->Tested.Number))
            continue; // this path never takes the edge
          // A pass of a loop the path's values decide, in the user's own
          // code (not d3dx12's, wherever its header is): judged on its
          // own, and named by its counter.
          if (isLoop(Terminator) && ownCode(Fn))
            enterPass(Copy, Terminator,
                      I == 0 ? std::optional<int64_t>(T->Tested.Number)
                             : std::nullopt);
        } else {
          if (T && (T->Tested.Kind == Value::Argument ||
                    T->Tested.Kind == Value::Deferred))
            D.Test = testIndex(*T);
          appendDecision(Copy, D); // a choice this path makes
        }
      }
      Give(To, std::move(Copy));
    }
  }
}

void ValueModel::Engine::interpret(const FunctionDecl *FD, Summary &Sum,
                                   const Specialised *Seed) {
  Fn = FD;
  Stmt *Body = FD->getBody();
  if (!Body || FD->isInvalidDecl())
    return;
  CFG::BuildOptions Options;
  // The builder asks the evaluator of every condition, to prune the edges
  // a constant one rules out: a tenth of the model's instructions on a
  // unity TU. The worklist rules them out itself (ruledOut()), asking only
  // what could be a constant.
  Options.PruneTriviallyFalseEdges = false;
  Options.AddInitializers = true;
  Options.AddImplicitDtors = false;
  Options.AddTemporaryDtors = false;
  Options.AddCXXDefaultInitExprInCtors = false;
  std::unique_ptr<CFG> Graph = CFG::buildCFG(FD, Body, &Ctx, Options);
  if (!Graph)
    return;
  collectStatementExprs(Body, StatementExprs);
  InitializerExprs.clear();
  if (const auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->getInit())
        InitializerExprs.insert(Init->getInit());

  // Entry: pointer and scalar parameters hold what the caller passes (in a
  // specialised summary, what this caller passes where it knows).
  State Entry = Seed ? Seed->Seed : State();
  for (const ParmVarDecl *PVD : FD->parameters()) {
    QualType T = PVD->getType();
    if (T->isReferenceType() || isObjectType(T))
      continue;
    Value V;
    V.Kind = Value::Argument;
    V.Param = PVD;
    if (Seed)
      for (const auto &[Param, Passed] : Seed->Args)
        if (Param == PVD)
          V = Passed;
    writeScalar(Entry, {localRoot(PVD), 0, 0}, T, V);
  }

  // Blocks in reverse post-order, the worklist's priority. The search
  // takes a block's successors from the last: a loop's condition lists the
  // body before the exit, and searching the exit first puts the body before
  // the exit in the order, so that a loop settles before the code after it
  // runs (the other way, every pass of a loop ran the rest of the function
  // again: Godot's render_pipeline_create took 52 076 steps, now 10 691).
  std::vector<const CFGBlock *> Order;
  {
    std::vector<bool> Seen(Graph->getNumBlockIDs());
    std::vector<
        std::pair<const CFGBlock *, CFGBlock::const_succ_reverse_iterator>>
        Stack;
    const CFGBlock *Start = &Graph->getEntry();
    Seen[Start->getBlockID()] = true;
    Stack.push_back({Start, Start->succ_rbegin()});
    while (!Stack.empty()) {
      auto &[Block, It] = Stack.back();
      if (It == Block->succ_rend()) {
        Order.push_back(Block);
        Stack.pop_back();
        continue;
      }
      const CFGBlock *Next = It->getReachableBlock();
      ++It;
      if (Next && !Seen[Next->getBlockID()]) {
        Seen[Next->getBlockID()] = true;
        Stack.push_back({Next, Next->succ_rbegin()});
      }
    }
    std::reverse(Order.begin(), Order.end());
  }
  std::vector<unsigned> Rank(Graph->getNumBlockIDs(), ~0u);
  for (unsigned I = 0; I < Order.size(); ++I)
    Rank[Order[I]->getBlockID()] = I;

  // Whether a back edge spans the point before rank R: an edge from a
  // block at R or later to one before R. Where none does, the blocks
  // before R are done once the worklist reaches R, and their input states
  // are let go (the largest function's, Godot's render_pipeline_create,
  // held 2.5 MB of them).
  std::vector<int> Spans(Order.size() + 1);
  for (const CFGBlock *Block : Order)
    for (const CFGBlock::AdjacentBlock &Succ : Block->succs())
      if (const CFGBlock *To = Succ.getReachableBlock())
        if (unsigned From = Rank[Block->getBlockID()],
            Back = Rank[To->getBlockID()];
            Back != ~0u && Back <= From) {
          ++Spans[Back + 1];
          --Spans[From + 1];
        }
  for (size_t R = 1; R < Spans.size(); ++R)
    Spans[R] += Spans[R - 1];
  unsigned Released = 0;

  std::vector<SmallVector<State, 2>> In(Graph->getNumBlockIDs());
  std::vector<unsigned> Visits(Graph->getNumBlockIDs());
  // Arrivals of a pass's paths at a block (see below), by block and pass.
  DenseMap<size_t, unsigned> PassArrivals;
  // A block's uses, by the serial of the input state whose run found them.
  std::vector<std::vector<std::pair<unsigned, PendingUse>>> UsesOf(
      Graph->getNumBlockIDs());
  std::set<unsigned> Work; // by rank
  In[Graph->getEntry().getBlockID()].push_back(Entry);
  Work.insert(0);
  const CFGBlock *ExitBlock = &Graph->getExit();

  while (!Work.empty() && !Aborted) {
    unsigned At = *Work.begin();
    const CFGBlock *Block = Order[At];
    Work.erase(Work.begin());
    if (!Spans[At]) {
      for (; Released < At; ++Released)
        if (Order[Released] != ExitBlock)
          In[Order[Released]->getBlockID()] = SmallVector<State, 2>();
    }
    unsigned ID = Block->getBlockID();
    ++Visits[ID];
    // Only the input states that have not run since they last changed run
    // again: the others' successors have had what they give. Their uses
    // stand; those of states gone or changed go.
    SmallVector<std::pair<unsigned, State>, 2> ToRun;
    {
      SmallVector<unsigned, 4> Stand;
      for (State &S : In[ID]) {
        if (S.Ran)
          Stand.push_back(S.Serial);
        else
          ToRun.push_back({S.Serial, S});
        S.Ran = true;
      }
      llvm::erase_if(UsesOf[ID], [&](const auto &U) {
        return !llvm::is_contained(Stand, U.first);
      });
    }
    for (auto &[Serial, Start] : ToRun) {
      if (Aborted)
        break;
      std::vector<PendingUse> Uses;
      runBlock(
          *Block, std::move(Start), Uses, [&](const CFGBlock *To, State &&S) {
            unsigned ToID = To->getBlockID();
            // Back where a loop its values decide tests its condition again,
            // the paths of the pass are one (their branches inside the pass
            // are the pass's own business).
            const Stmt *Loop = To->getTerminatorStmt();
            bool AtPass = Loop && llvm::any_of(S.Trail, [&](const Decision &D) {
                            return D.Pass && D.Branch == Loop;
                          });
            if (AtPass)
              dropLoopDecisions(S, Loop, /*KeepPass=*/true);
            // A block's visits count all passes: the paths of one pass are
            // joined after as many arrivals of that pass as a block's paths
            // are after visits.
            bool JoinAll = Visits[ToID] >= JoinAfterVisits;
            if (llvm::any_of(S.Trail, isPass)) {
              llvm::hash_code Key = llvm::hash_value(ToID);
              for (const Decision &D : S.Trail)
                if (D.Pass)
                  Key = llvm::hash_combine(Key, D.Branch, D.Round);
              JoinAll = PassArrivals[size_t(Key)]++ >= JoinAfterVisits;
            }
            if (merge(In[ToID], std::move(S), JoinAll, AtPass) &&
                Rank[ToID] != ~0u)
              Work.insert(Rank[ToID]);
          });
      for (PendingUse &U : Uses)
        UsesOf[ID].push_back({Serial, std::move(U)});
    }
  }
  if (Aborted)
    return;

  // Uses, in the order of the blocks.
  for (const CFGBlock *Block : Order)
    for (auto &[Serial, U] : UsesOf[Block->getBlockID()])
      if (Sum.Uses.size() < MaxUsesPerSummary)
        Sum.Uses.push_back(std::move(U));

  // Exits: the function's own locals and temporaries end here. A local
  // desc filled and never handed on is judged where the function ends.
  for (State &S : In[ExitBlock->getBlockID()]) {
    judgeUnconsumedDescs(S, FD, Sum);
    State Kept;
    for (const auto &[Key, L] : S.Leaves) {
      if (endsWith(Key.first, FD))
        continue;
      State::Leaf Copy = L;
      if (Copy.V.Kind == Value::Pointer) {
        if (endsWith(Copy.V.Root, FD)) {
          Copy.V = Value();
          Copy.Kind = State::Clobbered;
        }
      }
      Kept.Leaves.mutOf(Key.first).append(Key.second, Copy);
    }
    for (RootId R : S.Escaped)
      if (!endsWith(R, FD))
        Kept.Escaped.push_back(R);
    for (RootId R : S.Consumed)
      if (!endsWith(R, FD))
        Kept.Consumed.push_back(R);
    Kept.Trail = S.Trail;
    Kept.Merged = S.Merged;
    Kept.Truncated = S.Truncated;
    merge(Sum.Exits, std::move(Kept), false);
  }
  Sum.Valid = true;
}

} // namespace psolint
