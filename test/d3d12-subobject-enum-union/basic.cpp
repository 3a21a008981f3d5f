// d3d12-subobject-enum-union, C++: `union { TAG Type; void *Pad; }` makes the
// tag pointer-sized, so on x64 an inner aligned to 4 sits at offset 8 while
// the runtime reads it at 4: flagged with both offsets, once per record (once
// per template pattern). On x86 the union is 4 bytes and nothing moves:
// silent. With an 8-aligned inner the union is harmless by coincidence:
// silent unless -fplugin-arg-psolint-pedantic. A union of the whole pair with
// a pointer is correct: silent. However the tag gets its kind (default member
// initialiser inside the union, constructor, none), the finding is the same.
// Where no fix-it can be offered, a note says what to write instead.
// Fix-its and round trips: fixit.cpp, fixit.c; C: c.c; -pedantic on x86 and
// the message for every inner: pedantic.cpp; unions of other shapes:
// union-members.cpp.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -verify=x64,x64-pedantic %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x86 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x86 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#define PSOLINT_NEWKINDS_WITH_D3DX12
#include "d3d12_min.h"
typedef unsigned long long UINT64;
#else
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#endif

//===--- 4-aligned inners: misplaced on x64 ------------------------------===//

// The docs' own example of the mistake.
struct TopologySubobject {
  // x64-warning@+1 {{tag of subobject 'TopologySubobject' is unioned with 'Pad': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    void *Pad;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};

// The kind from a default member initialiser inside the union.
struct RasterizerSubobject {
  // x64-warning@+1 {{tag of subobject 'RasterizerSubobject' is unioned with 'Pad': the inner 'Desc' (D3D12_RASTERIZER_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
    void *Pad;
  };
  D3D12_RASTERIZER_DESC Desc;
};

// The kind from a constructor.
struct BlendSubobject {
  BlendSubobject() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND), Desc() {}
  // x64-warning@+1 {{tag of subobject 'BlendSubobject' is unioned with 'Pad': the inner 'Desc' (D3D12_BLEND_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    void *Pad;
  };
  D3D12_BLEND_DESC Desc;
};

// No kind at all: the layout alone is wrong.
struct SampleDescSubobject {
  // x64-warning@+1 {{tag of subobject 'SampleDescSubobject' is unioned with 'Pad': the inner 'Desc' (DXGI_SAMPLE_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  DXGI_SAMPLE_DESC Desc;
};

struct DepthStencilFormatSubobject {
  // x64-warning@+1 {{tag of subobject 'DepthStencilFormatSubobject' is unioned with 'Pad': the inner 'Format' (DXGI_FORMAT, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT; void *Pad; };
  DXGI_FORMAT Format;
};

struct SampleMaskSubobject {
  // x64-warning@+1 {{tag of subobject 'SampleMaskSubobject' is unioned with 'Pad': the inner 'Mask' (UINT, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK; void *Pad; };
  UINT Mask;
};

// alignas(void*) on the record does not help: the union still takes 8 bytes.
struct alignas(void *) AlignedDepthStencil1Subobject {
  // x64-warning@+1 {{tag of subobject 'AlignedDepthStencil1Subobject' is unioned with 'Pad': the inner 'Desc' (D3D12_DEPTH_STENCIL_DESC1, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1; void *Pad; };
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};

// Any member wider than the tag does it, and a 64-bit integer does it on x86
// too: 8 bytes there as well, the inner lands at 8.
struct WideFlagsSubobject {
  // x64-warning@+2 {{tag of subobject 'WideFlagsSubobject' is unioned with 'Wide': the inner 'Flags' (D3D12_PIPELINE_STATE_FLAGS, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  // x86-warning@+1 {{tag of subobject 'WideFlagsSubobject' is unioned with 'Wide': the inner 'Flags' (D3D12_PIPELINE_STATE_FLAGS, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_FLAGS; UINT64 Wide; };
  D3D12_PIPELINE_STATE_FLAGS Flags;
};

//===--- 8-aligned inners: harmless by coincidence -------------------------===//

struct VertexShaderSubobject {
  // x64-pedantic-warning-re@+1 {{tag of subobject 'VertexShaderSubobject' is unioned with 'Pad': harmless on {{.*}} only because 'Code' (D3D12_SHADER_BYTECODE) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; void *Pad; };
  D3D12_SHADER_BYTECODE Code;
};

struct RootSignatureSubobject {
  // x64-pedantic-warning-re@+1 {{tag of subobject 'RootSignatureSubobject' is unioned with 'Pad': harmless on {{.*}} only because 'RootSignature' (ID3D12RootSignature *) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE; void *Pad; };
  ID3D12RootSignature *RootSignature;
};

//===--- Unions of the whole pair: correct ------------------------------------===//

union WholeTopologySubobject {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
  } Pair;
  void *Align;
};

struct AnonymousWholeBlendSubobject {
  union {
    struct {
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
      D3D12_BLEND_DESC Desc;
    };
    void *Align;
  };
};

//===--- The tag on its own is not a union at all ------------------------------===//

struct alignas(void *) PlainRasterizerSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};
struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
};
HelperStream UsedHelperStream;

//===--- Templates, namespaces, local records, macros ----------------------===//

// Once, at the pattern, however many instantiations are misplaced.
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct UnionPair {
  // x64-warning@+1 {{tag of subobject 'UnionPair<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER>' is unioned with 'Pad': the inner 'Desc' (D3D12_RASTERIZER_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind; void *Pad; };
  Inner Desc;
};
UnionPair<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> UnionRasterizer;
UnionPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> UnionBlend;
UnionPair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS> UnionPixelShader;

namespace engine {
struct NamespacedIbStripCutSubobject {
  // x64-warning@+1 {{tag of subobject 'NamespacedIbStripCutSubobject' is unioned with 'Pad': the inner 'Value' (D3D12_INDEX_BUFFER_STRIP_CUT_VALUE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_IB_STRIP_CUT_VALUE; void *Pad; };
  D3D12_INDEX_BUFFER_STRIP_CUT_VALUE Value;
};
} // namespace engine

void buildLocal() {
  struct LocalDepthStencilSubobject {
    // x64-warning@+1 {{tag of subobject 'LocalDepthStencilSubobject' is unioned with 'Pad': the inner 'Desc' (D3D12_DEPTH_STENCIL_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
    union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL; void *Pad; };
    D3D12_DEPTH_STENCIL_DESC Desc;
  } Local;
  (void)Local;
}

// From a macro: diagnosed at the expansion, never edited, so a note instead.
#define TAG_UNION_PAIR(Name, InnerType)                                        \
  struct Name {                                                                \
    union {                                                                    \
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;                                \
      void *Pad;                                                               \
    };                                                                         \
    InnerType Desc;                                                            \
  };
// x64-warning@+2 {{tag of subobject 'MacroTopologySubobject' is unioned with 'Pad': the inner 'Desc' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
// x64-note@+1 {{declare the tag on its own and align the record with alignas(void*), or union the whole {tag, inner} pair with a pointer}}
TAG_UNION_PAIR(MacroTopologySubobject, D3D12_PRIMITIVE_TOPOLOGY_TYPE)
// x64-pedantic-warning-re@+2 {{tag of subobject 'MacroVertexShaderSubobject' is unioned with 'Pad': harmless on {{.*}} only because 'Desc' (D3D12_SHADER_BYTECODE) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]}}
// x64-pedantic-note@+1 {{declare the tag on its own and align the record with alignas(void*), or union the whole {tag, inner} pair with a pointer}}
TAG_UNION_PAIR(MacroVertexShaderSubobject, D3D12_SHADER_BYTECODE)
