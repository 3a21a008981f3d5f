//===- PlainLocations.h - SourceLocations made into paths and lines -*- C++
//-*-===//
#ifndef PSOLINT_TOOL_PLAINLOCATIONS_H
#define PSOLINT_TOOL_PLAINLOCATIONS_H

#include "Report.h"

#include "clang/Basic/LangOptions.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>

namespace psolint {

/// Turns locations of one translation unit into plain spans. Macro
/// locations map to where clang reports them (SourceManager::getFileLoc).
class PlainLocations {
public:
  PlainLocations(const clang::SourceManager &SM,
                 const clang::LangOptions &LangOpts)
      : SM(SM), LangOpts(LangOpts) {}

  /// The token at Loc; an empty span when Loc is in no file.
  SourceSpan token(clang::SourceLocation Loc);
  /// The characters of a range, when both ends are in one file (whose id
  /// goes to FID).
  std::optional<SourceSpan> range(clang::CharSourceRange Range,
                                  clang::FileID *FID = nullptr);
  /// The absolute, symlink-free path of a file; empty for buffers that are
  /// no file (<built-in>, <scratch space>).
  std::string path(clang::FileID FID);

private:
  FilePoint point(clang::FileID FID, unsigned Offset);

  const clang::SourceManager &SM;
  const clang::LangOptions &LangOpts;
  llvm::DenseMap<clang::FileID, std::string> Paths;
};

/// UTF-16 code units in a run of UTF-8 bytes: SARIF's columns.
unsigned utf16Length(llvm::StringRef Utf8);

} // namespace psolint

#endif // PSOLINT_TOOL_PLAINLOCATIONS_H
