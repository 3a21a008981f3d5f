/* d3d12-subobject-type-mismatch, C: kinds come from code, not from the
 * record. Constant assignments in functions and designated or positional
 * initialisers vote per tag member (the record's kind, where they all agree)
 * and per stream member (s->raster.Type = ...: that member's kind, where it
 * differs from its record's). C has no default member initialisers, so
 * there is never a fix-it: where the inner names one kind, a note does.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x86 %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
 * RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x86 %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify=all,x64 %s
 * RUN: %clang -std=c11 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' %s 2>&1 | %FileCheck --implicit-check-not=fix-it: --check-prefix=NOFIX %s
 * NOFIX: 4 warnings generated.
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

#define POINTER_ALIGNED __attribute__((aligned(sizeof(void *))))

typedef struct POINTER_ALIGNED RasterizerPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC Desc; /* all-note {{'D3D12_RASTERIZER_DESC' is the inner of kind RASTERIZER}} */
} RasterizerPair;

typedef struct POINTER_ALIGNED ShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
} ShaderPair;

/* Its kind is set once, in initDepth below: DEPTH_STENCIL on a DESC1. */
/* all-warning@+1 {{subobject 'DepthStencilPair' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC1: the runtime reads 52 bytes of D3D12_DEPTH_STENCIL_DESC where the code put 56 bytes of D3D12_DEPTH_STENCIL_DESC1 [d3d12-subobject-type-mismatch]}} */
typedef struct POINTER_ALIGNED DepthStencilPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC1 Desc; /* all-note {{'D3D12_DEPTH_STENCIL_DESC1' is the inner of kind DEPTH_STENCIL1}} */
} DepthStencilPair;

/* Its kind comes from the designated initialiser of formatStream below. */
/* all-warning@+1 {{subobject 'FormatPair' has kind SAMPLE_DESC, whose inner is DXGI_SAMPLE_DESC, but its inner 'Format' is DXGI_FORMAT: the runtime reads 8 bytes of DXGI_SAMPLE_DESC where the code put 4 bytes of DXGI_FORMAT [d3d12-subobject-type-mismatch]}} */
typedef struct POINTER_ALIGNED FormatPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_FORMAT Format; /* all-note {{'DXGI_FORMAT' is the inner of kind DEPTH_STENCIL_FORMAT}} */
} FormatPair;

typedef struct POINTER_ALIGNED MaskPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
} MaskPair;

/* ---- member level: one stream member's tag ------------------------------ */

/* Two rasterizer pairs; the code sets one of them to DEPTH_STENCIL. The
 * record's votes disagree, so its kind comes from its inner (RASTERIZER),
 * and only the member that was set wrong is reported. */
typedef struct GraphicsStream {
  ShaderPair vs;
  RasterizerPair raster;
  /* all-warning@+1 {{member 'shadowRaster' of stream 'GraphicsStream' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'Desc' is D3D12_RASTERIZER_DESC: the runtime reads 52 bytes of D3D12_DEPTH_STENCIL_DESC where the code put 44 bytes of D3D12_RASTERIZER_DESC [d3d12-subobject-type-mismatch]}} */
  RasterizerPair shadowRaster;
  MaskPair mask;
} GraphicsStream;

void initGraphics(GraphicsStream *s) {
  s->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->raster.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  s->shadowRaster.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  s->mask.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
}

/* ---- record level: every vote agrees ------------------------------------ */

/* One assignment, so DepthStencilPair's kind is DEPTH_STENCIL: reported at
 * the record (above), not again at the member, whose kind is the same. */
typedef struct DepthStream {
  ShaderPair vs;
  DepthStencilPair depth;
} DepthStream;
void initDepth(DepthStream *s) { s->depth.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL; }

/* A designated initialiser: SAMPLE_DESC on a format. */
typedef struct FormatStream {
  ShaderPair vs;
  FormatPair format;
} FormatStream;
static FormatStream formatStream = {
    .vs = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS},
    .format = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC, .Format = DXGI_FORMAT_D32_FLOAT},
};
/* (The warning for FormatPair is at its definition, above.) */

/* A positional initialiser: SAMPLE_MASK on shader bytecode. Shader bytecode
 * belongs to eight kinds, so there is no note. */
/* x64-warning@+2 {{subobject 'MisusedShaderPair' has kind SAMPLE_MASK, whose inner is UINT, but its inner 'Code' is D3D12_SHADER_BYTECODE: the runtime reads 4 bytes of UINT where the code put 16 bytes of D3D12_SHADER_BYTECODE [d3d12-subobject-type-mismatch]}} */
/* x86-warning@+1 {{subobject 'MisusedShaderPair' has kind SAMPLE_MASK, whose inner is UINT, but its inner 'Code' is D3D12_SHADER_BYTECODE: the runtime reads 4 bytes of UINT where the code put 8 bytes of D3D12_SHADER_BYTECODE [d3d12-subobject-type-mismatch]}} */
typedef struct POINTER_ALIGNED MisusedShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
} MisusedShaderPair;
static MisusedShaderPair misused = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK, {0, 0}};

/* ---- silent -------------------------------------------------------------- */

/* Assignments that agree with the inner, and pairs with no tag value at all
 * (kind from the inner). */
typedef struct CleanStream {
  ShaderPair ps;
  RasterizerPair raster;
  MaskPair nodeMask;
} CleanStream;
void initClean(CleanStream *s) {
  s->ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s->nodeMask.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK;
}
GraphicsStream *graphics(void) { return 0; }
FormatStream *getFormat(void) { return &formatStream; }
MisusedShaderPair *getMisused(void) { return &misused; }
