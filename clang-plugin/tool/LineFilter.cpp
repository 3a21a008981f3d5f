//===- LineFilter.cpp -----------------------------------------------------===//
#include "LineFilter.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

namespace psolint {

static Error filterError(const Twine &Message) {
  return createStringError(inconvertibleErrorCode(),
                           "malformed --line-filter: " + Message);
}

Expected<LineFilter> LineFilter::parse(StringRef Json) {
  const char *Shape = "expected [{\"name\": \"file.cpp\", \"lines\": "
                      "[[first, last], ...]}, ...]";
  Expected<json::Value> Parsed = json::parse(Json);
  if (!Parsed)
    return filterError(toString(Parsed.takeError()));
  const json::Array *Entries = Parsed->getAsArray();
  if (!Entries)
    return filterError(Shape);
  LineFilter Filter;
  for (const json::Value &Entry : *Entries) {
    const json::Object *Object = Entry.getAsObject();
    std::optional<StringRef> Name =
        Object ? Object->getString("name") : std::nullopt;
    if (!Name || Name->empty())
      return filterError(Shape);
    FileLines File{Name->str(), {}};
    if (const json::Value *Lines = Object->get("lines")) {
      const json::Array *Ranges = Lines->getAsArray();
      if (!Ranges)
        return filterError(Shape);
      for (const json::Value &Range : *Ranges) {
        const json::Array *Pair = Range.getAsArray();
        std::optional<int64_t> First, Last;
        if (Pair && Pair->size() == 2) {
          First = (*Pair)[0].getAsInteger();
          Last = (*Pair)[1].getAsInteger();
        }
        if (!First || !Last || *First < 0 || *Last < 0)
          return filterError("line ranges are pairs of line numbers, "
                             "[first, last]; got " +
                             formatv("{0}", Range).str());
        File.Ranges.emplace_back(*First, *Last);
      }
    }
    Filter.Files.push_back(std::move(File));
  }
  return Filter;
}

bool LineFilter::passes(StringRef File, unsigned Line) const {
  for (const FileLines &Entry : Files) {
    if (!File.ends_with(Entry.Name))
      continue;
    if (Entry.Ranges.empty())
      return true;
    for (const auto &[First, Last] : Entry.Ranges)
      if (First <= Line && Line <= Last)
        return true;
    return false;
  }
  return false;
}

bool LineFilter::passes(const Report &R) const {
  if (empty() || passes(R.Where.File, R.Where.Begin.Line))
    return true;
  // As clang-tidy: a note on a listed line brings its finding in.
  for (const ReportNote &Note : R.Notes)
    if (passes(Note.Where.File, Note.Where.Begin.Line))
      return true;
  return false;
}

} // namespace psolint
