//===- FixApplier.h - --fix: the fix-its, applied safely --------*- C++ -*-===//
#ifndef PSOLINT_TOOL_FIXAPPLIER_H
#define PSOLINT_TOOL_FIXAPPLIER_H

#include "Report.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/raw_ostream.h"

namespace psolint {

/// A file as the translation units that parsed it saw it.
struct ParsedFile {
  uint64_t ContentHash = 0;
  bool IsSystemHeader = false;
  /// Two translation units saw different contents.
  bool Inconsistent = false;
};

struct FixOutcome {
  unsigned FixedFindings = 0;
  unsigned WrittenFiles = 0;
  /// Error lines printed: refused edits, files left alone, failed writes.
  unsigned Errors = 0;
};

/// Applies each finding's edits, all or none: a finding whose edits overlap
/// another finding's different edits is refused (identical edits count
/// once), as is one touching a system header or a file whose contents are
/// not what was parsed. Each file is replaced atomically, keeping its mode.
/// Problems go to Diag as "psolint: error:" lines.
FixOutcome applyFixes(llvm::ArrayRef<const Report *> Reports,
                      const llvm::StringMap<ParsedFile> &Files,
                      llvm::raw_ostream &Diag);

} // namespace psolint

#endif // PSOLINT_TOOL_FIXAPPLIER_H
