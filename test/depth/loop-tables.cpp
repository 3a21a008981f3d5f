// An engine's constant table of pipelines, walked by a loop: each pass hands
// one stream to CreatePipelineState and is judged on its own, named by the
// loop's counter. The streams are d3dx12 stream structs; the table holds a
// compute stream and a stream with a root signature only (no shader). The
// twin walks a table of valid streams and is silent; a loop whose count the
// program reads at run time is silent too (its passes are not told apart).
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-stream-pipeline-type' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-pipeline-type' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL: warning: stream 'RootOnly' has no VS, CS or MS with bytecode
// TOOL: note: on this loop's pass where 'Index' is 1
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct ComputePipeline {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE Root;
  CD3DX12_PIPELINE_STATE_STREAM_CS Compute;
};
struct RootOnlyPipeline {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE Root;
};
struct VertexPipeline {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE Root;
  CD3DX12_PIPELINE_STATE_STREAM_VS Vertex;
};

static const unsigned char ShaderBytes[] = {0x44, 0x58, 0x42, 0x43};

void createTable(ID3D12Device2 *Device, ID3D12RootSignature *Root,
                 ID3D12PipelineState **Out) {
  ComputePipeline Compute;
  Compute.Root = Root;
  Compute.Compute = CD3DX12_SHADER_BYTECODE(ShaderBytes, sizeof(ShaderBytes));
  RootOnlyPipeline RootOnly; // expected-note {{stream 'RootOnly' is declared here}}
  RootOnly.Root = Root;
  const D3D12_PIPELINE_STATE_STREAM_DESC Table[] = {
      {sizeof(Compute), &Compute},
      {sizeof(RootOnly), &RootOnly}, // expected-warning {{stream 'RootOnly' has no VS, CS or MS with bytecode: CreatePipelineState cannot tell a graphics, compute or mesh pipeline and always fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
      // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: stream 'RootOnly' has no VS, CS or MS with bytecode
  };
  for (UINT Index = 0; Index < sizeof(Table) / sizeof(Table[0]); ++Index) // expected-note {{on this loop's pass where 'Index' is 1}}
    Device->CreatePipelineState(&Table[Index], __uuidof(ID3D12PipelineState),
                                (void **)&Out[Index]);
}

// The twin: every stream of the table has a shader.
void createValid(ID3D12Device2 *Device, ID3D12RootSignature *Root,
                 ID3D12PipelineState **Out) {
  ComputePipeline Compute;
  Compute.Root = Root;
  Compute.Compute = CD3DX12_SHADER_BYTECODE(ShaderBytes, sizeof(ShaderBytes));
  VertexPipeline Vertex;
  Vertex.Root = Root;
  Vertex.Vertex = CD3DX12_SHADER_BYTECODE(ShaderBytes, sizeof(ShaderBytes));
  const D3D12_PIPELINE_STATE_STREAM_DESC Table[] = {
      {sizeof(Compute), &Compute},
      {sizeof(Vertex), &Vertex},
  };
  for (UINT Index = 0; Index < 2; ++Index)
    Device->CreatePipelineState(&Table[Index], __uuidof(ID3D12PipelineState),
                                (void **)&Out[Index]);
}

// How many of the table run is read at run time: the passes are not told
// apart, and what differs between them is not known. Silent.
void createSome(ID3D12Device2 *Device, ID3D12RootSignature *Root,
                ID3D12PipelineState **Out, UINT Count) {
  ComputePipeline Compute;
  Compute.Root = Root;
  Compute.Compute = CD3DX12_SHADER_BYTECODE(ShaderBytes, sizeof(ShaderBytes));
  RootOnlyPipeline RootOnly;
  RootOnly.Root = Root;
  const D3D12_PIPELINE_STATE_STREAM_DESC Table[] = {
      {sizeof(Compute), &Compute},
      {sizeof(RootOnly), &RootOnly},
  };
  UINT Index = 0;
  for (UINT Pass = 0; Pass < Count; ++Pass, Index = Pass % 2)
    Device->CreatePipelineState(&Table[Index], __uuidof(ID3D12PipelineState),
                                (void **)&Out[Pass]);
}
