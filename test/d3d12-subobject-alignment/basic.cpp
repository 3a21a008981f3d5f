// d3d12-subobject-alignment, C++: a hand-written {tag, inner} pair is flagged
// exactly when its alignment differs from the target's pointer alignment P,
// once per record (once per template pattern), with the bytes: the record's
// alignment, P, the target, and whether the record's size also misplaces the
// next subobject. The same source runs on x86_64 and x86 Linux, x64 and x86
// MinGW and x64 MSVC: findings follow the real target's layout, never a fixed
// 8. Code that is already right (alignas(void*), 8-aligned inners on x64,
// d3dx12's helpers and ready-made streams, whole-pair unions) stays silent.
// Elsewhere: fix-its and round trips (fixit.cpp, fixit.c), C (c.c), code in
// error (invalid.cpp), pairs inside template members (template-members.cpp),
// named pair structs in whole-pair unions (whole-pair-union-named.c).
// Only this check runs, so findings of the others cannot blur the counts.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
// RUN: %clangxx -std=c++11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64,msvc %s
#if defined(MSVC)
// The MSVC stand-in for d3d12.h plus its d3dx12-like helpers, as a system header.
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

//===--- The first three cases: one of each message ---------------------===//

struct BlendSubobject { // x64-warning-re {{subobject 'BlendSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) RasterizerSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};

struct alignas(8) SampleMaskSubobject { // x86-warning-re {{subobject 'SampleMaskSubobject' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 8 [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};

//===--- 4-aligned inners without alignas: wrong on x64 only ------------===//
// On x86 the pair is 4-aligned, which is P there: silent.

// SAMPLE_DESC: 4 + 8 = 12 bytes, not a multiple of 8.
// x64-warning-re@+1 {{subobject 'SampleDescSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}}
struct SampleDescSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};

// DEPTH_STENCIL1: 4 + 56 = 60 bytes.
// x64-warning-re@+1 {{subobject 'DepthStencil1Subobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 60 bytes, also misplaces the next subobject: it follows at byte 60, the runtime reads it at byte 64 [d3d12-subobject-alignment]}}
struct DepthStencil1Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};

// RASTERIZER: 4 + 44 = 48 bytes, a multiple of 8; only the start can be off.
// x64-warning-re@+1 {{subobject 'PlainRasterizerSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 48 bytes, keeps the next subobject in place, but it can itself start off the boundary [d3d12-subobject-alignment]}}
struct PlainRasterizerSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};

// PRIMITIVE_TOPOLOGY: 4 + 4 = 8 bytes.
// x64-warning-re@+1 {{subobject 'TopologySubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 8 bytes, keeps the next subobject in place, but it can itself start off the boundary [d3d12-subobject-alignment]}}
struct TopologySubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};

//===--- 8-aligned inners without alignas: right by coincidence ---------===//
// The inner holds a pointer, so the pair is pointer-aligned on every target.

struct VertexShaderSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Code;
};
struct RootSignatureSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  ID3D12RootSignature *RootSignature;
};
struct InputLayoutSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_INPUT_LAYOUT;
  D3D12_INPUT_LAYOUT_DESC InputLayout;
};
struct StreamOutputSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_STREAM_OUTPUT;
  D3D12_STREAM_OUTPUT_DESC StreamOutput;
};
struct CachedPsoSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CACHED_PSO;
  D3D12_CACHED_PIPELINE_STATE CachedPso;
};
struct ViewInstancingSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VIEW_INSTANCING;
  D3D12_VIEW_INSTANCING_DESC ViewInstancing;
};

//===--- Explicit alignment ----------------------------------------------===//

// alignas(void*) is right everywhere.
struct alignas(void *) AlignedBlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// A hard-coded 8 is P on x64 only; on x86 the 332-byte blend pair grows to 336.
// x86-warning-re@+1 {{subobject 'Blend8Subobject' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 8; its size, 336 bytes, also misplaces the next subobject: it follows at byte 336, the runtime reads it at byte 332 [d3d12-subobject-alignment]}}
struct alignas(8) Blend8Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// alignas(16) is wrong everywhere; the 48-byte rasterizer pair keeps its size.
// x64-warning-re@+2 {{subobject 'Rasterizer16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}}
// x86-warning-re@+1 {{subobject 'Rasterizer16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}}
struct alignas(16) Rasterizer16Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};

// The 8-byte sample mask pair padded to 16.
// x64-warning-re@+2 {{subobject 'SampleMask16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16; its size, 16 bytes, also misplaces the next subobject: it follows at byte 16, the runtime reads it at byte 8 [d3d12-subobject-alignment]}}
// x86-warning-re@+1 {{subobject 'SampleMask16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 16; its size, 16 bytes, also misplaces the next subobject: it follows at byte 16, the runtime reads it at byte 8 [d3d12-subobject-alignment]}}
struct alignas(16) SampleMask16Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};

