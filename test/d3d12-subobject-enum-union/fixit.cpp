// d3d12-subobject-enum-union fix-its, C++: the union becomes the bare tag
// declaration (its default member initialiser kept), and the record gets
// ` alignas(void*)` unless it already has it, so that after the fix the pair
// is pointer-aligned with the inner at the runtime's offset (4 for every
// 4-aligned inner). Never an edit for a record from a macro, for a union of
// other shapes, or when code names the union's pointer member (the edit would
// not compile): a note instead. Round trips on x86_64 Linux, MinGW and MSVC
// (the check is silent on x86 without -pedantic; with it, an x86 round trip):
// Clang's -fixit applies the edits, the result compiles with -Werror and the
// plugin without a finding, and the FIX_APPLIED asserts prove the layout.
// (MSVC runs parse template bodies: with delayed template parsing a use in
// a never-instantiated template is invisible, to the plugin as to Clang.)
//
// Edits:
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' %s 2>&1 | %FileCheck --implicit-check-not=fix-it: --implicit-check-not=warning: %s
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-align-macro=PSO_ALIGN %s 2>&1 | %FileCheck --check-prefix=MACRO --implicit-check-not='alignas(void*)"' %s
//
// Before the fix the FIX_APPLIED asserts fail on x64:
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx -DFIX_APPLIED %s 2>&1 | %FileCheck --check-prefix=UNFIXED %s
//
// Round trips:
// RUN: cp %s %t.x64.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -fixit %t.x64.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.x64.cpp %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.x64.cpp
// RUN: cp %s %t.mingw64.cpp
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -fixit %t.mingw64.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.mingw64.cpp
// RUN: cp %s %t.msvc.cpp
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -fno-delayed-template-parsing -std=c++17 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -fixit %t.msvc.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -fno-delayed-template-parsing -std=c++17 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.msvc.cpp
// RUN: cp %s %t.pedantic.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -fixit %t.pedantic.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-PEDANTIC %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-pedantic -DFIX_APPLIED -DPEDANTIC -Werror %t.pedantic.cpp
// RUN: cp %s %t.x86.cpp
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -fixit %t.x86.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-PEDANTIC %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-pedantic -DFIX_APPLIED -DPEDANTIC -Werror %t.x86.cpp
// RUN: cp %s %t.macro.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-align-macro=PSO_ALIGN -Xclang -fixit %t.macro.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
// RUN: %FileCheck --check-prefix=FIXED-MACRO --input-file=%t.macro.cpp %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.macro.cpp
//
// On x64 five records get an edit; with -pedantic (x64 or x86) six, the
// shader pair too.
// APPLIED-X64-COUNT-5: note: FIX-IT applied suggested code changes
// APPLIED-X64-NOT: FIX-IT applied
// APPLIED-PEDANTIC-COUNT-6: note: FIX-IT applied suggested code changes
// APPLIED-PEDANTIC-NOT: FIX-IT applied
// UNFIXED: error: static assertion failed{{.*}}TopologySubobject's inner is where the runtime reads it
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

// The project's own spelling, used by the align-macro runs.
#define PSO_ALIGN alignas(void *)

#ifdef FIX_APPLIED
// What the runtime reads (SPEC §1).
#define RUNTIME_INNER_OFFSET(Inner) (alignof(Inner) > 4 ? alignof(Inner) : 4)
#define RUNTIME_SIZE(Inner)                                                    \
  ((RUNTIME_INNER_OFFSET(Inner) + sizeof(Inner) + sizeof(void *) - 1) /        \
   sizeof(void *) * sizeof(void *))
#define ASSERT_RUNTIME_LAYOUT(Record, Inner)                                   \
  static_assert(alignof(Record) == sizeof(void *),                             \
                #Record " is pointer-aligned");                                \
  static_assert(offsetof(Record, Desc) == RUNTIME_INNER_OFFSET(Inner),         \
                #Record "'s inner is where the runtime reads it");             \
  static_assert(sizeof(Record) == RUNTIME_SIZE(Inner),                         \
                #Record " ends where the runtime reads the next subobject")
#endif

// CHECK: fixit.cpp:[[@LINE+5]]:3: warning: tag of subobject 'TopologySubobject' is unioned with 'Pad'
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+3]]:7-[[@LINE+3]]:7}:" alignas(void*)"
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+3]]:3-[[@LINE+6]]:4}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
// MACRO: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:7-[[@LINE+1]]:7}:" PSO_ALIGN"
struct TopologySubobject {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    void *Pad;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Desc;
};
// FIXED: {{^}}struct alignas(void*) TopologySubobject {
// FIXED-NEXT: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
// FIXED-NEXT: {{^}}  D3D12_PRIMITIVE_TOPOLOGY_TYPE Desc;
// FIXED-MACRO: {{^}}struct PSO_ALIGN TopologySubobject {

// The default member initialiser moves with the tag.
// CHECK: fixit.cpp:[[@LINE+4]]:3: warning: tag of subobject 'RasterizerSubobject' is unioned with 'Pad'
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+2]]:7-[[@LINE+2]]:7}:" alignas(void*)"
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+2]]:3-[[@LINE+2]]:114}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER"
struct RasterizerSubobject {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER; void *Pad; };
  D3D12_RASTERIZER_DESC Desc;
};
// FIXED: {{^}}struct alignas(void*) RasterizerSubobject {
// FIXED-NEXT: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;{{$}}

