//===- Suppression.h - NOLINT comments, with clang-tidy's syntax -*- C++
//-*-===//
//
// One comment works in every front-end: the plugin and the tool honour
// NOLINT, NOLINTNEXTLINE and NOLINTBEGIN/NOLINTEND exactly as clang-tidy does
// for its own checks, globs in the parenthesised list included.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_SUPPRESSION_H
#define PSOLINT_CORE_SUPPRESSION_H

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"

#include <vector>

namespace psolint {

/// Answers "is this finding silenced by a NOLINT comment?". Each file's
/// NOLINTBEGIN/NOLINTEND lines are found once, so a file with many findings
/// costs one scan, not one per finding.
class NolintIndex {
public:
  explicit NolintIndex(const clang::SourceManager &SM) : SM(SM) {}
  bool suppresses(clang::SourceLocation Loc, llvm::StringRef CheckName);

private:
  struct RegionMarker {
    size_t LineStart;
    llvm::StringRef Line;
  };
  const std::vector<RegionMarker> &markers(clang::FileID File,
                                           llvm::StringRef Buffer);

  const clang::SourceManager &SM;
  llvm::DenseMap<clang::FileID, std::vector<RegionMarker>> Markers;
};

/// Whether one NOLINT-style marker's optional "(a, b*)" list covers the
/// check; Rest starts right after the marker word.
bool nolintListCovers(llvm::StringRef Rest, llvm::StringRef CheckName);

} // namespace psolint

#endif // PSOLINT_CORE_SUPPRESSION_H
