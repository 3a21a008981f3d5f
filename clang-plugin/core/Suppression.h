//===- Suppression.h - NOLINT comments, with clang-tidy's syntax -*- C++ -*-===//
//
// One comment works in every front-end: the plugin and the tool honour
// NOLINT, NOLINTNEXTLINE and NOLINTBEGIN/NOLINTEND exactly as clang-tidy does
// for its own checks, globs in the parenthesised list included.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_SUPPRESSION_H
#define PSOLINT_CORE_SUPPRESSION_H

#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringRef.h"

namespace psolint {

bool isSuppressedByNolint(const clang::SourceManager &SM,
                          clang::SourceLocation Loc, llvm::StringRef CheckName);

/// Whether one NOLINT-style marker's optional "(a, b*)" list covers the
/// check; Rest starts right after the marker word.
bool nolintListCovers(llvm::StringRef Rest, llvm::StringRef CheckName);

} // namespace psolint

#endif // PSOLINT_CORE_SUPPRESSION_H
