// chosen-by-copy.c in C++: references to the slot, a blend-mode cache that
// fills colour and alpha from one factor table, one shared constant target
// blend in two pipelines; each reported where the copy chose the value, with
// the entry it copies and the creation calls it breaks as notes. Each defect
// has its clean twin.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-*' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-*' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-pso-*' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-pso-*' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL-COUNT-4: warning: {{.*}} [d3d12-pso-{{render-targets|blend-state}}]
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <cstring>

namespace {

struct Device {
  ID3D12Device *device;
  ID3D12PipelineState *pso;
  HRESULT create(const D3D12_GRAPHICS_PIPELINE_STATE_DESC &desc) {
    return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(&pso)); // expected-note 4 {{where CreateGraphicsPipelineState reads it}}
  }
};

void common(D3D12_GRAPHICS_PIPELINE_STATE_DESC &desc) {
  static const DWORD vs[] = {0x43425844, 2};
  std::memset(&desc, 0, sizeof(desc));
  desc.VS = {vs, sizeof(vs)};
  desc.SampleMask = UINT_MAX;
  desc.SampleDesc.Count = 1;
  desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  desc.NumRenderTargets = 1; // expected-note 2 {{the render-target count is set to 1 here}}
  desc.RTVFormats[0] = DXGI_FORMAT_R10G10B10A2_UNORM; // expected-note 2 {{RTVFormats[1] is copied from the value stored here}}
  desc.BlendState.RenderTarget[0].RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL;
}

} // namespace

// The second target's format copied from the first, then the count left at
// one; the twin raises the count.
HRESULT mirrored_target(Device &dev, bool raise) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  common(desc);
  auto &formats = desc.RTVFormats;
  formats[1] = formats[0]; // expected-warning {{RTVFormats[1] is DXGI_FORMAT_R10G10B10A2_UNORM, but NumRenderTargets is 1}}
  // CHECK-MESSAGES: :[[@LINE-1]]:16: warning: RTVFormats[1] is DXGI_FORMAT_R10G10B10A2_UNORM, but NumRenderTargets is 1
  if (raise) // expected-note {{on the path where this condition is false}}
    desc.NumRenderTargets = 2;
  return dev.create(desc); // expected-note {{the desc is given to the runtime through this call}}
}

// The same copy in a helper of the engine's: the helper's line chose it,
// and the call that ran it is a note; the twin raises the count first.
void mirror_first_target(D3D12_GRAPHICS_PIPELINE_STATE_DESC *desc) {
  desc->RTVFormats[1] = desc->RTVFormats[0]; // expected-warning {{RTVFormats[1] is DXGI_FORMAT_R10G10B10A2_UNORM, but NumRenderTargets is 1}}
  // CHECK-MESSAGES: :[[@LINE-1]]:25: warning: RTVFormats[1] is DXGI_FORMAT_R10G10B10A2_UNORM, but NumRenderTargets is 1
}

HRESULT mirrored_by_helper(Device &dev) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  common(desc);
  desc.NumRenderTargets = 2;
  mirror_first_target(&desc);
  HRESULT hr = dev.create(desc);
  common(desc);
  mirror_first_target(&desc); // expected-note {{in the call from here}}
  return hr | dev.create(desc); // expected-note {{the desc is given to the runtime through this call}}
}

// A cache of blend modes: one factor table per operand, read for colour and
// alpha alike. The premultiplied mode is right in both; multiply's
// DEST_COLOR is right in colour only.
enum class Mode { Premultiplied, Multiply };
constexpr D3D12_BLEND kSource[] = {D3D12_BLEND_ONE, D3D12_BLEND_DEST_COLOR}; // expected-note {{BlendState.RenderTarget[0].SrcBlendAlpha is copied from this entry}}
constexpr D3D12_BLEND kDest[] = {D3D12_BLEND_INV_SRC_ALPHA, D3D12_BLEND_ZERO};

void cache_mode(D3D12_BLEND_DESC &blend, Mode mode) {
  auto &rt = blend.RenderTarget[0];
  int m = static_cast<int>(mode);
  rt.BlendEnable = TRUE; // expected-note {{RenderTarget[0].BlendEnable enables blending here}}
  rt.SrcBlend = kSource[m];
  rt.DestBlend = kDest[m];
  rt.SrcBlendAlpha = kSource[m]; // expected-warning {{BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_DEST_COLOR, a colour factor, in the alpha blend}}
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_DEST_COLOR
  rt.DestBlendAlpha = kDest[m];
  rt.BlendOp = rt.BlendOpAlpha = D3D12_BLEND_OP_ADD;
}

HRESULT modes(Device &dev) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  common(desc);
  cache_mode(desc.BlendState, Mode::Premultiplied);
  HRESULT hr = dev.create(desc);
  cache_mode(desc.BlendState, Mode::Multiply); // expected-note {{in the call from here}}
  return hr | dev.create(desc); // expected-note {{the desc is given to the runtime through this call}}
}

// One constant target blend with a logic op, shared by two pipelines: the
// one with IndependentBlendEnable is wrong.
static const D3D12_RENDER_TARGET_BLEND_DESC kInvert = {
    FALSE, TRUE, // expected-note {{BlendState.RenderTarget[0].LogicOpEnable is copied from this entry}}
    D3D12_BLEND_ONE, D3D12_BLEND_ZERO, D3D12_BLEND_OP_ADD,
    D3D12_BLEND_ONE, D3D12_BLEND_ZERO, D3D12_BLEND_OP_ADD,
    D3D12_LOGIC_OP_INVERT, D3D12_COLOR_WRITE_ENABLE_ALL};

HRESULT invert_shared(Device &dev) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  common(desc);
  desc.RTVFormats[0] = DXGI_FORMAT_R32_UINT;
  desc.BlendState.RenderTarget[0] = kInvert;
  return dev.create(desc);
}

HRESULT invert_independent(Device &dev) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  common(desc);
  desc.RTVFormats[0] = DXGI_FORMAT_R32_UINT;
  desc.BlendState.IndependentBlendEnable = TRUE; // expected-note {{IndependentBlendEnable is set here}}
  desc.BlendState.RenderTarget[0] = kInvert; // expected-warning {{BlendState.RenderTarget[0].LogicOpEnable enables a logic op with IndependentBlendEnable}}
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: BlendState.RenderTarget[0].LogicOpEnable enables a logic op with IndependentBlendEnable
  return dev.create(desc); // expected-note {{the desc is given to the runtime through this call}}
}
