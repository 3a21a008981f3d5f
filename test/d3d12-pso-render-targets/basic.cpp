// d3d12-pso-render-targets: a render-target count above 8, a format left in a
// slot at or past NumRenderTargets (a desc copied from another, then shrunk;
// an array d3dx12 copies whole),
// blending on an integer target, a logic op on a target that is not UINT; in
// classic descs and streams, each with its clean twin. Formats and counts
// from run time stay silent, and so do the slots and blend states the
// runtime ignores.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-render-targets' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-render-targets' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-pso-render-targets' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-pso-render-targets' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL-COUNT-8: warning: {{.*}} [d3d12-pso-render-targets]
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
}

// A G-buffer pass with two targets, and a pass derived from it that draws
// into the first only: the copy keeps the second format.
HRESULT copiedThenShrunk(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                         D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **gbuffer,
                         ID3D12PipelineState **overlay) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.NumRenderTargets = 2;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
  desc.RTVFormats[1] = DXGI_FORMAT_R16G16_FLOAT; // expected-warning {{RTVFormats[1] is DXGI_FORMAT_R16G16_FLOAT, but NumRenderTargets is 1: every slot at or past the render-target count must be DXGI_FORMAT_UNKNOWN, and the runtime fails the pipeline with E_INVALIDARG (RTV_FORMAT_NOT_UNKNOWN)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: RTVFormats[1] is DXGI_FORMAT_R16G16_FLOAT, but NumRenderTargets is 1
  HRESULT hr = device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(gbuffer));
  if (FAILED(hr))
    return hr;
  D3D12_GRAPHICS_PIPELINE_STATE_DESC single = desc;
  single.NumRenderTargets = 1; // expected-note {{the render-target count is set to 1 here}}
  return device->CreateGraphicsPipelineState(&single, IID_PPV_ARGS(overlay)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twin: the derived pass clears the slot it no longer uses.
HRESULT copiedThenCleared(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                          D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **overlay) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.NumRenderTargets = 2;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
  desc.RTVFormats[1] = DXGI_FORMAT_R16G16_FLOAT;
  D3D12_GRAPHICS_PIPELINE_STATE_DESC single = desc;
  single.NumRenderTargets = 1;
  single.RTVFormats[1] = DXGI_FORMAT_UNKNOWN;
  return device->CreateGraphicsPipelineState(&single, IID_PPV_ARGS(overlay));
}

// A desc that comes from elsewhere, shrunk: what its slots hold is not known.
HRESULT fromCaller(ID3D12Device *device, const D3D12_GRAPHICS_PIPELINE_STATE_DESC &app,
                   ID3D12PipelineState **overlay) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC single = app;
  single.NumRenderTargets = 1;
  return device->CreateGraphicsPipelineState(&single, IID_PPV_ARGS(overlay));
}