// A constructor that sets the tag still compiles afterwards.
// CHECK: fixit.cpp:[[@LINE+5]]:3: warning: tag of subobject 'BlendSubobject' is unioned with 'Pad'
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+2]]:7-[[@LINE+2]]:7}:" alignas(void*)"
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+3]]:3-[[@LINE+3]]:65}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
struct BlendSubobject {
  BlendSubobject() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND), Desc() {}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_BLEND_DESC Desc;
};
// FIXED: {{^}}struct alignas(void*) BlendSubobject {

// Already alignas(void*): only the union changes.
// CHECK: fixit.cpp:[[@LINE+3]]:3: warning: tag of subobject 'SampleDescSubobject' is unioned with 'Pad'
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+2]]:3-[[@LINE+2]]:65}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type"
struct alignas(void *) SampleDescSubobject {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  DXGI_SAMPLE_DESC Desc;
};
// FIXED: {{^}}struct alignas(void *) SampleDescSubobject {
// FIXED-NEXT: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;

// An 8-aligned inner is fixed only where it is reported (-pedantic).
struct VertexShaderSubobject {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; void *Pad; };
  D3D12_SHADER_BYTECODE Desc;
};
// FIXED: {{^}}struct VertexShaderSubobject {

#ifndef FIX_APPLIED
// Code names the pointer member: removing it would not compile.
struct DepthStencilFormatSubobject {
  // CHECK: fixit.cpp:[[@LINE+2]]:3: warning: tag of subobject 'DepthStencilFormatSubobject' is unioned with 'Pad'
  // CHECK: fixit.cpp:[[@LINE+1]]:47: note: declare the tag on its own
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  DXGI_FORMAT Desc;
};
void clearPad(DepthStencilFormatSubobject &S) { S.Pad = nullptr; }

// Named in a template that is never instantiated, where only the name is
// known: the same.
struct SampleMaskSubobject {
  // CHECK: fixit.cpp:[[@LINE+2]]:3: warning: tag of subobject 'SampleMaskSubobject' is unioned with 'MaskPad'
  // CHECK: fixit.cpp:[[@LINE+1]]:47: note: declare the tag on its own
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *MaskPad; };
  UINT Desc;
};
template <typename T> void clearPadLater(T &S) { S.MaskPad = nullptr; }

// From a macro: a note, no edit.
#define TAG_UNION_PAIR(Name, InnerType)                                        \
  struct Name {                                                                \
    union {                                                                    \
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;                                \
      void *Pad;                                                               \
    };                                                                         \
    InnerType Desc;                                                            \
  };
// CHECK: fixit.cpp:[[@LINE+2]]:1: warning: tag of subobject 'MacroTopologySubobject' is unioned with 'Pad'
// CHECK: fixit.cpp:[[@LINE+1]]:1: note: declare the tag on its own
TAG_UNION_PAIR(MacroTopologySubobject, D3D12_PRIMITIVE_TOPOLOGY_TYPE)
#endif

#ifdef FIX_APPLIED
ASSERT_RUNTIME_LAYOUT(TopologySubobject, D3D12_PRIMITIVE_TOPOLOGY_TYPE);
ASSERT_RUNTIME_LAYOUT(RasterizerSubobject, D3D12_RASTERIZER_DESC);
ASSERT_RUNTIME_LAYOUT(BlendSubobject, D3D12_BLEND_DESC);
ASSERT_RUNTIME_LAYOUT(SampleDescSubobject, DXGI_SAMPLE_DESC);
#ifdef PEDANTIC
ASSERT_RUNTIME_LAYOUT(VertexShaderSubobject, D3D12_SHADER_BYTECODE);
#endif
static_assert(offsetof(TopologySubobject, Desc) == 4, "the 4-aligned inner right after the tag");
static_assert(offsetof(RasterizerSubobject, Desc) == 4, "the 4-aligned inner right after the tag");
#endif

// Templates last: their findings follow the plain records'. One edit, at the
// pattern.
// CHECK: fixit.cpp:[[@LINE+5]]:3: warning: tag of subobject 'UnionPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND>' is unioned with 'Pad'
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+3]]:7-[[@LINE+3]]:7}:" alignas(void*)"
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+3]]:3-[[@LINE+3]]:72}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind"
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct UnionPair {
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind; void *Pad; };
  Inner Desc;
};
// FIXED: {{^}}struct alignas(void*) UnionPair {
// FIXED-NEXT: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;{{$}}
typedef UnionPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> UnionBlend;
typedef UnionPair<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> UnionRasterizer;
typedef UnionPair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS> UnionPixelShader;
UnionBlend Blend;
UnionRasterizer Rasterizer;
UnionPixelShader PixelShader;
#ifdef FIX_APPLIED
ASSERT_RUNTIME_LAYOUT(UnionBlend, D3D12_BLEND_DESC);
ASSERT_RUNTIME_LAYOUT(UnionRasterizer, D3D12_RASTERIZER_DESC);
ASSERT_RUNTIME_LAYOUT(UnionPixelShader, D3D12_SHADER_BYTECODE);
#endif
