// An array initialiser is what the runtime reads only if nothing writes the
// array between its declaration and the call. A desc whose Type is changed
// afterwards, or an array passed to a function that fills it, says nothing
// about repeated groupings. (Counts still count: the array's length does not
// change.)
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-derived-pso-desc' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include "xbox/d3d12_x_derived.h"

// Both start as blend overrides; the second becomes a rasterizer override.
void typeChangedLater(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
  };
  Descs[1].Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER;
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, Descs, IID_PPV_ARGS(Derived));
}

void fillOverrides(D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC *Descs, UINT Count);

void filledByCallee(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
  };
  fillOverrides(Descs, 2);
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, Descs, IID_PPV_ARGS(Derived));
  Device->CreateDerivedGraphicsPipelineStateX(Base, 3, Descs, IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 3 but array 'Descs' holds 2 descs from there: the runtime reads 1 desc past the end}}
}
