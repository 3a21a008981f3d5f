// C streams of one generic shader pair: each member's kind comes from the
// tag values the code gives it (designated initialisers, assignments), and
// the member's name is compared with that kind.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
// RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
// RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>

typedef struct ShaderSubobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} ShaderSubobject;

/* Tags by designated initialiser, hull and domain swapped. */
typedef struct TessellationStream {
  ShaderSubobject vertex;
  ShaderSubobject hull; // expected-warning {{member 'hull' is named for the hull shader (HS) but holds a DS subobject: the runtime binds its bytecode as the domain shader [d3d12-stream-role-name]}}
  ShaderSubobject domain; // expected-warning {{member 'domain' is named for the domain shader (DS) but holds an HS subobject: the runtime binds its bytecode as the hull shader [d3d12-stream-role-name]}}
} TessellationStream;

static TessellationStream tessellation = {
    .vertex = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS},
    .hull = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS},
    .domain = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS},
};
TessellationStream *getTessellation(void) { return &tessellation; }

/* Tags by assignment through a pointer: the AS member gets the MS tag. */
typedef struct MeshStream {
  ShaderSubobject as; // expected-warning {{member 'as' is named for the amplification shader (AS) but holds an MS subobject: the runtime binds its bytecode as the mesh shader}}
  ShaderSubobject ms;
  ShaderSubobject ps;
} MeshStream;

void initMeshStream(MeshStream *s) {
  s->as.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MS;
  s->ms.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MS;
  s->ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
}

/* A pair type used for one kind only: the typedef's name is compared too. */
typedef struct {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} HullShaderSubobject; // expected-warning {{type 'HullShaderSubobject' is named for the hull shader (HS) but holds a DS subobject}}

void useHullShaderSubobject(void) {
  HullShaderSubobject h = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS};
  (void)h;
}

/* ---- silent ----------------------------------------------------------------------- */

/* Names that match, and a generic pair type used for several kinds. */
typedef struct GraphicsStream {
  ShaderSubobject vs;
  ShaderSubobject pixelShader;
  ShaderSubobject rasterizerStage;
} GraphicsStream;

void initGraphicsStream(GraphicsStream *s) {
  s->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->pixelShader.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s->rasterizerStage.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS;
}

/* A member given two different tags: its kind is unknown. */
typedef struct SwitchedStream {
  ShaderSubobject hull;
} SwitchedStream;

void initSwitchedStream(SwitchedStream *s, int domain) {
  if (domain)
    s->hull.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS;
  else
    s->hull.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS;
}
