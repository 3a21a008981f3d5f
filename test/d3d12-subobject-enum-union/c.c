/* d3d12-subobject-enum-union, C (C11, gnu99, c99) on x86_64 and x86 Linux,
 * x64 and x86 MinGW and x64 MSVC: a tag-only union moves a 4-aligned inner
 * to offset 8 on 64-bit targets; C code sets the tag by assignment in a
 * function, by a designated initialiser, or not at all, and the finding is
 * the same. Whole-pair unions and 8-aligned inners are silent.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
 * RUN: %clang -std=c99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x86 %s
 * RUN: %clang -m32 -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x86 %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c99 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
 * RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=gnu99 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x86 %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=gnu99 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
 * x86-no-diagnostics
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

/* The tag set by assignments in a function. */
struct TopologySubobject {
  /* x64-warning@+1 {{tag of subobject 'TopologySubobject' is unioned with 'Pad': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}} */
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    void *Pad;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};

/* A typedef'd anonymous struct, named by its typedef. */
typedef struct {
  /* x64-warning@+1 {{tag of subobject 'RasterizerSubobject' is unioned with 'Pad': the inner 'Desc' (D3D12_RASTERIZER_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}} */
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_RASTERIZER_DESC Desc;
} RasterizerSubobject;

static void initPairs(struct TopologySubobject *Topology,
                      RasterizerSubobject *Rasterizer) {
  Topology->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
  Topology->Topology = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  Rasterizer->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
}

/* The tag set by a designated initialiser. */
typedef struct RenderTargetsTag {
  /* x64-warning@+1 {{tag of subobject 'RenderTargetsTag' is unioned with 'Pad': the inner 'Formats' (struct D3D12_RT_FORMAT_ARRAY, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}} */
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  struct D3D12_RT_FORMAT_ARRAY Formats;
} RenderTargetsSubobject;
static RenderTargetsSubobject RenderTargets = {
    .Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RENDER_TARGET_FORMATS};

/* Never set: the layout alone is wrong. */
struct SampleDescSubobject {
  /* x64-warning@+1 {{tag of subobject 'SampleDescSubobject' is unioned with 'Pad': the inner 'Desc' (DXGI_SAMPLE_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}} */
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  DXGI_SAMPLE_DESC Desc;
};

static void buildLocal(void) {
  struct LocalBlendSubobject {
    /* x64-warning@+1 {{tag of subobject 'LocalBlendSubobject' is unioned with 'Pad': the inner 'Desc' (D3D12_BLEND_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}} */
    union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
    D3D12_BLEND_DESC Desc;
  } Local;
  Local.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  (void)Local;
  (void)initPairs;
  (void)RenderTargets;
}

/* 8-aligned inners: harmless by coincidence, silent without -pedantic. */
struct VertexShaderSubobject {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_SHADER_BYTECODE Code;
};
typedef struct {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  ID3D12RootSignature *RootSignature;
} RootSignatureSubobject;

/* Whole-pair unions: the docs' spelling for C. */
typedef union {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
  } Pair;
  void *Align;
} WholeTopologySubobject;
struct WholeBlendSubobject {
  union {
    struct {
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
      D3D12_BLEND_DESC Desc;
    };
    void *Align;
  };
};
