// d3d12-pso-depth-stencil: depth or stencil testing on in a pipeline with no
// depth-stencil format: d3dx12's default depth-stencil desc (depth on) in a
// pass without depth, stencil on alone, d3dx12's whole-pipeline stream left
// at its defaults, a stream that turns depth on without a format; each with
// its clean twin. Zero-filled descs (depth off), streams without a
// DEPTH_STENCIL subobject (depth off unless a format is named) and formats
// from run time stay silent.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-depth-stencil' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-depth-stencil' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-pso-depth-stencil' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-pso-depth-stencil' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL-COUNT-4: warning: {{.*}} [d3d12-pso-depth-stencil]
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <climits>

static void commonState(D3D12_GRAPHICS_PIPELINE_STATE_DESC &desc, ID3D12RootSignature *root,
                        D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps) {
  desc.pRootSignature = root;
  desc.VS = vs;
  desc.PS = ps;
  desc.BlendState = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
  desc.RasterizerState = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
  desc.SampleMask = UINT_MAX;
  desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  desc.SampleDesc.Count = 1;
  desc.NumRenderTargets = 1;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
}

// A tone-mapping pass: the default depth-stencil desc, and no depth buffer.
HRESULT toneMap(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {}; // expected-note {{the depth-stencil format is left DXGI_FORMAT_UNKNOWN here}}
  commonState(desc, root, vs, ps);
  desc.DepthStencilState = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT); // expected-warning {{depth testing is on (DepthStencilState.DepthEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN: the pipeline says no depth-stencil view will be bound, and the debug layer warns that the depth-stencil unit expects one (DEPTHSTENCILVIEW_NOT_SET)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: depth testing is on (DepthStencilState.DepthEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twins: depth off; and the depth buffer named.
HRESULT toneMapClean(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                     D3D12_SHADER_BYTECODE ps, DXGI_FORMAT depth, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.DepthStencilState = CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT);
  desc.DepthStencilState.DepthEnable = FALSE;
  HRESULT hr = device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
  desc.DepthStencilState.DepthEnable = TRUE;
  desc.DSVFormat = DXGI_FORMAT_D32_FLOAT;
  hr |= device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
  // A format from run time: not known.
  desc.DSVFormat = depth;
  return hr | device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// A zero-filled desc has depth off: nothing to say. Stencil on alone, with
// the format cleared on one path.
HRESULT stencilMask(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, bool shadows, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  HRESULT hr = device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
  desc.DepthStencilState.StencilEnable = TRUE; // expected-warning {{stencil testing is on (DepthStencilState.StencilEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN}}
  // CHECK-MESSAGES: :[[@LINE-1]]:42: warning: stencil testing is on (DepthStencilState.StencilEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN
  desc.DepthStencilState.StencilReadMask = 0xff;
  desc.DepthStencilState.StencilWriteMask = 0xff;
  desc.DSVFormat = DXGI_FORMAT_D24_UNORM_S8_UINT;
  if (!shadows) // expected-note {{on the path where this condition is true}}
    desc.DSVFormat = DXGI_FORMAT_UNKNOWN; // expected-note {{the depth-stencil format is set to DXGI_FORMAT_UNKNOWN here}}
  return hr | device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Streams. A stream without a DEPTH_STENCIL subobject tests depth only where
// it names a depth format (d3dx12's stream parser, like the runtime:
// "Depth disabled if no DSV format specified"): no format, no depth, clean.
struct PostStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
  CD3DX12_PIPELINE_STATE_STREAM_VS vs;
  CD3DX12_PIPELINE_STATE_STREAM_PS ps;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS formats;
};

