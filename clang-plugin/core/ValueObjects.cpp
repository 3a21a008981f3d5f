//===- ValueObjects.cpp - The value model: objects ------------------------===//
//
// Roots, leaves, layout: the objects a state follows.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

using namespace clang;
using namespace llvm;

namespace psolint {

Value ValueModel::Engine::readLeaf(const State &S, RootId R, uint64_t Offset,
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
    Z.Copy = L.V.Copy;
    return Z;
  }
  if (L.Kind == State::Scalar && Begin == Offset && L.Size == Size)
    return L.V;
  return Value();
}

Value ValueModel::Engine::readOrDefer(const State &S, RootId R, int64_t Offset,
                                      uint64_t Width, bool Symbolic) const {
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

void ValueModel::Engine::escape(State &S, RootId R) {
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

void ValueModel::Engine::copyFrom(State &S, Loc Dst, const State &FromState,
                                  Loc Src, uint64_t Size, const Expr *CopySite,
                                  const Expr *CopyVia) {
  if (Dst.Span) {
    spanWrite(S, Dst);
    return;
  }
  if (Src.Span) {
    clobber(S, Dst.Root, Dst.Offset, Size);
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
      // The caller's bytes this copy moves: whether it moves values (from
      // a constant, or within one object) is known where the summary lands.
      L.V.Copy = CopySite;
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
  bool Moves = CopySite && movesValues(Dst, Src);
  if (Moves && Roots[Src.Root].Kind == RootKind::Constant)
    for (auto &[Offset, L] : Pieces)
      noteConstantRead(CopySite, L.V.Site);
  clobber(S, Dst.Root, Dst.Offset, Size);
  for (auto &[Offset, L] : Pieces) {
    if (Moves && L.Kind != State::CopyOf) {
      // Stored here, by this function's copy (a summary names its call).
      L.V.Copy = CopySite;
      L.V.Via = CopyVia;
    }
    put(S, Dst.Root, Dst.Offset + Offset, L.Size, L.Kind, L.V);
  }
}

uint64_t ValueModel::Engine::sizeOf(QualType T) const {
  if (T.isNull())
    return 0;
  auto [It, New] = Sizes.try_emplace(T.getTypePtr(), 0);
  if (New)
    It->second = computeSize(T);
  return It->second;
}

uint64_t ValueModel::Engine::computeSize(QualType T) const {
  if (T->containsErrors() || T->isUndeducedType() || T->isIncompleteType() ||
      T->isDependentType() || T->isReferenceType() || T->isFunctionType() ||
      T->isVoidType() || T->isSizelessType())
    return 0;
  QualType Element = T;
  while (const ArrayType *AT = Ctx.getAsArrayType(Element))
    Element = AT->getElementType();
  if (const RecordDecl *RD = compat::recordOf(Element))
    if (RD->isInvalidDecl() || !RD->isCompleteDefinition())
      return 0;
  return Ctx.getTypeSizeInChars(T).getQuantity();
}

void ValueModel::Engine::writeScalar(State &S, Loc D, QualType T, Value V) {
  uint64_t Size = sizeOf(T);
  if (D.Span) {
    spanWrite(S, D);
    return;
  }
  if (T->isBooleanType() && V.Kind == Value::Int)
    V.Number = V.Number != 0;
  if (V.Kind == Value::Unknown)
    clobber(S, D.Root, D.Offset, Size);
  else
    put(S, D.Root, D.Offset, Size, State::Scalar, V);
}

void ValueModel::Engine::materialize(RootId R) {
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

} // namespace psolint
