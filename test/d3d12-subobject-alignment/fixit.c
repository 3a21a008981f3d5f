/* d3d12-subobject-alignment fix-its, C: spelled for the language. C11 aligns
 * a struct through a member, so `_Alignas(void*) ` goes in front of the tag;
 * gnu99 and c99 get ` __attribute__((aligned(sizeof(void*))))` after the
 * struct keyword, or on MSVC targets (whose C has no GNU attributes)
 * ` __declspec(align(8))`, the target's pointer alignment as a literal; an existing aligned(N) is rewritten in place; the project
 * macro (-fplugin-arg-psolint-align-macro) goes after the struct keyword in
 * every mode. No edit for records from macros. Round trips on every target:
 * Clang's -fixit applies the edits, the result compiles with -Werror and the
 * plugin without a finding, and its layout is the runtime's (FIX_APPLIED
 * asserts: pointer alignment, inner offset, size).
 *
 * Edits:
 * RUN: %clang -std=c11 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %s 2>&1 | %FileCheck --check-prefixes=C11,X64 --implicit-check-not=fix-it: --implicit-check-not=warning: %s
 * RUN: %clang -std=gnu99 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %s 2>&1 | %FileCheck --check-prefixes=GNU,X64 --implicit-check-not=fix-it: --implicit-check-not=warning: %s
 * RUN: %clang -std=c99 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %s 2>&1 | %FileCheck --check-prefixes=GNU,X64 --implicit-check-not=fix-it: --implicit-check-not=warning: %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %s 2>&1 | %FileCheck --check-prefix=X86 --implicit-check-not=fix-it: --implicit-check-not=warning: %s
 * RUN: %clang -std=c11 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -fplugin-arg-psolint-align-macro=PSO_ALIGN %s 2>&1 | %FileCheck --check-prefix=MACRO --implicit-check-not=_Alignas --implicit-check-not='aligned(sizeof(void*))))"' %s
 *
 * Before the fix the FIX_APPLIED asserts fail on x64:
 * RUN: %not %clang -std=c11 -fsyntax-only %dx -DFIX_APPLIED %s 2>&1 | %FileCheck --check-prefix=UNFIXED %s
 *
 * Round trips:
 * RUN: cp %s %t.c11.c
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.c11.c 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
 * RUN: %FileCheck --check-prefix=FIXED-C11 --input-file=%t.c11.c %s
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.c11.c
 * RUN: cp %s %t.gnu99.c
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.gnu99.c 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
 * RUN: %FileCheck --check-prefix=FIXED-GNU --input-file=%t.gnu99.c %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.gnu99.c
 * RUN: cp %s %t.c99.c
 * RUN: %clang -std=c99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.c99.c 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
 * RUN: %clang -std=c99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.c99.c
 * RUN: cp %s %t.x86.c
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.x86.c 2>&1 | %FileCheck --check-prefix=APPLIED-X86 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.x86.c
 * RUN: cp %s %t.mingw64.c
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.mingw64.c 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.mingw64.c
 * RUN: cp %s %t.mingw32.c
 * RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=gnu99 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.mingw32.c 2>&1 | %FileCheck --check-prefix=APPLIED-X86 %s
 * RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=gnu99 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.mingw32.c
 * RUN: cp %s %t.msvc.c
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.msvc.c 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.msvc.c
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c99 -fsyntax-only -fdiagnostics-parseable-fixits -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %s 2>&1 | %FileCheck --check-prefix=DECLSPEC --implicit-check-not=fix-it: %s
 * RUN: cp %s %t.msvc99.c
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c99 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.msvc99.c 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
 * RUN: %FileCheck --check-prefix=FIXED-DECLSPEC --input-file=%t.msvc99.c %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c99 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.msvc99.c
 * RUN: cp %s %t.macro.c
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -fplugin-arg-psolint-align-macro=PSO_ALIGN -Xclang -fixit %t.macro.c 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
 * RUN: %FileCheck --check-prefix=FIXED-MACRO --input-file=%t.macro.c %s
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.macro.c
 *
 * On x64, six records get an edit; on x86, two.
 * APPLIED-X64-COUNT-6: note: FIX-IT applied suggested code changes
 * APPLIED-X64-NOT: FIX-IT applied
 * APPLIED-X86-COUNT-2: note: FIX-IT applied suggested code changes
 * APPLIED-X86-NOT: FIX-IT applied
 * DECLSPEC-COUNT-4: fix-it:{{.*}}:" __declspec(align(8))"
 * DECLSPEC: fix-it:{{.*}}:"aligned(sizeof(void*))"
 * DECLSPEC: fix-it:{{.*}}:" __declspec(align(8))"
 * FIXED-DECLSPEC: struct __declspec(align(8)) BlendSubobject {
 * UNFIXED: error: static assertion failed{{.*}}BlendSubobject is pointer-aligned
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

/* The project's own spelling, used by the align-macro runs. */
#define PSO_ALIGN __attribute__((aligned(sizeof(void *))))

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
  _Static_assert(sizeof(Record) % sizeof(void *) == 0 &&                       \
                     sizeof(Record) == RUNTIME_SIZE(Inner),                    \
                 #Record " ends where the runtime reads the next subobject")
#endif

/* X64: fixit.c:[[@LINE+5]]:8: warning: subobject 'BlendSubobject' is aligned to 4 bytes
 * C11: fix-it:"{{.*}}fixit.c":{[[@LINE+5]]:3-[[@LINE+5]]:3}:"_Alignas(void*) "
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:7-[[@LINE+3]]:7}:" __attribute__((aligned(sizeof(void*))))"
 * MACRO: fix-it:"{{.*}}fixit.c":{[[@LINE+2]]:7-[[@LINE+2]]:7}:" PSO_ALIGN"
 */
struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};
/* FIXED-C11: {{^}}struct BlendSubobject {
 * FIXED-C11-NEXT: {{^}}  _Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
 * FIXED-GNU: {{^}}struct __attribute__((aligned(sizeof(void*)))) BlendSubobject {
 * FIXED-MACRO: {{^}}struct PSO_ALIGN BlendSubobject {
 */

