// Xbox's ID3D12Device::CreateDerivedGraphicsPipelineStateX reads NumDescs
// descs from pDescs, each overriding one state grouping. A count that is not
// the length of the array pDescs points into, zero descs, or two descs of
// one grouping in the array's initialiser are reported. No public header
// declares the API: Inputs/xbox/d3d12_x_derived.h is a stand-in with its
// shape, and the check matches the function and the Type member by name.
// RUN: %clangxx -std=c++20 -fsyntax-only %dx -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-derived-pso-desc' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++20 -fsyntax-only %dx_win -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-derived-pso-desc' -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include "xbox/d3d12_x_derived.h"

// ---- NumDescs against the array ------------------------------------------------------

void counts(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {};
  Descs[0].Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND;
  Descs[0].BlendDesc = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
  Descs[1].Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER;
  Descs[1].RasterizerDesc = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);

  // Past the end.
  Device->CreateDerivedGraphicsPipelineStateX(Base, 3, Descs, IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 3 but array 'Descs' holds 2 descs from there: the runtime reads 1 desc past the end [d3d12-derived-pso-desc]}}
  // Short: the rasterizer override is never applied.
  Device->CreateDerivedGraphicsPipelineStateX(Base, 1, Descs, IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 1 but array 'Descs' holds 2 descs from there: the runtime ignores the last 1 [d3d12-derived-pso-desc]}}
  // Nothing derived.
  Device->CreateDerivedGraphicsPipelineStateX(Base, 0, Descs, IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 0: the call derives nothing from the source pipeline state [d3d12-derived-pso-desc]}}
  // From the second element on, one desc is left.
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, &Descs[1], IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 2 but array 'Descs' holds 1 desc from there: the runtime reads 1 desc past the end}}
  // A count spelled as an expression is compared by value.
  Device->CreateDerivedGraphicsPipelineStateX(Base, sizeof(Descs) / sizeof(Descs[0]) + 1, Descs, IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 3 but array 'Descs' holds 2 descs from there}}

  // Right: silent.
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, Descs, IID_PPV_ARGS(Derived));
  Device->CreateDerivedGraphicsPipelineStateX(Base, 1, &Descs[1], IID_PPV_ARGS(Derived));
  Device->CreateDerivedGraphicsPipelineStateX(Base, sizeof(Descs) / sizeof(Descs[0]), Descs, IID_PPV_ARGS(Derived));
  Device->CreateDerivedGraphicsPipelineStateX(Base, 1, Descs + 1, IID_PPV_ARGS(Derived));
}

void single(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Depth = {};
  Depth.Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_DEPTH_STENCIL;
  Depth.DepthStencilDesc = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT);
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, &Depth, IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 2 but pDescs points to a single desc: the runtime reads 1 desc past the end [d3d12-derived-pso-desc]}}
  Device->CreateDerivedGraphicsPipelineStateX(Base, 1, &Depth, IID_PPV_ARGS(Derived));
}

// ---- one grouping twice --------------------------------------------------------------

void repeatedGrouping(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[3] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER, {}}, // expected-warning {{descs [0] and [2] of 'Descs' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER: one state grouping per desc [d3d12-derived-pso-desc]}}
  };
  Device->CreateDerivedGraphicsPipelineStateX(Base, 3, Descs, IID_PPV_ARGS(Derived));
}

// Designated initialisers.
void repeatedDesignated(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {
      {.Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_DEPTH_STENCIL, .DepthStencilDesc = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT)},
      {.Type = D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_DEPTH_STENCIL}, // expected-warning {{descs [0] and [1] of 'Descs' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_DEPTH_STENCIL}}
  };
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, Descs, IID_PPV_ARGS(Derived));
}

// A constant table shared by every call.
static const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC WireframeOverrides[2] = {
    {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
    {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}}, // expected-warning {{descs [0] and [1] of 'WireframeOverrides' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND}}
};

void sharedTable(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, WireframeOverrides, IID_PPV_ARGS(Derived));
}

// Only the descs the call reads: from [1] on, the repeat at [0] is not read.
void repeatOutsideTheRange(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  static const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[3] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER, {}},
  };
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, &Descs[1], IID_PPV_ARGS(Derived));
}

// A const array named again, before or after the call, still holds what its
// initialiser says: nothing can have written it.
void inspect(const void *);
void constArrayNamedAgain(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}}, // expected-warning {{descs [0] and [1] of 'Descs' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND}}
  };
  inspect(Descs);
  Device->CreateDerivedGraphicsPipelineStateX(Base, 2, Descs, IID_PPV_ARGS(Derived));
  inspect(Descs);
}

// A wrong count does not hide a repeat among the descs the call reads.
void wrongCountAndRepeat(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER, {}}, // expected-warning {{descs [0] and [1] of 'Descs' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER}}
  };
  Device->CreateDerivedGraphicsPipelineStateX(Base, 3, Descs, IID_PPV_ARGS(Derived)); // expected-warning {{NumDescs is 3 but array 'Descs' holds 2 descs from there: the runtime reads 1 desc past the end}}
}

// ---- silent ---------------------------------------------------------------------------

// Every grouping once.
void threeGroupings(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_DEPTH_STENCIL, {}},
  };
  Device->CreateDerivedGraphicsPipelineStateX(Base, 3, Descs, IID_PPV_ARGS(Derived));
}

// Counts known only at run time.
void runTimeCount(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived, UINT Count) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[3] = {};
  Device->CreateDerivedGraphicsPipelineStateX(Base, Count, Descs, IID_PPV_ARGS(Derived));
}

// An array filled at run time: how many are used and of which grouping is
// decided by the loop.
void filledAtRunTime(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived,
                     const D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE *Types, UINT Count) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[3] = {};
  UINT Used = 0;
  for (UINT I = 0; I < Count && I < 3; ++I)
    Descs[Used++].Type = Types[I];
  Device->CreateDerivedGraphicsPipelineStateX(Base, Used, Descs, IID_PPV_ARGS(Derived));
}

// Pointers whose array is not visible here.
void fromCaller(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived,
                const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC *Descs) {
  Device->CreateDerivedGraphicsPipelineStateX(Base, 3, Descs, IID_PPV_ARGS(Derived));
}
