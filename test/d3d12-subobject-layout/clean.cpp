// d3d12-subobject-layout stays silent on code whose tags and inners are
// where the runtime reads them: d3dx12's helpers and ready-made streams,
// hand-written pairs with and without alignas, whole-pair unions, pairs
// whose tag is a 4-byte integer, and pairs nested in anonymous structs. A tag
// unioned with a pointer moves the inner too, but that is
// d3d12-subobject-enum-union's finding, not this check's.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// expected-no-diagnostics
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#define PSOLINT_NEWKINDS_WITH_D3DX12
#include "d3d12_min.h"
#else
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#endif

// d3dx12's helpers, in a user stream and as the user's own instantiation.
struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<D3D12_PRIMITIVE_TOPOLOGY_TYPE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY> Topology;
};
HelperStream UsedHelperStream;

#ifndef MSVC
// The ready-made streams, used and derived from.
CD3DX12_PIPELINE_STATE_STREAM ReadyMade;
CD3DX12_PIPELINE_STATE_STREAM1 ReadyMade1;
CD3DX12_PIPELINE_STATE_STREAM2 ReadyMade2;
CD3DX12_PIPELINE_STATE_STREAM3 ReadyMade3;
struct ExtendedStream : CD3DX12_PIPELINE_STATE_STREAM2 {
  CD3DX12_PIPELINE_STATE_STREAM_VIEW_INSTANCING ViewInstancing;
};
ExtendedStream UsedExtendedStream;
#endif

// Hand-written pairs: tag at 0, inner at alignTo(4, alignof(inner)).
struct alignas(void *) BlendPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
struct alignas(void *) RootSignaturePair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  ID3D12RootSignature *RootSignature;
};
// Without alignas: misaligned, perhaps (d3d12-subobject-alignment), but
// the tag and the inner are where the runtime reads them.
struct SampleDescPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};
// The x64 padding before an 8-aligned inner, left to the compiler.
struct alignas(void *) StreamOutputPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_STREAM_OUTPUT_DESC StreamOutput;
  StreamOutputPair() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_STREAM_OUTPUT), StreamOutput() {}
};
// A 4-byte integer tag.
struct alignas(void *) IntegerTagMask {
  UINT Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};
// A bare tag: no inner to misplace (a stream that ends in one is
// d3d12-stream-layout's finding).
struct alignas(void *) BareTag {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
};

// The whole pair unioned with a pointer, named and anonymous.
union WholeBlendPair {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_BLEND_DESC Desc;
  } Pair;
  void *Align;
};
struct AnonymousWholeRasterizer {
  union {
    struct {
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
      D3D12_RASTERIZER_DESC Desc;
    };
    void *Align;
  };
};

// A tag unioned with a pointer: the inner moves to 8 on x64, which is
// d3d12-subobject-enum-union's to report.
struct TagUnionTopology {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    void *Pad;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};

struct HandWrittenStream {
  RootSignaturePair RootSignature;
  BlendPair Blend;
  SampleDescPair SampleDesc;
  StreamOutputPair StreamOutput;
  IntegerTagMask Mask;
  WholeBlendPair WholeBlend;
  AnonymousWholeRasterizer Rasterizer;
  TagUnionTopology Topology;
};
HandWrittenStream UsedHandWrittenStream;

// A class template instantiated with correct arguments.
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct alignas(void *) UserPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  Inner Desc;
};
UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> UserBlend;
UserPair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS> UserGeometryShader;
