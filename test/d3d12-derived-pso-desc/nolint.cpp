// The count finding is at NumDescs, the grouping finding at the repeated
// Type; NOLINT goes on those lines.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-derived-pso-desc' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include "xbox/d3d12_x_derived.h"

void derive(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}}, // NOLINT(d3d12-derived-pso-desc)
  };
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, Descs, IID_PPV_ARGS(Derived));
  Device->CreateDerivedGraphicsPipelineStateX(Base, 1, Descs, IID_PPV_ARGS(Derived)); // NOLINT(d3d12-derived-pso-desc)
  Device->CreateDerivedGraphicsPipelineStateX(Base, 0, Descs, IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 0}}
}
