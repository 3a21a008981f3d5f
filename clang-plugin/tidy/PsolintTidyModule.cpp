//===- PsolintTidyModule.cpp - psolint as a clang-tidy module -------------===//
//
// clang-tidy --load=psolint-tidy.so --checks='-*,d3d12-*'. One adapter check
// per id; the first adapter to see a translation unit runs the core once for
// every enabled psolint id and each adapter reports its own findings.
// clang-tidy itself handles NOLINT, --header-filter, --warnings-as-errors,
// --fix and --export-fixes.
//
//===----------------------------------------------------------------------===//
#include "Analyzer.h"
#include "CheckRegistry.h"
#include "ErrorRecorder.h"
#include "Finding.h"
#include "UserCode.h"

#include "clang-tidy/ClangTidyCheck.h"
#include "clang-tidy/ClangTidyModule.h"
#include "clang-tidy/ClangTidyModuleRegistry.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/Lex/Preprocessor.h"

#include <memory>
#include <vector>

using namespace clang;
using namespace clang::ast_matchers;
using namespace clang::tidy;

namespace psolint {
namespace {

static bool isTrue(StringRef Value) {
  return Value.equals_insensitive("true") || Value == "1";
}

/// The findings of the current translation unit, shared by the adapters.
struct SharedAnalysis {
  bool Done = false;
  std::vector<Finding> Findings;
  /// Wraps the compiler's diagnostic consumer of the translation unit being
  /// parsed (owned by its engine); null between translation units.
  ErrorRecorder *Errors = nullptr;
};

class AdapterCheck : public ClangTidyCheck {
public:
  AdapterCheck(StringRef Name, ClangTidyContext *Context, CheckId Id,
               std::shared_ptr<SharedAnalysis> Shared)
      : ClangTidyCheck(Name, Context), Tidy(*Context), Id(Id),
        Shared(std::move(Shared)) {
    if (Id == CheckId::SubobjectAlignment)
      AlignMacro = Options.get("AlignMacro", "").str();
    if (Id == CheckId::SubobjectEnumUnion)
      // The bool overloads are templates the clang-tidy binary does not
      // export; go through the string form.
      Pedantic = isTrue(Options.get("Pedantic", "false"));
    if (Id == CheckId::StreamSdkVersion)
      SdkVersion = Options.get("SdkVersion", "").str();
    if (Id == CheckId::DerivedPsoDesc) {
      DerivedFunction =
          Options.get("FunctionName", DefaultDerivedFunction).str();
      DerivedTypeMember = Options.get("TypeMember", "Type").str();
    }
  }

  void storeOptions(ClangTidyOptions::OptionMap &Opts) override {
    if (Id == CheckId::SubobjectAlignment)
      Options.store(Opts, "AlignMacro", AlignMacro);
    if (Id == CheckId::SubobjectEnumUnion)
      Options.store(Opts, "Pedantic", Pedantic ? "true" : "false");
    if (Id == CheckId::StreamSdkVersion)
      Options.store(Opts, "SdkVersion", SdkVersion);
    if (Id == CheckId::DerivedPsoDesc) {
      Options.store(Opts, "FunctionName", DerivedFunction);
      Options.store(Opts, "TypeMember", DerivedTypeMember);
    }
  }

  bool isLanguageVersionSupported(const LangOptions &) const override {
    return true; // C and C++ alike
  }

  void registerPPCallbacks(const SourceManager &, Preprocessor *PP,
                           Preprocessor *) override {
    // Called for every check before each translation unit is parsed: the
    // first one learns where the compiler reports errors.
    if (!Shared->Errors)
      Shared->Errors = ErrorRecorder::install(PP->getDiagnostics());
  }

  void onStartOfTranslationUnit() override { Shared->Done = false; }
  void onEndOfTranslationUnit() override { Shared->Errors = nullptr; }

  void registerMatchers(MatchFinder *Finder) override {
    // The core looks at the few records and initialisers that matter itself;
    // one match per translation unit hands it the AST.
    Finder->addMatcher(translationUnitDecl().bind("tu"), this);
  }

  void check(const MatchFinder::MatchResult &Result) override {
    if (!Shared->Done) {
      Shared->Done = true;
      Shared->Findings.clear();
      analyze(*Result.Context);
    }
    for (const Finding &F : Shared->Findings) {
      if (F.Check != Id)
        continue;
      {
        // Always a warning here: clang-tidy treats errors as compiler
        // errors and then refuses --fix for the whole run;
        // --warnings-as-errors is how its users ask for failure.
        DiagnosticBuilder Builder = diag(F.Loc, "%0") << F.Message;
        for (const FixItHint &Fix : F.FixIts)
          Builder << Fix;
      }
      // Only once the warning is complete: a note while its builder is
      // alive crashes clang-tidy 19 and is dropped by 22.
      for (const FindingNote &Note : F.Notes)
        diag(Note.Loc, "%0", DiagnosticIDs::Note) << Note.Message;
    }
  }

private:
  void analyze(ASTContext &Ctx) {
    struct Collect : FindingSink {
      std::vector<Finding> &Out;
      explicit Collect(std::vector<Finding> &Out) : Out(Out) {}
      void report(const Finding &F) override { Out.push_back(F); }
    } Sink(Shared->Findings);
    AnalyzerOptions Analysis;
    Analysis.HonourNolint = false; // clang-tidy applies NOLINT itself
    if (Shared->Errors)
      Analysis.ErrorLocations = Shared->Errors->errors();
    readCheckOptions(Analysis, [&](StringRef Key) { return optionOf(Key); });
    // Run every psolint check clang-tidy has enabled, once.
    std::string Enabled = "-*";
    for (const CheckInfo &Info : allChecks())
      if (Tidy.isCheckEnabled(Info.Name))
        Enabled += "," + Info.Name.str();
    analyzeTranslationUnit(Ctx, Analysis, CheckFilter(Enabled), Sink);
  }

  StringRef optionOf(StringRef Key) {
    const ClangTidyOptions::OptionMap &Map = Tidy.getOptions().CheckOptions;
    auto It = Map.find(Key);
    return It == Map.end() ? StringRef() : StringRef(It->getValue().Value);
  }

  ClangTidyContext &Tidy;
  CheckId Id;
  std::shared_ptr<SharedAnalysis> Shared;
  std::string AlignMacro;
  bool Pedantic = false;
  std::string SdkVersion, DerivedFunction, DerivedTypeMember;
};

class PsolintModule : public ClangTidyModule {
public:
  void addCheckFactories(ClangTidyCheckFactories &Factories) override {
    auto Shared = std::make_shared<SharedAnalysis>();
    for (const CheckInfo &Info : allChecks()) {
      CheckId Id = Info.Id;
      Factories.registerCheckFactory(
          Info.Name, [Id, Shared](StringRef Name, ClangTidyContext *Context) {
            return std::make_unique<AdapterCheck>(Name, Context, Id, Shared);
          });
    }
  }
};

} // namespace
} // namespace psolint

static ClangTidyModuleRegistry::Add<psolint::PsolintModule>
    RegisterPsolint("psolint-module",
                    "Direct3D 12 pipeline state stream checks");
