//===- PsolintPlugin.cpp - The psolint clang plugin -----------------------===//
//
// -fplugin=psolint-plugin.so runs every default check after the main action;
// -fplugin-arg-psolint-<arg> configures it. Findings become diagnostics
// whose level this plugin decides itself: Clang applies neither -Werror nor
// -w nor system-header filtering to custom diagnostics.
//
//===----------------------------------------------------------------------===//
#include "Analyzer.h"
#include "CheckRegistry.h"
#include "ErrorRecorder.h"
#include "Finding.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/Timer.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace llvm;

namespace psolint {
namespace {

struct PluginOptions {
  CheckFilter Filter;
  GlobList ErrorChecks;
  bool NoWerror = false;
  /// Print the analysis's own CPU time (bench/, docs/performance.md).
  bool Time = false;
  AnalyzerOptions Analysis;
};

class DiagnosticSink : public FindingSink {
public:
  DiagnosticSink(DiagnosticsEngine &Diags, const PluginOptions &Options)
      : Diags(Diags), Options(Options) {
    WarningId = Diags.getCustomDiagID(DiagnosticsEngine::Warning, "%0");
    ErrorId = Diags.getCustomDiagID(DiagnosticsEngine::Error, "%0");
    NoteId = Diags.getCustomDiagID(DiagnosticsEngine::Note, "%0");
  }

  void report(const Finding &F) override {
    StringRef Name = checkInfo(F.Check).Name;
    bool AlwaysError = Options.ErrorChecks.contains(Name);
    // -w drops warnings before -Werror could promote them, as for Clang's own.
    if (!AlwaysError && Diags.getIgnoreAllWarnings())
      return;
    bool AsError =
        AlwaysError || (Diags.getWarningsAsErrors() && !Options.NoWerror);
    {
      DiagnosticBuilder Builder =
          Diags.Report(F.Loc, AsError ? ErrorId : WarningId);
      Builder << (F.Message + " [" + Name + "]").str();
      for (const FixItHint &Fix : F.FixIts)
        Builder << Fix;
    }
    // Notes only once the warning is complete: an open builder plus a note
    // crashes clang-tidy 19 and drops the note on 22; same discipline here.
    for (const FindingNote &Note : F.Notes)
      Diags.Report(Note.Loc, NoteId) << Note.Message;
  }

private:
  DiagnosticsEngine &Diags;
  const PluginOptions &Options;
  unsigned WarningId, ErrorId, NoteId;
};

class PsolintConsumer : public ASTConsumer {
public:
  PsolintConsumer(CompilerInstance &CI, PluginOptions Options)
      : CI(CI), Options(std::move(Options)) {
    // Wrap the compiler's consumer for the whole parse, to learn where errors
    // were; hand it back when done. Not ErrorRecorder::install, as the tidy
    // module does: the compiler asks its engine's consumer for the final
    // error count, and under -verify only the VerifyDiagnosticConsumer's own
    // count holds its verdict, so that consumer must be the client again.
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    if (DiagnosticConsumer *Client = Diags.getClient()) {
      std::unique_ptr<DiagnosticConsumer> Owned;
      if (Diags.ownsClient())
        Owned = Diags.takeClient();
      Recorder = std::make_unique<ErrorRecorder>(*Client, std::move(Owned));
      Diags.setClient(Recorder.get(), /*ShouldOwnClient=*/false);
    }
  }