// GNU spelling: 336 bytes is what the runtime walks on x64 (332 rounded up
// to 8), but not on x86.
// x64-warning-re@+2 {{subobject 'GnuBlend16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}}
// x86-warning-re@+1 {{subobject 'GnuBlend16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 16; its size, 336 bytes, also misplaces the next subobject: it follows at byte 336, the runtime reads it at byte 332 [d3d12-subobject-alignment]}}
struct __attribute__((aligned(16))) GnuBlend16Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// alignas(4) asks for nothing more than the members give: below P on x64.
// x64-warning-re@+1 {{subobject 'SampleDesc4Subobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}}
struct alignas(4) SampleDesc4Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};

// Over-alignment requested on the inner member makes the record 16-aligned.
// x64-warning-re@+2 {{subobject 'InnerAligned16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16; its size, 64 bytes, also misplaces the next subobject: it follows at byte 64, the runtime reads it at byte 48 [d3d12-subobject-alignment]}}
// x86-warning-re@+1 {{subobject 'InnerAligned16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 16; its size, 64 bytes, also misplaces the next subobject: it follows at byte 64, the runtime reads it at byte 48 [d3d12-subobject-alignment]}}
struct InnerAligned16Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  alignas(16) D3D12_RASTERIZER_DESC Desc;
};

#ifdef MSVC
// MSVC's own spelling.
// msvc-warning-re@+1 {{subobject 'Declspec16Subobject' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16; its size, 16 bytes, also misplaces the next subobject: it follows at byte 16, the runtime reads it at byte 8 [d3d12-subobject-alignment]}}
struct __declspec(align(16)) Declspec16Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK;
  UINT NodeMask;
};
#endif

//===--- A tag kept in a plain integer -----------------------------------===//

// Recognised because it is initialised from a tag enumerator.
// x64-warning-re@+1 {{subobject 'IntegerTagBlendSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]}}
struct IntegerTagBlendSubobject {
  UINT Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// An integer nobody sets from a tag is not a tag: not a subobject.
struct CountedBlend {
  UINT Count;
  D3D12_BLEND_DESC Desc;
};

//===--- Whole-pair unions: the other correct spelling -------------------===//

union WholeBlendSubobject {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_BLEND_DESC Desc;
  } Pair;
  void *Align;
};

struct AnonymousWholeSampleDescSubobject {
  union {
    struct {
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
      DXGI_SAMPLE_DESC Desc;
    };
    void *Align;
  };
};

//===--- Templates: diagnosed once, at the pattern -----------------------===//

// Four instantiations; on x64 three are 4-aligned, but one warning is given,
// at the pattern, named after the first instantiation found wrong. The
// shader-bytecode instantiation is pointer-aligned and comes first.
// x64-warning-re@+2 {{subobject 'UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND>' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]}}
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct UserPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  Inner Desc;
};
UserPair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS> UserVertexShader;
UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> UserBlend;
UserPair<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> UserRasterizer;
UserPair<DXGI_SAMPLE_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC> UserSampleDesc;

// A hard-coded 8 in a template: once on x86, however many instantiations.
// x86-warning-re@+2 {{subobject 'Aligned8Pair<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER>' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 8 [d3d12-subobject-alignment]}}
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct alignas(8) Aligned8Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  Inner Desc;
};
Aligned8Pair<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> Aligned8Rasterizer;
Aligned8Pair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> Aligned8Blend;

// An explicit specialisation is code of its own: diagnosed where it is written.
// x64-warning-re@+1 {{subobject 'UserPair<D3D12_DEPTH_STENCIL_DESC1, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1>' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 60 bytes, also misplaces the next subobject: it follows at byte 60, the runtime reads it at byte 64 [d3d12-subobject-alignment]}}
template <> struct UserPair<D3D12_DEPTH_STENCIL_DESC1, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1> {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};
UserPair<D3D12_DEPTH_STENCIL_DESC1, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1> UserDepthStencil1;

// Alignment from a template argument: the instantiation is what is wrong.
// x64-warning-re@+3 {{subobject 'ParamAlignedPair<16>' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}}
// x86-warning-re@+2 {{subobject 'ParamAlignedPair<16>' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}}
template <unsigned Alignment>
struct alignas(Alignment) ParamAlignedPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};
ParamAlignedPair<16> Rasterizer16;
ParamAlignedPair<sizeof(void *)> RasterizerPointerAligned;

// Member templates and templates in namespaces are patterns too.
struct PairFactory {
  // x64-warning-re@+1 {{subobject 'Member<DXGI_SAMPLE_DESC>' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}}
  template <typename Inner> struct Member {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
    Inner Desc;
  };
};
PairFactory::Member<DXGI_SAMPLE_DESC> MemberSampleDesc;

