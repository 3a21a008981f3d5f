//===- PsoBlendState.cpp - d3d12-pso-blend-state --------------------------===//
//
// What a pipeline's blend desc holds that the runtime rejects, judged where
// the runtime reads it, per path, in classic descs and streams alike
// (PsoContent):
//  - blending and a logic op on one render target (E_INVALIDARG);
//  - a logic op with IndependentBlendEnable (E_INVALIDARG);
//  - a colour factor (SRC_COLOR, DEST_COLOR, SRC1_COLOR and their inverses)
//    in SrcBlendAlpha or DestBlendAlpha of a slot that blends: the alpha
//    channel has no colour to take (debug layer: INVALIDSRCBLENDALPHA /
//    INVALIDDESTBLENDALPHA), fixed by the factor's _ALPHA twin;
//  - dual-source blending (a SRC1 factor in the first target's blend) with
//    a second target bound, or a second slot that blends
//    (OM_DUAL_SOURCE_BLENDING_CAN_ONLY_HAVE_RENDER_TARGET_0).
// The blend state target i uses is RenderTarget[i] with
// IndependentBlendEnable, RenderTarget[0] without; targets past
// NumRenderTargets are not judged, except where the runtime validates the
// blend desc as a whole (the alpha factors of every slot it reads).
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "PsoContent.h"
#include "RecordFields.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ParentMapContext.h"
#include "llvm/ADT/SmallSet.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

constexpr int64_t MaxRenderTargets = 8;

/// D3D12_BLEND's colour factors, and the alpha factor each stands for in an
/// alpha slot (what d3dx12-era backends map them to).
StringRef alphaTwin(StringRef Colour) {
  return StringSwitch<StringRef>(Colour)
      .Case("D3D12_BLEND_SRC_COLOR", "D3D12_BLEND_SRC_ALPHA")
      .Case("D3D12_BLEND_INV_SRC_COLOR", "D3D12_BLEND_INV_SRC_ALPHA")
      .Case("D3D12_BLEND_DEST_COLOR", "D3D12_BLEND_DEST_ALPHA")
      .Case("D3D12_BLEND_INV_DEST_COLOR", "D3D12_BLEND_INV_DEST_ALPHA")
      .Case("D3D12_BLEND_SRC1_COLOR", "D3D12_BLEND_SRC1_ALPHA")
      .Case("D3D12_BLEND_INV_SRC1_COLOR", "D3D12_BLEND_INV_SRC1_ALPHA")
      .Default("");
}

bool isSecondSource(StringRef Factor) {
  return Factor.starts_with("D3D12_BLEND_SRC1_") ||
         Factor.starts_with("D3D12_BLEND_INV_SRC1_");
}

/// Whether E is part of the initialiser of a variable that outlives a call
/// (a global or static table).
bool inTable(ASTContext &Ctx, const Expr *E) {
  DynTypedNodeList Parents = Ctx.getParents(*E);
  while (!Parents.empty()) {
    if (const auto *VD = Parents[0].get<VarDecl>())
      return VD->hasGlobalStorage();
    if (Parents[0].get<Decl>())
      return false;
    Parents = Ctx.getParents(Parents[0]);
  }
  return false;
}

class Judge : public ContentFindings {
public:
  using ContentFindings::ContentFindings;

  void run() {
    Independent = Pso.get(PsoPart::Blend, "IndependentBlendEnable");
    Count = Pso.get(PsoPart::RenderTargets, "NumRenderTargets");
    // The slots the runtime validates as a blend desc: all eight with
    // IndependentBlendEnable, the first without.
    int64_t Slots = Independent.Kind != Value::Int ? 1
                    : Independent.Number           ? MaxRenderTargets
                                                   : 1;
    for (int64_t S = 0; S < Slots; ++S)
      alphaFactors(S);
    if (Count.Kind == Value::Int && Count.Number >= 0 &&
        Count.Number <= MaxRenderTargets)
      for (int64_t I = 0; I < Count.Number; ++I)
        if (std::optional<int64_t> S = slotOf(I))
          logicOp(I, *S);
    dualSource();
  }

private:
  /// "RenderTarget[Slot].Name", Slot below 8 (asked for on every path).
  static std::string field(int64_t Slot, StringRef Name) {
    return (Twine("RenderTarget[") + Twine(char('0' + Slot)) + "]." + Name)
        .str();
  }
  Value get(int64_t Slot, StringRef Name) const {
    return Pso.get(PsoPart::Blend, field(Slot, Name));
  }
  bool isOn(const Value &V) const {
    return V.Kind == Value::Int && V.Number != 0;
  }
  std::string name(int64_t Slot, StringRef Name) const {
    return Pso.name(PsoPart::Blend, field(Slot, Name));
  }
  StringRef factorName(int64_t Slot, StringRef Name, const Value &V) const {
    if (V.Kind != Value::Int)
      return "";
    return Context.enumerator(Pso.typeOf(PsoPart::Blend, field(Slot, Name)),
                              V.Number);
  }
  /// The slot target I blends as; none when IndependentBlendEnable is not
  /// known and I is not the first.
  std::optional<int64_t> slotOf(int64_t I) const {
    if (I == 0)
      return 0;
    if (Independent.Kind != Value::Int)
      return std::nullopt;
    return Independent.Number ? I : 0;
  }

