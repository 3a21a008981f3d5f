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
    // The callee's read of a constant the caller passed moved the value;
    // the bytes of the caller's own caller are judged where they land.
    if (V.Copy && R.Kind == Value::Deferred && !R.Copy)
      R.Copy = V.Copy;
    else if (V.Copy && R.Site && Roots[From->Root].Kind == RootKind::Constant) {
      R.Copy = V.Copy;
      R.Via = B.LibraryCallee ? nullptr : B.Call;
      noteConstantRead(V.Copy, R.Site);
    }
    // A pointer the callee made of the caller's (a container's data()) is
    // named where the callee made it.
    if (R.Kind == Value::Pointer && V.Site) {
      R.Site = V.Site;
      R.Via = B.LibraryCallee ? nullptr : B.Call;
    }
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
  if (Info.Kind == RootKind::Elements) {
    // The elements of the vector the callee's vector is in the caller.
    std::optional<Loc> Vector = mapRoot(Info.Parent, B);
    if (!Vector || Vector->Span)
      return std::nullopt;
    return Loc{elementsRoot({Vector->Root, Vector->Offset + Info.Offset, 0}), 0,
               0};
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
      // The callee read another slot of the object it stores to
      // (`desc->RTVFormats[1] = desc->RTVFormats[0]`): a slot copy.
      if (L.V.Kind == Value::Deferred && L.V.Copy && V.Site && !V.Copy)
        if (std::optional<Loc> From = mapRoot(L.V.Root, B))
          if (!From->Span && From->Root == To->Root &&
              From->Offset + L.V.Number != To->Offset + int64_t(Key.second)) {
            V.Copy = L.V.Copy;
            V.Via = B.LibraryCallee ? nullptr : B.Call;
          }
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
                 {From->Root, From->Offset + L.V.Number, 0}, L.Size, L.V.Copy,
                 B.LibraryCallee ? nullptr : B.Call);
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
  auto Sum = std::make_unique<Summary>();
  if (!interpretCallee(FD, *Sum, nullptr))
    return nullptr; // recursion, or too deep: an unknown call
  Summary *Result = Sum->Valid ? Sum.get() : nullptr;
  Summaries[FD] = std::move(Sum);
  return Result;
}

bool ValueModel::Engine::interpretCallee(const FunctionDecl *FD, Summary &Sum,
                                         const Specialised *Seed) {
  if (InProgress.count(FD) || Depth >= MaxDepth)
    return false;
  InProgress.insert(FD);
  ++Depth;
  // Save the caller's interpretation context.
  const FunctionDecl *OuterFn = Fn;
  DenseSet<const Expr *> OuterStatements = std::move(StatementExprs);
  DenseSet<const Expr *> OuterInits = std::move(InitializerExprs);
  std::vector<PendingUse> *OuterUses = BlockUses;
  unsigned OuterSteps = Steps;
  bool OuterAborted = Aborted;
  bool OuterWants = WantsContext;
  Steps = 0;
  Aborted = false;
  WantsContext = false;
  interpret(FD, Sum, Seed);
  Sum.WantsContext = WantsContext;
  if (getenv("PSOLINT_DUMP_SUMMARIES"))
    errs() << (Seed ? "specialised " : "summary ")
           << FD->getQualifiedNameAsString() << " steps " << Steps
           << (Sum.Valid ? "" : " invalid")
           << (Sum.WantsContext ? " wants its caller's values" : "") << "\n";
  Fn = OuterFn;
  StatementExprs = std::move(OuterStatements);
  InitializerExprs = std::move(OuterInits);
  BlockUses = OuterUses;
  Steps = OuterSteps;
  Aborted = OuterAborted;
  WantsContext = OuterWants;
  --Depth;
  InProgress.erase(FD);
  return true;
}

/// Whether a value is one a caller knows for certain.
static bool concrete(const Value &V) {
  return V.Kind == Value::Int || V.Kind == Value::Pointer ||
         V.Kind == Value::NonNull;
}

