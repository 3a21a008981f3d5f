//===- FindingTranslator.h - Findings into plain reports --------*- C++ -*-===//
//
// The tool's front-end proper: like the plugin's DiagnosticSink it only
// translates what the core found, here into Reports that outlive the AST,
// with the text clang's own renderer gives them.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_TOOL_FINDINGTRANSLATOR_H
#define PSOLINT_TOOL_FINDINGTRANSLATOR_H

#include "Finding.h"
#include "PlainLocations.h"
#include "Report.h"
#include "TidyOptions.h"

#include "clang-tidy/GlobList.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/Support/Regex.h"

namespace clang {
class ASTContext;
class CompilerInstance;
class Preprocessor;
} // namespace clang

namespace psolint {

class FindingTranslator : public FindingSink {
public:
  FindingTranslator(clang::CompilerInstance &CI, bool Color,
                    const ReportRules &Rules, TranslationUnitResult &Result);

  void report(const Finding &F) override;
  /// The --layout tables of the translation unit.
  void addLayouts(clang::ASTContext &Ctx);

private:
  void snapshot(clang::FileID FID, llvm::StringRef Path);
  /// clang-tidy's rule: a finding reports when one of its locations (the
  /// finding's or a note's) is user code (the main file, or a header the
  /// header filter takes and the exclude filter does not; system headers
  /// only with SystemHeaders), and one passes the line filter.
  bool passesFilters(const Finding &F) const;

  clang::CompilerInstance &CI;
  bool Color;
  const ReportRules &Rules;
  clang::tidy::CachedGlobList WarningsAsErrors;
  llvm::Regex HeaderFilter, ExcludeHeaderFilter;
  TranslationUnitResult &Result;
  PlainLocations Plain;
};

/// Keeps the compiler's errors (and their notes) of one translation unit,
/// rendered as clang would; warnings are not the tool's business.
class CompilerErrorCollector : public clang::DiagnosticConsumer {
public:
  CompilerErrorCollector(bool Color, TranslationUnitResult &Result)
      : Color(Color), Result(Result) {}

  void BeginSourceFile(const clang::LangOptions &LangOpts,
                       const clang::Preprocessor *PP) override;
  void EndSourceFile() override;
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override;

private:
  bool Color;
  TranslationUnitResult &Result;
  const clang::LangOptions *LangOpts = nullptr;
  const clang::Preprocessor *PP = nullptr;
  bool InError = false;
};

} // namespace psolint

#endif // PSOLINT_TOOL_FINDINGTRANSLATOR_H
