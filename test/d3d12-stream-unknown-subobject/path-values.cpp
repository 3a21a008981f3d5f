// A tag value chosen before it is stored: MAX_VALID kept as "no geometry
// shader" in a local and stored into the stream's optional slot. On the path
// without a geometry shader the runtime reads the end marker as a kind and
// fails; the finding sits at the value, with the branch that keeps it and
// where the stream is handed over. The twins: the optional slot left out of
// the size when there is no geometry shader; a value the model cannot know.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-stream-unknown-subobject' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-unknown-subobject' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-1: warning: tag value
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static const unsigned char VertexBytes[] = {0x44, 0x58, 0x42, 0x43};

struct alignas(void *) ShaderSlot {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
};
struct VertexAndOptional {
  ShaderSlot Vertex;
  ShaderSlot Optional;
};

void sentinelKept(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Geometry) {
  VertexAndOptional Stream = {};
  Stream.Vertex.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.Vertex.Code = {VertexBytes, sizeof(VertexBytes)};
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID; // expected-warning-re {{tag value {{[0-9]+}} (MAX_VALID, the end marker) of 'Optional' is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: {{.*}}); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: tag value {{[0-9]+}} (MAX_VALID, the end marker) of 'Optional' is not a subobject kind
  if (Geometry.pShaderBytecode) // expected-note {{on the path where this condition is false}}
    Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS;
  Stream.Optional.Type = Kind;
  Stream.Optional.Code = Geometry;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-note {{where the stream is handed to the runtime}}
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// Twin: without a geometry shader the size stops before the optional slot,
// so the runtime never reads its tag.
void sentinelLeftOut(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Geometry) {
  VertexAndOptional Stream = {};
  Stream.Vertex.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.Vertex.Code = {VertexBytes, sizeof(VertexBytes)};
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID;
  SIZE_T Size = sizeof(Stream.Vertex);
  if (Geometry.pShaderBytecode) {
    Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS;
    Size = sizeof(Stream);
  }
  Stream.Optional.Type = Kind;
  Stream.Optional.Code = Geometry;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {Size, &Stream};
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// Twin: a kind from code the model cannot see.
D3D12_PIPELINE_STATE_SUBOBJECT_TYPE optionalKind(bool Tessellated);
void kindUnknown(ID3D12Device2 *Device, bool Tessellated) {
  VertexAndOptional Stream = {};
  Stream.Vertex.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.Vertex.Code = {VertexBytes, sizeof(VertexBytes)};
  Stream.Optional.Type = optionalKind(Tessellated);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}
