//===- SubobjectLayout.cpp - d3d12-subobject-layout -----------------------===//
//
// The runtime reads a 4-byte tag at a subobject's start and the inner at
// alignTo(4, alignof(inner)); it then advances to the inner's end rounded up
// to a pointer. A member before the tag, a tag stored in other than 4 bytes,
// #pragma pack, or members around the inner move bytes away from there.
// (Misalignment of the whole record and tag unions have their own checks.)
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

static std::string typeName(const CheckContext &Context, const FieldDecl *FD) {
  return FD->getType().getAsString(Context.context().getPrintingPolicy());
}

void runSubobjectLayout(CheckContext &Context) {
  const uint64_t P = Context.model().pointerAlign();
  const ASTContext &Ctx = Context.context();
  for (const SubobjectRecord *S : Context.subobjects()) {
    // A tag or inner off the runtime's offsets inside the record is wrong
    // wherever it is placed: reported where it is declared, once the record
    // is a subobject. What its size does to the next subobject depends on
    // a placement (a reader's view struct is laid out by nobody).
    bool Used = Context.actsAsSubobject(*S);
    bool Placed = Context.strictRecords() || Context.judged(*S);
    if (!Placed && !Used)
      continue;
    std::string Name = recordName(S->Record);
    Finding F;
    if (S->LeadingMember) {
      if (!Used)
        continue;
      uint64_t LeadSize =
          Ctx.getTypeSizeInChars(S->LeadingMember->getType()).getQuantity();
      F.Loc = S->TagHolder->getLocation();
      F.Message = formatv(
          "tag of subobject '{0}' is at offset {1}, after member '{2}'; the "
          "runtime reads the tag at offset 0, where '{2}' ({3} bytes) is",
          Name, S->TagOffset, S->LeadingMember->getName(), LeadSize);
    } else if (S->TagSize < 4 || (S->TagSize > 4 && S->Inner &&
                                  S->InnerOffset != S->RuntimeInnerOffset)) {
      // A wider tag is harmless where the inner still lands in place: the
      // runtime reads its low four bytes (every D3D12 target is little-endian).
      F.Loc = S->Tag->getLocation();
      F.Message = formatv(
          "tag of subobject '{0}' is stored in {1} byte{2} ({3}); the runtime "
          "reads a 4-byte tag{4}",
          Name, S->TagSize, S->TagSize == 1 ? "" : "s",
          typeName(Context, S->Tag),
          S->TagSize < 4 ? ", so it takes padding bytes as part of the kind"
                         : "");
      if (S->Inner && S->InnerOffset != S->RuntimeInnerOffset)
        F.Message +=
            formatv(", and it reads the inner at offset {0} where "
                    "'{1}' is at offset {2}",
                    S->RuntimeInnerOffset, S->Inner->getName(), S->InnerOffset);
    } else if (S->Inner && S->InnerOffset != S->RuntimeInnerOffset &&
               !S->TagInUnion) {
      F.Loc = S->Inner->getLocation();
      std::string Cause;
      if (!S->PaddingMembers.empty())
        Cause = formatv("member '{0}' between the tag and the inner puts ",
                        S->PaddingMembers.front()->getName());
      else if (S->Packed)
        Cause = "packing (#pragma pack or packed) puts ";
      F.Message =
          formatv("{0}the inner '{1}' of subobject '{2}' {7}at offset {3}; the "
                  "runtime reads it at offset {4} (alignof({5}) = {6})",
                  Cause, S->Inner->getName(), Name, S->InnerOffset,
                  S->RuntimeInnerOffset, typeName(Context, S->Inner),
                  S->InnerAlign, Cause.empty() ? "is " : "");
      if (!S->PaddingMembers.empty())
        F.Notes.push_back({S->PaddingMembers.front()->getLocation(),
                           "this member is not part of the stream format"});
    } else if (Placed && Used && !S->TrailingMembers.empty() && S->Inner &&
               alignTo(S->Size, P) != S->RuntimeSize) {
      const FieldDecl *Extra = S->TrailingMembers.front();
      F.Loc = Extra->getLocation();
      F.Message = formatv(
          "member '{0}' after the inner makes subobject '{1}' {2} bytes; the "
          "runtime advances {3} bytes past its start, so it reads the next "
          "subobject's tag inside this one",
          Extra->getName(), Name, alignTo(S->Size, P), S->RuntimeSize);
    } else {
      continue;
    }
    // Both layouts side by side: the declaration's and the runtime's.
    std::string Declared = formatv("tag at {0} ({1} byte{2})", S->TagOffset,
                                   S->TagSize, S->TagSize == 1 ? "" : "s");
    if (S->Inner)
      Declared += formatv(", inner at {0}", S->InnerOffset).str();
    F.Notes.push_back(
        {S->Record->getLocation(),
         formatv("'{0}' as declared: {1}, {2} bytes; as the runtime reads "
                 "it: tag at 0 (4 bytes), inner at {3}, next subobject at {4}",
                 Name, Declared, S->Size, S->RuntimeInnerOffset,
                 S->RuntimeSize)});
    // Where its size moves the next member: notes, not another warning.
    SmallVector<FindingNote, 1> Bites =
        Context.bites(*S, CheckId::SubobjectLayout);
    F.Notes.append(Bites.begin(), Bites.end());
    Context.report(CheckId::SubobjectLayout, std::move(F));
  }
}

} // namespace psolint
