//===- SubobjectEnumUnion.cpp - d3d12-subobject-enum-union ----------------===//
//
// union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; } makes the
// tag pointer-sized, so an inner aligned to less than a pointer lands at
// offset P while the runtime reads it at offset 4. Unioning the whole pair
// with a pointer, or alignas(void*) on the record, is what the docs mean.
//
//===----------------------------------------------------------------------===//
#include "AlignmentFix.h"
#include "CheckContext.h"
#include "Compat.h"

#include "clang/AST/Attr.h"

#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

/// The replacement of `union { TAG Type; void *Pad; }` by `TAG Type`, with
/// whatever alignment the record then needs; empty when not expressible,
/// with Why set when the layout it would leave is not the runtime's.
static SmallVector<FixItHint, 2> dropTagUnion(const CheckContext &Context,
                                              const SubobjectRecord &S,
                                              std::optional<FindingNote> &Why) {
  SmallVector<FixItHint, 2> Hints;
  const RecordDecl *Union = compat::recordOf(S.TagHolder->getType());
  if (!Union || !S.TagHolder->isAnonymousStructOrUnion())
    return Hints;
  // Only a union of exactly the tag and the pointer can become the tag.
  unsigned Members = 0;
  for (const FieldDecl *FD : Union->fields()) {
    (void)FD;
    ++Members;
  }
  if (Members != 2 || !S.UnionPointer)
    return Hints;
  // Its initialiser would go with it, leaving the tag unset.
  if (S.UnionPointer->hasInClassInitializer())
    return Hints;
  // Code that names the union's other member would stop compiling.
  const KindEvidence &Evidence = Context.model().evidence();
  if (Evidence.ReferencedFields.count(S.UnionPointer) ||
      Evidence.DependentMemberNames.count(S.UnionPointer->getName()))
    return Hints;
  StringRef TagText = Context.text(S.Tag->getSourceRange());
  SourceRange UnionRange = Union->getSourceRange();
  if (TagText.empty() || !Context.canEdit(UnionRange))
    return Hints;
  AlignmentEdit Align = alignToPointer(Context, S, /*TagRewritten=*/true);
  if (!Align.Possible) {
    Why = std::move(Align.Why);
    return Hints;
  }
  Hints.push_back(
      FixItHint::CreateReplacement(CharSourceRange::getTokenRange(UnionRange),
                                   Align.TagPrefix + TagText.str()));
  // Alignment the record already states wrongly is d3d12-subobject-
  // alignment's edit; making it twice would apply it twice.
  bool StatesAlignment = false;
  for (const AlignedAttr *A :
       writtenRecord(S.Record)->specific_attrs<AlignedAttr>())
    StatesAlignment |= !A->isImplicit();
  if (!StatesAlignment)
    Hints.append(Align.Hints.begin(), Align.Hints.end());
  return Hints;
}

void runSubobjectEnumUnion(CheckContext &Context) {
  const uint64_t P = Context.model().pointerAlign();
  // A template reports once, at its pattern: misplacing instantiations
  // first, so a harmless one cannot speak for them.
  for (bool Pass : {true, false})
    for (const SubobjectRecord *S : Context.subobjects()) {
      if (!S->TagInUnion || !S->Inner || S->WholeUnion)
        continue;
      bool Misplaced = S->InnerOffset != S->RuntimeInnerOffset;
      if (Misplaced != Pass || (!Misplaced && !Context.options().Pedantic))
        continue;
      // A misplaced inner is wrong wherever the record goes: reported where
      // it is declared, placed or not, once it is a subobject (a table entry
      // `{ TYPE Kind; ... }` is not). Pedantic's harmless-by-coincidence
      // advice is about the declaration itself.
      if (Misplaced && !Context.judged(*S) && !Context.actsAsSubobject(*S))
        continue;
      std::string Name = recordName(S->Record);
      std::string InnerType = S->Inner->getType().getAsString(
          Context.context().getPrintingPolicy());
      std::string Partner = S->UnionPointer
                                ? "'" + S->UnionPointer->getNameAsString() + "'"
                                : std::string("another member");
      Finding F;
      F.Loc = S->TagHolder->getBeginLoc();
      if (Misplaced)
        F.Message = formatv(
            "tag of subobject '{0}' is unioned with {1}: the inner '{2}' ({3}, "
            "{4}-byte aligned) is at offset {5}, but the runtime reads it at "
            "offset {6}",
            Name, Partner, S->Inner->getName(), InnerType, S->InnerAlign,
            S->InnerOffset, S->RuntimeInnerOffset);
      else if (P > 4)
        F.Message = formatv(
            "tag of subobject '{0}' is unioned with {1}: harmless on {2} only "
            "because '{3}' ({4}) is {5}-byte aligned and lands at offset {6} "
            "either way; an inner aligned to less than {7} bytes would be "
            "misread",
            Name, Partner, Context.targetName(), S->Inner->getName(), InnerType,
            S->InnerAlign, S->InnerOffset, P);
      else
        F.Message = formatv(
            "tag of subobject '{0}' is unioned with {1}: harmless on {2} only "
            "because pointers are {3} bytes here; on a 64-bit target the tag "
            "takes 8 bytes and a 4-byte-aligned inner is misread",
            Name, Partner, Context.targetName(), P);
      std::optional<FindingNote> Why;
      F.FixIts = dropTagUnion(Context, *S, Why);
      if (Why) {
        F.Notes.push_back(std::move(*Why));
      } else if (F.FixIts.empty()) {
        const LangOptions &Lang = Context.context().getLangOpts();
        StringRef Spelling = Lang.CPlusPlus11 ? "align the record with "
                                                "alignas(void*)"
                             : Lang.C11       ? "put _Alignas(void*) on it"
                                              : "align the record with "
                                                "__attribute__((aligned("
                                                "sizeof(void*))))";
        F.Notes.push_back(
            {S->Tag->getLocation(),
             formatv("declare the tag on its own and {0}, or union the whole "
                     "{{tag, inner} pair with a pointer",
                     Spelling)});
      }
      // Where its size moves the next member: notes, not another warning.
      SmallVector<FindingNote, 1> Bites =
          Context.bites(*S, CheckId::SubobjectEnumUnion);
      F.Notes.append(Bites.begin(), Bites.end());
      Context.report(CheckId::SubobjectEnumUnion, std::move(F));
    }
}

} // namespace psolint
