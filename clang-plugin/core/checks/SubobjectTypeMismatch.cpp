//===- SubobjectTypeMismatch.cpp - d3d12-subobject-type-mismatch ----------===//
//
// The runtime reads the inner as the type its kind names. A RASTERIZER tag on
// a D3D12_RASTERIZER_DESC1 is accepted (both 44 bytes) and DepthBias is read
// as an INT; other mismatches misread sizes too. d3dx12's CD3DX12_* wrappers
// count as the desc they wrap.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "clang/AST/Expr.h"
#include "clang/AST/TypeLoc.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

/// The size of a type named in the kind table, when the TU declares it.
static std::optional<uint64_t> sizeOfNamed(ASTContext &Ctx, StringRef Name) {
  if (Name.ends_with("*"))
    return Ctx.getTypeSizeInChars(Ctx.VoidPtrTy).getQuantity();
  if (Name == "UINT")
    return 4;
  for (const NamedDecl *ND :
       Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name))) {
    QualType T;
    if (const auto *TD = dyn_cast<TypedefNameDecl>(ND))
      T = TD->getUnderlyingType();
    else if (const auto *Tag = dyn_cast<TagDecl>(ND))
      T = compat::tagType(Ctx, Tag);
    if (!T.isNull() && !T->isIncompleteType() && !T->isDependentType())
      return Ctx.getTypeSizeInChars(T).getQuantity();
  }
  return std::nullopt;
}

/// `Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_X` in the user's own text.
static const DeclRefExpr *writtenEnumerator(const Expr *E) {
  if (!E)
    return nullptr;
  // Type{X} and Type = {X}
  if (const auto *List = dyn_cast<InitListExpr>(E->IgnoreImplicit()))
    E = List->getNumInits() == 1 ? List->getInit(0) : nullptr;
  if (!E)
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  return DRE && isa<EnumConstantDecl>(DRE->getDecl()) ? DRE : nullptr;
}

/// Where the record's kind is written as a lone enumerator, if it is.
static const DeclRefExpr *kindSpelling(const SubobjectRecord &S) {
  if (S.Source == KindSource::DefaultMemberInitializer)
    return writtenEnumerator(S.Tag->getInClassInitializer());
  if (S.Source == KindSource::ConstructorInitializer) {
    const DeclRefExpr *Only = nullptr;
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(S.Record))
      for (const CXXConstructorDecl *Ctor : CRD->ctors())
        for (const CXXCtorInitializer *Init : Ctor->inits())
          if (Init->getAnyMember() == S.Tag && Init->isWritten()) {
            if (Only)
              return nullptr; // several places to change: leave it
            Only = writtenEnumerator(Init->getInit());
          }
    return Only;
  }
  return nullptr;
}

/// The kind argument as written in a template-id (`Pair<D3D12_RASTERIZER_DESC1,
/// D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER>`) where a declaration's
/// type is spelled, or null when the type is not written as one.
static const DeclRefExpr *writtenKindArgument(const SubobjectModel &Model,
                                              const TypeSourceInfo *TSI) {
  if (!TSI)
    return nullptr;
  auto TSTL = TSI->getTypeLoc().getAsAdjusted<TemplateSpecializationTypeLoc>();
  if (!TSTL)
    return nullptr;
  const DeclRefExpr *Found = nullptr;
  for (unsigned I = 0, N = TSTL.getNumArgs(); I != N; ++I) {
    TemplateArgumentLoc Arg = TSTL.getArgLoc(I);
    if (Arg.getArgument().getKind() != TemplateArgument::Expression)
      continue;
    const DeclRefExpr *Spelling = writtenEnumerator(Arg.getSourceExpression());
    if (!Spelling || !Model.namesTagEnumerator(Spelling))
      continue;
    if (Found)
      return nullptr; // two kinds: not the one to change
    Found = Spelling;
  }
  return Found;
}

