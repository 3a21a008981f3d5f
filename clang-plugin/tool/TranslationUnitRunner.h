//===- TranslationUnitRunner.h - Parse and analyse, in parallel -*- C++ -*-===//
#ifndef PSOLINT_TOOL_TRANSLATIONUNITRUNNER_H
#define PSOLINT_TOOL_TRANSLATIONUNITRUNNER_H

#include "Analyzer.h"
#include "Report.h"
#include "TidyOptions.h"

#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/ArrayRef.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace psolint {

struct AnalysisJob {
  std::string File; // absolute
  /// Its commands, read from the compile database before the threads start
  /// (databases are not made to be asked from several threads).
  std::vector<clang::tooling::CompileCommand> Commands;
  AnalyzerOptions Options;
  /// The checks that run and which findings report, as clang-tidy decides.
  ReportRules Rules;
};

struct RunSettings {
  unsigned Threads = 0; // 0: one per core
  bool Layout = false;
  bool ColorFindings = false; // findings go to stdout
  bool ColorErrors = false;   // the compiler's own errors go to stderr
  bool Progress = false;      // a progress line on stderr, rewritten
  /// Called as each job is done, in the order they finish, one call at a
  /// time, with its results (they stay in place for the return value).
  std::function<void(size_t Job, llvm::ArrayRef<TranslationUnitResult> Results)>
      OnJobDone;
  /// -resource-dir for commands that do not set one.
  std::optional<std::string> ResourceDir;
};

/// Runs every compile command of every job and returns one result per
/// command, in job order, whatever order the threads finish in.
std::vector<TranslationUnitResult> runAnalyses(llvm::ArrayRef<AnalysisJob> Jobs,
                                               const RunSettings &Settings);

} // namespace psolint

#endif // PSOLINT_TOOL_TRANSLATIONUNITRUNNER_H
