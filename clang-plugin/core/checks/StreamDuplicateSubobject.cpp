//===- StreamDuplicateSubobject.cpp - d3d12-stream-duplicate-subobject ----===//
//
// The runtime rejects a stream that sets a kind twice, and it counts derived
// kinds (DEPTH_STENCIL, DEPTH_STENCIL1, DEPTH_STENCIL2; RASTERIZER,
// RASTERIZER1, RASTERIZER2) as one. d3dx12's parser marks only the derived
// kind as seen and misses several orders; this check catches every order.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "clang/Lex/Lexer.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

/// Whether anything could notice the member disappearing.
static bool isReferenced(const CheckContext &Context, const StreamRecord &S,
                         const FieldDecl *FD) {
  const KindEvidence &E = Context.model().evidence();
  if (E.ReferencedFields.count(FD) ||
      E.DependentMemberNames.count(FD->getName()))
    return true;
  // Positional aggregate initialisers would shift onto the next member.
  auto Count = E.ExplicitInitCount.find(S.Record);
  return Count != E.ExplicitInitCount.end() &&
         Count->second > FD->getFieldIndex();
}

/// How many members of each record start at each declaration: `A a, b;`
/// declares two members in one. Counted once per record, not per finding.
class SharedDeclarations {
public:
  bool isShared(const FieldDecl *FD) {
    auto [It, Inserted] = Counts.try_emplace(FD->getParent());
    if (Inserted)
      for (const FieldDecl *Other : FD->getParent()->fields())
        ++It->second[Other->getBeginLoc().getRawEncoding()];
    return It->second.lookup(FD->getBeginLoc().getRawEncoding()) > 1;
  }

private:
  DenseMap<const RecordDecl *, DenseMap<unsigned, unsigned>> Counts;
};

/// Removes `Type Name;` with its line when the line holds nothing else.
static std::optional<FixItHint> removeMember(const CheckContext &Context,
                                             SharedDeclarations &Shared,
                                             const FieldDecl *FD) {
  const SourceManager &SM = Context.sources();
  const LangOptions &Lang = Context.context().getLangOpts();
  // `A a, b;` declares two members in one declaration: leave it.
  if (Shared.isShared(FD))
    return std::nullopt;
  SourceLocation Begin = FD->getBeginLoc();
  SourceLocation AfterSemi =
      Lexer::findLocationAfterToken(FD->getEndLoc(), tok::semi, SM, Lang,
                                    /*SkipTrailingWhitespaceAndNewLine=*/false);
  if (AfterSemi.isInvalid() || !Context.canEdit(SourceRange(Begin, AfterSemi)))
    return std::nullopt;
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(SM.getFileID(Begin), &Invalid);
  if (Invalid)
    return std::nullopt;
  unsigned Start = SM.getFileOffset(Begin), End = SM.getFileOffset(AfterSemi);
  unsigned LineStart = Start;
  while (LineStart > 0 &&
         (Buffer[LineStart - 1] == ' ' || Buffer[LineStart - 1] == '\t'))
    --LineStart;
  unsigned LineEnd = End;
  while (LineEnd < Buffer.size() &&
         (Buffer[LineEnd] == ' ' || Buffer[LineEnd] == '\t'))
    ++LineEnd;
  bool WholeLine = (LineStart == 0 || Buffer[LineStart - 1] == '\n') &&
                   (LineEnd == Buffer.size() || Buffer[LineEnd] == '\n');
  if (WholeLine) {
    // From the end of the previous line to the end of this one: Clang's
    // rewriter widens a removal followed by a space, which would eat the
    // next line's indentation.
    if (LineStart > 0) {
      Start = LineStart - 1;
      End = LineEnd;
    } else {
      Start = LineStart;
      End = LineEnd < Buffer.size() ? LineEnd + 1 : LineEnd;
    }
  }
  SourceLocation FileStart = SM.getLocForStartOfFile(SM.getFileID(Begin));
  return FixItHint::CreateRemoval(CharSourceRange::getCharRange(
      FileStart.getLocWithOffset(Start), FileStart.getLocWithOffset(End)));
}

