// d3d12-pso-sample-desc through the three front-ends: "no MSAA" written as a
// sample count of 0; the fix-it writes 1.
// RUN: %compare_frontends --work %t --expect d3d12-pso-sample-desc %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

HRESULT create(ID3D12Device *Device, ID3D12RootSignature *Root, D3D12_SHADER_BYTECODE VS,
               D3D12_SHADER_BYTECODE PS, ID3D12PipelineState **Pso) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC Desc = {};
  Desc.pRootSignature = Root;
  Desc.VS = VS;
  Desc.PS = PS;
  Desc.BlendState = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
  Desc.RasterizerState = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
  Desc.SampleMask = UINT_MAX;
  Desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  Desc.NumRenderTargets = 1;
  Desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
  Desc.SampleDesc = {0, 0};
// CHECK-MESSAGES: :[[@LINE-1]]:22: warning: SampleDesc.Count is 0: a pipeline takes 1 to 32 samples per pixel, and 'no multisampling' is a Count of 1; the runtime rejects a sample desc with Count 0 (INVALID_SAMPLE_DESC) [d3d12-pso-sample-desc]
// CHECK-FIXES: {{^}}  Desc.SampleDesc = {1, 0};{{$}}
// CHECK-TOOL: d3d12-pso-sample-desc.cpp:[[@LINE-3]]:22: warning: SampleDesc.Count is 0{{.*}}[d3d12-pso-sample-desc]
// CHECK-TOOL: {{^}}      |                      1{{$}}
  return Device->CreateGraphicsPipelineState(&Desc, IID_PPV_ARGS(Pso));
}
