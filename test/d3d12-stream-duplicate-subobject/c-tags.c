// C streams: no default member initialisers, no templates. The tags are set
// by assignments in a function, or not at all (the kind then comes from an
// inner type that names exactly one kind).
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -Xclang -verify %s
// RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>

/* One pair type for every shader stage: the kind is per stream member. */
typedef struct ShaderSubobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} ShaderSubobject;

/* ---- tags set by assignments in a function ---------------------------------- */

typedef struct AssignedStream {
  ShaderSubobject vs;
  ShaderSubobject ps; // expected-note {{'ps' sets PS here}}
  ShaderSubobject gs;
  ShaderSubobject ps2; // expected-warning {{stream 'AssignedStream' sets subobject kind PS twice: 'ps2' repeats 'ps'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
} AssignedStream;

void initAssigned(AssignedStream *s, D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps) {
  s->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->vs.Shader = vs;
  s->ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s->ps.Shader = ps;
  s->gs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS;
  s->ps2.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
}

/* Assignments through a local object, not a pointer. */
typedef struct LocalStream {
  ShaderSubobject hs; // expected-note {{'hs' sets HS here}}
  ShaderSubobject ds;
  ShaderSubobject hull; // expected-warning {{stream 'LocalStream' sets subobject kind HS twice: 'hull' repeats 'hs'}}
} LocalStream;

void initLocal(void) {
  LocalStream s;
  s.hs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS;
  s.ds.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS;
  s.hull.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS;
  (void)s;
}

/* The same stream members, assigned distinct kinds: silent. */
typedef struct DistinctStream {
  ShaderSubobject vs;
  ShaderSubobject ps;
} DistinctStream;

void initDistinct(DistinctStream *s) {
  s->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
}

/* Tags set by designated and positional initialisers: c-initialisers.c. */

/* ---- one pair type per kind, the tag set in the pair's own initialiser ------ */

typedef struct PixelShaderPair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} PixelShaderPair;

void initPixelShaderPair(PixelShaderPair *p) { p->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS; }

typedef struct PairTypeStream {
  PixelShaderPair first; // expected-note {{'first' sets PS here}}
  PixelShaderPair second; // expected-warning {{stream 'PairTypeStream' sets subobject kind PS twice: 'second' repeats 'first'}}
} PairTypeStream;

/* ---- kinds from the inner type alone, families included --------------------- */

typedef struct DepthStencilPair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC Desc;
} DepthStencilPair;

typedef struct DepthStencil1Pair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
} DepthStencil1Pair;

typedef struct DepthStencil2Pair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC2 Desc;
} DepthStencil2Pair;

typedef struct BlendPair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
} BlendPair;

typedef struct InnerTypeStream {
  BlendPair blend; // expected-note {{'blend' sets BLEND here}}
  DepthStencil1Pair depth1; // expected-note 2 {{'depth1' sets DEPTH_STENCIL1 here}}
  DepthStencilPair depth; // expected-warning {{stream 'InnerTypeStream' sets DEPTH_STENCIL in 'depth' after DEPTH_STENCIL1 in 'depth1': derived kinds count as the same subobject, so the runtime rejects the stream with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  BlendPair blend2; // expected-warning {{stream 'InnerTypeStream' sets subobject kind BLEND twice: 'blend2' repeats 'blend'}}
  DepthStencil2Pair depth2; // expected-warning {{stream 'InnerTypeStream' sets DEPTH_STENCIL2 in 'depth2' after DEPTH_STENCIL1 in 'depth1'}}
} InnerTypeStream;

/* ---- nested C streams ---------------------------------------------------------- */

typedef struct GraphicsCommon {
  ShaderSubobject vs;
  DepthStencilPair depth;
} GraphicsCommon;

void initCommon(GraphicsCommon *c) { c->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; }

typedef struct NestedStream {
  GraphicsCommon common; // expected-note {{'common.depth' sets DEPTH_STENCIL here}}
  DepthStencil2Pair depth2; // expected-warning {{stream 'NestedStream' sets DEPTH_STENCIL2 in 'depth2' after DEPTH_STENCIL in 'common.depth'}}
} NestedStream;
