//===- AlignmentFix.h - Spelling pointer alignment for the language -*- C++ -*-===//
#ifndef PSOLINT_CORE_ALIGNMENTFIX_H
#define PSOLINT_CORE_ALIGNMENTFIX_H

#include "CheckContext.h"

namespace psolint {

/// Edits that give a subobject record exactly the pointer alignment:
/// alignas(void*) in C++11, _Alignas(void*) on the tag in C11,
/// __attribute__((aligned(sizeof(void*)))) in older C, or the project's
/// macro (AlignMacro); an existing alignas/aligned is rewritten in place.
struct AlignmentEdit {
  bool Possible = false;
  llvm::SmallVector<clang::FixItHint, 1> Hints;
  /// When the caller rewrites the tag declaration itself, C11's spelling
  /// goes in front of it: this prefix.
  std::string TagPrefix;
};

AlignmentEdit alignToPointer(const CheckContext &Context,
                             const SubobjectRecord &Sub, bool TagRewritten);

} // namespace psolint

#endif // PSOLINT_CORE_ALIGNMENTFIX_H
