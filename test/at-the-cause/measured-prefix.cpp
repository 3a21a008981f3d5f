// A SizeInBytes measured from a part of the stream is meant (engines leave
// optional parts out), unless the part leaves out every VS, CS and MS: the
// runtime then fails for want of a shader that the stream has. That is the
// size's defect, reported as d3d12-stream-desc-size at the size, naming the
// part measured and the shaders left out, not as a stream without shaders.
// A part that holds a whole pipeline stays silent.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %compare_frontends --work %t --expect d3d12-stream-desc-size %s -- -std=c++17 %dx -DSIZE_CASES_ONLY
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <stddef.h>

struct GraphicsStream {
  CD3DX12_PIPELINE_STATE_STREAM_FLAGS Flags;
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS; // expected-note 2 {{'VS' starts at byte}}
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK Mask;
};

ID3D12PipelineState *flagsOnly(ID3D12Device2 *Device, ID3D12RootSignature *Root,
                               D3D12_SHADER_BYTECODE VS, D3D12_SHADER_BYTECODE PS) {
  GraphicsStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.RootSignature = Root;
  Stream.VS = VS;
  Stream.PS = PS;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(Stream.Flags); // expected-warning-re {{SizeInBytes is sizeof(Stream.Flags) = 8 bytes, a part of 'Stream' (GraphicsStream, {{[0-9]+}} bytes) that leaves out its shader 'VS': the runtime reads no VS, CS or MS and fails with E_INVALIDARG [d3d12-stream-desc-size]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: SizeInBytes is sizeof(Stream.Flags) = 8 bytes, a part of 'Stream' (GraphicsStream, {{[0-9]+}} bytes) that leaves out its shader 'VS'{{.*}}[d3d12-stream-desc-size]
  // CHECK-FIXES: {{^}}  Desc.SizeInBytes = sizeof(Stream);{{.*$}}
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, IID_PPV_ARGS(&State));
  return State;
}

// Accumulated part by part, the vertex shader forgotten.
ID3D12PipelineState *accumulated(ID3D12Device2 *Device, ID3D12RootSignature *Root,
                                 D3D12_SHADER_BYTECODE VS) {
  GraphicsStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.RootSignature = Root;
  Stream.VS = VS;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(Stream.Flags);
  Desc.SizeInBytes += sizeof(Stream.RootSignature); // expected-warning-re {{SizeInBytes is {{[0-9]+}} bytes after this +=, a part of 'Stream' (GraphicsStream, {{[0-9]+}} bytes) that leaves out its shader 'VS'{{.*}}[d3d12-stream-desc-size]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: SizeInBytes is {{[0-9]+}} bytes after this +={{.*}}[d3d12-stream-desc-size]
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, IID_PPV_ARGS(&State));
  return State;
}

// The part up to the optional sample mask holds a whole pipeline: silent.
ID3D12PipelineState *withoutMask(ID3D12Device2 *Device, ID3D12RootSignature *Root,
                                 D3D12_SHADER_BYTECODE VS, D3D12_SHADER_BYTECODE PS) {
  GraphicsStream Stream;
  Stream.RootSignature = Root;
  Stream.VS = VS;
  Stream.PS = PS;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = offsetof(GraphicsStream, Mask);
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, IID_PPV_ARGS(&State));
  return State;
}

// No shader anywhere in the stream: the stream's defect, not the size's.
#ifndef SIZE_CASES_ONLY
struct StateOnlyStream {
  CD3DX12_PIPELINE_STATE_STREAM_FLAGS Flags;
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK Mask;
};
ID3D12PipelineState *noShaderAnywhere(ID3D12Device2 *Device, ID3D12RootSignature *Root) {
  StateOnlyStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.RootSignature = Root;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  Desc.pPipelineStateSubobjectStream = &Stream; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode: CreatePipelineState cannot tell a graphics, compute or mesh pipeline and always fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: stream 'Stream' has no VS, CS or MS with bytecode{{.*}}[d3d12-stream-pipeline-type]
  Desc.SizeInBytes = offsetof(StateOnlyStream, Mask);
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, IID_PPV_ARGS(&State));
  return State;
}
#endif
