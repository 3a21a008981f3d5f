//===- ByteStream.h - The runtime's walk over bytes a builder wrote -*- C++
//-*-===//
//
// A stream that is no record: a byte buffer a builder grows, writing each
// tag and inner at its own cursor (Mesa's Vulkan-on-D3D12 driver, engines'
// RHIs). The model knows the bytes it wrote on a path; this walks them the
// way the runtime does (SPEC §1) and lays what it finds out as a stream
// record of its own, one member per subobject, so that the checks that
// read streams per path (duplicate kinds, unknown tags, the pipeline type)
// judge it like any other. Where the walk meets bytes the program did not
// write as a tag, it stops, and says where the program did write the next
// tag when that is near: the builder's cursor and the runtime's differ.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_BYTESTREAM_H
#define PSOLINT_CORE_BYTESTREAM_H

#include "SubobjectModel.h"
#include "ValueModel.h"

#include <deque>

namespace psolint {

struct ByteStream {
  /// The subobjects the runtime finds, in order, as members (Kind unset:
  /// the tag read on the path says it; Path "subobject 2 (byte 24)").
  StreamRecord Stream;
  /// Their records, one per member: the kind's inner as the runtime lays
  /// it out, no declaration (Record null, Written set).
  std::deque<SubobjectRecord> Records;
  /// SizeInBytes on the path.
  uint64_t Size = 0;
  /// Where the walk stopped short of Size because the bytes there are no
  /// tag the program wrote: the runtime's cursor, and, when the program
  /// wrote the next tag near it (from the end of the last inner to two
  /// pointers past the cursor), that tag's offset and value.
  std::optional<uint64_t> StoppedAt;
  std::optional<uint64_t> TagWrittenAt;
  Value TagWritten;
  /// The end of the last inner the runtime read before stopping.
  uint64_t InnerEnd = 0;
};

/// The runtime's walk over the bytes Read's stream pointer points to, when
/// they are a byte buffer (no stream record), the model knows where it is
/// and SizeInBytes on the path; none otherwise.
std::unique_ptr<ByteStream> walkBytes(clang::ASTContext &Ctx,
                                      const SubobjectModel &Model,
                                      const ValueModel &Values,
                                      const DescRead &Read);

/// Whether a value the model read is a tag the program wrote: an
/// enumerator of the tag enum, or a value of its type.
bool isWrittenTag(const SubobjectModel &Model, const Value &V);

} // namespace psolint

#endif // PSOLINT_CORE_BYTESTREAM_H
