//===- FixesExport.h - clang-tidy's --export-fixes YAML ---------*- C++ -*-===//
#ifndef PSOLINT_TOOL_FIXESEXPORT_H
#define PSOLINT_TOOL_FIXESEXPORT_H

#include "Report.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

namespace psolint {

/// Writes the findings as clang-tidy does (MainSourceFile, Diagnostics with
/// their Replacements), which clang-apply-replacements reads.
void writeExportedFixes(llvm::raw_ostream &OS, llvm::StringRef MainSourceFile,
                        llvm::StringRef BuildDirectory,
                        llvm::ArrayRef<const Report *> Reports);

} // namespace psolint

#endif // PSOLINT_TOOL_FIXESEXPORT_H
