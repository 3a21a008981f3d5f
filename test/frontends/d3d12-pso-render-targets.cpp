// d3d12-pso-render-targets through the three front-ends: a desc copied from a
// two-target pass and shrunk to one keeps the second format; the same
// finding and notes from the plugin, clang-tidy and the tool.
// RUN: %compare_frontends --work %t --expect d3d12-pso-render-targets %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

HRESULT create(ID3D12Device *Device, ID3D12RootSignature *Root, D3D12_SHADER_BYTECODE VS,
               D3D12_SHADER_BYTECODE PS, ID3D12PipelineState **Scene, ID3D12PipelineState **Overlay) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC Desc = {};
  Desc.pRootSignature = Root;
  Desc.VS = VS;
  Desc.PS = PS;
  Desc.BlendState = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
  Desc.RasterizerState = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
  Desc.SampleMask = UINT_MAX;
  Desc.SampleDesc.Count = 1;
  Desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  Desc.NumRenderTargets = 2;
  Desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM_SRGB;
  Desc.RTVFormats[1] = DXGI_FORMAT_R10G10B10A2_UNORM;
// CHECK-MESSAGES: :[[@LINE-1]]:24: warning: RTVFormats[1] is DXGI_FORMAT_R10G10B10A2_UNORM, but NumRenderTargets is 1: every slot at or past the render-target count must be DXGI_FORMAT_UNKNOWN, and the runtime fails the pipeline with E_INVALIDARG (RTV_FORMAT_NOT_UNKNOWN) [d3d12-pso-render-targets]
// CHECK-TOOL: d3d12-pso-render-targets.cpp:[[@LINE-2]]:24: warning: RTVFormats[1] is DXGI_FORMAT_R10G10B10A2_UNORM{{.*}}[d3d12-pso-render-targets]
  if (FAILED(Device->CreateGraphicsPipelineState(&Desc, IID_PPV_ARGS(Scene))))
    return E_FAIL;
  D3D12_GRAPHICS_PIPELINE_STATE_DESC Single = Desc;
  Single.NumRenderTargets = 1;
// CHECK-TOOL: d3d12-pso-render-targets.cpp:[[@LINE-1]]:29: note: the render-target count is set to 1 here
  return Device->CreateGraphicsPipelineState(&Single, IID_PPV_ARGS(Overlay));
}