/* A typedef'd anonymous struct: the edit needs no name. */
/* X64: fixit.c:[[@LINE+5]]:9: warning: subobject 'SampleDescSubobject' is aligned to 4 bytes
 * C11: fix-it:"{{.*}}fixit.c":{[[@LINE+5]]:3-[[@LINE+5]]:3}:"_Alignas(void*) "
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:15-[[@LINE+3]]:15}:" __attribute__((aligned(sizeof(void*))))"
 * MACRO: fix-it:"{{.*}}fixit.c":{[[@LINE+2]]:15-[[@LINE+2]]:15}:" PSO_ALIGN"
 */
typedef struct {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_SAMPLE_DESC Desc;
} SampleDescSubobject;
/* FIXED-C11: {{^}}typedef struct {
 * FIXED-C11-NEXT: {{^}}  _Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
 * FIXED-GNU: {{^}}typedef struct __attribute__((aligned(sizeof(void*)))) {
 * FIXED-MACRO: {{^}}typedef struct PSO_ALIGN {
 */

/* X64: fixit.c:[[@LINE+5]]:16: warning: subobject 'DepthStencil1Tag' is aligned to 4 bytes
 * C11: fix-it:"{{.*}}fixit.c":{[[@LINE+5]]:3-[[@LINE+5]]:3}:"_Alignas(void*) "
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:15-[[@LINE+3]]:15}:" __attribute__((aligned(sizeof(void*))))"
 * MACRO: fix-it:"{{.*}}fixit.c":{[[@LINE+2]]:15-[[@LINE+2]]:15}:" PSO_ALIGN"
 */
typedef struct DepthStencil1Tag {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
} DepthStencil1Subobject;

/* A tag kept in a UINT, set from an enumerator: same edits. */
/* X64: fixit.c:[[@LINE+5]]:8: warning: subobject 'RenderTargetsSubobject' is aligned to 4 bytes
 * C11: fix-it:"{{.*}}fixit.c":{[[@LINE+5]]:3-[[@LINE+5]]:3}:"_Alignas(void*) "
 * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:7-[[@LINE+3]]:7}:" __attribute__((aligned(sizeof(void*))))"
 * MACRO: fix-it:"{{.*}}fixit.c":{[[@LINE+2]]:7-[[@LINE+2]]:7}:" PSO_ALIGN"
 */
struct RenderTargetsSubobject {
  UINT Type;
  struct D3D12_RT_FORMAT_ARRAY Desc;
};
/* FIXED-C11: {{^}}  _Alignas(void*) UINT Type;
 */
static void initRenderTargets(struct RenderTargetsSubobject *S) {
  S->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RENDER_TARGET_FORMATS;
}

