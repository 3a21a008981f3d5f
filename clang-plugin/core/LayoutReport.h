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

class AnalysisSession;

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

/// One element of a state object's array, as the runtime reads it.
struct StateObjectRow {
  unsigned Index = 0;
  /// "HIT_GROUP (11)", the number of an invalid kind, or "?".
  std::string Kind;
  /// What pDesc points to: "D3D12_HIT_GROUP_DESC 'hitGroup'", "null", "?".
  std::string Desc;
  /// An association's target and exports, resolved as the runtime does:
  /// "subobject 3 (LOCAL_ROOT_SIGNATURE (2)), 1 export".
  std::string Association;
};

/// A D3D12_STATE_OBJECT_DESC where CreateStateObject or AddToStateObject
/// reads it (the first path of Paths).
struct StateObjectLayout {
  std::string Function, Call;
  clang::SourceLocation Loc;
  std::string Target;
  /// "RAYTRACING_PIPELINE (3)" or "?"; NumSubobjects, or "?".
  std::string ObjectType, Count;
  /// The array pSubobjects points into ("'subobjects'"), or "?".
  std::string Array;
  unsigned Paths = 0;
  std::vector<StateObjectRow> Rows;
  /// Every element's kind is known.
  bool Complete = false;
};

/// The state objects the user's code hands to the runtime in this
/// translation unit.
std::vector<StateObjectLayout> describeStateObjects(AnalysisSession &Session);

/// The layouts of the subobject and stream records the user's code in this
/// translation unit defines.
std::vector<RecordLayout> describeLayouts(AnalysisSession &Session);

} // namespace psolint

#endif // PSOLINT_CORE_LAYOUTREPORT_H
