//===- Analyzer.cpp - Evidence collection and the check driver ------------===//
#include "Analyzer.h"
#include "CheckContext.h"
#include "Compat.h"
#include "Suppression.h"
#include "UserCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

FindingSink::~FindingSink() = default;

static bool isTrue(StringRef Value) {
  return Value.equals_insensitive("true") || Value == "1";
}

void readCheckOptions(AnalyzerOptions &Options,
                      function_ref<StringRef(StringRef Key)> Lookup) {
  Options.AlignMacro = Lookup("d3d12-subobject-alignment.AlignMacro").str();
  Options.Pedantic = isTrue(Lookup("d3d12-subobject-enum-union.Pedantic"));
  // The global key, or the key of any of the three record checks.
  for (StringRef Key :
       {"StrictRecords", "d3d12-subobject-alignment.StrictRecords",
        "d3d12-subobject-enum-union.StrictRecords",
        "d3d12-subobject-layout.StrictRecords"})
    Options.StrictRecords |= isTrue(Lookup(Key));
  // A version that is not a number is no version; an empty name keeps the
  // default.
  unsigned Version = 0;
  if (!Lookup("d3d12-stream-sdk-version.SdkVersion").getAsInteger(10, Version))
    Options.SdkVersion = Version;
  StringRef Function = Lookup("d3d12-derived-pso-desc.FunctionName");
  if (!Function.empty())
    Options.DerivedFunction = Function.str();
  StringRef Member = Lookup("d3d12-derived-pso-desc.TypeMember");
  if (!Member.empty())
    Options.DerivedTypeMember = Member.str();
}

std::string CheckContext::targetName() const {
  return context().getTargetInfo().getTriple().str();
}

bool CheckContext::canEdit(SourceRange Range) const {
  const SourceManager &SM = sources();
  for (SourceLocation Loc : {Range.getBegin(), Range.getEnd()}) {
    if (Loc.isInvalid() || !Loc.isFileID())
      return false;
    if (SM.isInSystemHeader(Loc))
      return false;
  }
  return true;
}

StringRef CheckContext::text(SourceRange TokenRange) const {
  if (!canEdit(TokenRange))
    return StringRef();
  bool Invalid = false;
  StringRef Text =
      Lexer::getSourceText(CharSourceRange::getTokenRange(TokenRange),
                           sources(), context().getLangOpts(), &Invalid);
  return Invalid ? StringRef() : Text;
}

SourceLocation CheckContext::endOfToken(SourceLocation Loc) const {
  return Lexer::getLocForEndOfToken(Loc, 0, sources(), context().getLangOpts());
}

bool CheckContext::inStream(const SubobjectRecord &S) const {
  if (!InStreams) {
    InStreams.emplace();
    for (const StreamRecord *Stream : streams())
      for (const StreamMember &M : Stream->Members)
        InStreams->insert(M.Sub);
  }
  return InStreams->count(&S) != 0;
}

const StreamWalk &CheckContext::walk(const StreamRecord &Stream) const {
  std::unique_ptr<StreamWalk> &Slot = Walks[&Stream];
  if (!Slot)
    Slot = std::make_unique<StreamWalk>(
        walkStream(Stream, model().pointerAlign()));
  return *Slot;
}

SmallVector<FindingNote, 1> CheckContext::bites(const SubobjectRecord &S,
                                                CheckId Check) const {
  SmallVector<FindingNote, 1> Notes;
  auto Is = [&](const StreamWalk::Cause &C) {
    return C.Record == &S && C.Check == Check;
  };
  for (const StreamRecord *Stream : streams()) {
    const StreamWalk &W = walk(*Stream);
    std::string Name = recordName(Stream->Record);
    auto Shows = [&](const StreamMember *Member,
                     const StreamForeignMember *Foreign,
                     const StreamMember *Previous, uint64_t Cursor,
                     uint64_t Offset) {
      if (!Member && !Foreign) {
        Notes.push_back(
            {Previous->OriginLoc,
             formatv("in stream '{0}', the runtime reads the next tag at "
                     "byte {1}, inside the stream's {2} bytes, after '{3}'",
                     Name, Cursor, Stream->Size, Previous->Path)});
        return;
      }
      std::string Path = Member ? Member->Path : Foreign->Path;
      SourceLocation Loc = Member ? Member->OriginLoc : Foreign->OriginLoc;
      Notes.push_back({Loc, formatv("in stream '{0}', '{1}' is at offset {2}; "
                                    "the runtime reads it at offset {3}",
                                    Name, Path, Offset, Cursor)});
    };
    // Where the record shows first in this stream: one note a stream.
    if (llvm::any_of(W.Causes, Is)) {
      Shows(W.What == StreamWalk::Outcome::TrailingPadding ? nullptr : W.Member,
            W.What == StreamWalk::Outcome::TrailingPadding ? nullptr
                                                           : W.Foreign,
            W.Previous, W.Cursor, W.Offset);
      continue;
    }
    for (const StreamWalk::LaterDrift &D : W.Later)
      if (Is(D.Why)) {
        Shows(D.Member, D.Foreign, D.Previous, D.Cursor, D.Offset);
        break;
      }
  }
  return Notes;
}

