// d3d12-pso-depth-stencil through the three front-ends: a post-processing
// pass that takes d3dx12's default depth-stencil desc (depth on) and binds no
// depth buffer; the same finding and notes from the plugin, clang-tidy and
// the tool. No fix-it.
// RUN: %compare_frontends --work %t --expect d3d12-pso-depth-stencil %s -- -std=c++17 %dx
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
  Desc.DepthStencilState = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT);
// CHECK-MESSAGES: :[[@LINE-1]]:28: warning: depth testing is on (DepthStencilState.DepthEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN: the pipeline says no depth-stencil view will be bound, and the debug layer warns that the depth-stencil unit expects one (DEPTHSTENCILVIEW_NOT_SET) [d3d12-pso-depth-stencil]
// CHECK-TOOL: d3d12-pso-depth-stencil.cpp:[[@LINE-2]]:28: warning: depth testing is on{{.*}}[d3d12-pso-depth-stencil]
// CHECK-TOOL: d3d12-pso-depth-stencil.cpp:[[@LINE-9]]:45: note: the depth-stencil format is left DXGI_FORMAT_UNKNOWN here
  Desc.SampleMask = UINT_MAX;
  Desc.SampleDesc.Count = 1;
  Desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  Desc.NumRenderTargets = 1;
  Desc.RTVFormats[0] = DXGI_FORMAT_R16G16B16A16_FLOAT;
  return Device->CreateGraphicsPipelineState(&Desc, IID_PPV_ARGS(Pso));
}
