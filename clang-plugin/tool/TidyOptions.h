//===- TidyOptions.h - .clang-tidy, read by clang-tidy's library -*- C++
//-*-===//
//
// psolint's checks are clang-tidy checks too, so the tool takes its
// configuration exactly as clang-tidy does, from clang-tidy's own library:
// its options providers find and merge the .clang-tidy files (or --config,
// --config-file), its glob lists decide Checks and WarningsAsErrors, its
// parser reads --line-filter. What the tool adds is only what it does with
// the result: which psolint checks run, which findings are errors, which
// locations report (the header filter and the line filter, with clang-tidy's
// rules), and the checks' CheckOptions.
//
// One deliberate difference: HeaderFilterRegex defaults to ".*" (clang-tidy's
// default is none), because subobject records live in headers; a
// configuration or --header-filter that sets it is obeyed.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_TOOL_TIDYOPTIONS_H
#define PSOLINT_TOOL_TIDYOPTIONS_H

#include "Analyzer.h"
#include "ToolOptions.h"

#include "llvm/Support/Error.h"
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace clang::tidy {
class ClangTidyOptionsProvider;
}

namespace psolint {

/// clang-tidy's -line-filter, as its library parses it.
struct LineRanges {
  std::string Name;
  std::vector<std::pair<unsigned, unsigned>> Lines; // inclusive
};

/// Which findings of one file report, and at which level: plain data, so
/// that each worker thread builds its own matchers from it.
struct ReportRules {
  /// The enabled psolint checks, as "-*,id,id".
  std::string Checks;
  /// WarningsAsErrors globs, clang-tidy syntax.
  std::string WarningsAsErrors;
  std::string HeaderFilter, ExcludeHeaderFilter;
  bool SystemHeaders = false;
  std::vector<LineRanges> LineFilter;
};

/// What applies to one file.
struct FileConfig {
  ReportRules Rules;
  AnalyzerOptions Options;
};

class TidyOptions {
public:
  /// Builds the options provider clang-tidy's own main would for these
  /// command-line options. An error is the one line clang-tidy would print.
  static llvm::Expected<std::unique_ptr<TidyOptions>>
  create(const ToolOptions &Options);
  ~TidyOptions();

  /// The configuration of File. An error when it enables no psolint check,
  /// naming the configuration that disabled them; then DisabledBy, when
  /// given, is set to that configuration's name ("--checks", "'<path>'"),
  /// or to "" when no source is to blame.
  llvm::Expected<FileConfig> forFile(llvm::StringRef File,
                                     std::string *DisabledBy = nullptr);

  /// The psolint checks File's configuration enables, in registry order.
  std::vector<std::string> enabledChecks(llvm::StringRef File);

  /// --dump-config: the effective configuration as clang-tidy prints it.
  std::string dump(llvm::StringRef File);

private:
  TidyOptions() = default;

  std::unique_ptr<clang::tidy::ClangTidyOptionsProvider> Provider;
  /// --config-file's path, which clang-tidy's provider calls "-config".
  std::optional<std::string> ConfigFile;
  std::vector<LineRanges> LineFilter;
};

} // namespace psolint

#endif // PSOLINT_TOOL_TIDYOPTIONS_H
