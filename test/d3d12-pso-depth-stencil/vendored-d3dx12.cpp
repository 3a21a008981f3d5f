// d3d12-pso-depth-stencil with a copy of d3dx12 among the project's own
// headers (engines keep one beside their sources, not in a system
// directory): a value d3dx12's default constructors write (depth on) is
// reported at the user's call that asked for it, as it is with the system's
// d3dx12, never inside the copy.
// RUN: rm -rf %t.dir && mkdir -p %t.dir/directx
// RUN: cp %dx_headers/d3dx12*.h %t.dir/directx/
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -I%t.dir -isystem %dx_headers %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-depth-stencil' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-pso-depth-stencil' %t.cpp -- -std=c++17 %dx -I%t.dir -isystem %dx_headers
// RUN: %not %psolint --checks='-*,d3d12-pso-depth-stencil' %s -- -std=c++17 %dx -I%t.dir -isystem %dx_headers | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning: --implicit-check-not=directx/d3dx12
// TOOL-COUNT-2: vendored-d3dx12.cpp:{{[0-9]+}}:{{[0-9]+}}: warning: {{.*}} [d3d12-pso-depth-stencil]
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h> // the copy: -I comes before the system's directories

// Everything but the depth-stencil state, from d3dx12's defaults.
static void resolveState(D3D12_GRAPHICS_PIPELINE_STATE_DESC &desc, ID3D12RootSignature *root,
                         D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps) {
  desc.pRootSignature = root;
  desc.VS = vs;
  desc.PS = ps;
  desc.BlendState = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
  desc.RasterizerState = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
  desc.SampleMask = UINT_MAX;
  desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  desc.NumRenderTargets = 1;
  desc.RTVFormats[0] = DXGI_FORMAT_R16G16B16A16_FLOAT;
  desc.SampleDesc.Count = 1;
}

// A resolve pass with no depth buffer keeps d3dx12's default depth-stencil
// state, which tests depth; its twin turns depth off.
HRESULT resolvePass(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {}; // expected-note {{the depth-stencil format is left DXGI_FORMAT_UNKNOWN here}}
  resolveState(desc, root, vs, ps);
  desc.DepthStencilState = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT); // expected-warning {{depth testing is on (DepthStencilState.DepthEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN}}
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: depth testing is on (DepthStencilState.DepthEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

HRESULT resolvePassClean(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                         D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  resolveState(desc, root, vs, ps);
  desc.DepthStencilState = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT);
  desc.DepthStencilState.DepthEnable = FALSE;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// d3dx12's whole-pipeline stream left at its defaults holds a
// DEPTH_STENCIL1 subobject with depth on; the pass names no depth format.
HRESULT overlayPass(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  CD3DX12_PIPELINE_STATE_STREAM1 stream; // expected-warning {{depth testing is on}}
  // CHECK-MESSAGES: :[[@LINE-1]]:34: warning: depth testing is on
  stream.pRootSignature = root;
  stream.VS = CD3DX12_SHADER_BYTECODE(vs);
  stream.PS = CD3DX12_SHADER_BYTECODE(ps);
  D3D12_RT_FORMAT_ARRAY formats = {};
  formats.NumRenderTargets = 1;
  formats.RTFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
  stream.RTVFormats = formats;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}
