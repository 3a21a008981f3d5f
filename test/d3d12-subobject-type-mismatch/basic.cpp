// d3d12-subobject-type-mismatch, C++: a subobject whose kind is known
// statically (default member initialiser, constructor initialisers, a
// template argument, constant assignments to one stream member's tag) and
// whose inner is not that kind's inner type. The runtime reads the inner as
// the kind's type; the message says how many bytes of which type it reads
// where the code put how many bytes of which, or that both are the same size
// (then the runtime accepts the stream and misreads it silently). d3dx12's
// CD3DX12_* wrappers count as the desc they wrap. When the inner is the
// inner of exactly one kind, a fix-it (where the kind is one enumerator in
// the record's own text) or a note names it; shader bytecode and UINT belong
// to several kinds, so nothing is suggested for them. Sizes of inners with
// pointers follow the target. Only this check runs.
// The kinds newer than Debian's SDK 606 headers: newkinds.cpp; C: c.c;
// fix-its: fixit.cpp; tables of kinds: tables.cpp; code in error: invalid.cpp.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
// RUN: %clangxx -std=c++11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x86 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x86 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
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

//===--- Kind from a default member initialiser ---------------------------===//

// DEPTH_STENCIL reads 52 bytes; DESC1 is 56, with the depth-bounds flag last.
// all-warning@+1 {{subobject 'DepthStencilAsDesc1' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC1: the runtime reads 52 bytes of D3D12_DEPTH_STENCIL_DESC where the code put 56 bytes of D3D12_DEPTH_STENCIL_DESC1 [d3d12-subobject-type-mismatch]}}
struct alignas(void *) DepthStencilAsDesc1 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};

// And the other way round.
// all-warning@+1 {{subobject 'DepthStencil1AsDesc' has kind DEPTH_STENCIL1, whose inner is D3D12_DEPTH_STENCIL_DESC1, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC: the runtime reads 56 bytes of D3D12_DEPTH_STENCIL_DESC1 where the code put 52 bytes of D3D12_DEPTH_STENCIL_DESC [d3d12-subobject-type-mismatch]}}
struct alignas(void *) DepthStencil1AsDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  D3D12_DEPTH_STENCIL_DESC Desc;
};

// Two descs with pointers: the same size on each target, 16 bytes on x64
// and 8 on x86.
// x64-warning@+2 {{subobject 'InputLayoutAsCachedPso' has kind INPUT_LAYOUT, whose inner is D3D12_INPUT_LAYOUT_DESC, but its inner 'Cache' is D3D12_CACHED_PIPELINE_STATE: both are 16 bytes, so the runtime accepts the stream and reads one as the other [d3d12-subobject-type-mismatch]}}
// x86-warning@+1 {{subobject 'InputLayoutAsCachedPso' has kind INPUT_LAYOUT, whose inner is D3D12_INPUT_LAYOUT_DESC, but its inner 'Cache' is D3D12_CACHED_PIPELINE_STATE: both are 8 bytes, so the runtime accepts the stream and reads one as the other [d3d12-subobject-type-mismatch]}}
struct alignas(void *) InputLayoutAsCachedPso {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_INPUT_LAYOUT;
  D3D12_CACHED_PIPELINE_STATE Cache;
};

// Shader bytecode is the inner of eight kinds: no kind to suggest.
// x64-warning@+2 {{subobject 'BlendAsShader' has kind BLEND, whose inner is D3D12_BLEND_DESC, but its inner 'Code' is D3D12_SHADER_BYTECODE: the runtime reads 328 bytes of D3D12_BLEND_DESC where the code put 16 bytes of D3D12_SHADER_BYTECODE [d3d12-subobject-type-mismatch]}}
// x86-warning@+1 {{subobject 'BlendAsShader' has kind BLEND, whose inner is D3D12_BLEND_DESC, but its inner 'Code' is D3D12_SHADER_BYTECODE: the runtime reads 328 bytes of D3D12_BLEND_DESC where the code put 8 bytes of D3D12_SHADER_BYTECODE [d3d12-subobject-type-mismatch]}}
struct alignas(void *) BlendAsShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_SHADER_BYTECODE Code;
};

// UINT is SAMPLE_MASK's and NODE_MASK's: nothing suggested either.
// all-warning@+1 {{subobject 'RasterizerAsMask' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Mask' is UINT: the runtime reads 44 bytes of D3D12_RASTERIZER_DESC where the code put 4 bytes of UINT [d3d12-subobject-type-mismatch]}}
struct alignas(void *) RasterizerAsMask {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  UINT Mask;
};

// A shader kind on a root signature pointer: 8 bytes read as 16 on x64.
// x64-warning@+2 {{subobject 'PixelShaderAsRootSignature' has kind PS, whose inner is D3D12_SHADER_BYTECODE, but its inner 'RootSignature' is ID3D12RootSignature *: the runtime reads 16 bytes of D3D12_SHADER_BYTECODE where the code put 8 bytes of ID3D12RootSignature * [d3d12-subobject-type-mismatch]}}
// x86-warning@+1 {{subobject 'PixelShaderAsRootSignature' has kind PS, whose inner is D3D12_SHADER_BYTECODE, but its inner 'RootSignature' is ID3D12RootSignature *: the runtime reads 8 bytes of D3D12_SHADER_BYTECODE where the code put 4 bytes of ID3D12RootSignature * [d3d12-subobject-type-mismatch]}}
struct alignas(void *) PixelShaderAsRootSignature {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  ID3D12RootSignature *RootSignature;
};

