//===- AlignmentFix.cpp ---------------------------------------------------===//
#include "AlignmentFix.h"

#include "clang/AST/Attr.h"
#include "clang/Basic/TargetInfo.h"

using namespace clang;
using namespace llvm;

namespace psolint {

AlignmentEdit alignToPointer(const CheckContext &Context,
                             const SubobjectRecord &Sub, bool TagRewritten) {
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
    if (FD->getName() == Sub.Tag->getName() && FD->getLocation() ==
                                                  Sub.Tag->getLocation())
      WrittenTag = FD;
  for (const FieldDecl *FD : Written->fields()) {
    if (!FD->hasAttr<AlignedAttr>())
      continue;
    if (FD != WrittenTag || !Written->specific_attrs<AlignedAttr>().empty())
      return Edit;
    SmallVector<const AlignedAttr *, 1> OnTag(FD->specific_attrs<AlignedAttr>());
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

} // namespace psolint