/// Where the template arguments that make a subobject record are written:
/// the stream members whose type is its template-id, and the typedefs of
/// it.
struct ArgumentSite {
  SourceLocation Loc;
  std::string Where;
  const DeclRefExpr *Kind;
};
static SmallVector<ArgumentSite, 2> argumentSites(CheckContext &Context,
                                                  const SubobjectRecord &S) {
  SmallVector<ArgumentSite, 2> Sites;
  const SubobjectModel &Model = Context.model();
  for (const TypedefNameDecl *TD : Context.uses().RecordTypedefs)
    if (compat::recordOf(TD->getUnderlyingType()) == S.Record)
      if (const DeclRefExpr *Kind =
              writtenKindArgument(Model, TD->getTypeSourceInfo()))
        Sites.push_back(
            {TD->getLocation(), formatv("'{0}'", TD->getName()).str(), Kind});
  for (const StreamRecord *Stream : Context.streams())
    for (const StreamMember &M : Stream->Members)
      if (M.Sub == &S && M.Field && M.Origin == M.Field)
        if (const DeclRefExpr *Kind =
                writtenKindArgument(Model, M.Field->getTypeSourceInfo()))
          Sites.push_back({M.OriginLoc,
                           formatv("member '{0}' of stream '{1}'", M.Path,
                                   recordName(Stream->Record))
                               .str(),
                           Kind});
  return Sites;
}

/// A member of a stream that holds S, of Kind's family but not S itself:
/// retagging S as Kind would make that stream set the kind twice.
static std::pair<const StreamRecord *, const StreamMember *>
familyElsewhere(CheckContext &Context, const SubobjectRecord &S, int64_t Kind) {
  for (const StreamRecord *Stream : Context.streams()) {
    if (llvm::none_of(Stream->Members,
                      [&](const StreamMember &M) { return M.Sub == &S; }))
      continue;
    for (const StreamMember &M : Stream->Members)
      if (M.Sub != &S && M.Kind && Context.kinds().sameFamily(*M.Kind, Kind))
        return {Stream, &M};
  }
  return {nullptr, nullptr};
}