//===--- Kind from constructor initialisers --------------------------------===//

// all-warning@+1 {{subobject 'ConstructedTopology' has kind IB_STRIP_CUT_VALUE, whose inner is D3D12_INDEX_BUFFER_STRIP_CUT_VALUE, but its inner 'Topology' is D3D12_PRIMITIVE_TOPOLOGY_TYPE: both are 4 bytes, so the runtime accepts the stream and reads one as the other [d3d12-subobject-type-mismatch]}}
struct alignas(void *) ConstructedTopology {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
  ConstructedTopology() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_IB_STRIP_CUT_VALUE), Topology() {}
};

// Two constructors that agree: two places to change, so a note instead of
// a fix-it.
// all-warning@+1 {{subobject 'TwiceConstructedFormat' has kind SAMPLE_DESC, whose inner is DXGI_SAMPLE_DESC, but its inner 'Format' is DXGI_FORMAT: the runtime reads 8 bytes of DXGI_SAMPLE_DESC where the code put 4 bytes of DXGI_FORMAT [d3d12-subobject-type-mismatch]}}
struct alignas(void *) TwiceConstructedFormat {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_FORMAT Format; // all-note {{'DXGI_FORMAT' is the inner of kind DEPTH_STENCIL_FORMAT}}
  TwiceConstructedFormat() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC), Format() {}
  explicit TwiceConstructedFormat(DXGI_FORMAT F) : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC), Format(F) {}
};

// Constructors that disagree give no kind; the inner names one: consistent.
struct alignas(void *) DisagreeingConstructors {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
  DisagreeingConstructors() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND), Desc() {}
  explicit DisagreeingConstructors(int) : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER), Desc() {}
};

//===--- d3dx12's wrappers count as the desc they wrap ---------------------===//

struct alignas(void *) WrappedRasterizer {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  CD3DX12_RASTERIZER_DESC Desc;
};
struct alignas(void *) WrappedDepthStencil1 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  CD3DX12_DEPTH_STENCIL_DESC1 Desc;
};
struct alignas(void *) WrappedShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  CD3DX12_SHADER_BYTECODE Code;
};
// A wrapper of the wrong desc is still wrong.
// all-warning@+1 {{subobject 'WrappedDepthStencilAsRasterizer' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Desc' is CD3DX12_DEPTH_STENCIL_DESC: the runtime reads 44 bytes of D3D12_RASTERIZER_DESC where the code put 52 bytes of CD3DX12_DEPTH_STENCIL_DESC [d3d12-subobject-type-mismatch]}}
struct alignas(void *) WrappedDepthStencilAsRasterizer {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  CD3DX12_DEPTH_STENCIL_DESC Desc;
};

// d3dx12's own helpers, in a stream, and instantiated by the user correctly.
struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<D3D12_PRIMITIVE_TOPOLOGY_TYPE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY> Topology;
  WrappedRasterizer Rasterizer2;
};
HelperStream UsedHelperStream;
#ifndef MSVC
CD3DX12_PIPELINE_STATE_STREAM ReadyMade;
CD3DX12_PIPELINE_STATE_STREAM2 ReadyMade2;
#endif

//===--- Kind from a template argument ---------------------------------------===//

// One warning at the pattern, however many instantiations are wrong, named
// after the first; the right instantiations say nothing. The kind is a
// template argument, so no edit of the pattern can fix one instantiation:
// a note names the right kind.
// all-warning@+2 {{subobject 'UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER>' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Desc' is D3D12_BLEND_DESC: the runtime reads 44 bytes of D3D12_RASTERIZER_DESC where the code put 328 bytes of D3D12_BLEND_DESC [d3d12-subobject-type-mismatch]}}
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct alignas(void *) UserPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  Inner Desc; // all-note {{'D3D12_BLEND_DESC' is the inner of kind BLEND}}
};
UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> UserBlend;
UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> UserBlendAsRasterizer;
UserPair<D3D12_DEPTH_STENCIL_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1> UserDepthStencilAsDepthStencil1;
UserPair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS> UserHullShader;

// d3dx12's template instantiated by the user with a wrong pair:
// d3dx12-template.cpp.

//===--- Kind from assignments to one stream member ---------------------------===//

struct alignas(void *) RasterizerPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc; // all-note {{'D3D12_RASTERIZER_DESC' is the inner of kind RASTERIZER}}
};
struct AssignedStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  RasterizerPair Rasterizer;
  // all-warning@+1 {{member 'Shadow' of stream 'AssignedStream' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'Desc' is D3D12_RASTERIZER_DESC: the runtime reads 52 bytes of D3D12_DEPTH_STENCIL_DESC where the code put 44 bytes of D3D12_RASTERIZER_DESC [d3d12-subobject-type-mismatch]}}
  RasterizerPair Shadow;
};
void setUp(AssignedStream &Stream) {
  Stream.Rasterizer.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  Stream.Shadow.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
}

//===--- Suppression -------------------------------------------------------------===//

// NOLINT goes on the line with the record's name (or the stream member's).
struct alignas(void *) SuppressedDepthStencil { // NOLINT(d3d12-subobject-type-mismatch)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};