HRESULT streamWithoutDepth(ID3D12Device2 *device, ID3D12RootSignature *root,
                           D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                           ID3D12PipelineState **out) {
  PostStream stream;
  stream.root = root;
  stream.vs = vs;
  stream.ps = ps;
  D3D12_RT_FORMAT_ARRAY formats = {};
  formats.NumRenderTargets = 1;
  formats.RTFormats[0] = DXGI_FORMAT_B8G8R8A8_UNORM;
  stream.formats = formats;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// d3dx12's whole-pipeline stream holds a DEPTH_STENCIL1 subobject, at its
// default (depth on), and a DSVFormat left UNKNOWN: the subobject is there,
// so depth is on.
HRESULT d3dx12Stream(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                     D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  CD3DX12_PIPELINE_STATE_STREAM1 stream; // expected-warning {{depth testing is on (DepthEnable of the DEPTH_STENCIL1 subobject 'DepthStencilState' is TRUE), but the DEPTH_STENCIL_FORMAT subobject 'DSVFormat' is DXGI_FORMAT_UNKNOWN}}
  // CHECK-MESSAGES: :[[@LINE-1]]:34: warning: depth testing is on (DepthEnable of the DEPTH_STENCIL1 subobject 'DepthStencilState' is TRUE)
  stream.pRootSignature = root;
  stream.VS = vs;
  stream.PS = ps;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// Depth turned on with the format left UNKNOWN.
struct DepthStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
  CD3DX12_PIPELINE_STATE_STREAM_VS vs;
  CD3DX12_PIPELINE_STATE_STREAM_PS ps;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL depth;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT depthFormat;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS formats;
};

HRESULT streamDepth(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, bool prepass, ID3D12PipelineState **out) {
  DepthStream stream;
  stream.root = root;
  stream.vs = vs;
  stream.ps = ps;
  CD3DX12_DEPTH_STENCIL_DESC depth(D3D12_DEFAULT); // expected-warning {{depth testing is on (DepthEnable of the DEPTH_STENCIL subobject 'depth' is TRUE), but the DEPTH_STENCIL_FORMAT subobject 'depthFormat' is DXGI_FORMAT_UNKNOWN}}
  // CHECK-MESSAGES: :[[@LINE-1]]:30: warning: depth testing is on (DepthEnable of the DEPTH_STENCIL subobject 'depth' is TRUE)
  depth.DepthFunc = D3D12_COMPARISON_FUNC_GREATER_EQUAL; // reversed Z
  stream.depth = depth;
  D3D12_RT_FORMAT_ARRAY formats = {};
  formats.NumRenderTargets = 1;
  formats.RTFormats[0] = DXGI_FORMAT_B8G8R8A8_UNORM;
  stream.formats = formats;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// Their twins: the format given; a stream that turns depth off; a compute
// stream, which has no depth at all; d3dx12's stream with a format.
HRESULT streamClean(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, D3D12_SHADER_BYTECODE cs, ID3D12PipelineState **out) {
  DepthStream stream;
  stream.root = root;
  stream.vs = vs;
  stream.ps = ps;
  stream.depthFormat = DXGI_FORMAT_D32_FLOAT;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
  HRESULT hr = device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
  PostStream post;
  post.root = root;
  post.vs = vs;
  post.ps = ps;
  struct {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
    CD3DX12_PIPELINE_STATE_STREAM_VS vs;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL depth;
  } noDepth;
  noDepth.root = root;
  noDepth.vs = vs;
  CD3DX12_DEPTH_STENCIL_DESC off(D3D12_DEFAULT);
  off.DepthEnable = FALSE;
  noDepth.depth = off;
  D3D12_PIPELINE_STATE_STREAM_DESC noDepthDesc = {sizeof(noDepth), &noDepth};
  hr |= device->CreatePipelineState(&noDepthDesc, IID_PPV_ARGS(out));
  struct {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
    CD3DX12_PIPELINE_STATE_STREAM_CS cs;
  } compute;
  compute.root = root;
  compute.cs = cs;
  D3D12_PIPELINE_STATE_STREAM_DESC computeDesc = {sizeof(compute), &compute};
  hr |= device->CreatePipelineState(&computeDesc, IID_PPV_ARGS(out));
  CD3DX12_PIPELINE_STATE_STREAM1 whole;
  whole.pRootSignature = root;
  whole.VS = vs;
  whole.DSVFormat = DXGI_FORMAT_D32_FLOAT;
  D3D12_PIPELINE_STATE_STREAM_DESC wholeDesc = {sizeof(whole), &whole};
  return hr | device->CreatePipelineState(&wholeDesc, IID_PPV_ARGS(out));
}
