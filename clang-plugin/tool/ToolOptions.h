//===- ToolOptions.h - psolint's command line -------------------*- C++ -*-===//
#ifndef PSOLINT_TOOL_TOOLOPTIONS_H
#define PSOLINT_TOOL_TOOLOPTIONS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace psolint {

enum class OutputFormat { Text, Sarif };
enum class ColorMode { Auto, Always, Never };

struct ToolOptions {
  std::vector<std::string> Files;
  /// -p: the build directory holding compile_commands.json (or the file).
  std::optional<std::string> BuildPath;
  /// Everything after `--`: flags for a compile command of each file.
  std::optional<std::vector<std::string>> CompilerFlags;
  /// 0: one per core.
  unsigned Jobs = 0;
  /// clang-tidy's options, with its meaning: --checks after .clang-tidy's
  /// Checks; --warnings-as-errors, --header-filter, --exclude-header-filter
  /// and --system-headers over the configuration's; --config (YAML) or
  /// --config-file instead of the .clang-tidy files.
  std::optional<std::string> Checks, WarningsAsErrors, HeaderFilter,
      ExcludeHeaderFilter, Config, ConfigFile;
  std::optional<bool> SystemHeaders;
  /// --line-filter: clang-tidy's JSON, parsed by clang-tidy's library.
  std::optional<std::string> LineFilter;
  OutputFormat Format = OutputFormat::Text;
  ColorMode Color = ColorMode::Auto;
  std::optional<std::string> ExportFixes;
  bool Fix = false;
  /// --fix-errors: apply the fix-its even where the compiler found errors.
  bool FixErrors = false;
  bool DumpConfig = false;
  bool Layout = false;
  /// --strict-records: the declaration-level verdict for every record.
  bool StrictRecords = false;
  /// One line per translation unit on stderr as it is done, and a summary
  /// at the end, whatever stderr is (a CI log).
  bool Progress = false;
  /// Findings printed as each translation unit is done, in the order they
  /// finish; by default in input order, each as soon as it and every one
  /// before it are done.
  bool CompletionOrder = false;
  bool ListChecks = false;
  bool Json = false;
  bool Help = false;
  bool Version = false;
};

/// Parses the arguments after argv[0]; an error names the problem in one
/// line.
llvm::Expected<ToolOptions> parseToolOptions(llvm::ArrayRef<const char *> Args);

void printHelp(llvm::raw_ostream &OS);

} // namespace psolint

#endif // PSOLINT_TOOL_TOOLOPTIONS_H
