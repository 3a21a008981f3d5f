// A tag the program chooses on the way: depth bounds testing asks for
// DEPTH_STENCIL1, but the slot's inner is still a D3D12_DEPTH_STENCIL_DESC.
// On that path the runtime reads a D3D12_DEPTH_STENCIL_DESC1, 4 bytes longer,
// from the smaller desc. Reported at the value chosen, with the branch and
// the hand-over. The twins: the inner follows the choice (two slot types);
// a tag the model cannot know.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-subobject-type-mismatch' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-subobject-type-mismatch' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-1: warning: member 'Depth' of stream 'Stream' has kind DEPTH_STENCIL1
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static const unsigned char VertexBytes[] = {0x44, 0x58, 0x42, 0x43};

struct alignas(void *) ShaderSlot {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
};
struct alignas(void *) DepthSlot {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC Desc; // expected-note {{'D3D12_DEPTH_STENCIL_DESC' is the inner of kind DEPTH_STENCIL}}
};
struct VertexAndDepth {
  ShaderSlot Vertex;
  DepthSlot Depth;
};

void boundsChosen(ID3D12Device2 *Device, const D3D12_DEPTH_STENCIL_DESC &Depth, bool Bounds) {
  VertexAndDepth Stream = {};
  Stream.Vertex.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.Vertex.Code = {VertexBytes, sizeof(VertexBytes)};
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  if (Bounds) // expected-note {{on the path where this condition is true}}
    Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1; // expected-warning {{member 'Depth' of stream 'Stream' has kind DEPTH_STENCIL1, whose inner is D3D12_DEPTH_STENCIL_DESC1, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC: the runtime reads 56 bytes of D3D12_DEPTH_STENCIL_DESC1 where the code put 52 bytes of D3D12_DEPTH_STENCIL_DESC [d3d12-subobject-type-mismatch]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: member 'Depth' of stream 'Stream' has kind DEPTH_STENCIL1
  Stream.Depth.Type = Kind;
  Stream.Depth.Desc = Depth;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-note {{where the stream is handed to the runtime}}
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// Twin: the slot's type follows the choice.
struct alignas(void *) Depth1Slot {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};
struct VertexAndDepth1 {
  ShaderSlot Vertex;
  Depth1Slot Depth;
};
void boundsFollowed(ID3D12Device2 *Device, const D3D12_DEPTH_STENCIL_DESC1 &Depth, bool Bounds) {
  VertexAndDepth1 Stream = {};
  Stream.Vertex.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.Vertex.Code = {VertexBytes, sizeof(VertexBytes)};
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  if (!Bounds)
    Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  Stream.Depth.Type = Kind;
  Stream.Depth.Desc = Depth;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// Twin: a kind from another translation unit.
D3D12_PIPELINE_STATE_SUBOBJECT_TYPE depthKind(bool Bounds);
void boundsUnknown(ID3D12Device2 *Device, const D3D12_DEPTH_STENCIL_DESC &Depth, bool Bounds) {
  VertexAndDepth Stream = {};
  Stream.Vertex.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.Vertex.Code = {VertexBytes, sizeof(VertexBytes)};
  Stream.Depth.Type = depthKind(Bounds);
  Stream.Depth.Desc = Depth;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}
