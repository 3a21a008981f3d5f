//===- ClangTidyConfig.h - Checks and options from .clang-tidy --*- C++ -*-===//
//
// psolint's checks are clang-tidy checks too, so the tool reads the same
// .clang-tidy files clang-tidy would: the nearest one walking up from each
// source file, merged with its parent's when it says InheritParentConfig.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_TOOL_CLANGTIDYCONFIG_H
#define PSOLINT_TOOL_CLANGTIDYCONFIG_H

#include "Analyzer.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace psolint {

struct TidyConfig {
  /// The Checks globs, comma-separated; empty when no file sets them.
  std::string Checks;
  llvm::StringMap<std::string> CheckOptions;
  /// The file this came from, for messages; empty when there is none.
  std::string Source;

  /// The psolint options among CheckOptions.
  AnalyzerOptions analyzerOptions() const;
};

/// Parses one .clang-tidy; Parent is the configuration above it, merged in
/// when the file says InheritParentConfig: true.
llvm::Expected<TidyConfig> parseTidyConfig(llvm::StringRef Text,
                                           llvm::StringRef Path,
                                           const TidyConfig *Parent);

/// Finds and caches the configuration of each directory.
class TidyConfigFinder {
public:
  /// The configuration that applies to the file at AbsolutePath.
  llvm::Expected<const TidyConfig *> forFile(llvm::StringRef AbsolutePath);

private:
  llvm::Expected<const TidyConfig *> forDirectory(llvm::StringRef Directory);

  TidyConfig None;
  std::vector<std::unique_ptr<TidyConfig>> Configs;
  /// Each directory looked at: the configuration of its nearest file.
  llvm::StringMap<const TidyConfig *> ByDirectory;
};

} // namespace psolint

#endif // PSOLINT_TOOL_CLANGTIDYCONFIG_H
