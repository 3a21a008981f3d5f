//===- AlignmentFix.cpp ---------------------------------------------------===//
#include "AlignmentFix.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecordLayout.h"
#include "clang/Basic/TargetInfo.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {
namespace {

/// Where the edit puts the alignment.
enum class EditSite {
  Record, // an attribute of the record (alignas, aligned, __declspec, macro)
  Tag,    // _Alignas on the tag member, which becomes a top-level member
};

/// The record's packing, as the layout applies it to each member.
struct Packing {
  uint64_t Cap = 0; // #pragma pack(N): N; 0 when none
  SourceLocation PragmaLoc;
  bool Packed = false; // __attribute__((packed))
};

Packing packingOf(const ASTContext &Ctx, const RecordDecl *R) {
  Packing P;
  if (const auto *Max = R->getAttr<MaxFieldAlignmentAttr>()) {
    P.Cap = Max->getAlignment() / Ctx.getCharWidth();
    P.PragmaLoc = Max->getLocation();
  }
  P.Packed = R->hasAttr<PackedAttr>();
  return P;
}

/// The alignment member FD gets in its record, before the record's own
/// alignment: its type's, raised by the alignment attributes on it (unless
/// Explicit replaces them), then lowered by packing. Explicit is the
/// alignment an _Alignas the edit writes on the member.
uint64_t memberAlign(const ASTContext &Ctx, const FieldDecl *FD,
                     const Packing &Pack, uint64_t Explicit = 0) {
  uint64_t Align = Ctx.getTypeAlignInChars(FD->getType()).getQuantity();
  uint64_t Attr = Explicit;
  if (!Explicit)
    for (const AlignedAttr *A : FD->specific_attrs<AlignedAttr>())
      if (!A->isAlignmentDependent())
        Attr = std::max<uint64_t>(
            Attr, A->getAlignment(const_cast<ASTContext &>(Ctx)) /
                      Ctx.getCharWidth());
  if (Pack.Packed || FD->hasAttr<PackedAttr>())
    Align = 1;
  Align = std::max(Align, Attr);
  // The maximum field alignment overrides even an explicit one.
  if (Pack.Cap)
    Align = std::min(Align, Pack.Cap);
  return std::max<uint64_t>(Align, 1);
}

/// The first member (or base) whose alignment in the record exceeds Limit.
struct Obstacle {
  const FieldDecl *Field = nullptr;
  QualType Base;
  uint64_t Align = 0;
};

/// Checks the layout the edit leaves against the runtime's; the reason it
/// differs, or nothing when it matches.
std::optional<FindingNote> checkEditedLayout(const CheckContext &Context,
                                             const SubobjectRecord &Sub,
                                             EditSite Site, bool TagRewritten) {
  const ASTContext &Ctx = Context.context();
  const RecordDecl *R = Sub.Record;
  const uint64_t P = Context.model().pointerAlign();
  const Packing Pack = packingOf(Ctx, R);
  const std::string Name = recordName(R);
  const FieldDecl *TagMember = TagRewritten ? Sub.TagHolder : Sub.Tag;
  const SourceLocation At = writtenRecord(R)->getLocation();

  // The members' alignment once edited. Every member but the tag keeps its
  // own; the tag gets P from _Alignas, which cannot go below its type's.
  Obstacle Worst;
  if (const auto *CXX = dyn_cast<CXXRecordDecl>(R))
    for (const CXXBaseSpecifier &B : CXX->bases()) {
      uint64_t A = Ctx.getTypeAlignInChars(B.getType()).getQuantity();
      if (A > Worst.Align)
        Worst = {nullptr, B.getType(), A};
    }
  uint64_t TagAlign = 0;
  for (const FieldDecl *FD : R->fields()) {
    uint64_t A;
    if (Site == EditSite::Tag && FD == TagMember) {
      const FieldDecl *Tag = Sub.Tag;
      uint64_t TypeAlign =
          Ctx.getTypeAlignInChars(Tag->getType()).getQuantity();
      if (TypeAlign > P)
        return FindingNote{
            Tag->getLocation(),
            formatv("no fix-it: the tag's type '{0}' is {1}-byte aligned, and "
                    "_Alignas cannot lower a member's alignment to {2}; give "
                    "the tag a type aligned to at most {2} bytes",
                    Tag->getType().getAsString(Ctx.getPrintingPolicy()),
                    TypeAlign, P)};
      A = memberAlign(Ctx, Tag, Pack, P);
      TagAlign = A;
    } else if (TagRewritten && FD == Sub.TagHolder) {
      A = memberAlign(Ctx, Sub.Tag, Pack); // the union becomes the tag
    } else {
      A = memberAlign(Ctx, FD, Pack);
    }
    if (A > Worst.Align)
      Worst = {FD, QualType(), A};
  }
  if (Site == EditSite::Tag && TagAlign < P)
    return FindingNote{
        Pack.PragmaLoc.isValid() ? Pack.PragmaLoc : At,
        formatv("no fix-it: '#pragma pack({0})' caps the alignment of every "
                "member of '{1}' at {0} bytes, _Alignas on the tag included, "
                "so no spelling on the tag makes it {2}-byte aligned; move the "
                "record out of the packed region",
                Pack.Cap, Name, P)};
  if (Worst.Align > P) {
    std::string What =
        Worst.Field && Worst.Field->getName().empty()
            ? "an anonymous member (" +
                  Worst.Field->getType().getAsString(Ctx.getPrintingPolicy()) +
                  ")"
        : Worst.Field
            ? "member '" + Worst.Field->getNameAsString() + "' (" +
                  Worst.Field->getType().getAsString(Ctx.getPrintingPolicy()) +
                  ")"
            : "base '" + Worst.Base.getAsString(Ctx.getPrintingPolicy()) + "'";
    return FindingNote{
        Worst.Field ? Worst.Field->getLocation() : At,
        formatv("no fix-it: {0} is {1}-byte aligned on {2}, and an alignment "
                "attribute cannot lower a record's alignment below its "
                "members'; the record cannot be made {3}-byte aligned from "
                "here",
                What, Worst.Align, Context.targetName(), P)};
  }

  // The inner where the runtime reads it, as far as the packing decides it
  // (a tag union or a member in between is another check's finding, with
  // its own fix-it): a rewritten union leaves the tag (4 bytes) first and
  // the inner after it at the inner's alignment under the packing.
  if (Sub.Inner && Sub.InnerHolder && (Pack.Cap || Pack.Packed) &&
      Sub.PaddingMembers.empty() && (TagRewritten || !Sub.TagInUnion)) {
    uint64_t InnerOffset = Sub.InnerOffset;
    if (TagRewritten)
      InnerOffset =
          alignTo(Sub.TagSize, memberAlign(Ctx, Sub.InnerHolder, Pack));
    if (InnerOffset != Sub.RuntimeInnerOffset) {
      std::string Why =
          formatv("{0} puts it at offset {1}; move the record out of the "
                  "packed region",
                  Pack.Cap ? formatv("'#pragma pack({0})'", Pack.Cap).str()
                           : std::string("'packed'"),
                  InnerOffset)
              .str();
      return FindingNote{
          Pack.PragmaLoc.isValid() ? Pack.PragmaLoc : At,
          formatv("no fix-it: aligning '{0}' to {1} bytes leaves its inner "
                  "'{2}' off the offset the runtime reads, {3}: {4}",
                  Name, P, Sub.Inner->getName(), Sub.RuntimeInnerOffset, Why)};
    }
  }
  return std::nullopt;
}

} // namespace

