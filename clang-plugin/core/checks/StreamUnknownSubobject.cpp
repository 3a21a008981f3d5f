//===- StreamUnknownSubobject.cpp - d3d12-stream-unknown-subobject --------===//
//
// The runtime fails on a tag that is not a kind it knows: 23 (unused), the
// MAX_VALID marker and above, negative values, integers cast to the enum.
// Reported wherever the value is statically known.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "clang/AST/DeclTemplate.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

/// "0-22, 24-26": the valid kinds of the enum in use.
static std::string validRanges(const KindTable &Kinds) {
  SmallVector<int64_t, 32> Values;
  for (const SubobjectKind &K : Kinds.kinds())
    if (Kinds.isValid(K.Value))
      Values.push_back(K.Value);
  llvm::sort(Values);
  std::string Result;
  for (size_t I = 0; I < Values.size();) {
    size_t J = I;
    while (J + 1 < Values.size() && Values[J + 1] == Values[J] + 1)
      ++J;
    if (!Result.empty())
      Result += ", ";
    Result += std::to_string(Values[I]);
    if (J != I)
      Result += "-" + std::to_string(Values[J]);
    I = J + 1;
  }
  return Result;
}

/// "27 (MAX_VALID, the end marker)".
static std::string describeValue(const KindTable &Kinds, int64_t Value) {
  std::string What = std::to_string(Value);
  if (Kinds.maxValid() && Value == *Kinds.maxValid())
    What += " (MAX_VALID, the end marker)";
  return What;
}

void runStreamUnknownSubobject(CheckContext &Context) {
  const KindTable &Kinds = Context.kinds();
  std::string Valid = validRanges(Kinds);
  auto Report = [&](SourceLocation Loc, int64_t Value,
                    SourceLocation Use = SourceLocation()) {
    if (Kinds.isValid(Value))
      return;
    Finding F;
    F.Loc = Loc;
    if (Use.isValid() && Use != Loc)
      F.Notes.push_back({Use, "the pair's constructor writes the tag its "
                              "type carries here"});
    F.Message = formatv("tag value {0} is not a subobject kind of the {1} in "
                        "use (valid: {2}); the runtime fails with "
                        "E_INVALIDARG on an unknown subobject",
                        describeValue(Kinds, Value), TagEnumName, Valid);
    Context.report(CheckId::StreamUnknownSubobject, std::move(F));
  };

  // Only tags of records used as subobjects: a table of kinds may well end
  // in MAX_VALID or -1.
  DenseSet<const FieldDecl *> Tags;
  for (const SubobjectRecord *S : Context.subobjects())
    if (Context.actsAsSubobject(*S))
      Tags.insert(S->Tag);
  for (const StreamRecord *Stream : Context.streams())
    for (const StreamMember &M : Stream->Members)
      Tags.insert(M.Sub->Tag);

  // Assignments and aggregate or designated initialisers.
  DenseSet<const Expr *> Reported;
  for (const TagSite &Site : Context.model().evidence().Sites)
    if (Tags.count(Site.Tag)) {
      Report(Site.Value->getExprLoc(), Site.Kind);
      Reported.insert(Site.Value->IgnoreParenImpCasts());
    }

  // A value the program computes or chooses before it stores it as a tag
  // (a local set in a branch, a sum): judged per path where the runtime
  // reads it, at the value.
  // A tag the member's type carries (a template argument), written by its
  // constructor wherever the program assigns the pair's inner, is the
  // type's defect: reported once, at the argument, with the first such
  // write as a note.
  auto CarriedByType = [](const StreamMember &M) {
    return M.Sub->Source == KindSource::TemplateArgument && M.Sub->Kind &&
           M.Origin == M.Field;
  };
  DenseMap<const StreamMember *, SourceLocation> TypeTagWrites;
  Context.reportTagsOnPaths(
      CheckId::StreamUnknownSubobject,
      [&](const DescRead &, const StreamMember &M,
          const Value &Tag) -> std::optional<Finding> {
        if (Kinds.isValid(Tag.Number) ||
            Reported.count(Tag.Site->IgnoreParenImpCasts()))
          return std::nullopt;
        if (CarriedByType(M) && *M.Sub->Kind == Tag.Number) {
          TypeTagWrites.try_emplace(
              &M, Context.editableLoc(Tag.Site->getExprLoc()));
          return std::nullopt;
        }
        Finding F;
        F.Loc = Context.storeLocation(Tag);
        if (F.Loc.isInvalid())
          F.Loc = Context.editableLoc(Tag.Site->getExprLoc());
        F.Message = formatv("tag value {0} of '{1}' is not a subobject kind "
                            "of the {2} in use (valid: {3}); the runtime "
                            "fails with E_INVALIDARG on an unknown subobject",
                            describeValue(Kinds, Tag.Number), M.Path,
                            TagEnumName, Valid);
        Context.addCopyNote(F, Tag, formatv("the tag of '{0}'", M.Path).str());
        return F;
      });

  // Default member initialisers and constructor initialisers.
  for (const SubobjectRecord *S : Context.subobjects()) {
    if (!Context.actsAsSubobject(*S))
      continue;
    const SubobjectModel &Model = Context.model();
    if (S->Tag->hasInClassInitializer())
      if (std::optional<int64_t> V =
              Model.evaluateTag(S->Tag->getInClassInitializer()))
        Report(S->Tag->getInClassInitializer()->getExprLoc(), *V);
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(S->Record))
      for (const CXXConstructorDecl *Ctor : CRD->ctors())
        for (const CXXCtorInitializer *Init : Ctor->inits())
          if (Init->getAnyMember() == S->Tag && Init->isWritten())
            if (std::optional<int64_t> V = Model.evaluateTag(Init->getInit()))
              Report(Init->getInit()->getExprLoc(), *V);
  }

  // Template arguments (d3dx12's helper instantiated with a bad kind):
  // reported where a stream uses the specialisation.
  for (const StreamRecord *Stream : Context.streams())
    for (const StreamMember &M : Stream->Members)
      if (CarriedByType(M))
        Report(M.OriginLoc, *M.Sub->Kind, TypeTagWrites.lookup(&M));
}

} // namespace psolint