/* aligned(16) is rewritten in every mode (C11 included: the attribute is
 * there already), aligned(8) on x86. */
/* X64: fixit.c:[[@LINE+6]]:37: warning: subobject 'GnuRasterizer16' is aligned to 16 bytes
 * X64: fix-it:"{{.*}}fixit.c":{[[@LINE+5]]:23-[[@LINE+5]]:34}:"aligned(sizeof(void*))"
 * X86: fixit.c:[[@LINE+4]]:37: warning: subobject 'GnuRasterizer16' is aligned to 16 bytes
 * X86: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:23-[[@LINE+3]]:34}:"aligned(sizeof(void*))"
 * MACRO: fix-it:"{{.*}}fixit.c":{[[@LINE+2]]:23-[[@LINE+2]]:34}:"aligned(sizeof(void*))"
 */
struct __attribute__((aligned(16))) GnuRasterizer16 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC Desc;
};
/* FIXED-C11: {{^}}struct __attribute__((aligned(sizeof(void*)))) GnuRasterizer16 {
 */

/* X86: fixit.c:[[@LINE+3]]:36: warning: subobject 'Gnu8SampleDesc' is aligned to 8 bytes
 * X86: fix-it:"{{.*}}fixit.c":{[[@LINE+2]]:23-[[@LINE+2]]:33}:"aligned(sizeof(void*))"
 */
struct __attribute__((aligned(8))) Gnu8SampleDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_SAMPLE_DESC Desc;
};
/* FIXED-C11: {{^}}struct __attribute__((aligned(8))) Gnu8SampleDesc {
 */

static void buildLocal(void) {
  /* X64: fixit.c:[[@LINE+5]]:10: warning: subobject 'LocalTopology' is aligned to 4 bytes
   * C11: fix-it:"{{.*}}fixit.c":{[[@LINE+5]]:5-[[@LINE+5]]:5}:"_Alignas(void*) "
   * GNU: fix-it:"{{.*}}fixit.c":{[[@LINE+3]]:9-[[@LINE+3]]:9}:" __attribute__((aligned(sizeof(void*))))"
   * MACRO: fix-it:"{{.*}}fixit.c":{[[@LINE+2]]:9-[[@LINE+2]]:9}:" PSO_ALIGN"
   */
  struct LocalTopology {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_PRIMITIVE_TOPOLOGY_TYPE Desc;
  } Topology = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY,
                D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE};
  (void)Topology;
  (void)initRenderTargets;
#ifdef FIX_APPLIED
  ASSERT_RUNTIME_LAYOUT(struct LocalTopology, D3D12_PRIMITIVE_TOPOLOGY_TYPE);
#endif
}

/* Already right: no edit. */
struct PSO_ALIGN MacroAlignedBlend {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};
struct VertexShaderSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Desc;
};

#ifndef FIX_APPLIED
/* A record from a macro is diagnosed, never edited. */
#define DECLARE_PAIR(Name, InnerType)                                          \
  typedef struct {                                                             \
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;                                  \
    InnerType Desc;                                                            \
  } Name;
/* X64: fixit.c:[[@LINE+2]]:1: warning: subobject 'MacroBlendSubobject' is aligned to 4 bytes
 */
DECLARE_PAIR(MacroBlendSubobject, D3D12_BLEND_DESC)
#endif

#ifdef FIX_APPLIED
ASSERT_RUNTIME_LAYOUT(struct BlendSubobject, D3D12_BLEND_DESC);
ASSERT_RUNTIME_LAYOUT(SampleDescSubobject, DXGI_SAMPLE_DESC);
ASSERT_RUNTIME_LAYOUT(DepthStencil1Subobject, D3D12_DEPTH_STENCIL_DESC1);
ASSERT_RUNTIME_LAYOUT(struct RenderTargetsSubobject, struct D3D12_RT_FORMAT_ARRAY);
ASSERT_RUNTIME_LAYOUT(struct GnuRasterizer16, D3D12_RASTERIZER_DESC);
ASSERT_RUNTIME_LAYOUT(struct Gnu8SampleDesc, DXGI_SAMPLE_DESC);
ASSERT_RUNTIME_LAYOUT(struct MacroAlignedBlend, D3D12_BLEND_DESC);
ASSERT_RUNTIME_LAYOUT(struct VertexShaderSubobject, D3D12_SHADER_BYTECODE);
#endif