void runSubobjectTypeMismatch(CheckContext &Context) {
  const KindTable &Kinds = Context.kinds();
  ASTContext &Ctx = Context.context();

  // RecordLevel: the kind is spelled in the record (its tag's initialiser);
  // ArgumentKind: it is this template argument, written at Loc.
  auto Check = [&](const SubobjectRecord &S, int64_t KindValue,
                   SourceLocation Loc, StringRef Where, bool RecordLevel,
                   const DeclRefExpr *ArgumentKind =
                       nullptr) -> std::optional<Finding> {
    const SubobjectKind *Kind = Kinds.find(KindValue);
    if (!Kind || Kind->InnerType.empty() || !S.Inner)
      return std::nullopt;
    std::string Actual = innerTypeName(S.Inner->getType());
    if (Actual == Kind->InnerType)
      return std::nullopt;
    std::string Spelled =
        S.Inner->getType().getAsString(Ctx.getPrintingPolicy());
    std::optional<uint64_t> Expected = sizeOfNamed(Ctx, Kind->InnerType);
    Finding F;
    F.Loc = Loc;
    F.Message = formatv("{0} has kind {1}, whose inner is {2}, but its inner "
                        "'{3}' is {4}",
                        Where, Kind->Name, Kind->InnerType, S.Inner->getName(),
                        Spelled);
    if (Expected && *Expected == S.InnerSize)
      F.Message += formatv(": both are {0} bytes, so the runtime accepts the "
                           "stream and reads one as the other",
                           S.InnerSize);
    else if (Expected)
      F.Message += formatv(": the runtime reads {0} bytes of {1} where the "
                           "code put {2} bytes of {3}",
                           *Expected, Kind->InnerType, S.InnerSize, Spelled);
    if (std::optional<int64_t> Right = Kinds.uniqueKindForInner(Actual)) {
      std::string RightName =
          (TagEnumeratorPrefix + Kinds.describe(*Right)).str();
      const DeclRefExpr *Spelling = ArgumentKind  ? ArgumentKind
                                    : RecordLevel ? kindSpelling(S)
                                                  : nullptr;
      // Retagging must not make a stream that holds it set a kind twice.
      auto [Stream, Clash] = familyElsewhere(Context, S, *Right);
      if (Clash)
        F.Notes.push_back(
            {S.Inner->getLocation(),
             formatv("'{0}' is the inner of kind {1}; no fix-it: stream "
                     "'{2}' already sets {3} in '{4}'",
                     Spelled, Kinds.describe(*Right),
                     recordName(Stream->Record), Kinds.describe(*Clash->Kind),
                     Clash->Path)});
      else if (Spelling && Context.canEdit(Spelling->getSourceRange()))
        F.FixIts.push_back(FixItHint::CreateReplacement(
            Spelling->getSourceRange(), RightName));
      else
        F.Notes.push_back(
            {S.Inner->getLocation(), formatv("'{0}' is the inner of kind {1}",
                                             Spelled, Kinds.describe(*Right))});
    }
    if (ArgumentKind)
      F.Notes.push_back(
          {writtenRecord(S.Record)->getLocation(),
           formatv("'{0}' takes its kind and its inner from the template "
                   "arguments",
                   recordName(S.Record))});
    return F;
  };
  auto Report = [&](std::optional<Finding> F) {
    if (F)
      Context.report(CheckId::SubobjectTypeMismatch, std::move(*F));
  };

  for (const SubobjectRecord *S : Context.subobjects()) {
    if (!S->Kind || S->Source == KindSource::InnerType ||
        !Context.actsAsSubobject(*S))
      continue;
    // A kind from the template arguments is wrong where they are written:
    // the stream member or the typedef, not the template.
    if (S->Source == KindSource::TemplateArgument) {
      SmallVector<ArgumentSite, 2> Sites = argumentSites(Context, *S);
      for (const ArgumentSite &Site : Sites)
        Report(Check(*S, *S->Kind, Site.Loc, Site.Where, false, Site.Kind));
      if (!Sites.empty())
        continue;
    }
    Report(Check(*S, *S->Kind, writtenRecord(S->Record)->getLocation(),
                 formatv("subobject '{0}'", recordName(S->Record)).str(),
                 true));
  }

  // A stream member whose own tag assignments give it another kind than
  // its record's.
  for (const StreamRecord *Stream : Context.streams())
    for (const StreamMember &M : Stream->Members)
      if (M.Kind && M.Field && M.Origin == M.Field &&
          (M.Kind != M.Sub->Kind ||
           // d3dx12's template instantiated by the user with a wrong pair:
           // the record is in the SDK's header, the mistake here.
           (M.Sub->Source == KindSource::TemplateArgument &&
            Context.sources().isInSystemHeader(
                writtenRecord(M.Sub->Record)->getLocation()))))
        Report(Check(*M.Sub, *M.Kind, M.OriginLoc,
                     formatv("member '{0}' of stream '{1}'", M.Path,
                             recordName(Stream->Record))
                         .str(),
                     false));

  // A tag the program chooses (in a branch, from a local) that, on some
  // path, is another kind than the member's own: at the value chosen.
  Context.reportTagsOnPaths(
      CheckId::SubobjectTypeMismatch,
      [&](const DescRead &Read, const StreamMember &M,
          const Value &Tag) -> std::optional<Finding> {
        // Bytes a builder wrote have the type their tag names.
        if ((M.Kind && Tag.Number == *M.Kind) || M.Sub->Written)
          return std::nullopt;
        auto [Name, Declared] = streamName(Context, Read.Stream);
        SourceLocation At = Context.storeLocation(Tag);
        if (At.isInvalid())
          At = Context.editableLoc(Tag.Site->getExprLoc());
        std::optional<Finding> F = Check(
            *M.Sub, Tag.Number, At,
            formatv("member '{0}' of stream '{1}'", M.Path, Name).str(), false);
        if (!F)
          return F;
        F->FixIts.clear(); // the value is chosen, not spelled
        Context.addCopyNote(*F, Tag, formatv("the tag of '{0}'", M.Path).str());
        return F;
      });
}

} // namespace psolint
