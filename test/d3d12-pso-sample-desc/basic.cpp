// d3d12-pso-sample-desc: a classic desc's SampleDesc.Count of 0 (left by a
// zero fill, or written as "no MSAA") or above 32, and a stream's SAMPLE_DESC
// subobject with the same counts; each with its clean twin. Unknown counts,
// and streams without a SAMPLE_DESC (the runtime's default is {1, 0}), stay
// silent.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-sample-desc' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-sample-desc' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-pso-sample-desc' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-pso-sample-desc' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL-COUNT-6: warning: {{.*}} [d3d12-pso-sample-desc]
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <climits>
#include <cstring>

static void commonState(D3D12_GRAPHICS_PIPELINE_STATE_DESC &desc, ID3D12RootSignature *root,
                        D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps) {
  desc.pRootSignature = root;
  desc.VS = vs;
  desc.PS = ps;
  desc.BlendState = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
  desc.RasterizerState = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
  desc.SampleMask = UINT_MAX;
  desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  desc.NumRenderTargets = 1;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
}

// A zero-initialised desc whose SampleDesc nobody sets.
HRESULT zeroFilled(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                   D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {}; // expected-warning {{SampleDesc.Count is 0, left by the zero fill: a pipeline takes 1 to 32 samples per pixel, and 'no multisampling' is a Count of 1; the runtime rejects a sample desc with Count 0 (INVALID_SAMPLE_DESC)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: SampleDesc.Count is 0, left by the zero fill
  commonState(desc, root, vs, ps);
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twin: one sample.
HRESULT oneSample(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                  D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.SampleDesc.Count = 1;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// "No MSAA" written as a count of 0, on one path: the fix-it writes 1.
HRESULT msaaOff(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                D3D12_SHADER_BYTECODE ps, bool msaa, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  if (msaa) // expected-note {{on the path where this condition is false}}
    desc.SampleDesc.Count = 4;
  else
    desc.SampleDesc.Count = 0; // expected-warning {{SampleDesc.Count is 0: a pipeline takes 1 to 32 samples per pixel}}
  // CHECK-MESSAGES: :[[@LINE-1]]:29: warning: SampleDesc.Count is 0: a pipeline takes 1 to 32 samples per pixel
  // CHECK-FIXES: desc.SampleDesc.Count = 1;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// A count above 32, from a constant.
constexpr UINT kSamples = 64;
HRESULT tooMany(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.SampleDesc = {kSamples, 0}; // expected-warning {{SampleDesc.Count is 64: Direct3D takes at most 32 samples per pixel, and the runtime rejects a sample desc with more (INVALID_SAMPLE_DESC)}}
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: SampleDesc.Count is 64
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Its twin: 32, the most there is; and a count from run time, unknown.
HRESULT thirtyTwo(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                  D3D12_SHADER_BYTECODE ps, UINT samples, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {};
  commonState(desc, root, vs, ps);
  desc.SampleDesc = {32, 0};
  device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
  desc.SampleDesc.Count = samples;
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out));
}

// A helper that fills the desc through a pointer, and forgets the samples.
static void fillDesc(D3D12_GRAPHICS_PIPELINE_STATE_DESC *desc, ID3D12RootSignature *root,
                     D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps) {
  memset(desc, 0, sizeof(*desc)); // expected-warning {{SampleDesc.Count is 0, left by the zero fill}}
  // CHECK-MESSAGES: :[[@LINE-1]]:3: warning: SampleDesc.Count is 0, left by the zero fill
  commonState(*desc, root, vs, ps);
}
HRESULT throughHelper(ID3D12Device *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  fillDesc(&desc, root, vs, ps); // expected-note {{in the call from here}}
  return device->CreateGraphicsPipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreateGraphicsPipelineState reads it}}
}

// Streams: a SAMPLE_DESC subobject set to {0, 0}; d3dx12's default {1, 0};
// a stream without one.
struct GraphicsStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_DESC Samples;
};
HRESULT streamZero(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                   D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  GraphicsStream stream;
  stream.RootSignature = root;
  stream.VS = vs;
  stream.PS = ps;
  stream.Samples = DXGI_SAMPLE_DESC{0, 0}; // expected-warning {{Count of the SAMPLE_DESC subobject 'Samples' is 0: a pipeline takes 1 to 32 samples per pixel}}
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: Count of the SAMPLE_DESC subobject 'Samples' is 0
  // CHECK-FIXES: stream.Samples = DXGI_SAMPLE_DESC{1, 0};
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}
HRESULT streamDefault(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  GraphicsStream stream;
  stream.RootSignature = root;
  stream.VS = vs;
  stream.PS = ps;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}
struct NoSamples {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
};
HRESULT streamWithout(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE cs,
                      ID3D12PipelineState **out) {
  NoSamples stream;
  stream.RootSignature = root;
  stream.CS = cs;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// A count of 128 in a stream.
HRESULT streamTooMany(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                      D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  GraphicsStream stream;
  stream.RootSignature = root;
  stream.VS = vs;
  stream.PS = ps;
  stream.Samples = DXGI_SAMPLE_DESC{128, 0}; // expected-warning {{Count of the SAMPLE_DESC subobject 'Samples' is 128: Direct3D takes at most 32 samples per pixel}}
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: Count of the SAMPLE_DESC subobject 'Samples' is 128
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-note {{where the stream is handed to the runtime}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}