/// A kind set twice on one path, where the tags written say so and the
/// record's own kinds do not (those are reported at the record, above): a
/// tag written in a branch, or copied from a table.
static std::optional<Finding>
judgePath(CheckContext &Context, const RuntimeUse &Use, const DescRead &Read) {
  const KindTable &Kinds = Context.kinds();
  std::optional<PathStream> OnPath = streamOnPath(Context, Read);
  if (!OnPath)
    return std::nullopt;
  struct Slot {
    const StreamMember *M;
    int64_t Kind;
    Value Tag;
  };
  DenseMap<int64_t, Slot> FirstOfFamily;
  for (const StreamMember &M : OnPath->Stream->Members) {
    if (!OnPath->reads(M))
      continue;
    Value Tag;
    std::optional<int64_t> Kind = OnPath->kindOf(M, &Tag);
    const SubobjectKind *K = Kind ? Kinds.find(*Kind) : nullptr;
    if (!K)
      continue;
    auto [It, Inserted] =
        FirstOfFamily.try_emplace(K->FamilyRoot, Slot{&M, *Kind, Tag});
    if (Inserted)
      continue;
    const Slot &First = It->second;
    const SubobjectKind *FirstStatic =
        First.M->Kind ? Kinds.find(*First.M->Kind) : nullptr;
    const SubobjectKind *ThisStatic = M.Kind ? Kinds.find(*M.Kind) : nullptr;
    if (FirstStatic && ThisStatic &&
        FirstStatic->FamilyRoot == ThisStatic->FamilyRoot)
      return std::nullopt; // the record's finding
    auto [Name, Declared] = streamName(Context, Read.Stream);
    std::string FirstKind = Kinds.describe(First.Kind);
    std::string ThisKind = Kinds.describe(*Kind);
    Finding F;
    F.Loc = Read.Stream.Site->getExprLoc();
    if (First.Kind == *Kind)
      F.Message = formatv(
          "stream '{0}' sets subobject kind {1} twice: '{2}' repeats '{3}'; "
          "the runtime rejects a duplicate subobject with E_INVALIDARG",
          Name, ThisKind, M.Path, First.M->Path);
    else
      F.Message = formatv(
          "stream '{0}' sets {1} in '{2}' after {3} in '{4}': derived kinds "
          "count as the same subobject, so the runtime rejects the stream "
          "with E_INVALIDARG",
          Name, ThisKind, M.Path, FirstKind, First.M->Path);
    if (Declared.isValid())
      F.Notes.push_back(
          {Declared, formatv("stream '{0}' is declared here", Name)});
    for (const Slot &S : {First, Slot{&M, *Kind, Tag}}) {
      std::string What = formatv("the tag of '{0}'", S.M->Path);
      Context.addValueNote(
          F, S.Tag, What,
          formatv("{0} is set to {1} here", What, Kinds.describe(S.Kind)));
      // Written by a helper: the call, once.
      if (S.Tag.Via && S.Tag.Site &&
          !Context.inLibraryCode(S.Tag.Site->getExprLoc()) &&
          llvm::none_of(F.Notes, [&](const FindingNote &N) {
            return N.Loc == S.Tag.Via->getExprLoc();
          }))
        F.Notes.push_back({S.Tag.Via->getExprLoc(), "by this call"});
    }
    Context.addUseNotes(F, Use);
    return F;
  }
  return std::nullopt;
}

void runStreamDuplicateSubobject(CheckContext &Context) {
  const KindTable &Kinds = Context.kinds();
  for (const RuntimeUse &Use : Context.values().uses()) {
    std::vector<std::optional<Finding>> PerPath;
    for (const DescRead &Read : Use.Paths)
      PerPath.push_back(judgePath(Context, Use, Read));
    Context.reportOnPaths(CheckId::StreamDuplicateSubobject, Use,
                          std::move(PerPath));
  }
  SharedDeclarations Shared;
  for (const StreamRecord *Stream : Context.streams()) {
    DenseMap<int64_t, const StreamMember *> FirstOfFamily;
    for (const StreamMember &M : Stream->Members) {
      if (!M.Kind)
        continue;
      const SubobjectKind *Kind = Kinds.find(*M.Kind);
      if (!Kind)
        continue;
      auto [It, Inserted] = FirstOfFamily.try_emplace(Kind->FamilyRoot, &M);
      if (Inserted)
        continue;
      const StreamMember &First = *It->second;
      // Both inside one nested stream: that stream reports it, once.
      if (First.Origin == M.Origin && M.Origin != M.Field)
        continue;
      std::string Name = recordName(Stream->Record);
      std::string FirstKind = Kinds.describe(*First.Kind);
      std::string ThisKind = Kinds.describe(*M.Kind);
      Finding F;
      F.Loc = M.OriginLoc;
      if (*First.Kind == *M.Kind)
        F.Message = formatv(
            "stream '{0}' sets subobject kind {1} twice: '{2}' repeats '{3}'; "
            "the runtime rejects a duplicate subobject with E_INVALIDARG",
            Name, ThisKind, M.Path, First.Path);
      else
        F.Message = formatv(
            "stream '{0}' sets {1} in '{2}' after {3} in '{4}': derived kinds "
            "count as the same subobject, so the runtime rejects the stream "
            "with E_INVALIDARG",
            Name, ThisKind, M.Path, FirstKind, First.Path);
      F.Notes.push_back({First.OriginLoc, formatv("'{0}' sets {1} here",
                                                  First.Path, FirstKind)});
      bool Exact = *First.Kind == *M.Kind && M.Field && M.Origin == M.Field &&
                   First.Sub->Record == M.Sub->Record &&
                   writtenRecord(Stream->Record) == Stream->Record;
      if (Exact && !isReferenced(Context, *Stream, M.Field))
        if (std::optional<FixItHint> Fix =
                removeMember(Context, Shared, M.Field))
          F.FixIts.push_back(*Fix);
      Context.report(CheckId::StreamDuplicateSubobject, std::move(F));
    }
  }
}

} // namespace psolint