Summary *ValueModel::Engine::specialise(const FunctionDecl *FD,
                                        const Binding &B, const State &S) {
  auto Seed = std::make_unique<Specialised>();
  bool Any = false;
  // A pointer the caller holds into an object the callee is handed points,
  // in the callee, into the callee's root for it (a stream desc whose
  // pPipelineStateSubobjectStream points into the same builder): what the
  // callee writes through it then lands where its reads of that object
  // look, and maps back to the caller with the rest.
  auto Rebase = [&](State::Leaf Leaf) {
    if (Leaf.Kind != State::Scalar || Leaf.V.Kind != Value::Pointer)
      return Leaf;
    for (const auto &[Root, L] : B.Roots)
      if (!L.Span && L.Root == Leaf.V.Root && Leaf.V.Number >= L.Offset &&
          (Roots[Root].Kind == RootKind::Entry ||
           Roots[Root].Kind == RootKind::This)) {
        Leaf.V.Root = Root;
        Leaf.V.Number -= L.Offset;
        return Leaf;
      }
    return Leaf;
  };
  // The caller's known bytes of each object the callee is handed.
  for (const auto &[Root, L] : B.Roots) {
    const RootInfo &Info = Roots[Root];
    if (L.Span || S.escaped(L.Root) ||
        (Info.Kind != RootKind::Entry && Info.Kind != RootKind::This))
      continue;
    QualType T;
    if (Info.Kind == RootKind::This)
      T = compat::tagType(Ctx, cast<CXXMethodDecl>(FD)->getParent());
    else
      T = static_cast<const ParmVarDecl *>(Info.Key)
              ->getType()
              .getNonReferenceType();
    // A pointer parameter's root is the object it points to.
    if (T->isPointerType())
      T = T->getPointeeType();
    uint64_t Size = T->isIncompleteType() ? 0 : sizeOf(T);
    const RootLeaves *Leaves = leavesOf(S, L.Root);
    if (!Size || !Leaves)
      continue;
    uint64_t Begin = L.Offset, End = Begin + Size;
    auto [First, Last] = Leaves->overlapping(Begin, End);
    for (auto It = First; It != Last; ++It) {
      const State::Leaf &Leaf = It->second;
      if (It->first < Begin || It->first + Leaf.Size > End ||
          (Leaf.Kind != State::Zero &&
           !(Leaf.Kind == State::Scalar && concrete(Leaf.V))))
        continue;
      Seed->Seed.Leaves.mutOf(Root).append(It->first - Begin, Rebase(Leaf));
      Any = true;
    }
  }
  for (const ParmVarDecl *PVD : FD->parameters()) {
    auto It = B.Args.find(PVD);
    // A pointer to an object the caller follows stays the callee's own
    // root for it, seeded above: the callee reads that object there.
    if (It != B.Args.end() && concrete(It->second) &&
        !(It->second.Kind == Value::Pointer && B.Roots.count(entryRoot(PVD)))) {
      Seed->Args.push_back({PVD, It->second});
      Any = true;
    }
  }
  if (!Any)
    return nullptr;
  auto &Kept = SpecialisedSummaries[FD];
  for (const std::unique_ptr<Specialised> &Old : Kept)
    if (Old->Seed.sameContents(Seed->Seed) &&
        llvm::equal(Old->Args, Seed->Args, [](const auto &A, const auto &B) {
          return A.first == B.first && A.second.sameAs(B.second);
        }))
      return Old->Sum.Valid ? &Old->Sum : nullptr;
  if (Kept.size() >= MaxSpecialised)
    return nullptr;
  Specialised *Mine = Seed.get();
  Kept.push_back(std::move(Seed));
  if (!interpretCallee(FD, Mine->Sum, Mine))
    return nullptr;
  return Mine->Sum.Valid ? &Mine->Sum : nullptr;
}

} // namespace psolint
