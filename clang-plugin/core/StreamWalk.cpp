//===- StreamWalk.cpp -----------------------------------------------------===//
#include "StreamWalk.h"

#include "clang/AST/Attr.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;
using namespace llvm;

namespace psolint {

std::optional<CheckId> recordLayoutDefect(const SubobjectRecord &S) {
  if (S.FlatPair || S.WholeUnion)
    return std::nullopt;
  if (S.TagInUnion && S.Inner && S.InnerOffset != S.RuntimeInnerOffset)
    return CheckId::SubobjectEnumUnion;
  if (S.LeadingMember || S.TagSize < 4 ||
      (S.Inner && S.InnerOffset != S.RuntimeInnerOffset) ||
      !S.TrailingMembers.empty())
    return CheckId::SubobjectLayout;
  return std::nullopt;
}

/// Padding no subobject next to it explains: the stream, or the nested
/// stream that ends before the member, is rounded up to an alignment above
/// P that one of its records asks for (an alignas(8) record on x86), unless
/// that stream states the alignment itself.
static void blameRounding(StreamWalk &W, const StreamRecord &Stream,
                          uint64_t P) {
  const Decl *Holder = nullptr;
  if (W.What == StreamWalk::Outcome::Drift) {
    const Decl *Here = W.Member    ? W.Member->Origin
                       : W.Foreign ? W.Foreign->Origin
                                   : nullptr;
    // Only a nested stream that ends before the member rounds the cursor.
    if (W.Offset <= W.Cursor || !W.Previous || W.Previous->Origin == Here ||
        !W.Previous->Field || W.Previous->Origin == W.Previous->Field)
      return;
    Holder = W.Previous->Origin;
  } else if (W.What != StreamWalk::Outcome::TrailingPadding) {
    return;
  }
  const RecordDecl *Rounded = Stream.Record;
  if (const auto *FD = dyn_cast_or_null<FieldDecl>(Holder))
    Rounded = FD->getType()->getAsRecordDecl();
  else if (const auto *RD = dyn_cast_or_null<RecordDecl>(Holder))
    Rounded = RD;
  if (!Rounded || Rounded->hasAttr<AlignedAttr>())
    return;
  const SubobjectRecord *Widest = nullptr;
  for (const StreamMember &M : Stream.Members)
    if ((!Holder || M.Origin == Holder) && M.Offset < W.Offset &&
        !M.Sub->FlatPair && M.Sub->Align > P &&
        (!Widest || M.Sub->Align > Widest->Align))
      Widest = M.Sub;
  if (Widest && alignTo(W.Cursor, Widest->Align) >= W.Offset)
    W.Causes.push_back({Widest, CheckId::SubobjectAlignment});
}

/// The records that explain why what follows Previous is not at the
/// cursor, or why Member itself is not: one defect, one cause. A record
/// that only starts off the cursor because the one before it has the wrong
/// size is no second defect (fixing the first moves it into place).
static void blame(StreamWalk &W, const StreamRecord &Stream, uint64_t P) {
  if (W.Previous && !W.Previous->Sub->FlatPair) {
    const SubobjectRecord &Prev = *W.Previous->Sub;
    // The compiler puts the next member at least Prev.Size past Prev's
    // start, the runtime reads it RuntimeSize past it.
    if (Prev.Size != Prev.RuntimeSize) {
      if (std::optional<CheckId> Layout = recordLayoutDefect(Prev))
        W.Causes.push_back({&Prev, *Layout});
      else if (Prev.Align != P)
        W.Causes.push_back({&Prev, CheckId::SubobjectAlignment});
    }
  }
  if (!W.Causes.empty())
    return;
  // Aligned to P, the member would sit at the cursor: below P it stops
  // short of it, above P it starts past it.
  if (W.Member && !W.Member->Sub->FlatPair) {
    const SubobjectRecord &This = *W.Member->Sub;
    if (This.Align != P && W.Cursor % P == 0 &&
        ((This.Align < P && W.Offset < W.Cursor &&
          alignTo(W.Offset, P) == W.Cursor) ||
         (This.Align > P && W.Offset > W.Cursor))) {
      W.Causes.push_back({&This, CheckId::SubobjectAlignment});
      return;
    }
  }
  blameRounding(W, Stream, P);
}

StreamWalk walkStream(const StreamRecord &Stream, uint64_t P) {
  struct Slot {
    uint64_t Offset;
    const StreamMember *Sub;
    const StreamForeignMember *Foreign;
  };
  SmallVector<Slot, 16> Slots;
  for (const StreamMember &M : Stream.Members)
    Slots.push_back({M.Offset, &M, nullptr});
  for (const StreamForeignMember &M : Stream.Foreign)
    Slots.push_back({M.Offset, nullptr, &M});
  llvm::stable_sort(
      Slots, [](const Slot &A, const Slot &B) { return A.Offset < B.Offset; });

  StreamWalk W;
  uint64_t Cursor = 0;
  // Past a drift a record explains: the walk as if it were fixed, which
  // only collects the drifts further records explain (StreamWalk::Later).
  std::optional<StreamWalk> Fixed;
  auto Resumed = [&](StreamWalk &Now, uint64_t &At) {
    if (Now.What != StreamWalk::Outcome::Drift || Now.Causes.empty() ||
        Now.Offset < Now.Cursor || !Now.Member)
      return false;
    if (&Now != &W)
      W.Later.push_back({Now.Causes.front(), Now.Member, Now.Foreign,
                         Now.Previous, Now.Cursor, Now.Offset});
    if (!Fixed)
      Fixed.emplace();
    Fixed->Previous = Now.Previous;
    Fixed->What = StreamWalk::Outcome::InPlace;
    Fixed->Causes.clear();
    At = Now.Offset; // the member where the fix puts it
    return true;
  };
  for (const Slot &S : Slots) {
    if (Stream.Tail && S.Offset >= Stream.Tail->Offset)
      break;
    StreamWalk &Now = Fixed ? *Fixed : W;
    Now.Cursor = Cursor;
    Now.Offset = S.Offset;
    Now.Member = S.Sub;
    Now.Foreign = S.Foreign;
    // Explicit padding between an inner's end and the cursor, which the
    // runtime skips (`UINT Pad;` after a BLEND desc on 64-bit targets).
    if (S.Foreign && Now.Previous && S.Offset < Cursor &&
        S.Offset + S.Foreign->Size <= Cursor &&
        S.Offset >= Now.Previous->Offset + Now.Previous->Sub->InnerOffset +
                        Now.Previous->Sub->InnerSize)
      continue;
    if (S.Offset != Cursor) {
      Now.What = StreamWalk::Outcome::Drift;
      blame(Now, Stream, P);
      if (!Resumed(Now, Cursor))
        return W;
    }
    if (Fixed) {
      // After a fix, only what records explain is collected.
      const StreamMember *M = S.Sub;
      if (S.Foreign || !M->Sub->Inner ||
          (M->Sub->FlatPair &&
           M->Sub->InnerOffset != M->Sub->RuntimeInnerOffset))
        return W;
      Cursor = M->Offset + M->Sub->RuntimeSize;
      Fixed->Previous = M;
      continue;
    }
    if (S.Foreign) {
      W.What = StreamWalk::Outcome::ForeignMember;
      return W;
    }
    const StreamMember &M = *S.Sub;
    if (!M.Sub->Inner) {
      W.What = StreamWalk::Outcome::TagWithoutInner;
      return W;
    }
    if (M.Sub->FlatPair && M.Sub->InnerOffset != M.Sub->RuntimeInnerOffset) {
      W.What = StreamWalk::Outcome::InnerMisplaced;
      return W;
    }
    W.Placed.push_back(&M);
    Cursor = M.Offset + M.Sub->RuntimeSize;
    W.Previous = &M;
  }
  if (Fixed) {
    // Padding after the last subobject that a record explains.
    if (Stream.Tail || Cursor >= Stream.Size)
      return W;
    Fixed->Member = nullptr;
    Fixed->Foreign = nullptr;
    Fixed->Cursor = Cursor;
    Fixed->Offset = Stream.Size;
    Fixed->What = StreamWalk::Outcome::TrailingPadding;
    blame(*Fixed, Stream, P);
    if (!Fixed->Causes.empty())
      W.Later.push_back({Fixed->Causes.front(), nullptr, nullptr,
                         Fixed->Previous, Cursor, Stream.Size});
    return W;
  }
  W.Member = nullptr;
  W.Foreign = nullptr;
  W.Cursor = Cursor;
  if (Stream.Tail) {
    W.EndsInTail = true;
    W.Offset = Stream.Tail->Offset;
    if (Stream.Tail->Offset != Cursor) {
      W.Foreign = &*Stream.Tail;
      W.What = StreamWalk::Outcome::Drift;
      blame(W, Stream, P);
    }
    return W;
  }
  // sizeof(stream) is what SizeInBytes normally says: bytes past the last
  // subobject are read as another tag.
  W.Offset = Stream.Size;
  if (Cursor < Stream.Size) {
    W.What = StreamWalk::Outcome::TrailingPadding;
    blame(W, Stream, P);
  }
  return W;
}

} // namespace psolint
