//===- Analyzer.h - Runs the enabled checks over a translation unit -*- C++ -*-===//
#ifndef PSOLINT_CORE_ANALYZER_H
#define PSOLINT_CORE_ANALYZER_H

#include "CheckRegistry.h"
#include "Finding.h"

#include <string>

namespace clang {
class ASTContext;
}

namespace psolint {

/// Options of the checks, named as in .clang-tidy CheckOptions.
struct AnalyzerOptions {
  /// d3d12-subobject-alignment.AlignMacro: spelled instead of alignas(void*)
  /// in fix-its, e.g. "DECLSPEC_ALIGN(sizeof(void*))".
  std::string AlignMacro;
  /// d3d12-subobject-enum-union.Pedantic: also flag tag unions that are
  /// harmless by coincidence on this target.
  bool Pedantic = false;
  /// Whether the core applies NOLINT comments itself (clang-tidy does its
  /// own and turns this off).
  bool HonourNolint = true;
};

/// Analyses one translation unit and reports to a sink. Does nothing at all
/// when the tag enum was never declared.
void analyzeTranslationUnit(clang::ASTContext &Ctx,
                            const AnalyzerOptions &Options,
                            const CheckFilter &Filter, FindingSink &Sink);

} // namespace psolint

#endif // PSOLINT_CORE_ANALYZER_H
