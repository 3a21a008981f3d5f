/* d3d12-subobject-enum-union fix-its, C: in C11 the union becomes
 * `_Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type` (the alignment
 * goes on the tag, C11's way of aligning a struct); in gnu99 and c99 it
 * becomes the bare tag and the struct keyword gets
 * ` __attribute__((aligned(sizeof(void*))))`. After the fix the pair is
 * pointer-aligned and a 4-aligned inner sits at offset 4. No edit when code
 * names the union's pointer member (a designated initialiser, an access):
 * a note instead. Round trips on x64 Linux, x64 MinGW, x64 MSVC, and on x86
 * with -pedantic (the only way the check fires there).
 *
 * Edits:
 * RUN: %clang -std=c11 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' %s 2>&1 | %FileCheck --check-prefixes=CHECK,C11 --implicit-check-not=fix-it: --implicit-check-not=warning: %s
 * RUN: %clang -std=gnu99 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' %s 2>&1 | %FileCheck --check-prefixes=CHECK,GNU --implicit-check-not=fix-it: --implicit-check-not=warning: %s
 * RUN: %clang -std=c99 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' %s 2>&1 | %FileCheck --check-prefixes=CHECK,GNU --implicit-check-not=fix-it: --implicit-check-not=warning: %s
 *
 * Before the fix the FIX_APPLIED asserts fail on x64:
 * RUN: %not %clang -std=c11 -fsyntax-only %dx -DFIX_APPLIED %s 2>&1 | %FileCheck --check-prefix=UNFIXED %s
 *
 * Round trips:
 * RUN: cp %s %t.c11.c
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -fixit %t.c11.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
 * RUN: %FileCheck --check-prefix=FIXED-C11 --input-file=%t.c11.c %s
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.c11.c
 * RUN: cp %s %t.gnu99.c
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -fixit %t.gnu99.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
 * RUN: %FileCheck --check-prefix=FIXED-GNU --input-file=%t.gnu99.c %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.gnu99.c
 * RUN: cp %s %t.c99.c
 * RUN: %clang -std=c99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -fixit %t.c99.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
 * RUN: %clang -std=c99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.c99.c
 * RUN: cp %s %t.mingw64.c
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -fixit %t.mingw64.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.mingw64.c
 * RUN: cp %s %t.msvc.c
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -fixit %t.msvc.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.msvc.c
 * RUN: cp %s %t.x86.c
 * RUN: %clang -m32 -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -fixit %t.x86.c 2>&1 | %FileCheck --check-prefix=APPLIED-X86 %s
 * RUN: %clang -m32 -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-pedantic -DFIX_APPLIED -DPEDANTIC -Werror %t.x86.c
 *
 * Three records get an edit; on x86 with -pedantic, the shader pair too.
 * APPLIED-COUNT-3: note: FIX-IT applied suggested code changes
 * APPLIED-NOT: FIX-IT applied
 * APPLIED-X86-COUNT-4: note: FIX-IT applied suggested code changes
 * APPLIED-X86-NOT: FIX-IT applied
 * UNFIXED: error: static assertion failed{{.*}}TopologySubobject's inner is where the runtime reads it
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
#include <stddef.h>

#ifdef FIX_APPLIED
/* What the runtime reads (SPEC §1). */
#define RUNTIME_INNER_OFFSET(Inner) (_Alignof(Inner) > 4 ? _Alignof(Inner) : 4)
#define RUNTIME_SIZE(Inner)                                                    \
  ((RUNTIME_INNER_OFFSET(Inner) + sizeof(Inner) + sizeof(void *) - 1) /        \
   sizeof(void *) * sizeof(void *))