/// The spelling of the edit, and where it puts the alignment.
static AlignmentEdit spellAlignment(const CheckContext &Context,
                                    const SubobjectRecord &Sub,
                                    bool TagRewritten, EditSite &Site) {
  Site = EditSite::Record;
  AlignmentEdit Edit;
  const ASTContext &Ctx = Context.context();
  const LangOptions &Lang = Ctx.getLangOpts();
  const RecordDecl *Written = writtenRecord(Sub.Record);
  const uint64_t P = Context.model().pointerAlign();
  const std::string &Macro = Context.options().AlignMacro;

  // Alignment requested on a member other than the tag (alignas(16) on the
  // inner) cannot be undone from the record; leave it to the user. On the
  // tag (C11's spelling) it is rewritten in place.
  const FieldDecl *WrittenTag = nullptr;
  for (const FieldDecl *FD : Written->fields())
    if (FD->getName() == Sub.Tag->getName() &&
        FD->getLocation() == Sub.Tag->getLocation())
      WrittenTag = FD;
  for (const FieldDecl *FD : Written->fields()) {
    if (!FD->hasAttr<AlignedAttr>())
      continue;
    if (FD != WrittenTag || !Written->specific_attrs<AlignedAttr>().empty())
      return Edit;
    SmallVector<const AlignedAttr *, 1> OnTag(
        FD->specific_attrs<AlignedAttr>());
    if (OnTag.size() != 1 || !OnTag.front()->isAlignas() ||
        OnTag.front()->isAlignmentDependent())
      return Edit;
    SourceRange Range =
        Context.withParenthesizedArgs(OnTag.front()->getRange().getBegin());
    if (Range.isInvalid() || !Context.canEdit(Range))
      return Edit;
    StringRef Keyword = Lang.CPlusPlus ? "alignas" : "_Alignas";
    Edit.Hints.push_back(FixItHint::CreateReplacement(
        CharSourceRange::getTokenRange(Range), (Keyword + "(void*)").str()));
    Edit.Possible = true;
    Site = EditSite::Tag;
    return Edit;
  }

  SmallVector<const AlignedAttr *, 2> Attrs;
  for (const AlignedAttr *A : Written->specific_attrs<AlignedAttr>())
    if (!A->isImplicit() && !A->isInherited())
      Attrs.push_back(A);
  if (Attrs.size() > 1)
    return Edit;
  if (Attrs.size() == 1) {
    const AlignedAttr *A = Attrs.front();
    if (A->isAlignmentDependent())
      return Edit;
    if (A->getAlignment(const_cast<ASTContext &>(Ctx)) / Ctx.getCharWidth() ==
        P) {
      Edit.Possible = true; // already right; the record needs nothing
      return Edit;
    }
    // The attribute's range is its name; the edit covers its arguments.
    // GNU `aligned` without arguments means the target's largest alignment.
    SourceRange Range = Context.withParenthesizedArgs(A->getRange().getBegin());
    if (Range.isInvalid() && A->getSyntax() == AttributeCommonInfo::AS_GNU)
      Range = SourceRange(A->getRange().getBegin(), A->getRange().getBegin());
    if (Range.isInvalid() || !Context.canEdit(Range))
      return Edit;
    std::string Replacement;
    if (A->isAlignas() && Lang.CPlusPlus)
      Replacement = Macro.empty() ? "alignas(void*)" : Macro;
    else if (A->getSyntax() == AttributeCommonInfo::AS_GNU)
      Replacement = "aligned(sizeof(void*))";
    else
      return Edit; // __declspec(align(N)) wants a literal; no spelling fits
    Edit.Hints.push_back(FixItHint::CreateReplacement(
        CharSourceRange::getTokenRange(Range), Replacement));
    Edit.Possible = true;
    return Edit;
  }

  if (Lang.C11 && !Lang.CPlusPlus && Macro.empty() &&
      (Sub.Tag == Sub.TagHolder || TagRewritten)) {
    Site = EditSite::Tag;
    if (TagRewritten) {
      Edit.TagPrefix = "_Alignas(void*) ";
      Edit.Possible = true;
      return Edit;
    }
    SourceLocation TagStart = Sub.Tag->getBeginLoc();
    if (!Context.canEdit(TagStart))
      return Edit;
    Edit.Hints.push_back(
        FixItHint::CreateInsertion(TagStart, "_Alignas(void*) "));
    Edit.Possible = true;
    return Edit;
  }

  // struct KEYWORD-HERE Name { ... }
  SourceLocation Keyword = Written->getInnerLocStart();
  if (!Context.canEdit(Keyword))
    return Edit;
  std::string Spelling;
  if (!Macro.empty())
    Spelling = Macro;
  else if (Lang.CPlusPlus11)
    Spelling = "alignas(void*)";
  else if (Ctx.getTargetInfo().getTriple().isWindowsMSVCEnvironment())
    // MSVC's C has no GNU attributes and __declspec(align()) takes only a
    // literal: the target's pointer alignment, as the finding states it.
    Spelling = ("__declspec(align(" + Twine(P) + "))").str();
  else
    Spelling = "__attribute__((aligned(sizeof(void*))))";
  Edit.Hints.push_back(
      FixItHint::CreateInsertion(Context.endOfToken(Keyword), " " + Spelling));
  Edit.Possible = true;
  return Edit;
}

AlignmentEdit alignToPointer(const CheckContext &Context,
                             const SubobjectRecord &Sub, bool TagRewritten) {
  EditSite Site;
  AlignmentEdit Edit = spellAlignment(Context, Sub, TagRewritten, Site);
  if (!Edit.Possible)
    return Edit;
  if (std::optional<FindingNote> Why =
          checkEditedLayout(Context, Sub, Site, TagRewritten)) {
    AlignmentEdit None;
    None.Why = std::move(Why);
    return None;
  }
  return Edit;
}

} // namespace psolint
