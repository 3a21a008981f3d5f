// A branch whose condition tests what the caller passes (an argument, or a
// field of an object handed over by reference) is decided in a caller that
// passes a constant: only the paths that agree with it are judged there. A
// branch on a value the path already knows (a local flag set above) takes
// one edge. The shape: a helper picks a slot's kind from a flag or a stage
// number, and each caller passes its own constant.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-stream-duplicate-subobject' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-duplicate-subobject' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-5: warning: stream 'Stream' sets subobject kind VS twice
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

void pickSecond(ShaderSlot &Slot, bool Pixel) {
  if (Pixel)
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  else
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'Second' is set to VS here}}
  Slot.Code = {PixelBytes, sizeof(PixelBytes)};
}

void vertexFirst(TwoShaders &Stream) {
  Stream.First.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note 5 {{the tag of 'First' is set to VS here}}
  Stream.First.Code = {VertexBytes, sizeof(VertexBytes)};
}

// The caller passes true: the helper writes PS, and the path where it
// writes VS is never taken.
void pixelPassed(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {};
  vertexFirst(Stream);
  pickSecond(Stream.Second, true);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// The caller passes false: VS twice on the only path there is.
void vertexPassed(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {}; // expected-note {{stream 'Stream' is declared here}}
  vertexFirst(Stream); // expected-note {{by this call}}
  pickSecond(Stream.Second, false); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets subobject kind VS twice: 'Second' repeats 'First'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets subobject kind VS twice
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// A flag the caller does not know: the helper may write either kind, and
// which branch it takes is not one this function's code can name. Silent,
// as branches inside a helper always were.
void flagPassed(ID3D12Device2 *Device, bool Pixel) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {};
  vertexFirst(Stream);
  pickSecond(Stream.Second, Pixel);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// A local flag set above the branch: the branch takes one edge.
void localFlag(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {};
  vertexFirst(Stream);
  bool Pixel = true;
  if (!Pixel)
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  else
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  Stream.Second.Code = {PixelBytes, sizeof(PixelBytes)};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

void localFlagCleared(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {}; // expected-note {{stream 'Stream' is declared here}}
  vertexFirst(Stream); // expected-note {{by this call}}
  bool Pixel = true;
  Pixel = false;
  if (!Pixel)
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'Second' is set to VS here}}
  else
    Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  Stream.Second.Code = {PixelBytes, sizeof(PixelBytes)};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets subobject kind VS twice: 'Second' repeats 'First'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets subobject kind VS twice
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// A stage number chosen by a switch; the caller names the stage.
void stageSecond(ShaderSlot &Slot, int Stage) {
  switch (Stage) {
  case 0:
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'Second' is set to VS here}}
    break;
  case 1:
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
    break;
  case 2:
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS;
    break;
  }
  Slot.Code = {PixelBytes, sizeof(PixelBytes)};
}

void pixelStage(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {};
  vertexFirst(Stream);
  Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  stageSecond(Stream.Second, 1);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

void vertexStage(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {}; // expected-note {{stream 'Stream' is declared here}}
  vertexFirst(Stream); // expected-note {{by this call}}
  Stream.Second.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  stageSecond(Stream.Second, 0); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets subobject kind VS twice: 'Second' repeats 'First'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets subobject kind VS twice
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// A field of an options record handed over by reference, compared with a
// constant.
struct Options {
  int Mode;
  bool Tessellate;
};
void modeSecond(ShaderSlot &Slot, const Options &Opts) {
  if (Opts.Mode != 2)
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  else
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'Second' is set to VS here}}
  Slot.Code = {PixelBytes, sizeof(PixelBytes)};
}

void pixelMode(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {};
  vertexFirst(Stream);
  Options Opts = {3, false};
  modeSecond(Stream.Second, Opts);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

void vertexMode(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {}; // expected-note {{stream 'Stream' is declared here}}
  vertexFirst(Stream); // expected-note {{by this call}}
  Options Opts = {3, false};
  Opts.Mode = 2;
  modeSecond(Stream.Second, Opts); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets subobject kind VS twice: 'Second' repeats 'First'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets subobject kind VS twice
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

// A count compared with a constant, in either order.
void countSecond(ShaderSlot &Slot, unsigned Targets) {
  if (2 <= Targets)
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'Second' is set to VS here}}
  else
    Slot.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  Slot.Code = {PixelBytes, sizeof(PixelBytes)};
}

void oneTarget(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {};
  vertexFirst(Stream);
  countSecond(Stream.Second, 1);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}

void threeTargets(ID3D12Device2 *Device) {
  ID3D12PipelineState *State = nullptr;
  TwoShaders Stream = {}; // expected-note {{stream 'Stream' is declared here}}
  vertexFirst(Stream); // expected-note {{by this call}}
  countSecond(Stream.Second, 3); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets subobject kind VS twice: 'Second' repeats 'First'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets subobject kind VS twice
  Device->CreatePipelineState(&Desc, __uuidof(ID3D12PipelineState), (void **)&State);
}
