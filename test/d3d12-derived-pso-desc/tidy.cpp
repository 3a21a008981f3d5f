// clang-tidy: the names are CheckOptions FunctionName and TypeMember.
// RUN: %check_clang_tidy --config="{CheckOptions: {d3d12-derived-pso-desc.FunctionName: DerivePipelineState, d3d12-derived-pso-desc.TypeMember: Grouping}}" %s 'd3d12-derived-pso-desc' %t.cpp -- -std=c++17 %dx
// Defaults, on the stand-in Xbox header:
// RUN: %check_clang_tidy --check-suffix=XBOX %s 'd3d12-derived-pso-desc' %t.xbox.cpp -- -std=c++17 %dx -I %inputs -DXBOX
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

#ifdef XBOX
#include "xbox/d3d12_x_derived.h"
void derive(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
  };
  Device->CreateDerivedGraphicsPipelineStateX(Base, 0, Descs, IID_PPV_ARGS(Derived));
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, Descs, IID_PPV_ARGS(Derived));
}
// CHECK-MESSAGES-XBOX: :[[@LINE-5]]:8: warning: descs [0] and [1] of 'Descs' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND: one state grouping per desc [d3d12-derived-pso-desc]
// CHECK-MESSAGES-XBOX: :[[@LINE-4]]:53: warning: NumDescs is 0: the call derives nothing from the source pipeline state [d3d12-derived-pso-desc]
#else
enum DerivedGrouping { GROUPING_BLEND, GROUPING_RASTERIZER };
struct DerivedStateDesc {
  DerivedGrouping Grouping;
  union {
    D3D12_BLEND_DESC Blend;
    D3D12_RASTERIZER_DESC Rasterizer;
  };
};
struct PlatformDevice {
  HRESULT DerivePipelineState(ID3D12PipelineState *, UINT, const DerivedStateDesc *, REFIID, void **);
};
void derive(PlatformDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  DerivedStateDesc Descs[2] = {{GROUPING_RASTERIZER, {}}, {GROUPING_RASTERIZER, {}}};
  Device->DerivePipelineState(Base, 1, Descs, IID_PPV_ARGS(Derived));
  Device->DerivePipelineState(Base, 2, Descs, IID_PPV_ARGS(Derived));
}
// CHECK-MESSAGES: :[[@LINE-4]]:60: warning: descs [0] and [1] of 'Descs' both override GROUPING_RASTERIZER: one state grouping per desc [d3d12-derived-pso-desc]
// CHECK-MESSAGES: :[[@LINE-4]]:37: warning: NumDescs is 1 but array 'Descs' holds 2 descs from there: the runtime ignores the last 1 [d3d12-derived-pso-desc]
#endif
