//===- StreamLayout.cpp - d3d12-stream-layout -----------------------------===//
//
// Walks a stream record as the runtime walks its bytes: the cursor starts at
// 0, each subobject moves it to the end of its inner rounded up to a
// pointer. The first member that is not at the cursor, a member that is not
// a subobject (its bytes are read as a tag), a tag without an inner, or
// padding at the end of the stream (read as one more tag) is reported, with
// both offsets and the subobject that caused the drift.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {
struct Slot {
  uint64_t Offset;
  const StreamMember *Sub = nullptr;
  const StreamForeignMember *Foreign = nullptr;
};
} // namespace

/// The stream record a direct member or base of a stream is, when the check
/// walks it on its own: a problem found inside it is reported there, once,
/// not again in every stream that contains it.
static const RecordDecl *reportedNestedStream(CheckContext &Context,
                                              const Decl *Origin) {
  const RecordDecl *RD = nullptr;
  if (const auto *FD = dyn_cast_or_null<FieldDecl>(Origin))
    RD = compat::recordOf(FD->getType());
  else
    RD = dyn_cast_or_null<RecordDecl>(Origin);
  if (!RD)
    return nullptr;
  const StreamRecord *Nested = Context.model().stream(RD);
  if (!Nested || !llvm::is_contained(Context.streams(), Nested))
    return nullptr;
  return RD;
}

static void walk(CheckContext &Context, const StreamRecord &Stream) {
  const KindTable &Kinds = Context.kinds();
  SmallVector<Slot, 16> Slots;
  for (const StreamMember &M : Stream.Members)
    Slots.push_back({M.Offset, &M, nullptr});
  for (const StreamForeignMember &M : Stream.Foreign)
    Slots.push_back({M.Offset, nullptr, &M});
  llvm::stable_sort(Slots, [](const Slot &A, const Slot &B) {
    return A.Offset < B.Offset;
  });

  std::string Name = recordName(Stream.Record);
  uint64_t Cursor = 0;
  const StreamMember *Previous = nullptr;
  uint64_t P = Context.model().pointerAlign();
  // Whether the problem at a member reached through Origin is one the
  // nested stream Origin names reports itself: the nested stream starts
  // where the runtime's cursor would put it on its own (a multiple of P)
  // and, for a drift, the subobject that caused it is inside it as well.
  auto ReportedInside = [&](const Decl *Origin, bool Drifted) {
    if (!reportedNestedStream(Context, Origin))
      return false;
    if (Drifted && (!Previous || Previous->Origin != Origin))
      return false;
    uint64_t Start = UINT64_MAX;
    for (const Slot &S : Slots)
      if ((S.Sub ? S.Sub->Origin : S.Foreign->Origin) == Origin)
        Start = std::min(Start, S.Offset);
    return Start % P == 0;
  };
  auto Drift = [&](std::string Member, uint64_t Offset, SourceLocation Loc) {
    Finding F;
    F.Loc = Loc;
    F.Message = formatv("'{0}' is at offset {1} of stream '{2}', but the "
                        "runtime reads the next subobject at offset {3}",
                        Member, Offset, Name, Cursor);
    if (Previous) {
      const SubobjectRecord &S = *Previous->Sub;
      F.Message += formatv(": it advances {0} bytes over '{1}' ({2}, {3} "
                           "bytes declared)",
                           S.RuntimeSize, Previous->Path,
                           Previous->Kind ? Kinds.describe(*Previous->Kind)
                                          : std::string("unknown kind"),
                           S.Size);
      F.Notes.push_back(
          {Previous->OriginLoc,
           formatv("the runtime reads '{0}' as tag at {1}, inner at {2}, "
                   "next subobject at {3}",
                   Previous->Path, Previous->Offset,
                   Previous->Offset + S.RuntimeInnerOffset, Cursor)});
    }
    Context.report(CheckId::StreamLayout, std::move(F));
  };

  for (const Slot &Slot : Slots) {
    if (Slot.Foreign) {
      const StreamForeignMember &M = *Slot.Foreign;
      if (M.Offset != Cursor) {
        if (!ReportedInside(M.Origin, true))
          Drift(M.Path, M.Offset, M.OriginLoc);
        return;
      }
      if (ReportedInside(M.Origin, false))
        return;
      Finding F;
      F.Loc = M.OriginLoc;
      F.Message = formatv("member '{0}' of stream '{1}' is not a subobject: "
                          "the runtime reads its first 4 bytes, at offset {2}, "
                          "as a subobject tag",
                          M.Path, Name, M.Offset);
      Context.report(CheckId::StreamLayout, std::move(F));
      return;
    }
    const StreamMember &M = *Slot.Sub;
    if (M.Offset != Cursor) {
      if (!ReportedInside(M.Origin, true))
        Drift(M.Path, M.Offset, M.OriginLoc);
      return;
    }
    if (!M.Sub->Inner) {
      if (ReportedInside(M.Origin, false))
        return;
      Finding F;
      F.Loc = M.OriginLoc;
      bool Last = &Slot == &Slots.back();
      F.Message =
          Last ? formatv("stream '{0}' ends with a tag without an inner "
                         "('{1}'): the runtime fails with E_INVALIDARG on a "
                         "truncated stream",
                         Name, M.Path)
                     .str()
               : formatv("'{0}' in stream '{1}' is a tag without an inner: the "
                         "runtime reads the bytes after it as its inner",
                         M.Path, Name)
                     .str();
      Context.report(CheckId::StreamLayout, std::move(F));
      return;
    }
    Cursor = M.Offset + M.Sub->RuntimeSize;
    Previous = &M;
  }
  // sizeof(stream) is what SizeInBytes normally says: bytes past the last
  // subobject are read as another tag.
  if (Cursor < Stream.Size) {
    Finding F;
    F.Loc = Stream.Record->getLocation();
    F.Message = formatv("stream '{0}' is {1} bytes but its last subobject "
                        "ends at byte {2}: with SizeInBytes = sizeof, the "
                        "runtime reads a tag from the {3} bytes of padding",
                        Name, Stream.Size, Cursor, Stream.Size - Cursor);
    Context.report(CheckId::StreamLayout, std::move(F));
  }
}

void runStreamLayout(CheckContext &Context) {
  for (const StreamRecord *Stream : Context.streams())
    walk(Context, *Stream);
}

} // namespace psolint
