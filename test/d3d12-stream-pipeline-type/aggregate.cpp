// The stream's own aggregate initialiser is read: braced and designated
// {tag, inner} pairs, d3dx12 helpers built from their inner, members left
// out (value-initialised: null), nested streams and bases. An inner the
// initialiser takes from a parameter stays unknown: silence.
// RUN: %clangxx -std=c++20 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++20 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++20 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++20 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

static const unsigned char Bytes[] = {0x44, 0x58, 0x42, 0x43};

struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
};

void bothFromTheInitialiser(ID3DBlob *VertexBlob) {
  HelperStream Stream = {nullptr, CD3DX12_SHADER_BYTECODE(VertexBlob), {}, CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes))}; // expected-note {{stream 'Stream' is declared here}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS'): the runtime accepts exactly one of VS, CS and MS and fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  (void)Desc;
}

// Members left out of the braces are value-initialised: no shader at all.
void emptyBraces() {
  HelperStream Stream = {}; // expected-note {{stream 'Stream' is declared here}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  (void)Desc;
}

void pixelShaderOnly(ID3DBlob *PixelBlob) {
  HelperStream Stream = {nullptr, {}, CD3DX12_SHADER_BYTECODE(PixelBlob)}; // expected-note {{stream 'Stream' is declared here}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  (void)Desc;
}

// One graphics pipeline: nothing to say.
void vertexOnly(ID3DBlob *VertexBlob, ID3DBlob *PixelBlob) {
  HelperStream Stream = {nullptr, CD3DX12_SHADER_BYTECODE(VertexBlob), CD3DX12_SHADER_BYTECODE(PixelBlob)};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// Bytecode from parameters: unknown, so silent even with both slots written.
void fromParameters(D3D12_SHADER_BYTECODE Vertex, D3D12_SHADER_BYTECODE Compute) {
  HelperStream Stream = {nullptr, Vertex, {}, Compute};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// A later write wins over the initialiser, as at run time.
void writtenAfterInitialiser(ID3DBlob *VertexBlob) {
  HelperStream Stream = {nullptr, CD3DX12_SHADER_BYTECODE(VertexBlob), {}, CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes))};
  Stream.CS = CD3DX12_SHADER_BYTECODE();
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// Hand-written pairs, braced and designated.
struct alignas(void *) ShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
};
struct PairStream {
  ShaderPair Vertex;
  ShaderPair Mesh;
};

void pairsBraced() {
  PairStream Stream = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {Bytes, sizeof(Bytes)}}, // expected-note {{stream 'Stream' is declared here}}
                       {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MS, {"DXBC", 4}}};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('Vertex') and MS ('Mesh')}}
  (void)Desc;
}

void pairsDesignated() {
  PairStream Stream = {.Vertex = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS}, // expected-note {{stream 'Stream' is declared here}}
                       .Mesh = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MS, .Code = {nullptr, 0}}};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  (void)Desc;
}

// Through a nested stream and a base.
struct Shaders {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_MS MS;
};
struct Outer {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  Shaders Stages;
};
struct Derived : Shaders {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

void nested(ID3DBlob *VertexBlob, ID3DBlob *MeshBlob) {
  Outer Stream = {nullptr, {CD3DX12_SHADER_BYTECODE(VertexBlob), CD3DX12_SHADER_BYTECODE(MeshBlob)}}; // expected-note {{stream 'Stream' is declared here}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('Stages.VS') and MS ('Stages.MS')}}
  (void)Desc;
}

void base(ID3DBlob *PixelBlob) {
  Derived Stream = {{}, CD3DX12_SHADER_BYTECODE(PixelBlob)}; // expected-note {{stream 'Stream' is declared here}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  (void)Desc;
}

// A shader set through a member of a base, at the use site: written, so the
// stream has its VS (regression: base members were matched by their
// "Base::" path and the write was missed).
struct GeometryStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
};
struct ShadowStream : GeometryStream {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT DepthFormat;
};
void baseMemberWritten(ID3DBlob *VertexBlob) {
  ShadowStream Stream;
  Stream.VertexShader = CD3DX12_SHADER_BYTECODE(VertexBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}
void baseMemberWrittenTwice(ID3DBlob *VertexBlob, ID3DBlob *ComputeBlob) {
  struct Both : GeometryStream {
    CD3DX12_PIPELINE_STATE_STREAM_CS Compute;
  } Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.GeometryStream::VertexShader = CD3DX12_SHADER_BYTECODE(VertexBlob);
  Stream.Compute = CD3DX12_SHADER_BYTECODE(ComputeBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('GeometryStream::VertexShader') and CS ('Compute')}}
  (void)Desc;
}
