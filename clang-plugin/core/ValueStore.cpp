//===- ValueStore.cpp - The value model's lattice -------------------------===//
#include "ValueStore.h"

#include <optional>

using namespace llvm;

namespace psolint {

const State::RootLeaves &State::noLeaves() {
  static const RootLeaves None;
  return None;
}

std::pair<State::RootLeaves::const_iterator, State::RootLeaves::const_iterator>
State::RootLeaves::overlapping(uint64_t Begin, uint64_t End) const {
  const_iterator First = lower_bound(Begin);
  if (First != Items.begin()) {
    const_iterator Prev = std::prev(First);
    if (Prev->first + Prev->second.Size > Begin)
      First = Prev;
  }
  const_iterator Last = First;
  while (Last != Items.end() && Last->first < End)
    ++Last;
  return {First, Last};
}

namespace {
/// What is left of Old (at OldBegin) from Begin to End: a range keeps its
/// kind (a copy then starts further into its source); a scalar cut is no
/// longer one.
State::Leaf rest(uint64_t OldBegin, const State::Leaf &Old, uint64_t Begin,
                 uint64_t End) {
  if (Old.Kind == State::Scalar)
    return State::Leaf{End - Begin, State::Clobbered, Value()};
  State::Leaf L{End - Begin, Old.Kind, Old.V};
  if (Old.Kind == State::CopyOf)
    L.V.Number += Begin - OldBegin;
  return L;
}
} // namespace

void State::RootLeaves::put(uint64_t Offset, uint64_t Size, LeafKind Kind,
                            const Value &V) {
  Print = 0;
  uint64_t End = Offset + Size;
  auto [First, Last] = overlapping(Offset, End);
  // At most three leaves replace the ones the write touches: what is left
  // of the first before it, the write, what is left of the last after it.
  value_type New[3];
  unsigned N = 0;
  if (First != Last && First->first < Offset)
    New[N++] = {First->first,
                rest(First->first, First->second, First->first, Offset)};
  New[N++] = {Offset, Leaf{Size, Kind, V}};
  if (First != Last) {
    const value_type &Back = *std::prev(Last);
    uint64_t BackEnd = Back.first + Back.second.Size;
    if (BackEnd > End)
      New[N++] = {End, rest(Back.first, Back.second, End, BackEnd)};
  }
  size_t At = First - Items.begin(), Gone = Last - First;
  if (Gone == N) {
    std::copy(New, New + N, Items.begin() + At);
  } else if (Gone > N) {
    std::copy(New, New + N, Items.begin() + At);
    Items.erase(Items.begin() + At + N, Items.begin() + At + Gone);
  } else {
    std::copy(New, New + Gone, Items.begin() + At);
    Items.insert(Items.begin() + At + Gone, New + Gone, New + N);
  }
}

void State::RootLeaves::putAll(ArrayRef<value_type> Sorted) {
  if (Sorted.empty())
    return;
  if (Sorted.size() == 1) {
    put(Sorted[0].first, Sorted[0].second.Size, Sorted[0].second.Kind,
        Sorted[0].second.V);
    return;
  }
  Print = 0;
  Vector Out;
  Out.reserve(Items.size() + Sorted.size() + 2);
  // The old leaves in order; Pending is what a new leaf left of one.
  size_t I = 0;
  std::optional<value_type> Pending;
  for (const value_type &New : Sorted) {
    uint64_t Begin = New.first, End = Begin + New.second.Size;
    while (Pending || I < Items.size()) {
      const value_type Old = Pending ? *Pending : Items[I];
      uint64_t OldEnd = Old.first + Old.second.Size;
      if (Old.first >= End)
        break; // after this write: it may meet the next
      if (Pending)
        Pending.reset();
      else
        ++I;
      if (OldEnd <= Begin) {
        Out.push_back(Old);
        continue;
      }
      if (Old.first < Begin)
        Out.push_back(
            {Old.first, rest(Old.first, Old.second, Old.first, Begin)});
      if (OldEnd > End) {
        Pending = {End, rest(Old.first, Old.second, End, OldEnd)};
        break;
      }
    }
    if (New.second.Size)
      Out.push_back(New);
  }
  if (Pending)
    Out.push_back(*Pending);
  Out.insert(Out.end(), Items.begin() + I, Items.end());
  Items = std::move(Out);
}

uint64_t State::RootLeaves::fingerprint() const {
  if (Print)
    return Print;
  uint64_t H = 0xcbf29ce484222325ULL;
  auto Mix = [&](uint64_t X) { H = (H ^ X) * 0x100000001b3ULL; };
  for (const value_type &E : Items) {
    const Leaf &L = E.second;
    Mix(E.first);
    Mix(L.Size << 8 | L.Kind);
    Mix(uint64_t(L.V.Number) ^ (uint64_t(L.V.Kind) << 56));
    Mix(uint64_t(L.V.Root) << 32 ^ L.V.Width);
    Mix(reinterpret_cast<uintptr_t>(L.V.Site) ^
        reinterpret_cast<uintptr_t>(L.V.Via) << 1 ^
        reinterpret_cast<uintptr_t>(L.V.Param) << 2 ^
        reinterpret_cast<uintptr_t>(L.V.Copy) << 3);
  }
  Print = H | 1;
  return Print;
}

State::RootLeaves &State::SharedLeaves::mutOf(RootId R) {
  Table &T = own();
  auto It = find(T.Entries, R);
  if (It == T.Entries.end() || It->first != R)
    It = T.Entries.insert(It, {R, llvm::makeIntrusiveRefCnt<RootLeaves>()});
  else if (It->second->UseCount() > 1)
    It->second = llvm::makeIntrusiveRefCnt<RootLeaves>(*It->second);
  return *It->second;
}

void State::SharedLeaves::set(RootId R, const RootLeaves &M) {
  if (M.empty()) {
    erase(R);
    return;
  }
  Table &T = own();
  auto It = find(T.Entries, R);
  auto Leaves = llvm::makeIntrusiveRefCnt<RootLeaves>(M);
  if (It == T.Entries.end() || It->first != R)
    T.Entries.insert(It, {R, std::move(Leaves)});
  else
    It->second = std::move(Leaves);
}

void State::SharedLeaves::erase(RootId R) {
  if (!P)
    return;
  auto Found = find(P->Entries, R);
  if (Found == P->Entries.end() || Found->first != R)
    return;
  Table &T = own();
  T.Entries.erase(find(T.Entries, R));
}

State::SharedLeaves::Table &State::SharedLeaves::own() {
  if (!P) {
    P = llvm::makeIntrusiveRefCnt<Table>();
  } else if (P->UseCount() > 1) {
    auto Copy = llvm::makeIntrusiveRefCnt<Table>();
    Copy->Entries.reserve(P->Entries.size() + 1);
    // A root emptied through mutOf goes with the copy.
    for (const Entry &E : P->Entries)
      if (!E.second->empty())
        Copy->Entries.push_back(E);
    P = std::move(Copy);
  }
  return *P;
}

llvm::ArrayRef<State::SharedLeaves::Entry>
State::SharedLeaves::entries() const {
  return P ? llvm::ArrayRef<Entry>(P->Entries) : llvm::ArrayRef<Entry>();
}

bool State::SharedLeaves::operator==(const SharedLeaves &O) const {
  if (P == O.P)
    return true;
  llvm::ArrayRef<Entry> A = entries(), B = O.entries();
  auto AI = A.begin(), BI = B.begin();
  while (true) {
    while (AI != A.end() && AI->second->empty())
      ++AI;
    while (BI != B.end() && BI->second->empty())
      ++BI;
    if (AI == A.end() || BI == B.end())
      return AI == A.end() && BI == B.end();
    if (AI->first != BI->first)
      return false;
    if (AI->second != BI->second && *AI->second != *BI->second)
      return false;
    ++AI;
    ++BI;
  }
}

bool State::SharedLeaves::joinWith(const SharedLeaves &O) {
  if (P == O.P)
    return false;
  llvm::ArrayRef<Entry> A = entries(), B = O.entries();
  using Range = std::pair<uint64_t, uint64_t>; // offset, size
  SmallVector<std::pair<RootId, SmallVector<Range, 8>>, 4> Changes;
  auto All = [](const RootLeaves &L, SmallVectorImpl<Range> &Out) {
    for (const RootLeaves::value_type &E : L)
      Out.push_back({E.first, E.second.Size});
  };
  auto AI = A.begin(), BI = B.begin();
  while (AI != A.end() || BI != B.end()) {
    if (BI == B.end() || (AI != A.end() && AI->first < BI->first)) {
      SmallVector<Range, 8> Known;
      for (const RootLeaves::value_type &E : *AI->second)
        if (E.second.Kind != Clobbered)
          Known.push_back({E.first, E.second.Size});
      if (!Known.empty())
        Changes.emplace_back(AI->first, std::move(Known));
      ++AI;
      continue;
    }
    if (AI == A.end() || BI->first < AI->first) {
      if (!BI->second->empty())
        All(*BI->second,
            Changes.emplace_back(BI->first, SmallVector<Range, 8>()).second);
      ++BI;
      continue;
    }
    RootId R = AI->first;
    const RootLeaves &AL = *AI->second, &BL = *BI->second;
    ++AI;
    ++BI;
    if (&AL == &BL)
      continue;
    // One ordered pass: the leaves either side has that the other does not
    // have alike.
    SmallVector<Range, 8> Differ;
    auto X = AL.begin(), Y = BL.begin();
    // A leaf of this side already clobbered over the same bytes stays as
    // it is: only what changes is written, so that a join that changes
    // nothing says so.
    while (X != AL.end() || Y != BL.end()) {
      if (Y == BL.end() || (X != AL.end() && X->first < Y->first)) {
        if (X->second.Kind != Clobbered)
          Differ.push_back({X->first, X->second.Size});
        ++X;
      } else if (X == AL.end() || Y->first < X->first) {
        Differ.push_back({Y->first, Y->second.Size});
        ++Y;
      } else {
        if (!X->second.sameAs(Y->second) &&
            !(X->second.Kind == Clobbered &&
              X->second.Size == Y->second.Size)) {
          Differ.push_back({X->first, X->second.Size});
          Differ.push_back({Y->first, Y->second.Size});
        }
        ++X;
        ++Y;
      }
    }
    if (!Differ.empty())
      Changes.emplace_back(R, std::move(Differ));
  }
  if (Changes.empty())
    return false;
  for (auto &[R, Ranges] : Changes) {
    RootLeaves &Out = mutOf(R);
    for (auto [Offset, Size] : Ranges)
      Out.put(Offset, Size, Clobbered, Value());
  }
  return true;
}

} // namespace psolint
