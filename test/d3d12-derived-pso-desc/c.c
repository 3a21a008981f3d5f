// C: the call goes through the interface's vtable, with the device first
// (directly or through the COBJMACROS-style macro).
// RUN: %clang -std=c11 -fsyntax-only %dx -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-derived-pso-desc' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include "xbox/d3d12_x_derived.h"

void derive(ID3D12XboxDevice *device, ID3D12PipelineState *base, void **derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC descs[2] = {
      {.Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER},
      {.Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND},
  };
  ID3D12XboxDevice_CreateDerivedGraphicsPipelineStateX(device, base, 3, descs, &IID_ID3D12PipelineState, derived); // expected-warning {{NumDescs is 3 but array 'descs' holds 2 descs from there: the runtime reads 1 desc past the end [d3d12-derived-pso-desc]}}
  device->lpVtbl->CreateDerivedGraphicsPipelineStateX(device, base, 0, descs, &IID_ID3D12PipelineState, derived); // expected-warning {{NumDescs is 0: the call derives nothing from the source pipeline state}}
  device->lpVtbl->CreateDerivedGraphicsPipelineStateX(device, base, 2, descs, &IID_ID3D12PipelineState, derived);
  ID3D12XboxDevice_CreateDerivedGraphicsPipelineStateX(device, base, sizeof descs / sizeof descs[0], descs, &IID_ID3D12PipelineState, derived);
}

void repeated(ID3D12XboxDevice *device, ID3D12PipelineState *base, void **derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC descs[2] = {
      {.Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER},
      {.Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER}, // expected-warning {{descs [0] and [1] of 'descs' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER: one state grouping per desc [d3d12-derived-pso-desc]}}
  };
  ID3D12XboxDevice_CreateDerivedGraphicsPipelineStateX(device, base, 2, descs, &IID_ID3D12PipelineState, derived);
}

void single(ID3D12XboxDevice *device, ID3D12PipelineState *base, void **derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC depth = {.Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_DEPTH_STENCIL};
  device->lpVtbl->CreateDerivedGraphicsPipelineStateX(device, base, 2, &depth, &IID_ID3D12PipelineState, derived); // expected-warning {{NumDescs is 2 but pDescs points to a single desc}}
  device->lpVtbl->CreateDerivedGraphicsPipelineStateX(device, base, 1, &depth, &IID_ID3D12PipelineState, derived);
}
