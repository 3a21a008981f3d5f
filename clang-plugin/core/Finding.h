//===- Finding.h - What a check reports, independent of front-end -*- C++
//-*-===//
#ifndef PSOLINT_CORE_FINDING_H
#define PSOLINT_CORE_FINDING_H

#include "CheckRegistry.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace psolint {

struct FindingNote {
  clang::SourceLocation Loc;
  std::string Message;
};

/// One finding of one check. Front-ends translate it into a diagnostic, a
/// clang-tidy warning, a SARIF result or text; they never re-derive it.
struct Finding {
  CheckId Check;
  clang::SourceLocation Loc;
  std::string Message;
  llvm::SmallVector<FindingNote, 2> Notes;
  llvm::SmallVector<clang::FixItHint, 2> FixIts;
};

/// Where findings go. Each front-end implements one.
class FindingSink {
public:
  virtual ~FindingSink();
  virtual void report(const Finding &F) = 0;
};

} // namespace psolint

#endif // PSOLINT_CORE_FINDING_H
