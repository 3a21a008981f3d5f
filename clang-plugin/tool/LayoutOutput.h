//===- LayoutOutput.h - --layout tables -------------------------*- C++ -*-===//
#ifndef PSOLINT_TOOL_LAYOUTOUTPUT_H
#define PSOLINT_TOOL_LAYOUTOUTPUT_H

#include "Report.h"

#include "llvm/Support/raw_ostream.h"

namespace psolint {

/// Prints a record as the runtime reads it: one row per subobject with the
/// runtime's offsets, the first row where the declaration diverges marked
/// '>' and the declared offsets beside every row that differs.
void printLayout(llvm::raw_ostream &OS, const LayoutTable &Table);

/// Prints a state object as the runtime reads it: index, kind, what pDesc
/// points to, and each association resolved to its target.
void printStateObject(llvm::raw_ostream &OS, const StateObjectTable &Table);

} // namespace psolint

#endif // PSOLINT_TOOL_LAYOUTOUTPUT_H
