// d3d12-derived-pso-desc through the three front-ends, with the Xbox
// stand-in header and the names given as options (the defaults, spelled
// out): NumDescs 3 for an array of 2, and two descs of one grouping.
// No fix-it.
// RUN: %compare_frontends --work %t --option d3d12-derived-pso-desc.FunctionName=CreateDerivedGraphicsPipelineStateX --option d3d12-derived-pso-desc.TypeMember=Type --expect d3d12-derived-pso-desc %s -- -std=c++17 %dx -I %inputs
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx -I %inputs
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include "xbox/d3d12_x_derived.h"

void derive(ID3D12XboxDevice *Device, ID3D12PipelineState *Base, ID3D12PipelineState **Derived) {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC Descs[2] = {
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
      {D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND, {}},
// CHECK-MESSAGES: :[[@LINE-1]]:8: warning: descs [0] and [1] of 'Descs' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND: one state grouping per desc [d3d12-derived-pso-desc]
// CHECK-TOOL-DAG: d3d12-derived-pso-desc.cpp:[[@LINE-2]]:8: warning: descs [0] and [1] of 'Descs' both override D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND{{.*}}[d3d12-derived-pso-desc]
  };
  Device->CreateDerivedGraphicsPipelineStateX(Base, 3, Descs, IID_PPV_ARGS(Derived));
// CHECK-MESSAGES: :[[@LINE-1]]:53: warning: NumDescs is 3 but array 'Descs' holds 2 descs from there: the runtime reads 1 desc past the end [d3d12-derived-pso-desc]
// CHECK-TOOL-DAG: d3d12-derived-pso-desc.cpp:[[@LINE-2]]:53: warning: NumDescs is 3 but array 'Descs' holds 2 descs from there{{.*}}[d3d12-derived-pso-desc]
}
