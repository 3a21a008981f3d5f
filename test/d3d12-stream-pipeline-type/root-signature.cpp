// A stream with both a non-null ROOT_SIGNATURE and a non-null
// SERIALIZED_ROOT_SIGNATURE (SDK 618) fails; one of them null is legal, as
// in d3dx12's ready-made STREAM6, which carries both. Built on the SDK-619
// test header with its d3dx12-like helpers.
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
#include "d3d12_newkinds.h"

static const unsigned char VertexBytes[] = {0x44, 0x58, 0x42, 0x43};
static const unsigned char RootSignatureBytes[] = {0x52, 0x54, 0x53, 0x32};
// A root signature object whose address is known (the test header only
// declares the interface).
extern ID3D12RootSignature SharedRootSignature;

struct BindlessStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_SERIALIZED_ROOT_SIGNATURE SerializedRootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer;
};

void bothRootSignatures() {
  BindlessStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.RootSignature = &SharedRootSignature;
  Stream.SerializedRootSignature = D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{RootSignatureBytes, sizeof(RootSignatureBytes)};
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBytes, sizeof(VertexBytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets both a root signature ('RootSignature') and a serialized root signature ('SerializedRootSignature'): the runtime fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  (void)Desc;
}

// One finding per use site: the error that makes creation always fail
// comes first, the root signatures are reported once it is fixed.
void bothRootSignaturesNoShader() {
  BindlessStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.RootSignature = &SharedRootSignature;
  Stream.SerializedRootSignature = D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{"RTS2", 4};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  (void)Desc;
}

// ---- silent ----------------------------------------------------------------------

// The serialized one alone; the helper's root signature stays null.
void serializedOnly() {
  BindlessStream Stream;
  Stream.SerializedRootSignature = D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{RootSignatureBytes, sizeof(RootSignatureBytes)};
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBytes, sizeof(VertexBytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// Set to null explicitly.
void rootSignatureCleared() {
  BindlessStream Stream;
  Stream.RootSignature = nullptr;
  Stream.SerializedRootSignature = D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{RootSignatureBytes, sizeof(RootSignatureBytes)};
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBytes, sizeof(VertexBytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// The classic root signature alone.
void classicOnly() {
  BindlessStream Stream;
  Stream.RootSignature = &SharedRootSignature;
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBytes, sizeof(VertexBytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// A root signature from a parameter may be null at run time.
void rootSignatureUnknown(ID3D12RootSignature *RootSignature) {
  BindlessStream Stream;
  Stream.RootSignature = RootSignature;
  Stream.SerializedRootSignature = D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{RootSignatureBytes, sizeof(RootSignatureBytes)};
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBytes, sizeof(VertexBytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}

// A serialized blob of unknown origin.
void serializedUnknown(const void *Blob, SIZE_T Size) {
  BindlessStream Stream;
  Stream.RootSignature = &SharedRootSignature;
  Stream.SerializedRootSignature = D3D12_SERIALIZED_ROOT_SIGNATURE_DESC{Blob, Size};
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBytes, sizeof(VertexBytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  (void)Desc;
}
