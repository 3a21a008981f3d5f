//===- ValueSummaries.cpp - The value model: summaries --------------------===//
//
// Summaries: a callee's effects applied in its caller.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace clang;
using namespace llvm;

namespace psolint {

Value ValueModel::Engine::substitute(Value V, const Binding &B) {
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
  bool LibraryCallee = B.LibraryCallee;
  if (LibraryCallee && V.Site && inSystemHeader(V.Site, V.Site->getExprLoc()))
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

std::optional<Loc> ValueModel::Engine::mapRoot(RootId R, const Binding &B) {
  auto It = B.Roots.find(R);
  if (It != B.Roots.end())
    return It->second;
  const RootInfo &Info = Roots[R];
  if (Info.Kind == RootKind::Constant)
    return Loc{R, 0, 0};
  if (Info.Kind == RootKind::Through && Info.Owner == B.Callee) {
    // Where the pointer the caller held at the call points; nowhere it
    // follows when that is not known (then no followed object it could
    // reach is unescaped).
    std::optional<Loc> Parent = mapRoot(Info.Parent, B);
    if (!Parent || Parent->Span || !B.Caller)
      return std::nullopt;
    return deref(readScalarAt(*B.Caller, Parent->Root,
                              Parent->Offset + Info.Offset, Info.Width));
  }
  if (Info.Kind == RootKind::Entry || Info.Kind == RootKind::This ||
      Info.Kind == RootKind::Return)
    if (Info.Owner == B.Callee)
      return std::nullopt;
  // Locals and temporaries of the callee are dropped from exits, kept in
  // uses; roots of other functions (a lambda's captures) are shared.
  return Loc{R, 0, 0};
}

void ValueModel::Engine::applyInPlace(State &R, const State &Caller,
                                      const State &Callee, const Binding &B,
                                      bool ForUse) {
  B.Caller = &Caller;
  // The callee's tests in the caller's terms, read before the callee's
  // writes land (Caller may be R).
  bool Inherits = !B.LibraryCallee;
  SmallVector<std::optional<unsigned>, 4> Rebased;
  if (Inherits)
    for (const Decision &D : Callee.Trail)
      Rebased.push_back(rebase(D.Test, B));
  // The scalars and fills of one callee root land in one pass over the
  // caller's root they map to (a constructor writes dozens).
  RootId BatchTo = 0;
  SmallVector<RootLeaves::value_type, 32> Batch;
  auto Flush = [&] {
    if (!Batch.empty() && !R.escaped(BatchTo) &&
        Roots[BatchTo].Kind != RootKind::Constant)
      R.Leaves.mutOf(BatchTo).putAll(Batch);
    Batch.clear();
  };
  // Where the callee root of the leaves at hand lands; asked once a root.
  std::optional<Loc> To;
  std::optional<RootId> At;
  for (const auto &[Key, L] : Callee.Leaves) {
    if (Key.first != At) {
      Flush();
      At = Key.first;
      To = !ForUse && B.Copies.count(Key.first) ? std::nullopt
                                                : mapRoot(Key.first, B);
      // A root the caller cannot place loses the whole span it may be.
      if (To && To->Span)
        clobber(R, To->Root, To->Offset, To->Span);
    }
    if (!To || To->Span)
      continue;
    if (L.Kind != State::CopyOf) {
      Value V = L.Kind == State::Clobbered ? Value() : substitute(L.V, B);
      State::LeafKind Kind = L.Kind;
      if (L.Kind == State::Scalar && V.Kind == Value::Unknown)
        Kind = State::Clobbered;
      if (L.Size) {
        BatchTo = To->Root;
        Batch.push_back(
            {To->Offset + Key.second, State::Leaf{L.Size, Kind, V}});
      }
      continue;
    }
    Flush();
    {
      // The caller's bytes, as they were when the callee started.
      std::optional<Loc> From = mapRoot(L.V.Root, B);
      if (From && !From->Span)
        copyFrom(R, {To->Root, To->Offset + int64_t(Key.second), 0}, Caller,
                 {From->Root, From->Offset + L.V.Number, 0}, L.Size);
      else
        clobber(R, To->Root, To->Offset + Key.second, L.Size);
    }
  }
  Flush();
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
  if (Inherits)
    for (auto [D, Test] : llvm::zip(Callee.Trail, Rebased))
      if (Test) { // a decision the caller's values settle is no choice here
        Decision Mine = D;
        Mine.Inherited = true;
        Mine.Test = *Test;
        appendDecision(R, Mine);
      }
}

Summary *ValueModel::Engine::summarize(const FunctionDecl *FD) {
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
  DenseSet<const Expr *> OuterStatements = std::move(StatementExprs);
  DenseSet<const Expr *> OuterInits = std::move(InitializerExprs);
  std::vector<PendingUse> *OuterUses = BlockUses;
  unsigned OuterSteps = Steps;
  bool OuterAborted = Aborted;
  Steps = 0;
  Aborted = false;
  interpret(FD, *Sum);
  if (getenv("PSOLINT_DUMP_SUMMARIES"))
    errs() << "summary " << FD->getQualifiedNameAsString() << " steps " << Steps
           << (Sum->Valid ? "" : " invalid") << "\n";
  Fn = OuterFn;
  StatementExprs = std::move(OuterStatements);
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

} // namespace psolint