bool CheckContext::judged(const SubobjectRecord &S) const {
  if (strictRecords())
    return actsAsSubobject(S);
  if (Session.records().GivenToRuntime.count(S.Record))
    return true;
  return inStream(S);
}

bool CheckContext::actsAsSubobject(const SubobjectRecord &S) const {
  if (inStream(S))
    return true;
  if (!S.Inner)
    return false;
  // A bare pair: its second member is some kind's inner. A table entry
  // `{ TYPE Kind; const char *Name; }` is not.
  if (!S.LeadingMember && S.PaddingMembers.empty() && S.TrailingMembers.empty())
    return kinds().isSomeInner(innerTypeName(S.Inner->getType()));
  const SubobjectKind *Kind = S.Kind ? kinds().find(*S.Kind) : nullptr;
  return Kind && innerTypeName(S.Inner->getType()) == Kind->InnerType;
}

SourceRange CheckContext::withParenthesizedArgs(SourceLocation Name) const {
  const SourceManager &SM = sources();
  const LangOptions &Lang = context().getLangOpts();
  std::optional<Token> Tok = Lexer::findNextToken(Name, SM, Lang);
  if (!Tok || !Tok->is(tok::l_paren))
    return SourceRange();
  unsigned Depth = 0;
  while (Tok && !Tok->is(tok::eof)) {
    if (Tok->is(tok::l_paren))
      ++Depth;
    else if (Tok->is(tok::r_paren) && --Depth == 0)
      return SourceRange(Name, Tok->getLocation());
    Tok = Lexer::findNextToken(Tok->getLocation(), SM, Lang);
  }
  return SourceRange();
}

bool CheckContext::namesWrittenDeclaration(SourceLocation Loc) const {
  if (!DeclarationNames) {
    DeclarationNames.emplace();
    auto Add = [&](const RecordDecl *RD) {
      DeclarationNames->insert(RD->getLocation().getRawEncoding());
      for (const FieldDecl *FD : RD->fields())
        DeclarationNames->insert(FD->getLocation().getRawEncoding());
    };
    for (const SubobjectRecord *S : subobjects())
      Add(S->Record);
    for (const StreamRecord *S : streams())
      Add(S->Record);
  }
  return DeclarationNames->contains(Loc.getRawEncoding());
}

