//===- PsoRenderTargets.cpp - d3d12-pso-render-targets --------------------===//
//
// What a pipeline says of its render targets, judged where the runtime
// reads it, per path, in classic descs and streams alike (PsoContent):
//  - more than 8 render targets (INVALID_RENDER_TARGET_COUNT);
//  - a format in a slot at or past NumRenderTargets: the runtime fails the
//    pipeline with E_INVALIDARG (RTV_FORMAT_NOT_UNKNOWN);
//  - blending enabled on a target whose format cannot blend (an integer
//    format): E_INVALIDARG when the pixel shader writes that target;
//  - a logic op enabled on a target whose format is not UINT: a debug-layer
//    error when the pixel shader writes that target.
// A target's blend state is RenderTarget[i] with IndependentBlendEnable,
// RenderTarget[0] without; slots past NumRenderTargets are never judged
// for blending. What the pixel shader writes is not known here: the
// messages say the defect shows when it writes the target.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "PsoContent.h"
#include "RecordFields.h"

#include "llvm/ADT/SmallSet.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// D3D12_SIMULTANEOUS_RENDER_TARGET_COUNT.
constexpr int64_t MaxRenderTargets = 8;

class Judge : public ContentFindings {
public:
  using ContentFindings::ContentFindings;

  void run() {
    Value Count = Pso.get(PsoPart::RenderTargets, "NumRenderTargets");
    if (Count.Kind != Value::Int)
      return;
    if (Count.Number < 0 || Count.Number > MaxRenderTargets) {
      tooMany(Count);
      return;
    }
    formatsPastCount(Count);
    for (int64_t I = 0; I < Count.Number; ++I)
      blending(I);
  }

private:
  std::string countName() const {
    return Pso.name(PsoPart::RenderTargets, "NumRenderTargets");
  }
  /// "RTFormats[I]", I below 8 (asked for every slot on every path).
  static StringRef slot(int64_t I) {
    static const char *const Slots[] = {
        "RTFormats[0]", "RTFormats[1]", "RTFormats[2]", "RTFormats[3]",
        "RTFormats[4]", "RTFormats[5]", "RTFormats[6]", "RTFormats[7]"};
    return Slots[I];
  }
  /// The format in slot I, when the model knows it, and its name.
  std::optional<std::pair<Value, StringRef>> format(int64_t I) const {
    Value V = Pso.get(PsoPart::RenderTargets, slot(I));
    if (V.Kind != Value::Int || V.Number == 0)
      return std::nullopt;
    StringRef Name = Context.enumerator(
        Pso.typeOf(PsoPart::RenderTargets, slot(I)), V.Number);
    return std::make_pair(V, Name);
  }

  void tooMany(const Value &Count) {
    Finding F;
    F.Loc = Context.storeLocation(Count);
    F.Message = formatv("{0} is {1}: a pipeline has at most {2} render "
                        "targets (D3D12_SIMULTANEOUS_RENDER_TARGET_COUNT), "
                        "and the runtime's validation rejects more "
                        "(INVALID_RENDER_TARGET_COUNT)",
                        countName(), Count.Number, MaxRenderTargets);
    add(std::move(F), Count, countName());
  }

  void formatsPastCount(const Value &Count) {
    std::vector<std::pair<int64_t, std::pair<Value, StringRef>>> Set;
    for (int64_t I = Count.Number; I < MaxRenderTargets; ++I)
      if (auto Format = format(I))
        Set.emplace_back(I, *Format);
    if (Set.empty())
      return;
    auto &[First, Format] = Set.front();
    std::string Others;
    if (Set.size() == 2)
      Others = formatv(" (so is slot {0})", Set[1].first).str();
    else if (Set.size() > 2)
      Others =
          formatv(" (so are {0} more slots past it)", Set.size() - 1).str();
    std::string What = Pso.name(PsoPart::RenderTargets, slot(First));
    Finding F;
    F.Loc = Context.storeLocation(Format.first);
    F.Message = formatv(
        "{0} is {1}, but {2} is {3}{4}: every slot at or past the "
        "render-target count must be DXGI_FORMAT_UNKNOWN, and the runtime "
        "fails the pipeline with E_INVALIDARG (RTV_FORMAT_NOT_UNKNOWN)",
        What,
        Format.second.empty() ? formatv("{0}", Format.first.Number).str()
                              : Format.second.str(),
        countName(), Count.Number, Others);
    noteAt(F, Count,
           formatv("the render-target count is set to {0} here", Count.Number));
    add(std::move(F), Format.first, What);
  }

