// C streams whose tags are set only by initialisers: designated ones, nested
// designators, positional ones, at file scope and in a function. The kinds
// they give are what the duplicate check compares.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -Xclang -verify %s
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

/* ---- designated initialisers ------------------------------------------------ */

typedef struct DesignatedStream {
  ShaderSubobject ms; // expected-note {{'ms' sets MS here}}
  ShaderSubobject as;
  ShaderSubobject mesh; // expected-warning {{stream 'DesignatedStream' sets subobject kind MS twice: 'mesh' repeats 'ms'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
} DesignatedStream;

static DesignatedStream designated = {
    .ms = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MS},
    .as = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_AS},
    .mesh = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MS},
};
DesignatedStream *getDesignated(void) { return &designated; }

/* Nested designators, in a function. */
typedef struct NestedDesignatorStream {
  ShaderSubobject vs; // expected-note {{'vs' sets VS here}}
  ShaderSubobject ps;
  ShaderSubobject vertex; // expected-warning {{stream 'NestedDesignatorStream' sets subobject kind VS twice: 'vertex' repeats 'vs'}}
} NestedDesignatorStream;

void useNestedDesignators(void (*consume)(const NestedDesignatorStream *)) {
  NestedDesignatorStream s = {
      .vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS,
      .ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS,
      .vertex.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS,
  };
  consume(&s);
}

/* Distinct kinds by designated initialisers: silent. */
typedef struct DistinctDesignated {
  ShaderSubobject vs;
  ShaderSubobject ps;
} DistinctDesignated;

static DistinctDesignated distinct = {
    .vs = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS},
    .ps = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS},
};
DistinctDesignated *getDistinct(void) { return &distinct; }

/* ---- positional initialisers ------------------------------------------------- */

typedef struct PositionalStream {
  ShaderSubobject cs; // expected-note {{'cs' sets CS here}}
  ShaderSubobject compute; // expected-warning {{stream 'PositionalStream' sets subobject kind CS twice: 'compute' repeats 'cs'}}
} PositionalStream;

static PositionalStream positional = {
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {0, 0}},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {0, 0}},
};
PositionalStream *getPositional(void) { return &positional; }

/* A pair type with one kind from its initialisers; the stream repeats it. */
typedef struct GeometryShaderPair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} GeometryShaderPair;

static GeometryShaderPair defaultGeometryShader = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS, {0, 0}};
GeometryShaderPair *getDefaultGeometryShader(void) { return &defaultGeometryShader; }

typedef struct PairTypeStream {
  GeometryShaderPair first; // expected-note {{'first' sets GS here}}
  GeometryShaderPair second; // expected-warning {{stream 'PairTypeStream' sets subobject kind GS twice: 'second' repeats 'first'}}
} PairTypeStream;
