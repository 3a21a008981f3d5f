//===- FindingTranslator.cpp ----------------------------------------------===//
#include "FindingTranslator.h"
#include "LayoutReport.h"
#include "Session.h"

#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/TextDiagnostic.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/xxhash.h"

using namespace clang;
using namespace llvm;

namespace psolint {
namespace {

/// TextDiagnostic takes its options by pointer in LLVM 19 (retaining them
/// in an IntrusiveRefCntPtr, so they must already be owned by one, as the
/// compiler invocation's are) and by reference in LLVM 22. Converting to
/// both lets one call compile against either major.
class DiagOptionsArg {
public:
  explicit DiagOptionsArg(DiagnosticOptions &Opts) : Opts(Opts) {}
  operator DiagnosticOptions *() const { return &Opts; }
  operator DiagnosticOptions &() const { return Opts; }

private:
  DiagnosticOptions &Opts;
};

} // namespace

FindingTranslator::FindingTranslator(CompilerInstance &CI, bool Color,
                                     const ReportRules &Rules,
                                     TranslationUnitResult &Result)
    : CI(CI), Color(Color), Rules(Rules),
      WarningsAsErrors(Rules.WarningsAsErrors),
      HeaderFilter(Rules.HeaderFilter),
      ExcludeHeaderFilter(Rules.ExcludeHeaderFilter), Result(Result),
      Plain(CI.getSourceManager(), CI.getLangOpts()) {}

bool FindingTranslator::passesFilters(const Finding &F) const {
  const SourceManager &SM = CI.getSourceManager();
  bool UserCode = false, OnFilteredLine = false;
  auto Check = [&](SourceLocation Loc) {
    if (Loc.isInvalid()) // as clang-tidy: no location is no reason to drop
      return void(UserCode = OnFilteredLine = true);
    if (!Rules.SystemHeaders &&
        (SM.isInSystemHeader(Loc) || SM.isInSystemMacro(Loc)))
      return;
    FileID FID = SM.getDecomposedExpansionLoc(Loc).first;
    OptionalFileEntryRef File = SM.getFileEntryRefForID(FID);
    if (!File) // a -D on the command line
      return void(UserCode = OnFilteredLine = true);
    StringRef Name = File->getName();
    // An empty regex is invalid and matches nothing, as in clang-tidy.
    UserCode |= SM.isInMainFile(Loc) ||
                (HeaderFilter.match(Name) && !ExcludeHeaderFilter.match(Name));
    if (Rules.LineFilter.empty()) {
      OnFilteredLine = true;
      return;
    }
    unsigned Line = SM.getExpansionLineNumber(Loc);
    for (const LineRanges &Entry : Rules.LineFilter) {
      if (!Name.ends_with(Entry.Name))
        continue;
      OnFilteredLine |=
          Entry.Lines.empty() ||
          llvm::any_of(Entry.Lines,
                       [&](const std::pair<unsigned, unsigned> &R) {
                         return R.first <= Line && Line <= R.second;
                       });
      return; // the first entry naming the file decides
    }
  };
  Check(F.Loc);
  for (const FindingNote &Note : F.Notes)
    Check(Note.Loc);
  return UserCode && OnFilteredLine;
}

void FindingTranslator::snapshot(FileID FID, StringRef Path) {
  if (Result.Files.count(Path))
    return;
  const SourceManager &SM = CI.getSourceManager();
  FileSnapshot Snapshot;
  Snapshot.ContentHash = xxh3_64bits(SM.getBufferData(FID));
  Snapshot.IsSystemHeader =
      SrcMgr::isSystem(SM.getFileCharacteristic(SM.getLocForStartOfFile(FID)));
  Result.Files[Path] = Snapshot;
}

void FindingTranslator::report(const Finding &F) {
  // The compile command's own -w and -Werror decide, as in the plugin.
  DiagnosticsEngine &Diags = CI.getDiagnostics();
  if (Diags.getIgnoreAllWarnings())
    return;
  if (!passesFilters(F))
    return;
  const CheckInfo &Info = checkInfo(F.Check);
  // WarningsAsErrors names itself in the id, as clang-tidy prints it.
  bool Promoted = WarningsAsErrors.contains(Info.Name);
  bool AsError = Diags.getWarningsAsErrors() || Promoted;
  const SourceManager &SM = CI.getSourceManager();
  const LangOptions &LangOpts = CI.getLangOpts();
  Report R;
  R.Check = F.Check;
  R.IsError = AsError;
  R.Message = F.Message;
  R.Where = Plain.token(F.Loc);
  for (const FindingNote &Note : F.Notes)
    R.Notes.push_back({Plain.token(Note.Loc), Note.Message});

  for (const FixItHint &Hint : F.FixIts) {
    FileID FID;
    std::optional<SourceSpan> Span = Plain.range(Hint.RemoveRange, &FID);
    if (!Span || SM.isInSystemHeader(SM.getLocForStartOfFile(FID))) {
      // A fix-it is all or nothing, as in the core.
      R.Edits.clear();
      break;
    }
    TextEdit Edit;
    Edit.Span = *Span;
    Edit.Text = Hint.CodeToInsert;
    if (Hint.InsertFromRange.isValid())
      Edit.Text =
          Lexer::getSourceText(Hint.InsertFromRange, SM, LangOpts).str();
    snapshot(FID, Span->File);
    R.Edits.push_back(std::move(Edit));
  }

  // Rendered as the plugin's diagnostic is: the same message, level,
  // fix-its and notes through clang's own renderer and the compile's
  // diagnostic options.
  DiagnosticOptions &Options = CI.getDiagnosticOpts();
  Options.ShowColors = Color;
  raw_string_ostream OS(R.Rendered);
  OS.enable_colors(Color);
  TextDiagnostic Renderer(OS, LangOpts, DiagOptionsArg(Options),
                          &CI.getPreprocessor());
  Renderer.emitDiagnostic(FullSourceLoc(F.Loc, SM),
                          AsError ? DiagnosticsEngine::Error
                                  : DiagnosticsEngine::Warning,
                          (F.Message + " [" + Info.Name +
                           (Promoted ? ",-warnings-as-errors" : "") + "]")
                              .str(),
                          {}, F.FixIts);
  for (const FindingNote &Note : F.Notes)
    Renderer.emitDiagnostic(FullSourceLoc(Note.Loc, SM),
                            DiagnosticsEngine::Note, Note.Message, {}, {});
  OS.flush();
  Result.Reports.push_back(std::move(R));
}

void FindingTranslator::addLayouts(ASTContext &Ctx) {
  // One session for both tables: the records are collected once, and the
  // value model built once.
  std::unique_ptr<AnalysisSession> Session = AnalysisSession::create(Ctx);
  if (!Session)
    return;
  for (RecordLayout &Layout : describeLayouts(*Session)) {
    LayoutTable Table;
    Table.Where = Plain.token(Layout.Loc);
    Table.Layout = std::move(Layout);
    Result.Layouts.push_back(std::move(Table));
  }
  for (StateObjectLayout &Layout : describeStateObjects(*Session)) {
    StateObjectTable Table;
    Table.Where = Plain.token(Layout.Loc);
    Table.Layout = std::move(Layout);
    Result.StateObjects.push_back(std::move(Table));
  }
}

void CompilerErrorCollector::BeginSourceFile(const LangOptions &LO,
                                             const Preprocessor *P) {
  LangOpts = &LO;
  PP = P;
}

void CompilerErrorCollector::EndSourceFile() {
  LangOpts = nullptr;
  PP = nullptr;
}

void CompilerErrorCollector::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                              const Diagnostic &Info) {
  // The base class is not called: its counts would make the compiler
  // instance print "N errors generated." to stderr itself.
  if (Level != DiagnosticsEngine::Note)
    InError = Level >= DiagnosticsEngine::Error;
  if (!InError)
    return;
  CompilerError E;
  SmallString<256> Message;
  Info.FormatDiagnostic(Message);
  E.Message = Message.str().str();
  if (!Info.hasSourceManager() || Info.getLocation().isInvalid()) {
    E.Rendered = (Level == DiagnosticsEngine::Note ? "note: " : "error: ") +
                 E.Message + "\n";
    Result.Errors.push_back(std::move(E));
    return;
  }
  const SourceManager &SM = Info.getSourceManager();
  LangOptions Default;
  const LangOptions &LO = LangOpts ? *LangOpts : Default;
  E.Where = PlainLocations(SM, LO).token(Info.getLocation());
  DiagnosticOptions &Options = Info.getDiags()->getDiagnosticOptions();
  Options.ShowColors = Color;
  raw_string_ostream OS(E.Rendered);
  OS.enable_colors(Color);
  TextDiagnostic Renderer(OS, LO, DiagOptionsArg(Options), PP);
  Renderer.emitDiagnostic(FullSourceLoc(Info.getLocation(), SM), Level, Message,
                          Info.getRanges(), Info.getFixItHints(), &Info);
  OS.flush();
  Result.Errors.push_back(std::move(E));
}

} // namespace psolint
