//===- PsoSampleDesc.cpp - d3d12-pso-sample-desc --------------------------===//
//
// A pipeline samples each pixel 1 to 32 times: "no multisampling" is
// SampleDesc.Count = 1, and the runtime's validation of the sample desc
// rejects 0 (a zero-initialised classic desc whose SampleDesc nobody set)
// and counts above 32 (debug layer: INVALID_SAMPLE_DESC). Judged where the
// runtime reads the desc, per path: a classic
// D3D12_GRAPHICS_PIPELINE_STATE_DESC at CreateGraphicsPipelineState, and a
// stream's SAMPLE_DESC subobject at CreatePipelineState (a stream without
// one gets the runtime's default, {1, 0}). Whether the count and quality
// suit the formats depends on the device, and is not judged.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"
#include "PsoContent.h"

#include "clang/AST/Expr.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// The most samples per pixel Direct3D allows.
constexpr int64_t MaxSamples = 32;

/// The finding for a count read on one path, if it is wrong. What names the
/// count in the message ("SampleDesc.Count", "the SAMPLE_DESC subobject's
/// Count"), and where it is reported when no store wrote it.
std::optional<Finding> judgeCount(CheckContext &Context, const Value &Count,
                                  StringRef What, const Value &Object) {
  if (Count.Kind != Value::Int)
    return std::nullopt;
  if (Count.Number > 0 && Count.Number <= MaxSamples)
    return std::nullopt;
  bool Zeroed = Count.Number == 0 &&
                (!Count.Site ||
                 (!isa<IntegerLiteral>(Count.Site->IgnoreParenImpCasts()) &&
                  !isa<DeclRefExpr>(Count.Site->IgnoreParenImpCasts())));
  // At the store (a value a library helper wrote: at the user's call to
  // it). The zero fill of an initialiser (`= {}`) has no place of its own:
  // the finding goes to the initialiser of the object, where a Count
  // belongs.
  SourceLocation Loc = Context.storeLocation(Count);
  if (Loc.isInvalid()) {
    if (Count.Site)
      return std::nullopt; // a helper's store, reached by no call of ours
    Loc = initialiserLocation(Context, Object);
    if (Loc.isInvalid())
      return std::nullopt;
    if (Context.inLibraryCode(Loc)) {
      if (!Count.Via)
        return std::nullopt;
      Loc = Count.Via->getExprLoc();
    }
  }
  Finding F;
  F.Loc = Loc;
  const Expr *Written =
      Count.Site ? Count.Site->IgnoreParenImpCasts() : nullptr;
  if (Count.Number == 0) {
    F.Message =
        formatv("{0} is 0{1}: a pipeline takes 1 to {2} samples per "
                "pixel, and 'no multisampling' is a Count of 1; the "
                "runtime rejects a sample desc with Count 0 "
                "(INVALID_SAMPLE_DESC)",
                What, Zeroed ? ", left by the zero fill" : "", MaxSamples);
    const auto *Literal = dyn_cast_or_null<IntegerLiteral>(Written);
    if (Literal && Context.canEdit(Literal->getSourceRange()))
      F.FixIts.push_back(
          FixItHint::CreateReplacement(Literal->getSourceRange(), "1"));
  } else {
    F.Message = formatv("{0} is {1}: Direct3D takes at most {2} samples per "
                        "pixel, and the runtime rejects a sample desc with "
                        "more (INVALID_SAMPLE_DESC)",
                        What, Count.Number, MaxSamples);
  }
  addContentOriginNotes(Context, F, Count, What);
  return F;
}

} // namespace

void runPsoSampleDesc(CheckContext &Context) {
  // Classic descs (D3D12_GRAPHICS_PIPELINE_STATE_DESC::SampleDesc) and
  // streams (the inner of a SAMPLE_DESC subobject) alike.
  Context.reportPipelineContent(
      CheckId::PsoSampleDesc,
      [&](const PsoContent &Pso, std::vector<Finding> &Found) {
        if (Pso.omitted(PsoPart::Samples))
          return;
        if (std::optional<Finding> F =
                judgeCount(Context, Pso.get(PsoPart::Samples, "Count"),
                           Pso.name(PsoPart::Samples, "Count"), Pso.object()))
          Found.push_back(std::move(*F));
      });
}

} // namespace psolint
