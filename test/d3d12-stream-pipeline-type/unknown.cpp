// Unknown means silence: whatever this file cannot prove about a stream's
// shaders at its use site says nothing, and never an error. Generic
// builders that copy every stage from their input are legal code.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// expected-no-diagnostics
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

// ---- values of unknown origin -------------------------------------------------

struct ShaderSet {
  D3D12_SHADER_BYTECODE VS, PS, CS, AS, MS;
};

// Every stage copied from an input struct: at most one is non-null at run time.
void buildFromSet(const ShaderSet &Shaders) {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream;
  Stream.VS = Shaders.VS;
  Stream.PS = Shaders.PS;
  Stream.CS = Shaders.CS;
  Stream.AS = Shaders.AS;
  Stream.MS = Shaders.MS;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// From parameters.
void buildFromParameters(D3D12_SHADER_BYTECODE Vertex, D3D12_SHADER_BYTECODE Compute) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  Stream.VS = Vertex;
  Stream.CS = Compute;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// Pointer fields of unknown origin.
void buildFromPointers(const void *Vertex, const void *Compute, SIZE_T Size) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  Stream.VS = CD3DX12_SHADER_BYTECODE(Vertex, Size);
  Stream.CS = {Compute, Size};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// ---- the stream escapes before the use site -------------------------------------

void fillStream(CD3DX12_PIPELINE_STATE_STREAM &Stream);
void fillStreamAt(CD3DX12_PIPELINE_STATE_STREAM *Stream);

void passedByReference() {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  fillStream(Stream);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// Even with two shaders written around the call: the callee may clear one.
void passedByPointer(ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  Stream.VS = CD3DX12_SHADER_BYTECODE(Blob);
  fillStreamAt(&Stream);
  Stream.CS = CD3DX12_SHADER_BYTECODE(Blob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// Written through a pointer, a reference, or a reference to one slot.
void writtenThroughPointer(ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  CD3DX12_PIPELINE_STATE_STREAM *Pointer = &Stream;
  Pointer->VS = CD3DX12_SHADER_BYTECODE(Blob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void writtenThroughReference(ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  CD3DX12_PIPELINE_STATE_STREAM &Alias = Stream;
  Alias.VS = CD3DX12_SHADER_BYTECODE(Blob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void writtenThroughSlotReference(ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  D3D12_SHADER_BYTECODE &Vertex = Stream.VS;
  Vertex = CD3DX12_SHADER_BYTECODE(Blob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void writtenByMemcpy(const D3D12_SHADER_BYTECODE *Vertex) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  memcpy(&Stream.VS, Vertex, sizeof(*Vertex));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void writtenInLambda(ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  auto SetVertexShader = [&] { Stream.VS = CD3DX12_SHADER_BYTECODE(Blob); };
  SetVertexShader();
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// ---- writes that may not happen -------------------------------------------------

void writtenUnderIf(bool Compute, ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  if (Compute)
    Stream.CS = CD3DX12_SHADER_BYTECODE(Blob);
  else
    Stream.VS = CD3DX12_SHADER_BYTECODE(Blob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void writtenInLoop(ID3DBlob *const *Blobs, int Count) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  for (int I = 0; I < Count; ++I)
    Stream.VS = CD3DX12_SHADER_BYTECODE(Blobs[I]);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void writtenInSwitch(int Kind, ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream;
  switch (Kind) {
  case 0: Stream.VS = CD3DX12_SHADER_BYTECODE(Blob); break;
  case 1: Stream.CS = CD3DX12_SHADER_BYTECODE(Blob); break;
  default: Stream.MS = CD3DX12_SHADER_BYTECODE(Blob); break;
  }
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// ---- streams not default-constructed ---------------------------------------------

// d3dx12 fills every slot from a graphics pipeline desc.
void fromGraphicsDesc(const D3D12_GRAPHICS_PIPELINE_STATE_DESC &Graphics) {
  CD3DX12_PIPELINE_STATE_STREAM Stream(Graphics);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
  CD3DX12_PIPELINE_STATE_STREAM1 Converted = Graphics;
  D3D12_PIPELINE_STATE_STREAM_DESC ConvertedDesc = {sizeof(Converted), &Converted};
  (void)ConvertedDesc;
}

void fromComputeDesc(const D3D12_COMPUTE_PIPELINE_STATE_DESC &Compute) {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream(Compute);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void copiedFromAnother(const CD3DX12_PIPELINE_STATE_STREAM &Other) {
  CD3DX12_PIPELINE_STATE_STREAM Stream = Other;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void assignedFromAnother(const CD3DX12_PIPELINE_STATE_STREAM &Other) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  Stream = Other;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// A user stream whose constructor may set anything.
struct PresetStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  PresetStream();
};

void userConstructor() {
  PresetStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// ---- objects other functions can write ---------------------------------------------

CD3DX12_PIPELINE_STATE_STREAM GlobalStream;

void globalStream() {
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(GlobalStream), &GlobalStream};
  (void)Desc;
}

void staticLocalStream() {
  static CD3DX12_PIPELINE_STATE_STREAM Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

struct Renderer {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  void create() {
    D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
    (void)Desc;
  }
};

void streamBehindPointer(CD3DX12_PIPELINE_STATE_STREAM *Stream) {
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(*Stream), Stream};
  (void)Desc;
}