  void alphaFactors(int64_t Slot) {
    Value Blend = get(Slot, "BlendEnable");
    if (!isOn(Blend))
      return;
    for (StringRef Name : {"SrcBlendAlpha", "DestBlendAlpha"}) {
      Value Factor = get(Slot, Name);
      StringRef Colour = factorName(Slot, Name, Factor);
      StringRef Twin = alphaTwin(Colour);
      if (Twin.empty())
        continue;
      std::string What = name(Slot, Name);
      Finding F;
      F.Loc = Context.storeLocation(Factor);
      F.Message = formatv(
          "{0} is {1}, a colour factor, in the alpha blend, which takes "
          "alpha factors only ({2} is its alpha twin): the debug layer "
          "reports an error (CREATEBLENDSTATE_INVALID{3}BLENDALPHA)",
          What, Colour, Twin, Name == "SrcBlendAlpha" ? "SRC" : "DEST");
      // The factor spelled as the enumerator where it is stored: one edit
      // names its twin (not in a table of factors, which may serve colour
      // slots too).
      if (const auto *Ref = dyn_cast_or_null<DeclRefExpr>(
              Factor.Site ? Factor.Site->IgnoreParenImpCasts() : nullptr))
        if (Ref->getDecl()->getName() == Colour &&
            Context.canEdit(Ref->getSourceRange()) &&
            Context.storeLocation(Factor) == Ref->getExprLoc() &&
            !inTable(Context.context(), Ref))
          F.FixIts.push_back(
              FixItHint::CreateReplacement(Ref->getSourceRange(), Twin));
      noteAt(F, Blend,
             formatv("{0} enables blending here", field(Slot, "BlendEnable")));
      add(std::move(F), Factor, What);
    }
  }

  void logicOp(int64_t I, int64_t Slot) {
    Value Logic = get(Slot, "LogicOpEnable");
    if (!isOn(Logic))
      return;
    std::string What = name(Slot, "LogicOpEnable");
    Value Blend = get(Slot, "BlendEnable");
    if (isOn(Blend)) {
      Finding F;
      F.Loc = Context.storeLocation(Logic);
      F.Message = formatv("{0} and BlendEnable are both TRUE for render "
                          "target {1}: a target blends or applies a logic "
                          "op, not both, and the runtime fails the "
                          "pipeline with E_INVALIDARG",
                          What, I);
      noteAt(F, Blend,
             formatv("{0} enables blending here", field(Slot, "BlendEnable")));
      add(std::move(F), Logic, What);
      return;
    }
    if (isOn(Independent)) {
      Finding F;
      F.Loc = Context.storeLocation(Logic);
      F.Message = formatv("{0} enables a logic op with "
                          "IndependentBlendEnable: a logic op applies to "
                          "every render target alike, and the runtime fails "
                          "the pipeline with E_INVALIDARG",
                          What);
      noteAt(F, Independent, "IndependentBlendEnable is set here");
      add(std::move(F), Logic, What);
    }
  }

  /// Dual-source blending: a factor of the first target's blend that reads
  /// the pixel shader's second output, with a second target.
  void dualSource() {
    if (!isOn(get(0, "BlendEnable")))
      return;
    Value Factor;
    std::string FactorField;
    StringRef Spelled;
    for (StringRef Name :
         {"SrcBlend", "DestBlend", "SrcBlendAlpha", "DestBlendAlpha"}) {
      Value V = get(0, Name);
      StringRef N = factorName(0, Name, V);
      if (isSecondSource(N)) {
        Factor = V;
        FactorField = Name.str();
        Spelled = N;
        break;
      }
    }
    if (Spelled.empty())
      return;
    // A second target bound, or a second slot that blends.
    std::string Why, CauseNote;
    Value Cause;
    // (More than 8 targets is d3d12-pso-render-targets' finding, and says
    // nothing of which are bound.)
    if (Count.Kind == Value::Int && Count.Number >= 2 &&
        Count.Number <= MaxRenderTargets) {
      Value Second = Pso.get(PsoPart::RenderTargets, "RTFormats[1]");
      if (Second.Kind == Value::Int && Second.Number != 0) {
        StringRef Format = Context.enumerator(
            Pso.typeOf(PsoPart::RenderTargets, "RTFormats[1]"), Second.Number);
        Why = formatv("render target 1 is bound ({0})", Format);
        Cause = Second;
        CauseNote = "render target 1's format is set here";
      }
    }
    if (Why.empty() && isOn(Independent)) {
      Value Blend = get(1, "BlendEnable");
      if (isOn(Blend)) {
        Why = "RenderTarget[1] blends too";
        Cause = Blend;
        CauseNote = "RenderTarget[1].BlendEnable enables blending here";
      }
    }
    if (Why.empty())
      return;
    std::string What = name(0, FactorField);
    Finding F;
    F.Loc = Context.storeLocation(Factor);
    F.Message = formatv(
        "{0} is {1}, which blends with the pixel shader's second output "
        "(dual-source blending), but {2}: a dual-source pipeline has one "
        "render target, and the runtime fails it with E_INVALIDARG "
        "(OM_DUAL_SOURCE_BLENDING_CAN_ONLY_HAVE_RENDER_TARGET_0)",
        What, Spelled, Why);
    noteAt(F, Cause, CauseNote);
    add(std::move(F), Factor, What);
  }

  Value Independent, Count;
};

} // namespace

void runPsoBlendState(CheckContext &Context) {
  Context.reportPipelineContent(
      CheckId::PsoBlendState,
      [&](const PsoContent &Pso, std::vector<Finding> &Found) {
        Judge(Context, Pso, Found).run();
      });
}

} // namespace psolint
