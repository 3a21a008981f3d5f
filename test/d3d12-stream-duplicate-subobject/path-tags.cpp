// A kind written twice on one path: the stream's second shader slot takes
// its tag in a branch, so the record alone does not say which kind it is
// (the record check is silent), but on the path where the branch writes VS
// the runtime reads two VS subobjects. Reported where the stream is handed
// over, with the branch that leads there and where each tag is written.
// The twins: both branches write distinct kinds; the same kind written in
// both branches, but into slots the SizeInBytes leaves out; a tag the model
// cannot see (set by a function in another translation unit).
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-stream-duplicate-subobject' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-duplicate-subobject' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-1: warning: stream 'Stream' sets subobject kind VS twice
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static const unsigned char VertexBytes[] = {0x44, 0x58, 0x42, 0x43};
static const unsigned char PixelBytes[] = {0x44, 0x58, 0x42, 0x43};

struct alignas(void *) ShaderSlot {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
};
struct TwoShaders {
  ShaderSlot First;
  ShaderSlot Second;
};

void secondInBranch(ID3D12Device2 *Device, bool Pixel) {
  TwoShaders Stream = {}; // expected-note {{stream 'Stream' is declared here}}
  Stream.First.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'First' is set to VS here}}
  Stream.First.Code = {VertexBytes, sizeof(VertexBytes)};
  if (Pixel) // expected-note {{on the path where this condition is false}}
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  else
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'Second' is set to VS here}}
  Stream.Second.Code = {PixelBytes, sizeof(PixelBytes)};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets subobject kind VS twice: 'Second' repeats 'First'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets subobject kind VS twice: 'Second' repeats 'First'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// Twin: each branch writes a kind the first slot does not hold.
void distinctInBranch(ID3D12Device2 *Device, bool Pixel) {
  TwoShaders Stream = {};
  Stream.First.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.First.Code = {VertexBytes, sizeof(VertexBytes)};
  if (Pixel)
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  else
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS;
  Stream.Second.Code = {PixelBytes, sizeof(PixelBytes)};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// Twin: the runtime reads only the first slot, so the second's tag is never
// read; a size of exactly one slot is meant (d3d12-stream-desc-size's).
void secondPastSize(ID3D12Device2 *Device, bool Pixel) {
  TwoShaders Stream = {};
  Stream.First.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.First.Code = {VertexBytes, sizeof(VertexBytes)};
  if (Pixel)
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  else
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream.First), &Stream};
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// Twin: the second tag is written by code the model cannot see.
void chooseSecond(ShaderSlot *Slot, bool Pixel);
void secondUnknown(ID3D12Device2 *Device, bool Pixel) {
  TwoShaders Stream = {};
  Stream.First.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.First.Code = {VertexBytes, sizeof(VertexBytes)};
  Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  chooseSecond(&Stream.Second, Pixel);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  ID3D12PipelineState *State = nullptr;
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}
