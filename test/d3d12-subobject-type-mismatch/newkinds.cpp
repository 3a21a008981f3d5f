// d3d12-subobject-type-mismatch with the kinds newer than Debian's SDK 606
// headers (RASTERIZER1 608, RASTERIZER2 610, SERIALIZED_ROOT_SIGNATURE 618),
// declared by d3d12_newkinds.h as a system header. The bug that shipped: a
// RASTERIZER tag on a D3D12_RASTERIZER_DESC1. Both are 44 bytes, so the
// runtime accepts the stream and reads the FLOAT DepthBias as an INT; the
// message says so. The inner names exactly one kind, so the fix-it
// (fixit.cpp) or a note names RASTERIZER1.
//
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x86 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
// RUN: %clangxx --target=i686-w64-mingw32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x86 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -std=c++17 -fsyntax-only -I%inputs/msvc -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 -DMSVC %s
#ifdef MSVC
#include <d3d12_min.h>
#else
#include <d3d12_newkinds.h>
#endif

// The shipped bug.
// all-warning@+1 {{subobject 'RasterizerAsDesc1' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Desc' is D3D12_RASTERIZER_DESC1: both are 44 bytes, so the runtime accepts the stream and reads one as the other [d3d12-subobject-type-mismatch]}}
struct alignas(void *) RasterizerAsDesc1 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC1 Desc;
};

// The reverse: the runtime reads the INT DepthBias as a FLOAT.
// all-warning@+1 {{subobject 'Rasterizer1AsDesc' has kind RASTERIZER1, whose inner is D3D12_RASTERIZER_DESC1, but its inner 'Desc' is D3D12_RASTERIZER_DESC: both are 44 bytes, so the runtime accepts the stream and reads one as the other [d3d12-subobject-type-mismatch]}}
struct alignas(void *) Rasterizer1AsDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1;
  D3D12_RASTERIZER_DESC Desc;
};

// RASTERIZER2 is 40 bytes: the runtime reads 40 of the 44.
// all-warning@+1 {{subobject 'Rasterizer2AsDesc1' has kind RASTERIZER2, whose inner is D3D12_RASTERIZER_DESC2, but its inner 'Desc' is CD3DX12_RASTERIZER_DESC1: the runtime reads 40 bytes of D3D12_RASTERIZER_DESC2 where the code put 44 bytes of CD3DX12_RASTERIZER_DESC1 [d3d12-subobject-type-mismatch]}}
struct alignas(void *) Rasterizer2AsDesc1 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  CD3DX12_RASTERIZER_DESC1 Desc;
  Rasterizer2AsDesc1() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER2) {}
};

// DEPTH_STENCIL2 (60 bytes) on a DESC1 (56).
// all-warning@+1 {{subobject 'DepthStencil2AsDesc1' has kind DEPTH_STENCIL2, whose inner is D3D12_DEPTH_STENCIL_DESC2, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC1: the runtime reads 60 bytes of D3D12_DEPTH_STENCIL_DESC2 where the code put 56 bytes of D3D12_DEPTH_STENCIL_DESC1 [d3d12-subobject-type-mismatch]}}
struct alignas(void *) DepthStencil2AsDesc1 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL2;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};

// A serialized root signature under the ROOT_SIGNATURE tag: the runtime
// reads the blob pointer as an ID3D12RootSignature*.
// x64-warning@+2 {{subobject 'RootSignatureAsSerialized' has kind ROOT_SIGNATURE, whose inner is ID3D12RootSignature*, but its inner 'Desc' is D3D12_SERIALIZED_ROOT_SIGNATURE_DESC: the runtime reads 8 bytes of ID3D12RootSignature* where the code put 16 bytes of D3D12_SERIALIZED_ROOT_SIGNATURE_DESC [d3d12-subobject-type-mismatch]}}
// x86-warning@+1 {{subobject 'RootSignatureAsSerialized' has kind ROOT_SIGNATURE, whose inner is ID3D12RootSignature*, but its inner 'Desc' is D3D12_SERIALIZED_ROOT_SIGNATURE_DESC: the runtime reads 4 bytes of ID3D12RootSignature* where the code put 8 bytes of D3D12_SERIALIZED_ROOT_SIGNATURE_DESC [d3d12-subobject-type-mismatch]}}
struct alignas(void *) RootSignatureAsSerialized {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  D3D12_SERIALIZED_ROOT_SIGNATURE_DESC Desc;
};

// Correct pairs of the new kinds, with the plain descs and the wrappers.
struct alignas(void *) Rasterizer1Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1;
  CD3DX12_RASTERIZER_DESC1 Desc;
};
struct alignas(void *) Rasterizer2Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER2;
  D3D12_RASTERIZER_DESC2 Desc; // all-note {{'D3D12_RASTERIZER_DESC2' is the inner of kind RASTERIZER2}}
};
struct alignas(void *) SerializedRootSignaturePair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SERIALIZED_ROOT_SIGNATURE;
  D3D12_SERIALIZED_ROOT_SIGNATURE_DESC Desc;
};
struct NewKindsStream {
  CD3DX12_PIPELINE_STATE_STREAM_SERIALIZED_ROOT_SIGNATURE SerializedRootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil;
  Rasterizer1Pair Rasterizer1;
  Rasterizer2Pair Rasterizer2;
  SerializedRootSignaturePair Serialized;
};

// A stream member whose tag an assignment sets to the wrong rasterizer kind;
// its record's own kind (RASTERIZER2) is right. The edit would be in the
// assignment, not in the record, so a note (at the record's inner) names
// the kind instead.
struct AssignedStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  // all-warning@+1 {{member 'Rasterizer' of stream 'AssignedStream' has kind RASTERIZER1, whose inner is D3D12_RASTERIZER_DESC1, but its inner 'Desc' is D3D12_RASTERIZER_DESC2: the runtime reads 44 bytes of D3D12_RASTERIZER_DESC1 where the code put 40 bytes of D3D12_RASTERIZER_DESC2 [d3d12-subobject-type-mismatch]}}
  Rasterizer2Pair Rasterizer;
};
void upgrade(AssignedStream *Stream) {
  Stream->Rasterizer.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1;
}
