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
#include "Finding.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/ASTContext.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendPluginRegistry.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace llvm;

namespace psolint {
namespace {

struct PluginOptions {
  CheckFilter Filter;
  GlobList ErrorChecks;
  bool NoWerror = false;
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
    bool AsError = F.AlwaysError || Options.ErrorChecks.contains(Name) ||
                   (Diags.getWarningsAsErrors() && !Options.NoWerror);
    if (!AsError && Diags.getIgnoreAllWarnings())
      return;
    {
      DiagnosticBuilder Builder = Diags.Report(F.Loc, AsError ? ErrorId : WarningId);
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
      : CI(CI), Options(std::move(Options)) {}

  void HandleTranslationUnit(ASTContext &Ctx) override {
    DiagnosticsEngine &Diags = CI.getDiagnostics();
    if (Diags.hasFatalErrorOccurred())
      return;
    DiagnosticSink Sink(Diags, Options);
    analyzeTranslationUnit(Ctx, Options.Analysis, Options.Filter, Sink);
  }

private:
  CompilerInstance &CI;
  PluginOptions Options;
};

constexpr llvm::StringLiteral ValidArguments =
    "checks=<globs>, error=<globs>, no-werror, align-macro=<spelling>, "
    "pedantic";

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
    bool Ok = true;
    for (const std::string &Arg : Args) {
      StringRef A = Arg;
      if (A.consume_front("checks=")) {
        GlobList Globs(A);
        for (const std::string &G : Globs.unmatched(allChecks())) {
          Diags.Report(BadArg) << ("check glob '" + G + "' matches no check")
                               << ValidArguments;
          Ok = false;
        }
        Options.Filter = CheckFilter(A);
      } else if (A.consume_front("error=")) {
        Options.ErrorChecks = GlobList(A);
      } else if (A == "no-werror") {
        Options.NoWerror = true;
      } else if (A.consume_front("align-macro=")) {
        Options.Analysis.AlignMacro = A.str();
      } else if (A == "pedantic") {
        Options.Analysis.Pedantic = true;
      } else {
        Diags.Report(BadArg) << ("unknown argument '" + Arg + "'")
                             << ValidArguments;
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