namespace engine {
// x64-warning-re@+1 {{subobject 'NamespacedPair<D3D12_RASTERIZER_DESC>' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 48 bytes, keeps the next subobject in place, but it can itself start off the boundary [d3d12-subobject-alignment]}}
template <typename Inner> struct NamespacedPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  Inner Desc;
};
} // namespace engine
engine::NamespacedPair<D3D12_RASTERIZER_DESC> NamespacedRasterizer;

// Never instantiated: nothing has a layout, nothing is said.
template <typename Inner> struct UninstantiatedPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  Inner Desc;
};
template <typename Inner> struct UninstantiatedBlendPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
  Inner Extra;
};

//===--- Namespaces, nested and local records ------------------------------===//

namespace engine {
namespace pso {
// x64-warning-re@+1 {{subobject 'NamespacedSampleDesc' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}}
struct NamespacedSampleDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};
} // namespace pso
} // namespace engine

namespace {
// x64-warning-re@+1 {{subobject 'HiddenDepthStencil1' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 60 bytes, also misplaces the next subobject: it follows at byte 60, the runtime reads it at byte 64 [d3d12-subobject-alignment]}}
struct HiddenDepthStencil1 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};
} // namespace

struct PipelineBuilder {
  // x64-warning-re@+1 {{subobject 'NestedBlend' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]}}
  struct NestedBlend {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
    D3D12_BLEND_DESC Desc;
  };
};

void buildLocalStream() {
  // x64-warning-re@+1 {{subobject 'LocalTopology' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 8 bytes, keeps the next subobject in place, but it can itself start off the boundary [d3d12-subobject-alignment]}}
  struct LocalTopology {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
    D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
  } Topology;
  (void)Topology;
  auto Lambda = [] {
    // x86-warning-re@+1 {{subobject 'LambdaLocalMask' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 8 [d3d12-subobject-alignment]}}
    struct alignas(8) LambdaLocalMask {
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
      UINT Mask;
    } Mask;
    return sizeof(Mask);
  };
  (void)Lambda;
}

//===--- Records generated by macros: diagnosed at the expansion ---------===//

// The name comes from the invocation, so the warning points at it; a note
// points at the macro, which no fix-it edits.
#define DECLARE_PAIR(Name, KindSuffix, InnerType)                              \
  struct Name { /* x64-note {{in the expansion of macro 'DECLARE_PAIR': no fix-it edits a macro's definition}} */ \
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type =                                 \
        D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_##KindSuffix;                      \
    InnerType Desc;                                                            \
  };
// x64-warning-re@+1 {{subobject 'MacroBlend' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]}}
DECLARE_PAIR(MacroBlend, BLEND, D3D12_BLEND_DESC)
DECLARE_PAIR(MacroVertexShader, VS, D3D12_SHADER_BYTECODE)

// Everything in the macro body: the warning is at the expansion.
#define DECLARE_SAMPLE_DESC_PAIR                                               \
  struct MacroSampleDesc {                                                     \
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;                                  \
    DXGI_SAMPLE_DESC Desc;                                                     \
  };
// x64-warning-re@+1 {{subobject 'MacroSampleDesc' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}}
DECLARE_SAMPLE_DESC_PAIR

// The alignment comes from a macro: a project macro that is right stays silent,
#define PSO_ALIGN alignas(void *)
struct PSO_ALIGN MacroAlignedBlend {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// one that is wrong is flagged at the record.
#define ALIGN_16 alignas(16)
// x64-warning-re@+2 {{subobject 'Macro16Rasterizer' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}}
// x86-warning-re@+1 {{subobject 'Macro16Rasterizer' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}}
struct ALIGN_16 Macro16Rasterizer {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};

//===--- d3dx12: helpers and ready-made streams are right -----------------===//

// Helper pairs inside a user stream, and the helper template instantiated by
// the user with other arguments: all declared alignas(void*) in d3dx12.
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
struct HelperOnlyStream {
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_DESC SampleDesc;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS RenderTargets;
};
HelperOnlyStream UsedHelperOnlyStream;

// The ready-made streams of d3dx12.h, instantiated and derived from.
CD3DX12_PIPELINE_STATE_STREAM ReadyMade;
CD3DX12_PIPELINE_STATE_STREAM1 ReadyMade1;
CD3DX12_PIPELINE_STATE_STREAM2 ReadyMade2;
CD3DX12_PIPELINE_STATE_STREAM3 ReadyMade3;
struct ExtendedStream : CD3DX12_PIPELINE_STATE_STREAM {
  CD3DX12_PIPELINE_STATE_STREAM_VIEW_INSTANCING ViewInstancing;
};
ExtendedStream UsedExtendedStream;
#endif

//===--- Declarations without a layout --------------------------------------===//

struct ForwardDeclaredSubobject;
struct ForwardDeclaredSubobject *ForwardPointer;
