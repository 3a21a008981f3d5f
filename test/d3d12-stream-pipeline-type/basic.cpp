// At each use site (a stream's address stored into
// pPipelineStateSubobjectStream), the shaders the stream provably holds
// decide the pipeline type: none of VS/CS/MS with bytecode (the call always
// fails), two of them, a mesh pipeline with a vertex-pipeline stage, or AS
// without MS. Each is a warning like every finding: conformance tests build
// such streams on purpose, so the build's flags decide. Bytecode counts as present when it
// provably is: from a blob, from the address of an array, from a string
// literal. Streams are d3dx12's ready-made ones, whose slots are all null
// until written.
// RUN: %clangxx -std=c++20 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++20 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++20 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++20 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// A warning without -Werror (the compile succeeds), an error with it, silent
// under -w:
// RUN: %clangxx -std=c++20 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' %s 2>&1 | %FileCheck %s
// RUN: %not %clangxx -std=c++20 -fsyntax-only -Werror %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' %s 2>&1 | %FileCheck --check-prefix=WERROR %s
// RUN: %clangxx -std=c++20 -fsyntax-only -w %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' %s 2>&1 | %FileCheck --allow-empty --check-prefix=QUIET %s
// WERROR: error: stream 'Stream' has no VS, CS or MS with bytecode
// QUIET-NOT: d3d12-stream-pipeline-type
// CHECK: warning: stream 'Stream' has no VS, CS or MS with bytecode: CreatePipelineState cannot tell a graphics, compute or mesh pipeline and always fails with E_INVALIDARG [d3d12-stream-pipeline-type]
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

static const unsigned char VertexBytes[] = {0x44, 0x58, 0x42, 0x43};

// ---- no VS, CS or MS: always fails ------------------------------------------

void defaultConstructed(ID3D12Device2 *Device, ID3D12PipelineState **Pso) {
  CD3DX12_PIPELINE_STATE_STREAM Stream; // expected-note {{stream 'Stream' is declared here}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode: CreatePipelineState cannot tell a graphics, compute or mesh pipeline and always fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// Only a pixel shader and render state: still no pipeline type.
void pixelShaderOnly(ID3DBlob *PixelBlob) {
  CD3DX12_PIPELINE_STATE_STREAM1 Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.PS = CD3DX12_SHADER_BYTECODE(PixelBlob);
  Stream.RasterizerState = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  Desc.SizeInBytes = sizeof(Stream);
  Desc.pPipelineStateSubobjectStream = &Stream; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  (void)Desc;
}

// Set to empty bytecode on purpose: null again.
void resetToEmpty(ID3DBlob *VertexBlob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBlob);
  Stream.VS = CD3DX12_SHADER_BYTECODE();
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  (void)Desc;
}

// ---- two of VS, CS, MS --------------------------------------------------------

void vertexAndComputeFromBlobs(ID3DBlob *VertexBlob, ID3DBlob *ComputeBlob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBlob);
  Stream.CS = CD3DX12_SHADER_BYTECODE(ComputeBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS'): the runtime accepts exactly one of VS, CS and MS and fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  (void)Desc;
}

// {pointer, size}: the address of an array, a string literal, a blob's buffer.
void vertexAndComputeFromBraces(ID3DBlob *ComputeBlob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.VS = {&VertexBytes, sizeof(VertexBytes)};
  Stream.CS = D3D12_SHADER_BYTECODE{"DXBC", 4};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {.SizeInBytes = sizeof(Stream), .pPipelineStateSubobjectStream = &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')}}
  (void)Desc;
  CD3DX12_PIPELINE_STATE_STREAM Other; // expected-note {{stream 'Other' is declared here}}
  Other.VS = {VertexBytes, sizeof(VertexBytes)};
  Other.CS = {ComputeBlob->GetBufferPointer(), ComputeBlob->GetBufferSize()};
  D3D12_PIPELINE_STATE_STREAM_DESC OtherDesc = {sizeof(Other), &Other}; // expected-warning {{stream 'Other' sets bytecode for both VS ('VS') and CS ('CS')}}
  (void)OtherDesc;
}

// MS and VS are two pipeline types at once.
void meshAndVertex(ID3DBlob *MeshBlob) {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.MS = CD3DX12_SHADER_BYTECODE(MeshBlob);
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBytes, sizeof(VertexBytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and MS ('MS'): the runtime accepts exactly one of VS, CS and MS}}
  (void)Desc;
}

// ---- mesh pipelines ---------------------------------------------------------

void meshWithGeometryShader(ID3DBlob *MeshBlob, ID3DBlob *GeometryBlob) {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.MS = CD3DX12_SHADER_BYTECODE(MeshBlob);
  Stream.GS = CD3DX12_SHADER_BYTECODE(GeometryBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' is a mesh pipeline (MS 'MS') but sets GS ('GS'): a mesh pipeline takes no VS/GS/HS/DS and the runtime fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  (void)Desc;
}

void meshWithHullShader(ID3DBlob *MeshBlob) {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.MS = CD3DX12_SHADER_BYTECODE(MeshBlob);
  Stream.HS = CD3DX12_SHADER_BYTECODE(VertexBytes, sizeof(VertexBytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' is a mesh pipeline (MS 'MS') but sets HS ('HS')}}
  (void)Desc;
}

// An amplification shader feeds a mesh shader; a vertex pipeline has no use for it.
void amplificationWithoutMesh(ID3DBlob *AmplificationBlob, ID3DBlob *VertexBlob) {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.AS = CD3DX12_SHADER_BYTECODE(AmplificationBlob);
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets an amplification shader ('AS') but no mesh shader: AS feeds MS, and the runtime fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  (void)Desc;
}

// A user stream of d3dx12 helpers: the member names appear in the message.
struct AmplifiedStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_AS Amplification;
  CD3DX12_PIPELINE_STATE_STREAM_MS Mesh;
  CD3DX12_PIPELINE_STATE_STREAM_PS Pixel;
};

void amplificationMemberWithoutMesh(ID3DBlob *Blob) {
  AmplifiedStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.Amplification = CD3DX12_SHADER_BYTECODE(Blob);
  Stream.Pixel = CD3DX12_SHADER_BYTECODE(Blob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  (void)Desc;
}

// ---- correct streams: silent --------------------------------------------------

void vertexOnly(ID3DBlob *VertexBlob, ID3DBlob *PixelBlob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBlob);
  Stream.PS = CD3DX12_SHADER_BYTECODE(PixelBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void computeOnly(ID3DBlob *ComputeBlob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  Stream.CS = CD3DX12_SHADER_BYTECODE(ComputeBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

void amplifiedMesh(ID3DBlob *Blob) {
  AmplifiedStream Stream;
  Stream.Amplification = CD3DX12_SHADER_BYTECODE(Blob);
  Stream.Mesh = CD3DX12_SHADER_BYTECODE(Blob);
  Stream.Pixel = CD3DX12_SHADER_BYTECODE(Blob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// The ready-made mesh stream carries VS, GS, HS, DS slots too; null, they
// are legal.
void meshInReadyMadeStream(ID3DBlob *MeshBlob, ID3DBlob *PixelBlob) {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream;
  Stream.MS = CD3DX12_SHADER_BYTECODE(MeshBlob);
  Stream.PS = CD3DX12_SHADER_BYTECODE(PixelBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}
