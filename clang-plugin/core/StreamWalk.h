//===- StreamWalk.h - The runtime's cursor over a stream record -*- C++ -*-===//
//
// One walk of a stream record as the runtime reads its bytes (SPEC §1), and
// which declaration explains where the two part: placement decides the
// record checks, and d3d12-stream-layout speaks only for what no record
// explains.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_STREAMWALK_H
#define PSOLINT_CORE_STREAMWALK_H

#include "CheckRegistry.h"
#include "SubobjectModel.h"

#include <optional>

namespace psolint {

struct StreamWalk {
  enum class Outcome {
    /// Every member is where the runtime reads it.
    InPlace,
    /// A member (subobject or not) is not at the runtime's cursor.
    Drift,
    /// A member at the cursor is not a subobject: its bytes become a tag.
    ForeignMember,
    /// A tag with no inner.
    TagWithoutInner,
    /// A flat stream's inner is not where the runtime reads it behind its
    /// tag.
    InnerMisplaced,
    /// Padding after the last subobject, read as one more tag.
    TrailingPadding,
  };
  Outcome What = Outcome::InPlace;
  /// Where it shows: a subobject member or a foreign one (null for
  /// TrailingPadding).
  const StreamMember *Member = nullptr;
  const StreamForeignMember *Foreign = nullptr;
  /// The last subobject the runtime read in place before it.
  const StreamMember *Previous = nullptr;
  /// Where the runtime reads next, and where the member is.
  uint64_t Cursor = 0, Offset = 0;
  /// The subobject records whose own declarations explain a Drift or the
  /// trailing padding, each with the check that reports it: the subobject
  /// before it, whose size is not what the runtime advances (alignment, tag
  /// union, layout), and the member itself, aligned so that it starts off
  /// the cursor. None: only the stream's own layout explains it.
  struct Cause {
    const SubobjectRecord *Record;
    CheckId Check;
  };
  llvm::SmallVector<Cause, 2> Causes;
  /// Defects of their own further on: after a drift a record explains, the
  /// walk goes on as if that record were fixed (from where the member
  /// after it is), and each further drift a record explains is that
  /// record's, with where it shows. Fixing the first does not remove them.
  struct LaterDrift {
    Cause Why;
    /// Where it shows (Member null: padding after the last subobject).
    const StreamMember *Member = nullptr;
    const StreamForeignMember *Foreign = nullptr;
    const StreamMember *Previous = nullptr;
    uint64_t Cursor = 0, Offset = 0;
  };
  llvm::SmallVector<LaterDrift, 1> Later;
  /// The subobjects the runtime reads where the compiler put them.
  llvm::SmallVector<const StreamMember *, 16> Placed;
  /// The stream ends in a byte tail filled at run time: what follows the
  /// last declared subobject is not known.
  bool EndsInTail = false;
};

/// Walks Stream with pointer alignment P.
StreamWalk walkStream(const StreamRecord &Stream, uint64_t P);

/// Whether a subobject record, where placed, has its tag and inner
/// elsewhere than the runtime reads them, and the check that says so.
std::optional<CheckId> recordLayoutDefect(const SubobjectRecord &S);

} // namespace psolint

#endif // PSOLINT_CORE_STREAMWALK_H
