//===- Analyzer.h - Runs the enabled checks over a translation unit -*- C++
//-*-===//
#ifndef PSOLINT_CORE_ANALYZER_H
#define PSOLINT_CORE_ANALYZER_H

#include "CheckRegistry.h"
#include "Finding.h"

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <string>
#include <vector>

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
  /// StrictRecords: the record checks (alignment, enum-union, layout) judge
  /// every subobject record by its declaration, placed or not.
  bool StrictRecords = false;
  /// d3d12-stream-sdk-version.SdkVersion: the Agility SDK version the
  /// program ships when the translation unit does not export
  /// D3D12SDKVersion; 0 when unknown.
  unsigned SdkVersion = 0;
  /// d3d12-derived-pso-desc.FunctionName / .TypeMember: the Xbox API's
  /// names, configurable because no public header fixes them.
  std::string DerivedFunction = "CreateDerivedGraphicsPipelineStateX";
  std::string DerivedTypeMember = "Type";
  /// Where the compiler reported errors: records written in error have no
  /// layout anyone intended and are not analysed.
  std::vector<clang::SourceLocation> ErrorLocations;
  /// Whether the core applies NOLINT comments itself (clang-tidy does its
  /// own and turns this off).
  bool HonourNolint = true;
};

/// Sets the options that CheckOptions name (clang-tidy's keys: the check's
/// id, a dot, the option) from Lookup, which gives "" for a key not set. The
/// clang-tidy module and the tool both read them through this.
void readCheckOptions(
    AnalyzerOptions &Options,
    llvm::function_ref<llvm::StringRef(llvm::StringRef Key)> Lookup);

/// Analyses one translation unit and reports to a sink. Does nothing at all
/// when the tag enum was never declared.
void analyzeTranslationUnit(clang::ASTContext &Ctx,
                            const AnalyzerOptions &Options,
                            const CheckFilter &Filter, FindingSink &Sink);

} // namespace psolint

#endif // PSOLINT_CORE_ANALYZER_H