void CheckContext::report(CheckId Id, Finding F, bool ByMessage) {
  if (!Filter.isEnabled(Id))
    return;
  const SourceManager &SM = sources();
  if (!isUserCode(SM, F.Loc))
    return;
  // Every instantiation of a template reports at its pattern: once.
  SourceLocation Key = SM.getExpansionLoc(F.Loc);
  unsigned Place = Key.getRawEncoding();
  if (ByMessage)
    Place = static_cast<unsigned>(hash_combine(Place, F.Message));
  if (!Reported.insert({static_cast<unsigned>(Id), Place}).second)
    return;
  F.Check = Id;
  if (Options.HonourNolint && Nolint.suppresses(F.Loc, checkInfo(Id).Name))
    return;
  // A note inside the SDK's headers tells the user nothing they can act on.
  llvm::erase_if(F.Notes, [&](const FindingNote &Note) {
    return !isUserCode(SM, Note.Loc);
  });
  // A record a macro writes is reported where its name is spelled, in the
  // macro's arguments; compilers print no "expanded from" note for those,
  // so point at the macro's definition here.
  if (F.Loc.isMacroID() && SM.isMacroArgExpansion(F.Loc) &&
      namesWrittenDeclaration(F.Loc)) {
    SourceLocation Body = F.Loc;
    while (Body.isMacroID() && SM.isMacroArgExpansion(Body))
      Body = SM.getImmediateExpansionRange(Body).getBegin();
    if (Body.isMacroID()) {
      StringRef Macro =
          Lexer::getImmediateMacroName(Body, SM, context().getLangOpts());
      SourceLocation Definition = SM.getSpellingLoc(Body);
      if (!Macro.empty() && isUserCode(SM, Definition)) {
        std::string Text = ("in the expansion of macro '" + Macro + "'").str();
        if (checkInfo(Id).HasFixIt && F.FixIts.empty())
          Text += ": no fix-it edits a macro's definition";
        F.Notes.insert(F.Notes.begin(), {Definition, std::move(Text)});
      }
    }
  }
  for (const FixItHint &Fix : F.FixIts)
    if (!canEdit(Fix.RemoveRange.getAsRange()) ||
        (Fix.InsertFromRange.isValid() &&
         !canEdit(Fix.InsertFromRange.getAsRange()))) {
      // A fix-it is all or nothing: half an edit does not compile.
      F.FixIts.clear();
      break;
    }
  // Findings are reported one by one, and a front-end applies all their
  // fix-its together (--fix, -fixit, clang-apply-replacements): two that
  // edit the same text differently conflict. The first keeps its edit; the
  // later finding keeps its warning, without an edit, and says why.
  SmallVector<Edit, 2> Mine;
  if (const Edit *Other = conflictingEdit(F, Mine)) {
    F.FixIts.clear();
    F.Notes.push_back(
        {Other->Loc,
         formatv("no fix-it for [{0}]: it would edit the text that the "
                 "fix-it of [{1}] here edits; apply that one and run again",
                 checkInfo(Id).Name, checkInfo(Other->Check).Name)});
  } else {
    for (Edit &New : Mine) {
      std::multimap<unsigned, Edit> &InFile = Edits[New.File];
      auto [First, Last] = InFile.equal_range(New.Begin);
      bool Known = std::any_of(First, Last, [&](const auto &Entry) {
        return Entry.second.End == New.End && Entry.second.Text == New.Text;
      });
      if (!Known)
        InFile.emplace(New.Begin, std::move(New));
    }
  }
  Sink.report(F);
}

const CheckContext::Edit *
CheckContext::conflictingEdit(const Finding &F,
                              SmallVectorImpl<Edit> &Mine) const {
  const SourceManager &SM = sources();
  for (const FixItHint &Fix : F.FixIts) {
    CharSourceRange Range =
        Lexer::makeFileCharRange(Fix.RemoveRange, SM, context().getLangOpts());
    if (Range.isInvalid())
      continue;
    auto [File, Begin] = SM.getDecomposedLoc(Range.getBegin());
    unsigned End = SM.getDecomposedLoc(Range.getEnd()).second;
    Mine.push_back({File, Begin, End, Fix.CodeToInsert, F.Check, F.Loc});
  }
  // Edits overlap when each starts before the other ends; the same edit
  // twice does not count, nor do two insertions at one point.
  auto Conflicts = [](const Edit &New, const Edit &Old) {
    if (Old.Begin == New.Begin && Old.End == New.End && Old.Text == New.Text)
      return false;
    return New.Begin < Old.End && Old.Begin < New.End;
  };
  for (const Edit &New : Mine) {
    auto Found = Edits.find(New.File);
    if (Found == Edits.end())
      continue;
    const std::multimap<unsigned, Edit> &InFile = Found->second;
    // The edits starting at or after New's start, up to its end...
    auto Next = InFile.lower_bound(New.Begin);
    for (auto It = Next; It != InFile.end() && It->first <= New.End; ++It)
      if (Conflicts(New, It->second))
        return &It->second;
    // ... and those starting last before it: no earlier one can reach past
    // them without conflicting with them, so none reaches New.
    if (Next != InFile.begin()) {
      unsigned Start = std::prev(Next)->first;
      for (auto It = InFile.lower_bound(Start); It != Next; ++It)
        if (Conflicts(New, It->second))
          return &It->second;
    }
  }
  return nullptr;
}

void analyzeTranslationUnit(ASTContext &Ctx, const AnalyzerOptions &Options,
                            const CheckFilter &Filter, FindingSink &Sink) {
  bool AnyEnabled = false;
  for (const CheckInfo &Info : allChecks())
    AnyEnabled |= Filter.isEnabled(Info.Id);
  if (!AnyEnabled)
    return;
  std::unique_ptr<AnalysisSession> Session = AnalysisSession::create(
      Ctx, Options.DerivedFunction, Options.ErrorLocations);
  if (!Session || Session->empty())
    return;
  CheckContext Context(*Session, Options, Filter, Sink);

#define PSOLINT_CHECK(Name, Id, Summary, DefaultOn, Severity, HasFixIt)        \
  if (Filter.isEnabled(CheckId::Name))                                         \
    run##Name(Context);
#include "Checks.def"
}

} // namespace psolint
