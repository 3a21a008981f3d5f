//===- LayoutReport.h - Streams as the runtime walks them -------*- C++ -*-===//
//
// Plain data for `psolint --layout`: for each subobject and stream record the
// user's code defines, where the runtime's cursor reads each tag and inner
// (SPEC §1) next to where the compiler's record layout puts them. Built from
// the same model and the same records the checks see.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_LAYOUTREPORT_H
#define PSOLINT_CORE_LAYOUTREPORT_H

#include "clang/Basic/SourceLocation.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace clang {
class ASTContext;
}

namespace psolint {

/// One subobject, in the order the runtime reads them.
struct LayoutRow {
  /// The member's path in the stream ("Common.Rasterizer"); the record's
  /// name for a subobject record on its own.
  std::string Path;
  /// "RASTERIZER", the number of an invalid kind, or "?" when not known.
  std::string Kind;
  /// The inner's type as declared; empty for a tag with no inner.
  std::string InnerType;
  uint64_t InnerSize = 0;
  bool HasInner = false;
  // Byte offsets from the start of the stream.
  uint64_t RuntimeTag = 0, RuntimeInner = 0;
  uint64_t DeclaredTag = 0, DeclaredInner = 0;
  /// Bytes the runtime skips inside this subobject: between the 4-byte tag
  /// and the inner, and after the inner up to the next pointer boundary.
  uint64_t Padding = 0;
  /// The tag or the inner is not where the runtime reads it.
  bool Diverges = false;
  clang::SourceLocation Loc;
};

struct RecordLayout {
  bool IsStream = false;
  std::string Name;
  clang::SourceLocation Loc;
  /// "x86_64-pc-linux-gnu" and its pointer alignment P.
  std::string Target;
  uint64_t PointerAlign = 0;
  /// sizeof and alignof of the record, per the compiler.
  uint64_t Size = 0, Align = 0;
  /// Bytes the runtime's cursor advances over the whole record.
  uint64_t RuntimeSize = 0;
  std::vector<LayoutRow> Rows;
  /// The first row that diverges; the runtime misreads everything after it.
  std::optional<size_t> FirstDivergence;
};

/// The layouts of the subobject and stream records the user's code in this
/// translation unit defines; empty when the tag enum was never declared.
std::vector<RecordLayout> describeLayouts(clang::ASTContext &Ctx);

} // namespace psolint

#endif // PSOLINT_CORE_LAYOUTREPORT_H
