//===- SarifOutput.h - SARIF 2.1.0 log of the findings ----------*- C++ -*-===//
#ifndef PSOLINT_TOOL_SARIFOUTPUT_H
#define PSOLINT_TOOL_SARIFOUTPUT_H

#include "Report.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/raw_ostream.h"

namespace psolint {

/// Where the check pages are, decided once at start-up: the base URL the
/// build was configured with (PSOLINT_DOCS_URL, for a team hosting them),
/// else the pages installed beside the tool (<prefix>/share/doc/psolint, as
/// `cmake --install` and the .deb lay them out), else, for a tool run from
/// its build tree, the source tree's docs/. A file:// URI for the last two.
void locateDocumentation(const char *Argv0);

/// The documentation page of a check: <docs>/checks/<id>.md.
std::string checkHelpUri(llvm::StringRef CheckName);
/// The documentation's front page: <docs>/README.md.
std::string documentationUri();

/// Writes one run: every check as a rule, the analysed files and those with
/// results as artifacts, the findings as results (notes as related
/// locations, fix-its as fixes), the compiler's errors as notifications of
/// a failed execution.
void writeSarif(llvm::raw_ostream &OS, llvm::ArrayRef<std::string> Analysed,
                llvm::ArrayRef<const Report *> Reports,
                llvm::ArrayRef<const CompilerError *> Errors);

} // namespace psolint

#endif // PSOLINT_TOOL_SARIFOUTPUT_H
