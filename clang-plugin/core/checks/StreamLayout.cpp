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

static void report(CheckContext &Context, const StreamRecord &Stream) {
  const KindTable &Kinds = Context.kinds();
  const StreamWalk &W = Context.walk(Stream);
  if (W.What == StreamWalk::Outcome::InPlace)
    return;
  // One defect, one warning: a record whose own declaration explains the
  // drift is reported by its check, with this stream as a note. With that
  // check switched off, the drift is still this stream's defect.
  for (const StreamWalk::Cause &C : W.Causes)
    if (Context.isEnabled(C.Check))
      return;

  std::string Name = recordName(Stream.Record);
  uint64_t P = Context.model().pointerAlign();
  const StreamMember *Previous = W.Previous;
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
    for (const StreamMember &M : Stream.Members)
      if (M.Origin == Origin)
        Start = std::min(Start, M.Offset);
    for (const StreamForeignMember &M : Stream.Foreign)
      if (M.Origin == Origin)
        Start = std::min(Start, M.Offset);
    return Start % P == 0;
  };
  const Decl *Origin = W.Member    ? W.Member->Origin
                       : W.Foreign ? W.Foreign->Origin
                                   : nullptr;
  std::string Path = W.Member    ? W.Member->Path
                     : W.Foreign ? W.Foreign->Path
                                 : "";
  SourceLocation Loc = W.Member    ? W.Member->OriginLoc
                       : W.Foreign ? W.Foreign->OriginLoc
                                   : Stream.Record->getLocation();
  Finding F;
  F.Loc = Loc;
  switch (W.What) {
  case StreamWalk::Outcome::InPlace:
    return;
  case StreamWalk::Outcome::Drift: {
    if (ReportedInside(Origin, true))
      return;
    F.Message = formatv("'{0}' is at offset {1} of stream '{2}', but the "
                        "runtime reads the next subobject at offset {3}",
                        Path, W.Offset, Name, W.Cursor);
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
                   Previous->Offset + S.RuntimeInnerOffset, W.Cursor)});
    }
    break;
  }
  case StreamWalk::Outcome::ForeignMember:
    if (ReportedInside(Origin, false))
      return;
    F.Message = formatv("member '{0}' of stream '{1}' is not a subobject: "
                        "the runtime reads its first 4 bytes, at offset {2}, "
                        "as a subobject tag",
                        Path, Name, W.Offset);
    break;
  case StreamWalk::Outcome::TagWithoutInner: {
    if (ReportedInside(Origin, false))
      return;
    bool Last =
        W.Member == &Stream.Members.back() &&
        llvm::none_of(Stream.Foreign, [&](const StreamForeignMember &M) {
          return M.Offset > W.Offset;
        });
    F.Message =
        Last ? formatv("stream '{0}' ends with a tag without an inner "
                       "('{1}'): the runtime fails with E_INVALIDARG on a "
                       "truncated stream",
                       Name, Path)
                   .str()
             : formatv("'{0}' in stream '{1}' is a tag without an inner: the "
                       "runtime reads the bytes after it as its inner",
                       Path, Name)
                   .str();
    break;
  }
  case StreamWalk::Outcome::InnerMisplaced: {
    const SubobjectRecord &S = *W.Member->Sub;
    F.Loc = S.Inner->getLocation();
    F.Message = formatv("inner '{0}' of stream '{1}' is {2} bytes after its "
                        "tag; the runtime reads it {3} bytes after the tag "
                        "(alignof = {4})",
                        S.Inner->getName(), Name, S.InnerOffset,
                        S.RuntimeInnerOffset, S.InnerAlign);
    break;
  }
  case StreamWalk::Outcome::TrailingPadding:
    F.Loc = Stream.Record->getLocation();
    F.Message = formatv("stream '{0}' is {1} bytes but its last subobject "
                        "ends at byte {2}: with SizeInBytes = sizeof, the "
                        "runtime reads a tag from the {3} bytes of padding",
                        Name, Stream.Size, W.Cursor, Stream.Size - W.Cursor);
    break;
  }
  Context.report(CheckId::StreamLayout, std::move(F));
}

void runStreamLayout(CheckContext &Context) {
  for (const StreamRecord *Stream : Context.streams())
    report(Context, *Stream);
}

} // namespace psolint
