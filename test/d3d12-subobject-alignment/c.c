/* d3d12-subobject-alignment, C: C11, gnu99 and c99 on x86_64 and x86 Linux,
 * x64 and x86 MinGW and x64 MSVC. Struct tags, typedef'd anonymous structs,
 * local records and GNU/C11 alignment requests are measured for the real
 * target; whole-pair unions (the docs' spelling where alignas is missing) and
 * pointer-aligned inners are silent. Fix-its: fixit.c.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64,x64-c11 %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
 * RUN: %clang -std=c99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86,x86-c11 %s
 * RUN: %clang -m32 -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86 %s
 * RUN: %clang -m32 -std=c99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86 %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64,x64-c11 %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=gnu99 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
 * RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86,x86-c11 %s
 * RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=c99 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86 %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64,x64-c11 %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=gnu99 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
 */
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#include "d3d12_min.h"
#else
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#endif

/* ---- 4-aligned inners: below P on x64, right on x86 -------------------- */

/* x64-warning-re@+1 {{subobject 'BlendSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]}} */
struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};

/* A typedef'd anonymous struct is known by its typedef name. */
/* x64-warning-re@+1 {{subobject 'SampleDescSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}} */
typedef struct {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_SAMPLE_DESC Desc;
} SampleDescSubobject;

/* A typedef'd tagged struct is known by its tag. */
/* x64-warning-re@+1 {{subobject 'DepthStencil1Tag' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 60 bytes, also misplaces the next subobject: it follows at byte 60, the runtime reads it at byte 64 [d3d12-subobject-alignment]}} */
typedef struct DepthStencil1Tag {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
} DepthStencil1Subobject;

/* x64-warning-re@+1 {{subobject 'RasterizerSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 48 bytes, keeps the next subobject in place, but it can itself start off the boundary [d3d12-subobject-alignment]}} */
typedef struct {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC Desc;
} RasterizerSubobject;

/* C code often keeps the tag in a UINT; set from an enumerator, it counts. */
/* x64-warning-re@+1 {{subobject 'RenderTargetsSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 40 bytes, keeps the next subobject in place, but it can itself start off the boundary [d3d12-subobject-alignment]}} */
struct RenderTargetsSubobject {
  UINT Type;
  struct D3D12_RT_FORMAT_ARRAY Formats;
};
static void initRenderTargets(struct RenderTargetsSubobject *S) {
  S->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RENDER_TARGET_FORMATS;
}

static void buildLocal(void) {
  /* x64-warning-re@+1 {{subobject 'LocalTopology' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 8 bytes, keeps the next subobject in place, but it can itself start off the boundary [d3d12-subobject-alignment]}} */
  struct LocalTopology {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
  } Topology = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY,
                D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE};
  (void)Topology;
  (void)initRenderTargets;
}

/* ---- Pointer-aligned inners: right by coincidence ---------------------- */

struct VertexShaderSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
};
typedef struct {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  ID3D12RootSignature *RootSignature;
} RootSignatureSubobject;
struct InputLayoutSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_INPUT_LAYOUT_DESC InputLayout;
};

/* ---- Whole-pair unions ------------------------------------------------- */

/* A union of an anonymous pair with a pointer. */
typedef union {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_BLEND_DESC Desc;
  } Pair;
  void *Align;
} WholeBlendSubobject;

/* The pair in an anonymous union, anonymous itself (C11 and GNU C). */
struct WholeSampleDescSubobject {
  union {
    struct {
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
      DXGI_SAMPLE_DESC Desc;
    };
    void *Align;
  };
};

/* ---- Explicit alignment ------------------------------------------------ */

/* The GNU attribute, asking for 16. */
/* x64-warning-re@+2 {{subobject 'GnuRasterizer16' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}} */
/* x86-warning-re@+1 {{subobject 'GnuRasterizer16' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 16 [d3d12-subobject-alignment]}} */
struct __attribute__((aligned(16))) GnuRasterizer16 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC Desc;
};

/* The GNU attribute spelled for the pointer: right everywhere. */
struct __attribute__((aligned(sizeof(void *)))) GnuPointerAlignedBlend {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};

/* A hard-coded 8: P on x64, too much on x86. */
/* x86-warning-re@+1 {{subobject 'Gnu8SampleDesc' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 8; its size, 16 bytes, also misplaces the next subobject: it follows at byte 16, the runtime reads it at byte 12 [d3d12-subobject-alignment]}} */
struct __attribute__((aligned(8))) Gnu8SampleDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_SAMPLE_DESC Desc;
};

#if __STDC_VERSION__ >= 201112L
/* C11 aligns a struct through a member; the tag is the natural one. */
struct C11PointerAlignedBlend {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};

/* x86-c11-warning-re@+1 {{subobject 'C11Aligned8Rasterizer' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 8 [d3d12-subobject-alignment]}} */
struct C11Aligned8Rasterizer {
  _Alignas(8) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC Desc;
};

/* x64-c11-warning-re@+2 {{subobject 'C11Aligned16Mask' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 8 bytes (pointer alignment on {{.*}}), not 16; its size, 16 bytes, also misplaces the next subobject: it follows at byte 16, the runtime reads it at byte 8 [d3d12-subobject-alignment]}} */
/* x86-c11-warning-re@+1 {{subobject 'C11Aligned16Mask' is aligned to 16 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on {{.*}}), not 16; its size, 16 bytes, also misplaces the next subobject: it follows at byte 16, the runtime reads it at byte 8 [d3d12-subobject-alignment]}} */
struct C11Aligned16Mask {
  _Alignas(16) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
};
#endif

/* ---- Macros ------------------------------------------------------------ */

#define DECLARE_PAIR(Name, InnerType)                                          \
  typedef struct {                                                             \
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;                                  \
    InnerType Desc;                                                            \
  } Name;
/* x64-warning-re@+1 {{subobject 'MacroBlendSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]}} */
DECLARE_PAIR(MacroBlendSubobject, D3D12_BLEND_DESC)
DECLARE_PAIR(MacroVertexShaderSubobject, D3D12_SHADER_BYTECODE)

/* ---- No layout --------------------------------------------------------- */

struct ForwardDeclaredSubobject;
struct ForwardDeclaredSubobject *ForwardPointer;
