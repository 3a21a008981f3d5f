//===- AlignmentFix.h - Spelling pointer alignment for the language -*- C++
//-*-===//
#ifndef PSOLINT_CORE_ALIGNMENTFIX_H
#define PSOLINT_CORE_ALIGNMENTFIX_H

#include "CheckContext.h"

#include <optional>

namespace psolint {

/// Edits that give a subobject record exactly the pointer alignment:
/// alignas(void*) in C++11, _Alignas(void*) on the tag in C11,
/// __attribute__((aligned(sizeof(void*)))) in older C, or the project's
/// macro (AlignMacro); an existing alignas/aligned is rewritten in place.
///
/// An edit is offered only when the record it leaves has the layout the
/// runtime reads: the pointer alignment, the inner where the runtime reads
/// it and the size it advances by, computed from the members' alignments
/// under the target and the record's packing (an alignment attribute cannot
/// lower a member's alignment, and #pragma pack caps even an explicit
/// _Alignas on a member). Otherwise Why says what stands in the way.
struct AlignmentEdit {
  bool Possible = false;
  /// When no edit can work: a note ("no fix-it: ...") and where it points.
  std::optional<FindingNote> Why;
  llvm::SmallVector<clang::FixItHint, 1> Hints;
  /// When the caller rewrites the tag declaration itself, C11's spelling
  /// goes in front of it: this prefix.
  std::string TagPrefix;
};

AlignmentEdit alignToPointer(const CheckContext &Context,
                             const SubobjectRecord &Sub, bool TagRewritten);

} // namespace psolint

#endif // PSOLINT_CORE_ALIGNMENTFIX_H
