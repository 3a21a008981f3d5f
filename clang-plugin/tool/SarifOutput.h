//===- SarifOutput.h - SARIF 2.1.0 log of the findings ----------*- C++ -*-===//
#ifndef PSOLINT_TOOL_SARIFOUTPUT_H
#define PSOLINT_TOOL_SARIFOUTPUT_H

#include "Report.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

namespace psolint {

/// The documentation page of a check, in the repository.
std::string checkHelpUri(llvm::StringRef CheckName);

/// Writes one run: every check as a rule, the analysed files and those with
/// results as artifacts, the findings as results (notes as related
/// locations, fix-its as fixes), the compiler's errors as notifications of
/// a failed execution.
void writeSarif(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Analysed,
                llvm::ArrayRef<const Report *> Reports,
                llvm::ArrayRef<const CompilerError *> Errors);

} // namespace psolint

#endif // PSOLINT_TOOL_SARIFOUTPUT_H
