/* d3d12-stream-unknown-subobject, C: tag values from designated and
 * positional initialisers (nested in a stream's initialiser or not),
 * compound literals and assignments in functions, in either branch of an
 * if. Debian's SDK 606 enum (kinds 0-22, 24-26); the MSVC run uses
 * d3d12_newkinds.h shaped as 606.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
 */
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#define PSOLINT_D3D12_SDK_SHAPE 606
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
#define TAG(N) ((D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)(N))

typedef struct POINTER_ALIGNED MaskPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
} MaskPair;
typedef struct POINTER_ALIGNED ShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
} ShaderPair;
typedef struct Stream {
  ShaderPair vs;
  MaskPair sampleMask;
  MaskPair nodeMask;
} Stream;

/* Designated, nested in the stream's initialiser. */
static Stream designated = {
    .vs = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS},
    .sampleMask = {.Type = TAG(23), .Mask = 0xFFFFFFFF}, /* expected-warning {{tag value 23 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}} */
    .nodeMask.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID, /* expected-warning {{tag value 27 (MAX_VALID, the end marker) is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}} */
};

/* Positional. */
static Stream positional = {
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {0, 0}},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK, 0xFFFFFFFF},
    {TAG(-5), 1}, /* expected-warning {{tag value -5 is not a subobject kind}} */
};

/* A pair on its own, and a compound literal. */
static MaskPair lone = {TAG(28), 1}; /* expected-warning {{tag value 28 is not a subobject kind}} */
void initPositional(Stream *s) {
  s->nodeMask = (MaskPair){.Type = TAG(40), .Mask = 1}; /* expected-warning {{tag value 40 is not a subobject kind}} */
}

/* Assignments, with plain integers converted implicitly (valid C). */
void initStream(Stream *s, int mesh) {
  s->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->sampleMask.Type = 23; /* expected-warning {{tag value 23 is not a subobject kind}} */
  if (mesh)
    s->nodeMask.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID + 3; /* expected-warning {{tag value 30 is not a subobject kind}} */
  else
    s->nodeMask.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK;
  /* Not a constant: not checked. */
  s->nodeMask.Type = (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)(mesh + 22);
}

/* Valid values, however written. */
static Stream valid = {
    {TAG(1), {0, 0}},
    {TAG(9), 0xFFFFFFFF},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL2, 0},
};
Stream *all(int i) { return i == 0 ? &designated : i == 1 ? &positional : &valid; }
MaskPair *getLone(void) { return &lone; }