#define ASSERT_RUNTIME_LAYOUT(Record, Inner)                                   \
  _Static_assert(_Alignof(Record) == sizeof(void *),                           \
                 #Record " is pointer-aligned");                               \
  _Static_assert(offsetof(Record, Desc) == RUNTIME_INNER_OFFSET(Inner),        \
                 #Record "'s inner is where the runtime reads it");            \
  _Static_assert(sizeof(Record) == RUNTIME_SIZE(Inner),                        \
                 #Record " ends where the runtime reads the next subobject")
#endif

/* CHECK: fixit.c:[[@LINE+6]]:3: warning: tag of subobject 'TopologySubobject' is unioned with 'Pad'
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+4]]:7-[[@LINE+4]]:7}:" __attribute__((aligned(sizeof(void*))))"
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+4]]:3-[[@LINE+7]]:4}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
 * C11: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:3-[[@LINE+6]]:4}:"_Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
 */
struct TopologySubobject {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    void *Pad;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Desc;
};
/* FIXED-C11: {{^}}struct TopologySubobject {
 * FIXED-C11-NEXT: {{^}}  _Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
 * FIXED-C11-NEXT: {{^}}  D3D12_PRIMITIVE_TOPOLOGY_TYPE Desc;
 * FIXED-GNU: {{^}}struct __attribute__((aligned(sizeof(void*)))) TopologySubobject {
 * FIXED-GNU-NEXT: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
 * FIXED-GNU-NEXT: {{^}}  D3D12_PRIMITIVE_TOPOLOGY_TYPE Desc;
 */

/* A typedef'd anonymous struct whose tag is set in a function. */
/* CHECK: fixit.c:[[@LINE+6]]:3: warning: tag of subobject 'RasterizerSubobject' is unioned with 'Pad'
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+4]]:15-[[@LINE+4]]:15}:" __attribute__((aligned(sizeof(void*))))"
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+4]]:3-[[@LINE+4]]:65}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
 * C11: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:3-[[@LINE+3]]:65}:"_Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
 */
typedef struct {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_RASTERIZER_DESC Desc;
} RasterizerSubobject;
/* FIXED-C11: {{^}}typedef struct {
 * FIXED-C11-NEXT: {{^}}  _Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
 * FIXED-GNU: {{^}}typedef struct __attribute__((aligned(sizeof(void*)))) {
 */
static void setRasterizerKind(RasterizerSubobject *S) {
  S->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
}

/* CHECK: fixit.c:[[@LINE+6]]:3: warning: tag of subobject 'BlendTag' is unioned with 'Pad'
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+4]]:15-[[@LINE+4]]:15}:" __attribute__((aligned(sizeof(void*))))"
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+4]]:3-[[@LINE+4]]:65}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
 * C11: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:3-[[@LINE+3]]:65}:"_Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
 */
typedef struct BlendTag {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_BLEND_DESC Desc;
} BlendSubobject;
static BlendSubobject Blend = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND};

/* Harmless on x64 (8-aligned inner): no edit unless -pedantic. */
struct VertexShaderSubobject {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_SHADER_BYTECODE Desc;
};

#ifndef FIX_APPLIED
/* The pointer member is named by a designated initialiser and an access:
 * removing it would not compile. */
struct SampleDescSubobject {
  /* CHECK: fixit.c:[[@LINE+3]]:3: warning: tag of subobject 'SampleDescSubobject' is unioned with 'SampleDescPad'
   * CHECK: fixit.c:[[@LINE+2]]:47: note: declare the tag on its own
   */
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *SampleDescPad; };
  DXGI_SAMPLE_DESC Desc;
};
static struct SampleDescSubobject SampleDesc = {.SampleDescPad = 0};
struct DepthStencilFormatSubobject {
  /* CHECK: fixit.c:[[@LINE+3]]:3: warning: tag of subobject 'DepthStencilFormatSubobject' is unioned with 'FormatPad'
   * CHECK: fixit.c:[[@LINE+2]]:47: note: declare the tag on its own
   */
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *FormatPad; };
  DXGI_FORMAT Desc;
};
static void clearFormatPad(struct DepthStencilFormatSubobject *S) {
  S->FormatPad = 0;
  (void)SampleDesc;
}
#endif

static void use(void) {
  (void)setRasterizerKind;
  (void)Blend;
#ifndef FIX_APPLIED
  (void)clearFormatPad;
#endif
}

#ifdef FIX_APPLIED
ASSERT_RUNTIME_LAYOUT(struct TopologySubobject, D3D12_PRIMITIVE_TOPOLOGY_TYPE);
ASSERT_RUNTIME_LAYOUT(RasterizerSubobject, D3D12_RASTERIZER_DESC);
ASSERT_RUNTIME_LAYOUT(BlendSubobject, D3D12_BLEND_DESC);
#ifdef PEDANTIC
ASSERT_RUNTIME_LAYOUT(struct VertexShaderSubobject, D3D12_SHADER_BYTECODE);
#endif
_Static_assert(offsetof(struct TopologySubobject, Desc) == 4, "the 4-aligned inner right after the tag");
_Static_assert(offsetof(BlendSubobject, Desc) == 4, "the 4-aligned inner right after the tag");
#endif
