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

/// A byte buffer a builder wrote at its own cursor: the runtime's cursor
/// finds no tag where the builder's put the next one (a builder rounding to
/// 8 on a 32-bit target, or to 4 on a 64-bit one).
static std::optional<Finding>
judgeBytes(CheckContext &Context, const RuntimeUse &Use, const DescRead &Read) {
  const ByteStream *Bytes = Context.byteStream(Read);
  if (!Bytes || !Bytes->StoppedAt || !Bytes->TagWrittenAt ||
      !Bytes->TagWritten.Site)
    return std::nullopt;
  const KindTable &Kinds = Context.kinds();
  uint64_t P = Context.model().pointerAlign();
  uint64_t Reads = *Bytes->StoppedAt, Written = *Bytes->TagWrittenAt;
  auto [Name, Declared] = streamName(Context, Read.Stream);
  std::string Kind = Kinds.describe(Bytes->TagWritten.Number);
  Finding F;
  F.Loc = Context.editableLoc(Bytes->TagWritten.Site->getExprLoc());
  const StreamMember *Previous =
      Bytes->Stream.Members.empty() ? nullptr : &Bytes->Stream.Members.back();
  if (!Previous) {
    F.Message = formatv("the first tag ({0}) is written at byte {1} of '{2}', "
                        "but the runtime reads the first subobject's tag at "
                        "byte 0",
                        Kind, Written, Name);
  } else {
    Value PreviousTag =
        Context.pathTags(Read, Bytes->Stream)[Bytes->Stream.Members.size() - 1];
    std::string Before = Kinds.describe(PreviousTag.Number);
    F.Message = formatv(
        "the tag of the subobject after {0} ({1}) is written at byte {2} of "
        "'{3}', but the runtime reads it at byte {4}: the end of {0}'s inner "
        "(byte {5}) rounded up to the pointer size, {6}; the builder's cursor "
        "rounds otherwise, and the runtime reads the rest of the stream {7} "
        "bytes off",
        Before, Kind, Written, Name, Reads, Bytes->InnerEnd, P,
        Written > Reads ? Written - Reads : Reads - Written);
    if (PreviousTag.Site)
      F.Notes.push_back(
          {Context.editableLoc(PreviousTag.Site->getExprLoc()),
           formatv("{0}'s tag is written here, at byte {1}; the runtime "
                   "reads its inner at byte {2}",
                   Before, Previous->Offset,
                   Previous->Offset + Previous->Sub->RuntimeInnerOffset)});
  }
  Context.addOriginNotes(F, Bytes->TagWritten, "the tag");
  if (Declared.isValid())
    F.Notes.push_back(
        {Declared, formatv("stream '{0}' is declared here", Name)});
  F.Notes.push_back({Read.Stream.Site->getExprLoc(),
                     "where the stream is handed to the runtime"});
  Context.addUseNotes(F, Use);
  return F;
}

void runStreamLayout(CheckContext &Context) {
  for (const StreamRecord *Stream : Context.streams())
    report(Context, *Stream);
  for (const RuntimeUse &Use : Context.values().uses()) {
    std::vector<std::optional<Finding>> PerPath;
    for (const DescRead &Read : Use.Paths)
      PerPath.push_back(judgeBytes(Context, Use, Read));
    Context.reportOnPaths(CheckId::StreamLayout, Use, std::move(PerPath));
  }
}

} // namespace psolint
