// d3d12-pso-blend-state: a colour factor in an alpha blend, the second
// output's among them (fix-it: its alpha twin), blending and a logic op on one target, a logic op with
// IndependentBlendEnable, dual-source blending with a second target; in
// classic descs and streams, each with its clean twin. Slots that do not
// blend may hold any factor, and a stream without a BLEND subobject blends
// nothing.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-blend-state' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-blend-state' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-pso-blend-state' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-pso-blend-state' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL-COUNT-8: warning: {{.*}} [d3d12-pso-blend-state]
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

// Premultiplied alpha written with the colour factor in the alpha slot.
HRESULT premultiplied(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  D3D12_RENDER_TARGET_BLEND_DESC &rt = desc.BlendState.RenderTarget[0];
  rt.BlendEnable = TRUE; // expected-note {{RenderTarget[0].BlendEnable enables blending here}}
  rt.SrcBlend = D3D12_BLEND_ONE;
  rt.DestBlend = D3D12_BLEND_INV_SRC_ALPHA;
  rt.SrcBlendAlpha = D3D12_BLEND_ONE;
  rt.DestBlendAlpha = D3D12_BLEND_INV_SRC_COLOR; // expected-warning {{BlendState.RenderTarget[0].DestBlendAlpha is D3D12_BLEND_INV_SRC_COLOR, a colour factor, in the alpha blend, which takes alpha factors only (D3D12_BLEND_INV_SRC_ALPHA is its alpha twin): the debug layer reports an error (CREATEBLENDSTATE_INVALIDDESTBLENDALPHA)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: BlendState.RenderTarget[0].DestBlendAlpha is D3D12_BLEND_INV_SRC_COLOR, a colour factor
  // CHECK-FIXES: rt.DestBlendAlpha = D3D12_BLEND_INV_SRC_ALPHA;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twins: the alpha factor; and a slot that does not blend, whatever it
// holds.
HRESULT premultipliedClean(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                           D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  D3D12_RENDER_TARGET_BLEND_DESC &rt = desc.BlendState.RenderTarget[0];
  rt.BlendEnable = TRUE;
  rt.SrcBlend = D3D12_BLEND_ONE;
  rt.DestBlend = D3D12_BLEND_INV_SRC_COLOR;
  rt.SrcBlendAlpha = D3D12_BLEND_ONE;
  rt.DestBlendAlpha = D3D12_BLEND_INV_SRC_ALPHA;
  HRESULT hr = device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
  rt.BlendEnable = FALSE;
  rt.SrcBlendAlpha = D3D12_BLEND_SRC_COLOR;
  return FAILED(hr) ? hr : device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// Dual-source blending whose alpha blend takes the colour factor of the
// second output: INV_SRC1_COLOR is a colour factor too, and its alpha twin
// is INV_SRC1_ALPHA.
HRESULT dualSourceAlpha(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                        D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE; // expected-note {{RenderTarget[0].BlendEnable enables blending here}}
  desc.BlendState.RenderTarget[0].SrcBlend = D3D12_BLEND_ONE;
  desc.BlendState.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC1_COLOR;
  desc.BlendState.RenderTarget[0].SrcBlendAlpha = D3D12_BLEND_ONE;
  desc.BlendState.RenderTarget[0].DestBlendAlpha = D3D12_BLEND_INV_SRC1_COLOR; // expected-warning {{BlendState.RenderTarget[0].DestBlendAlpha is D3D12_BLEND_INV_SRC1_COLOR, a colour factor, in the alpha blend, which takes alpha factors only (D3D12_BLEND_INV_SRC1_ALPHA is its alpha twin): the debug layer reports an error (CREATEBLENDSTATE_INVALIDDESTBLENDALPHA)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:52: warning: BlendState.RenderTarget[0].DestBlendAlpha is D3D12_BLEND_INV_SRC1_COLOR, a colour factor
  // CHECK-FIXES: desc.BlendState.RenderTarget[0].DestBlendAlpha = D3D12_BLEND_INV_SRC1_ALPHA;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twin: the second output's alpha in the alpha blend.
HRESULT dualSourceAlphaClean(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                             D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE;
  desc.BlendState.RenderTarget[0].SrcBlend = D3D12_BLEND_ONE;
  desc.BlendState.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC1_COLOR;
  desc.BlendState.RenderTarget[0].SrcBlendAlpha = D3D12_BLEND_ONE;
  desc.BlendState.RenderTarget[0].DestBlendAlpha = D3D12_BLEND_INV_SRC1_ALPHA;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// A source factor from a table of factors by blend mode: the table's entry
// is a colour factor; the finding is at the store (the table may serve
// colour slots too: no fix-it).
static const D3D12_BLEND kFactors[] = {D3D12_BLEND_ZERO, D3D12_BLEND_ONE, D3D12_BLEND_SRC_COLOR};
HRESULT fromTable(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                  D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE; // expected-note {{RenderTarget[0].BlendEnable enables blending here}}
  desc.BlendState.RenderTarget[0].SrcBlend = kFactors[2];
  desc.BlendState.RenderTarget[0].SrcBlendAlpha = kFactors[2]; // expected-warning {{BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_SRC_COLOR, a colour factor, in the alpha blend, which takes alpha factors only (D3D12_BLEND_SRC_ALPHA is its alpha twin): the debug layer reports an error (CREATEBLENDSTATE_INVALIDSRCBLENDALPHA)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:51: warning: BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_SRC_COLOR
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Blending and a logic op on one target.
HRESULT blendAndLogic(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UINT;
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE; // expected-note {{RenderTarget[0].BlendEnable enables blending here}}
  desc.BlendState.RenderTarget[0].LogicOpEnable = TRUE; // expected-warning {{BlendState.RenderTarget[0].LogicOpEnable and BlendEnable are both TRUE for render target 0: a target blends or applies a logic op, not both, and the runtime fails the pipeline with E_INVALIDARG}}
  // CHECK-MESSAGES: :[[@LINE-1]]:51: warning: BlendState.RenderTarget[0].LogicOpEnable and BlendEnable are both TRUE
  desc.BlendState.RenderTarget[0].LogicOp = D3D12_LOGIC_OP_OR;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// A logic op with IndependentBlendEnable; on two UINT targets.
HRESULT logicIndependent(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                         D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.NumRenderTargets = 2;
  desc.RTVFormats[0] = DXGI_FORMAT_R32_UINT;
  desc.RTVFormats[1] = DXGI_FORMAT_R32_UINT;
  desc.BlendState.IndependentBlendEnable = TRUE; // expected-note {{IndependentBlendEnable is set here}}
  desc.BlendState.RenderTarget[1].LogicOpEnable = TRUE; // expected-warning {{BlendState.RenderTarget[1].LogicOpEnable enables a logic op with IndependentBlendEnable: a logic op applies to every render target alike, and the runtime fails the pipeline with E_INVALIDARG}}
  // CHECK-MESSAGES: :[[@LINE-1]]:51: warning: BlendState.RenderTarget[1].LogicOpEnable enables a logic op with IndependentBlendEnable
  desc.BlendState.RenderTarget[1].LogicOp = D3D12_LOGIC_OP_XOR;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Their twins: the logic op alone, on both targets through RenderTarget[0];
// and a slot past the count with both enabled, never read.
HRESULT logicShared(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.NumRenderTargets = 2;
  desc.RTVFormats[0] = DXGI_FORMAT_R32_UINT;
  desc.RTVFormats[1] = DXGI_FORMAT_R32_UINT;
  desc.BlendState.RenderTarget[0].LogicOpEnable = TRUE;
  desc.BlendState.RenderTarget[0].LogicOp = D3D12_LOGIC_OP_XOR;
  desc.BlendState.RenderTarget[3].BlendEnable = TRUE;
  desc.BlendState.RenderTarget[3].LogicOpEnable = TRUE;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// Dual-source blending with a second target bound.
HRESULT dualSourceTwoTargets(ID3D12Device *device, ID3D12RootSignature *root,
                             D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                             ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE;
  desc.BlendState.RenderTarget[0].SrcBlend = D3D12_BLEND_ONE;
  desc.BlendState.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC1_COLOR; // expected-warning {{BlendState.RenderTarget[0].DestBlend is D3D12_BLEND_INV_SRC1_COLOR, which blends with the pixel shader's second output (dual-source blending), but render target 1 is bound (DXGI_FORMAT_R8G8B8A8_UNORM): a dual-source pipeline has one render target, and the runtime fails it with E_INVALIDARG (OM_DUAL_SOURCE_BLENDING_CAN_ONLY_HAVE_RENDER_TARGET_0)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: BlendState.RenderTarget[0].DestBlend is D3D12_BLEND_INV_SRC1_COLOR
  desc.NumRenderTargets = 2;
  desc.RTVFormats[1] = DXGI_FORMAT_R8G8B8A8_UNORM; // expected-note {{render target 1's format is set here}}
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Dual-source blending whose second slot blends too, with one target.
HRESULT dualSourceSecondSlot(ID3D12Device *device, ID3D12RootSignature *root,
                             D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                             ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.IndependentBlendEnable = TRUE;
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE;
  desc.BlendState.RenderTarget[0].SrcBlend = D3D12_BLEND_SRC1_ALPHA; // expected-warning {{BlendState.RenderTarget[0].SrcBlend is D3D12_BLEND_SRC1_ALPHA, which blends with the pixel shader's second output (dual-source blending), but RenderTarget[1] blends too}}
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: BlendState.RenderTarget[0].SrcBlend is D3D12_BLEND_SRC1_ALPHA
  desc.BlendState.RenderTarget[1].BlendEnable = TRUE; // expected-note {{RenderTarget[1].BlendEnable enables blending here}}
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Their twin: dual-source blending with the one target.
HRESULT dualSourceOneTarget(ID3D12Device *device, ID3D12RootSignature *root,
                            D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                            ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.BlendState.RenderTarget[0].BlendEnable = TRUE;
  desc.BlendState.RenderTarget[0].SrcBlend = D3D12_BLEND_SRC1_ALPHA;
  desc.BlendState.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC1_ALPHA;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// Streams: a blend desc whose alpha blend takes a colour factor; and a
// stream without a blend desc, which blends nothing.
struct BlendStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
  CD3DX12_PIPELINE_STATE_STREAM_VS vs;
  CD3DX12_PIPELINE_STATE_STREAM_PS ps;
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC blend;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS formats;
};

HRESULT streamAlpha(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                    D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  BlendStream stream;
  stream.root = root;
  stream.vs = vs;
  stream.ps = ps;
  CD3DX12_BLEND_DESC blend(D3D12_DEFAULT);
  blend.RenderTarget[0].BlendEnable = TRUE; // expected-note {{RenderTarget[0].BlendEnable enables blending here}}
  blend.RenderTarget[0].SrcBlendAlpha = D3D12_BLEND_DEST_COLOR; // expected-warning {{SrcBlendAlpha of the BLEND subobject 'blend' is D3D12_BLEND_DEST_COLOR, a colour factor}}
  // CHECK-MESSAGES: :[[@LINE-1]]:41: warning: RenderTarget[0].SrcBlendAlpha of the BLEND subobject 'blend' is D3D12_BLEND_DEST_COLOR
  // CHECK-FIXES: blend.RenderTarget[0].SrcBlendAlpha = D3D12_BLEND_DEST_ALPHA;
  stream.blend = blend;
  D3D12_RT_FORMAT_ARRAY formats = {};
  formats.NumRenderTargets = 1;
  formats.RTFormats[0] = DXGI_FORMAT_B8G8R8A8_UNORM;
  stream.formats = formats;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

struct NoBlendStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE root;
  CD3DX12_PIPELINE_STATE_STREAM_VS vs;
  CD3DX12_PIPELINE_STATE_STREAM_PS ps;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS formats;
};

HRESULT streamDefault(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  NoBlendStream stream;
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
