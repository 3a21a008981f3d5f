//===- LineFilter.h - clang-tidy's -line-filter -----------------*- C++ -*-===//
//
// --line-filter='[{"name": "file.cpp", "lines": [[1, 3], [5, 5]]}, ...]'
// with clang-tidy's meaning, so that scripts written for clang-tidy (a diff's
// changed lines) work unchanged: a file matches the first entry whose name
// ends its path; an entry without lines passes the whole file; a finding
// passes when it or one of its notes is on a listed line; with a non-empty
// filter, a file no entry names reports nothing.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_TOOL_LINEFILTER_H
#define PSOLINT_TOOL_LINEFILTER_H

#include "Report.h"

#include "llvm/Support/Error.h"
#include <string>
#include <utility>
#include <vector>

namespace psolint {

class LineFilter {
public:
  /// The JSON clang-tidy takes; an error says what is wrong in one line.
  static llvm::Expected<LineFilter> parse(llvm::StringRef Json);

  bool empty() const { return Files.empty(); }
  bool passes(const Report &R) const;

private:
  struct FileLines {
    std::string Name;
    std::vector<std::pair<unsigned, unsigned>> Ranges; // inclusive
  };

  bool passes(llvm::StringRef File, unsigned Line) const;

  std::vector<FileLines> Files;
};

} // namespace psolint

#endif // PSOLINT_TOOL_LINEFILTER_H