  ~PsolintConsumer() override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    if (Recorder && Diags.getClient() == Recorder.get()) {
      if (std::unique_ptr<DiagnosticConsumer> Owned = Recorder->releaseNext())
        Diags.setClient(Owned.release(), /*ShouldOwnClient=*/true);
      else
        Diags.setClient(&Recorder->next(), /*ShouldOwnClient=*/false);
    }
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    if (Diags.hasFatalErrorOccurred())
      return;
    DiagnosticSink Sink(Diags, Options);
    AnalyzerOptions Analysis = Options.Analysis;
    if (Recorder)
      Analysis.ErrorLocations = Recorder->errors();
    // No clock read unless asked for: the plugin does nothing it need not.
    TimeRecord Start;
    if (Options.Time)
      Start = TimeRecord::getCurrentTime(/*Start=*/true);
    analyzeTranslationUnit(Ctx, Analysis, Options.Filter, Sink);
    if (Options.Time) {
      TimeRecord Spent = TimeRecord::getCurrentTime(/*Start=*/false);
      Spent -= Start;
      errs() << "psolint: analysis took "
             << format("%.3f", Spent.getProcessTime() * 1000)
             << " ms of CPU time ("
             << format("%.3f", Spent.getWallTime() * 1000) << " ms wall)\n";
    }
  }

private:
  CompilerInstance &CI;
  PluginOptions Options;
  std::unique_ptr<ErrorRecorder> Recorder;
};

constexpr llvm::StringLiteral ValidArguments =
    "checks=<globs>, error=<globs>, no-werror, align-macro=<spelling>, "
    "pedantic, strict-records, sdk-version=<N>, derived-function=<name>, "
    "derived-type-member=<name>, time";

class PsolintAction : public PluginASTAction {
protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    return std::make_unique<PsolintConsumer>(CI, Options);
  }

  bool ParseArgs(const CompilerInstance &CI,
                 const std::vector<std::string> &Args) override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    unsigned BadArg = Diags.getCustomDiagID(
        DiagnosticsEngine::Error,
        "psolint: %0; valid arguments are -fplugin-arg-psolint-<arg> with "
        "<arg> one of: %1");
    unsigned BadGlob = Diags.getCustomDiagID(
        DiagnosticsEngine::Error, "psolint: %0 glob '%1' matches no check; "
                                  "the checks are: %2");
    std::string CheckIds;
    for (const CheckInfo &Info : allChecks())
      CheckIds += (CheckIds.empty() ? "" : ", ") + Info.Name.str();
    bool Ok = true;
    for (const std::string &Arg : Args) {
      StringRef A = Arg;
      if (A.consume_front("checks=")) {
        GlobList Globs(A);
        for (const std::string &G : Globs.unmatched(allChecks())) {
          Diags.Report(BadGlob) << "checks" << G << CheckIds;
          Ok = false;
        }
        Options.Filter = CheckFilter(A);
      } else if (A.consume_front("error=")) {
        Options.ErrorChecks = GlobList(A);
        for (const std::string &G :
             Options.ErrorChecks.unmatched(allChecks())) {
          Diags.Report(BadGlob) << "error" << G << CheckIds;
          Ok = false;
        }
      } else if (A == "no-werror") {
        Options.NoWerror = true;
      } else if (A == "time") {
        Options.Time = true;
      } else if (A.consume_front("align-macro=")) {
        Options.Analysis.AlignMacro = A.str();
      } else if (A == "pedantic") {
        Options.Analysis.Pedantic = true;
      } else if (A == "strict-records") {
        Options.Analysis.StrictRecords = true;
      } else if (A.consume_front("sdk-version=")) {
        unsigned Version = 0;
        if (A.getAsInteger(10, Version) || Version == 0) {
          Diags.Report(BadArg)
              << ("sdk-version wants a number, like 610; got '" + A.str() + "'")
              << ValidArguments;
          Ok = false;
        }
        Options.Analysis.SdkVersion = Version;
      } else if (A.consume_front("derived-function=")) {
        Options.Analysis.DerivedFunction = A.str();
      } else if (A.consume_front("derived-type-member=")) {
        Options.Analysis.DerivedTypeMember = A.str();
      } else {
        Diags.Report(BadArg)
            << ("unknown argument '" + Arg + "'") << ValidArguments;
        Ok = false;
      }
    }
    return Ok;
  }

  ActionType getActionType() override { return AddBeforeMainAction; }

private:
  PluginOptions Options;
};

} // namespace
} // namespace psolint

static FrontendPluginRegistry::Add<psolint::PsolintAction>
    RegisterPsolint("psolint", "Direct3D 12 pipeline state stream checks");