// Nine targets, one more than a pipeline has.
constexpr UINT kTargets = 9;
HRESULT nineTargets(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.NumRenderTargets = kTargets; // expected-warning {{NumRenderTargets is 9: a pipeline has at most 8 render targets (D3D12_SIMULTANEOUS_RENDER_TARGET_COUNT), and the runtime's validation rejects more (INVALID_RENDER_TARGET_COUNT)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: NumRenderTargets is 9
  for (UINT i = 0; i < 8; ++i)
    desc.RTVFormats[i] = DXGI_FORMAT_R8G8B8A8_UNORM;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twin: all eight.
HRESULT eightTargets(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                     D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.NumRenderTargets = 8;
  for (UINT i = 0; i < 8; ++i)
    desc.RTVFormats[i] = DXGI_FORMAT_R8G8B8A8_UNORM;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// Alpha blending on an object-id target: R32_UINT cannot blend.
HRESULT blendedIds(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                   D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE; // expected-warning {{BlendState.RenderTarget[0].BlendEnable enables blending on render target 0, whose format DXGI_FORMAT_R32_UINT is an integer format that cannot blend: the runtime fails the pipeline with E_INVALIDARG when the pixel shader writes SV_Target0 (OM_RENDER_TARGET_DOES_NOT_SUPPORT_BLENDING)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:49: warning: BlendState.RenderTarget[0].BlendEnable enables blending on render target 0
  desc.BlendState.RenderTarget[0].SrcBlend = D3D12_BLEND_SRC_ALPHA;
  desc.BlendState.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC_ALPHA;
  desc.NumRenderTargets = 1;
  desc.RTVFormats[0] = DXGI_FORMAT_R32_UINT; // expected-note {{render target 0's format is set to DXGI_FORMAT_R32_UINT here}}
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twin: the same blending on a colour target.
HRESULT blendedColour(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE;
  desc.BlendState.RenderTarget[0].SrcBlend = D3D12_BLEND_SRC_ALPHA;
  desc.BlendState.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC_ALPHA;
  desc.NumRenderTargets = 1;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// Without IndependentBlendEnable, RenderTarget[0] blends every target: the
// second, a signed integer target, too.
HRESULT sharedBlend(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.IndependentBlendEnable = FALSE; // expected-note {{IndependentBlendEnable is FALSE here: every render target blends as RenderTarget[0] says}}
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE; // expected-warning {{BlendState.RenderTarget[0].BlendEnable enables blending on render target 1, whose format DXGI_FORMAT_R16G16_SINT is an integer format}}
  // CHECK-MESSAGES: :[[@LINE-1]]:49: warning: BlendState.RenderTarget[0].BlendEnable enables blending on render target 1
  desc.NumRenderTargets = 2;
  desc.RTVFormats[0] = DXGI_FORMAT_R16G16B16A16_FLOAT;
  desc.RTVFormats[1] = DXGI_FORMAT_R16G16_SINT; // expected-note {{render target 1's format is set to DXGI_FORMAT_R16G16_SINT here}}
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twin: each target blends as its own slot says, and the integer one
// does not; and a slot past the count that enables blending, ignored.
HRESULT independentBlend(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                         D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.IndependentBlendEnable = TRUE;
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE;
  desc.BlendState.RenderTarget[2].BlendEnable = TRUE;
  desc.NumRenderTargets = 2;
  desc.RTVFormats[0] = DXGI_FORMAT_R16G16B16A16_FLOAT;
  desc.RTVFormats[1] = DXGI_FORMAT_R16G16_SINT;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// A logic op on an 8-bit colour target (UNORM): logic ops need UINT.
HRESULT logicOnColour(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, DXGI_FORMAT depth, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  D3D12_RENDER_TARGET_BLEND_DESC &rt = desc.BlendState.RenderTarget[0];
  rt.LogicOpEnable = TRUE; // expected-warning {{BlendState.RenderTarget[0].LogicOpEnable enables a logic op on render target 0, whose format DXGI_FORMAT_R8G8B8A8_UNORM is not UINT: logic ops work on UINT render targets only, and the debug layer reports an error when the pixel shader writes SV_Target0 (OM_RENDER_TARGET_DOES_NOT_SUPPORT_LOGIC_OPS)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: BlendState.RenderTarget[0].LogicOpEnable enables a logic op on render target 0
  rt.LogicOp = D3D12_LOGIC_OP_XOR;
  desc.NumRenderTargets = 1;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM; // expected-note {{render target 0's format is set to DXGI_FORMAT_R8G8B8A8_UNORM here}}
  desc.DSVFormat = depth;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twin: the same logic op on the UINT view of that target; and a format
// from run time, not known.
HRESULT logicOnUint(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, DXGI_FORMAT colour, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.RenderTarget[0].LogicOpEnable = TRUE;
  desc.BlendState.RenderTarget[0].LogicOp = D3D12_LOGIC_OP_XOR;
  desc.NumRenderTargets = 1;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UINT;
  HRESULT hr = device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
  desc.RTVFormats[0] = colour;
  return FAILED(hr) ? hr : device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// Streams: a render-target array whose count leaves a format behind, and a
// blend desc that blends an integer target.
struct OverlayStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
  CD3DX12_PIPELINE_STATE_STREAM_VS vs;
  CD3DX12_PIPELINE_STATE_STREAM_PS ps;
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC blend;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS formats;
};

HRESULT streamFormats(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, bool ids, ID3D12PipelineState **out) {
  OverlayStream stream;
  stream.root = root;
  stream.vs = vs;
  stream.ps = ps;
  stream.blend = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
  D3D12_RT_FORMAT_ARRAY formats = {};
  formats.NumRenderTargets = 1; // expected-note {{the render-target count is set to 1 here}}
  formats.RTFormats[0] = DXGI_FORMAT_B8G8R8A8_UNORM;
  formats.RTFormats[1] = DXGI_FORMAT_R32_UINT; // expected-warning {{RTFormats[1] of the RENDER_TARGET_FORMATS subobject 'formats' is DXGI_FORMAT_R32_UINT, but NumRenderTargets of the RENDER_TARGET_FORMATS subobject 'formats' is 1}}
  // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: RTFormats[1] of the RENDER_TARGET_FORMATS subobject 'formats' is DXGI_FORMAT_R32_UINT
  stream.formats = formats;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

HRESULT streamBlend(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  OverlayStream stream;
  stream.root = root;
  stream.vs = vs;
  stream.ps = ps;
  CD3DX12_BLEND_DESC blend(D3D12_DEFAULT);
  blend.RenderTarget[0].BlendEnable = TRUE; // expected-warning {{RenderTarget[0].BlendEnable of the BLEND subobject 'blend' enables blending on render target 0, whose format DXGI_FORMAT_R8_UINT is an integer format}}
  // CHECK-MESSAGES: :[[@LINE-1]]:39: warning: RenderTarget[0].BlendEnable of the BLEND subobject 'blend' enables blending on render target 0
  stream.blend = blend;
  D3D12_RT_FORMAT_ARRAY formats = {};
  formats.NumRenderTargets = 1;
  formats.RTFormats[0] = DXGI_FORMAT_R8_UINT; // expected-note {{render target 0's format is set to DXGI_FORMAT_R8_UINT here}}
  stream.formats = formats;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// Their twin: two targets, the second written; and a stream with no blend
// desc at all, whose default blends nothing.
struct PlainStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
  CD3DX12_PIPELINE_STATE_STREAM_VS vs;
  CD3DX12_PIPELINE_STATE_STREAM_PS ps;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS formats;
};

HRESULT streamClean(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  PlainStream stream;
  stream.root = root;
  stream.vs = vs;
  stream.ps = ps;
  D3D12_RT_FORMAT_ARRAY formats = {};
  formats.NumRenderTargets = 2;
  formats.RTFormats[0] = DXGI_FORMAT_B8G8R8A8_UNORM;
  formats.RTFormats[1] = DXGI_FORMAT_R32_UINT;
  stream.formats = formats;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// d3dx12's CD3DX12_RT_FORMAT_ARRAY(formats, count) copies all eight entries
// of the array it is given, whatever the count: an engine's array that
// holds a second format, passed with a count of 1, leaves that format past
// the count. Its twins: the count that covers it, and the array with the
// one format.
HRESULT formatArrayPastCount(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                             D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  const DXGI_FORMAT formats[8] = {DXGI_FORMAT_R8G8B8A8_UNORM, DXGI_FORMAT_R16G16B16A16_FLOAT}; // expected-warning {{RTFormats[1] of the RENDER_TARGET_FORMATS subobject 'formats' is DXGI_FORMAT_R16G16B16A16_FLOAT, but NumRenderTargets of the RENDER_TARGET_FORMATS subobject 'formats' is 1: every slot at or past the render-target count must be DXGI_FORMAT_UNKNOWN}}
  // CHECK-MESSAGES: :[[@LINE-1]]:63: warning: RTFormats[1] of the RENDER_TARGET_FORMATS subobject 'formats' is DXGI_FORMAT_R16G16B16A16_FLOAT
  PlainStream stream;
  stream.root = root;
  stream.vs = vs;
  stream.ps = ps;
  stream.formats = CD3DX12_RT_FORMAT_ARRAY(formats, 1); // expected-note {{the render-target count is set to 1 here}}
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  HRESULT hr = device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
  stream.formats = CD3DX12_RT_FORMAT_ARRAY(formats, 2);
  hr |= device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
  const DXGI_FORMAT one[8] = {DXGI_FORMAT_R8G8B8A8_UNORM};
  stream.formats = CD3DX12_RT_FORMAT_ARRAY(one, 1);
  return hr | device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}
