// RASTERIZER, RASTERIZER1 and RASTERIZER2 are one family (SDK 608 / 610):
// any two of them in a stream, in either order, are a duplicate. d3dx12's
// parser lets RASTERIZER with RASTERIZER2 through; the runtime does not.
// Debian's headers stop at SDK 606, so the kinds come from d3d12_newkinds.h,
// a system header like the real d3d12.h and d3dx12.h.
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin -Xclang -verify %s
#include <d3d12_newkinds.h>

struct RsThenRs1 {
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer; // expected-note {{'Rasterizer' sets RASTERIZER here}}
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer1; // expected-warning {{stream 'RsThenRs1' sets RASTERIZER1 in 'Rasterizer1' after RASTERIZER in 'Rasterizer': derived kinds count as the same subobject, so the runtime rejects the stream with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
};

struct Rs1ThenRs {
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer1; // expected-note {{'Rasterizer1' sets RASTERIZER1 here}}
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer; // expected-warning {{stream 'Rs1ThenRs' sets RASTERIZER in 'Rasterizer' after RASTERIZER1 in 'Rasterizer1'}}
};

// The pair d3dx12's parser accepts.
struct RsThenRs2 {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer; // expected-note {{'Rasterizer' sets RASTERIZER here}}
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer2; // expected-warning {{stream 'RsThenRs2' sets RASTERIZER2 in 'Rasterizer2' after RASTERIZER in 'Rasterizer'}}
};

struct Rs2ThenRs {
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer2; // expected-note {{'Rasterizer2' sets RASTERIZER2 here}}
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer; // expected-warning {{stream 'Rs2ThenRs' sets RASTERIZER in 'Rasterizer' after RASTERIZER2 in 'Rasterizer2'}}
};

struct Rs1ThenRs2 {
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer1; // expected-note {{'Rasterizer1' sets RASTERIZER1 here}}
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer2; // expected-warning {{stream 'Rs1ThenRs2' sets RASTERIZER2 in 'Rasterizer2' after RASTERIZER1 in 'Rasterizer1'}}
};

struct Rs2ThenRs1 {
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer2; // expected-note {{'Rasterizer2' sets RASTERIZER2 here}}
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer1; // expected-warning {{stream 'Rs2ThenRs1' sets RASTERIZER1 in 'Rasterizer1' after RASTERIZER2 in 'Rasterizer2'}}
};

// The same derived kind twice.
struct Rs2Twice {
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer2; // expected-note {{'Rasterizer2' sets RASTERIZER2 here}}
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Raster; // expected-warning {{stream 'Rs2Twice' sets subobject kind RASTERIZER2 twice: 'Raster' repeats 'Rasterizer2'}}
};

// Hand-written pairs: kinds from the tag's default, or from the inner type.
struct alignas(void *) Rasterizer1Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1;
  D3D12_RASTERIZER_DESC1 Desc;
};
struct alignas(void *) Rasterizer2Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC2 Desc;
};
struct HandWritten {
  Rasterizer2Pair Raster2; // expected-note {{'Raster2' sets RASTERIZER2 here}}
  Rasterizer1Pair Raster1; // expected-warning {{stream 'HandWritten' sets RASTERIZER1 in 'Raster1' after RASTERIZER2 in 'Raster2'}}
};

// The two families do not mix, and neither do the root signature kinds: a
// ROOT_SIGNATURE with a SERIALIZED_ROOT_SIGNATURE is another check's business.
struct OneOfEachFamily {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_SERIALIZED_ROOT_SIGNATURE SerializedRootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil;
};

// Nested: a RASTERIZER1 after a nested stream's RASTERIZER.
struct Common {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
};
struct Derived : Common { // expected-note {{'Common::Rasterizer' sets RASTERIZER here}}
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer1; // expected-warning {{stream 'Derived' sets RASTERIZER1 in 'Rasterizer1' after RASTERIZER in 'Common::Rasterizer'}}
};
