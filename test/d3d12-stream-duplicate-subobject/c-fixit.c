// C: an exact duplicate nothing names is removed, and the result compiles
// silently; a duplicate whose tag code assigns, or that a designated
// initialiser names, keeps its place.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | %FileCheck --implicit-check-not=fix-it: %s
// RUN: cp %s %t.c
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -fixit %t.c 2>/dev/null
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.c %s
// The two duplicates that stay are still reported; nothing else is.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin %t.c 2>&1 | %FileCheck --check-prefix=AFTER --implicit-check-not=warning: %t.c
// RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | %FileCheck --implicit-check-not=fix-it: %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>

/* The kind comes from the inner type. */
typedef struct BlendPair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
} BlendPair;

typedef struct BlendStream {
  BlendPair blend; // expected-note {{'blend' sets BLEND here}}
  BlendPair blend2;
} BlendStream;
// expected-warning@-2 {{stream 'BlendStream' sets subobject kind BLEND twice: 'blend2' repeats 'blend'}}
// CHECK: fix-it:"{{.*}}c-fixit.c":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
// FIXED:      {{^}}typedef struct BlendStream {
// FIXED-NEXT: {{^}}  BlendPair blend;
// FIXED-NEXT: {{^}}} BlendStream;

/* The kind comes from assignments, which name the member. */
typedef struct ShaderSubobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} ShaderSubobject;

typedef struct AssignedStream {
  ShaderSubobject vs; // expected-note {{'vs' sets VS here}}
  ShaderSubobject vs2;
} AssignedStream;
// expected-warning@-2 {{stream 'AssignedStream' sets subobject kind VS twice: 'vs2' repeats 'vs'}}
// AFTER: .c:[[@LINE-3]]:{{[0-9]+}}: warning: stream 'AssignedStream'
// FIXED:      {{^}}typedef struct AssignedStream {
// FIXED-NEXT: {{^}}  ShaderSubobject vs;
// FIXED-NEXT: {{^}}  ShaderSubobject vs2;

void initAssigned(AssignedStream *s) {
  s->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->vs2.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
}

/* A designated initialiser names the member. */
typedef struct SampleDescPair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_SAMPLE_DESC Desc;
} SampleDescPair;

typedef struct DesignatedStream {
  SampleDescPair samples; // expected-note {{'samples' sets SAMPLE_DESC here}}
  SampleDescPair samples2;
} DesignatedStream;
// expected-warning@-2 {{stream 'DesignatedStream' sets subobject kind SAMPLE_DESC twice: 'samples2' repeats 'samples'}}
// AFTER: .c:[[@LINE-3]]:{{[0-9]+}}: warning: stream 'DesignatedStream'
// FIXED:      {{^}}typedef struct DesignatedStream {
// FIXED-NEXT: {{^}}  SampleDescPair samples;
// FIXED-NEXT: {{^}}  SampleDescPair samples2;

static DesignatedStream designated = {.samples2 = {.Desc = {1, 0}}};
DesignatedStream *getDesignated(void) { return &designated; }
