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
    Message +=
        formatv("; its size, {0} bytes, also misplaces the next "
                "subobject: it follows at byte {0}, the runtime reads it "
                "at byte {1}",
                S.Size, S.RuntimeSize);
  return Message;
}

void runSubobjectAlignment(CheckContext &Context) {
  const uint64_t P = Context.model().pointerAlign();
  for (const SubobjectRecord *S : Context.subobjects()) {
    if (S->Align == P)
      continue;
    // Placement decides: a record is misaligned where a stream that places
    // it puts bytes off the runtime's cursor because of its alignment.
    SmallVector<FindingNote, 1> Bites =
        Context.bites(*S, CheckId::SubobjectAlignment);
    if (Context.strictRecords()) {
      // A table entry that merely starts with a kind is no subobject:
      // nothing reads it at a multiple of P.
      if (!Context.actsAsSubobject(*S))
        continue;
    } else if (Bites.empty()) {
      continue;
    }
    Finding F;
    F.Loc = writtenRecord(S->Record)->getLocation();
    F.Message = describe(Context, *S);
    AlignmentEdit Edit = alignToPointer(Context, *S, /*TagRewritten=*/false);
    if (Edit.Possible)
      F.FixIts.append(Edit.Hints.begin(), Edit.Hints.end());
    else if (Edit.Why)
      F.Notes.push_back(std::move(*Edit.Why));
    F.Notes.append(Bites.begin(), Bites.end());
    Context.report(CheckId::SubobjectAlignment, std::move(F));
  }
}

} // namespace psolint
