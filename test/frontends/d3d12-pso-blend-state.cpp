// d3d12-pso-blend-state through the three front-ends: premultiplied alpha
// written with a colour factor in the alpha blend; the fix-it names the
// factor's alpha twin.
// RUN: %compare_frontends --work %t --expect d3d12-pso-blend-state %s -- -std=c++17 %dx
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
  D3D12_RENDER_TARGET_BLEND_DESC &Target = Desc.BlendState.RenderTarget[0];
  Target.BlendEnable = TRUE;
  Target.SrcBlend = D3D12_BLEND_ONE;
  Target.DestBlend = D3D12_BLEND_INV_SRC_ALPHA;
  Target.SrcBlendAlpha = D3D12_BLEND_ONE;
  Target.DestBlendAlpha = D3D12_BLEND_INV_SRC_COLOR;
// CHECK-MESSAGES: :[[@LINE-1]]:27: warning: BlendState.RenderTarget[0].DestBlendAlpha is D3D12_BLEND_INV_SRC_COLOR, a colour factor, in the alpha blend, which takes alpha factors only (D3D12_BLEND_INV_SRC_ALPHA is its alpha twin): the debug layer reports an error (CREATEBLENDSTATE_INVALIDDESTBLENDALPHA) [d3d12-pso-blend-state]
// CHECK-FIXES: {{^}}  Target.DestBlendAlpha = D3D12_BLEND_INV_SRC_ALPHA;{{$}}
// CHECK-TOOL: d3d12-pso-blend-state.cpp:[[@LINE-3]]:27: warning: BlendState.RenderTarget[0].DestBlendAlpha is D3D12_BLEND_INV_SRC_COLOR{{.*}}[d3d12-pso-blend-state]
// CHECK-TOOL: {{^}}      |                           D3D12_BLEND_INV_SRC_ALPHA{{$}}
  Desc.RasterizerState = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
  Desc.SampleMask = UINT_MAX;
  Desc.SampleDesc.Count = 1;
  Desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  Desc.NumRenderTargets = 1;
  Desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
  return Device->CreateGraphicsPipelineState(&Desc, IID_PPV_ARGS(Pso));
}
