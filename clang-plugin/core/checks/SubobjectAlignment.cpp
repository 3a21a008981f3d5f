//===- SubobjectAlignment.cpp - d3d12-subobject-alignment -----------------===//
//
// The runtime starts every subobject at the previous one's end rounded up to
// the pointer alignment P. A pair aligned to less than P can start between
// those boundaries; one aligned to more gets padding the runtime does not
// skip. Either way the stream's bytes are not where the runtime reads them.
//
//===----------------------------------------------------------------------===//
#include "AlignmentFix.h"
#include "CheckContext.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

static std::string describe(const CheckContext &Context,
                            const SubobjectRecord &S) {
  const uint64_t P = Context.model().pointerAlign();
  std::string Name = recordName(S.Record);
  std::string Target = Context.targetName();
  if (S.Align < P) {
    std::string Message = formatv(
        "subobject '{0}' is aligned to {1} bytes, but the runtime reads "
        "each subobject at a multiple of {2} bytes (pointer alignment on {3})",
        Name, S.Align, P, Target);
    if (S.Size % P != 0)
      Message += formatv("; its size, {0} bytes, also misplaces the next "
                         "subobject: it follows at byte {0}, the runtime reads "
                         "it at byte {1}",
                         S.Size, alignTo(S.Size, P));
    else
      Message += formatv("; its size, {0} bytes, keeps the next subobject in "
                         "place, but it can itself start off the boundary",
                         S.Size);
    return Message;
  }
  std::string Message = formatv(
      "subobject '{0}' is aligned to {1} bytes, but the runtime reads each "
      "subobject right after the previous one, rounded up to a multiple of "
      "{2} bytes (pointer alignment on {3}), not {1}",
      Name, S.Align, P, Target);
  if (S.Size != S.RuntimeSize)
    Message += formatv("; its size, {0} bytes, also misplaces the next "
                       "subobject: it follows at byte {0}, the runtime reads it "
                       "at byte {1}",
                       S.Size, S.RuntimeSize);
  return Message;
}

/// Where a misaligned record bites in a stream that places it, as the
/// runtime reads it.
static FindingNote biteNote(const CheckContext &Context,
                            const StreamRecord &Stream, const StreamWalk &W) {
  std::string Name = recordName(Stream.Record);
  if (W.What == StreamWalk::Outcome::TrailingPadding)
    return {W.Previous->OriginLoc,
            formatv("in stream '{0}', the runtime reads the next tag at byte "
                    "{1}, inside the stream's {2} bytes, after '{3}'",
                    Name, W.Cursor, Stream.Size, W.Previous->Path)};
  std::string Member = W.Member ? W.Member->Path : W.Foreign->Path;
  SourceLocation Loc = W.Member ? W.Member->OriginLoc : W.Foreign->OriginLoc;
  return {Loc, formatv("in stream '{0}', '{1}' is at offset {2}; the runtime "
                       "reads it at offset {3}",
                       Name, Member, W.Offset, W.Cursor)};
}

void runSubobjectAlignment(CheckContext &Context) {
  const uint64_t P = Context.model().pointerAlign();
  // Placement decides: a record is misaligned where a stream that places it
  // puts bytes off the runtime's cursor because of its alignment.
  DenseMap<const SubobjectRecord *, SmallVector<FindingNote, 1>> Bites;
  if (!Context.strictRecords())
    for (const StreamRecord *Stream : Context.streams()) {
      const StreamWalk &W = Context.walk(*Stream);
      for (const StreamWalk::Cause &C : W.Causes)
        if (C.Check == CheckId::SubobjectAlignment)
          Bites[C.Record].push_back(biteNote(Context, *Stream, W));
    }
  for (const SubobjectRecord *S : Context.subobjects()) {
    if (S->Align == P)
      continue;
    auto It = Bites.find(S);
    if (Context.strictRecords()) {
      // A table entry that merely starts with a kind is no subobject:
      // nothing reads it at a multiple of P.
      if (!Context.actsAsSubobject(*S))
        continue;
    } else if (It == Bites.end()) {
      continue;
    }
    Finding F;
    F.Loc = writtenRecord(S->Record)->getLocation();
    F.Message = describe(Context, *S);
    AlignmentEdit Edit = alignToPointer(Context, *S, /*TagRewritten=*/false);
    if (Edit.Possible)
      F.FixIts.append(Edit.Hints.begin(), Edit.Hints.end());
    if (It != Bites.end())
      F.Notes.append(It->second.begin(), It->second.end());
    Context.report(CheckId::SubobjectAlignment, std::move(F));
  }
}

} // namespace psolint
