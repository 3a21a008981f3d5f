// The API is matched by name. A header that spells it differently is
// configured with derived-function=<name> (the method) and
// derived-type-member=<name> (the member naming the grouping); with the
// default names nothing here is recognised.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-derived-pso-desc' -fplugin-arg-psolint-derived-function=DerivePipelineState -fplugin-arg-psolint-derived-type-member=Grouping -Xclang -verify=renamed %s
// Only the function renamed: counts are checked, groupings are not read.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-derived-pso-desc' -fplugin-arg-psolint-derived-function=DerivePipelineState -Xclang -verify=function %s
// Default names:
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-derived-pso-desc' -Xclang -verify=default %s
// default-no-diagnostics
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

enum DerivedGrouping { GROUPING_BLEND, GROUPING_RASTERIZER, GROUPING_DEPTH_STENCIL };
struct DerivedStateDesc {
  DerivedGrouping Grouping;
  union {
    D3D12_BLEND_DESC Blend;
    D3D12_RASTERIZER_DESC Rasterizer;
  };
};
struct PlatformDevice {
  HRESULT DerivePipelineState(ID3D12PipelineState *Source, UINT Count, const DerivedStateDesc *Descs, REFIID Riid,
                              void **Derived);
};

void derive(PlatformDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  DerivedStateDesc Descs[2] = {
      {GROUPING_BLEND, {}},
      {GROUPING_BLEND, {}}, // renamed-warning {{descs [0] and [1] of 'Descs' both override GROUPING_BLEND: one state grouping per desc [d3d12-derived-pso-desc]}}
  };
  Device->DerivePipelineState(Base, 3, Descs, IID_PPV_ARGS(Derived));
  // renamed-warning@-1 {{NumDescs is 3 but array 'Descs' holds 2 descs from there: the runtime reads 1 desc past the end [d3d12-derived-pso-desc]}}
  // function-warning@-2 {{NumDescs is 3 but array 'Descs' holds 2 descs from there}}
  Device->DerivePipelineState(Base, 2, Descs, IID_PPV_ARGS(Derived));
}