  /// The blend state render target I uses: RenderTarget[I] with
  /// IndependentBlendEnable, RenderTarget[0] without; none when that is
  /// not known.
  std::optional<int64_t> blendSlot(int64_t I, Value &Independent) const {
    Independent = Pso.get(PsoPart::Blend, "IndependentBlendEnable");
    if (I == 0)
      return 0;
    if (Independent.Kind != Value::Int)
      return std::nullopt;
    return Independent.Number ? I : 0;
  }

  void blending(int64_t I) {
    auto Format = format(I);
    if (!Format || Format->second.empty())
      return;
    RenderTargetClass Class = renderTargetClass(Format->second);
    if (Class == RenderTargetClass::NotRenderTarget)
      return;
    Value Independent;
    std::optional<int64_t> Slot = blendSlot(I, Independent);
    if (!Slot)
      return;
    std::string Target = formatv("RenderTarget[{0}]", *Slot).str();
    auto Enabled = [&](StringRef Field) {
      Value V = Pso.get(PsoPart::Blend, Target + "." + Field.str());
      return V.Kind == Value::Int && V.Number != 0 ? std::optional<Value>(V)
                                                   : std::nullopt;
    };
    if (Class == RenderTargetClass::Uint || Class == RenderTargetClass::Sint)
      if (auto Blend = Enabled("BlendEnable"))
        report(I, *Slot, *Blend, "BlendEnable", *Format, Independent,
               "enables blending on render target {0}, whose format {1} is "
               "an integer format that cannot blend: the runtime fails the "
               "pipeline with E_INVALIDARG when the pixel shader writes "
               "SV_Target{0} (OM_RENDER_TARGET_DOES_NOT_SUPPORT_BLENDING)");
    if (Class != RenderTargetClass::Uint)
      if (auto LogicOp = Enabled("LogicOpEnable"))
        report(I, *Slot, *LogicOp, "LogicOpEnable", *Format, Independent,
               "enables a logic op on render target {0}, whose format {1} "
               "is not UINT: logic ops work on UINT render targets only, and "
               "the debug layer reports an error when the pixel shader "
               "writes SV_Target{0} "
               "(OM_RENDER_TARGET_DOES_NOT_SUPPORT_LOGIC_OPS)");
  }

  void report(int64_t I, int64_t Slot, const Value &Enable, StringRef Field,
              const std::pair<Value, StringRef> &Format,
              const Value &Independent, const char *Says) {
    std::string What = Pso.name(
        PsoPart::Blend, formatv("RenderTarget[{0}].{1}", Slot, Field).str());
    Finding F;
    F.Loc = Context.storeLocation(Enable);
    F.Message = What + " " + formatv(Says, I, Format.second).str();
    noteAt(F, Format.first,
           formatv("render target {0}'s format is set to {1} here", I,
                   Format.second));
    if (Slot != I)
      noteAt(F, Independent,
             "IndependentBlendEnable is FALSE here: every render target "
             "blends as RenderTarget[0] says");
    add(std::move(F), Enable, What);
  }
};

} // namespace

void runPsoRenderTargets(CheckContext &Context) {
  Context.reportPipelineContent(
      CheckId::PsoRenderTargets,
      [&](const PsoContent &Pso, std::vector<Finding> &Found) {
        Judge(Context, Pso, Found).run();
      });
}

} // namespace psolint
