//===- Suppression.cpp ----------------------------------------------------===//
#include "Suppression.h"
#include "CheckRegistry.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;
using namespace llvm;

namespace psolint {

bool nolintListCovers(StringRef Rest, StringRef CheckName) {
  if (!Rest.starts_with("("))
    return true; // a bare NOLINT silences every check
  size_t Close = Rest.find(')');
  if (Close == StringRef::npos)
    return true; // clang-tidy treats an unterminated list as bare
  SmallVector<StringRef, 4> Items;
  Rest.slice(1, Close).split(Items, ',');
  for (StringRef Item : Items)
    if (globMatches(Item.trim(), CheckName))
      return true;
  return false;
}

/// Whether Line holds Marker followed by a list covering the check. The
/// marker must not run on into a longer marker ("NOLINT" vs "NOLINTNEXTLINE").
static bool lineHasMarker(StringRef Line, StringRef Marker, StringRef Check) {
  size_t Pos = 0;
  while ((Pos = Line.find(Marker, Pos)) != StringRef::npos) {
    StringRef Rest = Line.substr(Pos + Marker.size());
    Pos += Marker.size();
    if (!Rest.empty() && (isAlnum(Rest[0]) || Rest[0] == '_'))
      continue;
    if (nolintListCovers(Rest, Check))
      return true;
  }
  return false;
}

const std::vector<NolintIndex::RegionMarker> &
NolintIndex::markers(FileID File, StringRef Buffer) {
  auto [It, Inserted] = Markers.try_emplace(File);
  if (!Inserted)
    return It->second;
  // Every line holding NOLINTBEGIN or NOLINTEND (NOLINTEND may appear
  // without a BEGIN before it on the same line), in file order.
  size_t Pos = 0;
  while ((Pos = Buffer.find("NOLINT", Pos)) != StringRef::npos) {
    StringRef Rest = Buffer.substr(Pos + 6);
    if (!Rest.starts_with("BEGIN") && !Rest.starts_with("END")) {
      Pos += 6;
      continue;
    }
    size_t LineStart = Buffer.rfind('\n', Pos);
    LineStart = LineStart == StringRef::npos ? 0 : LineStart + 1;
    size_t LineEnd = Buffer.find('\n', Pos);
    It->second.push_back({LineStart, Buffer.slice(LineStart, LineEnd)});
    Pos = LineEnd == StringRef::npos ? Buffer.size() : LineEnd;
  }
  return It->second;
}

bool NolintIndex::suppresses(SourceLocation Loc, StringRef CheckName) {
  if (Loc.isInvalid())
    return false;
  Loc = SM.getFileLoc(Loc);
  FileID File = SM.getFileID(Loc);
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(File, &Invalid);
  if (Invalid)
    return false;
  unsigned Offset = SM.getFileOffset(Loc);
  size_t LineStart = Buffer.rfind('\n', Offset == 0 ? 0 : Offset - 1);
  LineStart = (LineStart == StringRef::npos || Offset == 0) ? 0 : LineStart + 1;
  size_t LineEnd = Buffer.find('\n', Offset);
  StringRef Line = Buffer.slice(LineStart, LineEnd);
  if (lineHasMarker(Line, "NOLINT", CheckName))
    return true;
  if (LineStart > 0) {
    size_t PrevStart = Buffer.rfind('\n', LineStart - 1);
    PrevStart = PrevStart == StringRef::npos ? 0 : PrevStart + 1;
    if (lineHasMarker(Buffer.slice(PrevStart, LineStart - 1), "NOLINTNEXTLINE",
                      CheckName))
      return true;
  }
  // NOLINTBEGIN/NOLINTEND regions before the location's line: count the
  // open ones covering this check.
  int Open = 0;
  for (const RegionMarker &M : markers(File, Buffer)) {
    if (M.LineStart >= LineStart)
      break;
    if (lineHasMarker(M.Line, "NOLINTBEGIN", CheckName))
      ++Open;
    if (lineHasMarker(M.Line, "NOLINTEND", CheckName) && Open > 0)
      --Open;
  }
  return Open > 0;
}

} // namespace psolint
