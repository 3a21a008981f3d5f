// d3d12-subobject-alignment fix-its, C++: the exact edit for every fixable
// record (` alignas(void*)` after the class-key; an alignas(N) or
// aligned(N) rewritten in place; the project macro given with
// -fplugin-arg-psolint-align-macro), no edit where the record or its
// alignment comes from a macro, where the alignment is a template argument,
// is on a member, or is MSVC's __declspec(align(N)). Then the round trip on
// every target: Clang's -fixit applies the edits in place (warnings' fix-its
// included), and the result compiles with -Werror and the plugin without a
// finding, and has exactly the layout the runtime reads (the FIX_APPLIED
// asserts: pointer alignment, the inner at the runtime's offset, the
// runtime's size). The macro is not called FIXED: wingdi.h has that type.
//
// Edits:
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %s 2>&1 | %FileCheck --check-prefix=X64 --implicit-check-not=fix-it: --implicit-check-not=warning: %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %s 2>&1 | %FileCheck --check-prefix=X86 --implicit-check-not=fix-it: --implicit-check-not=warning: %s
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -fplugin-arg-psolint-align-macro=PSO_ALIGN %s 2>&1 | %FileCheck --check-prefix=MACRO --implicit-check-not='alignas(void*)"' %s
//
// Before the fix the FIX_APPLIED asserts fail on x64 (so they can fail at all):
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx -DFIX_APPLIED %s 2>&1 | %FileCheck --check-prefix=UNFIXED %s
//
// Round trips: x86_64 Linux (text checked too), x86 Linux, MinGW, MSVC, macro.
// RUN: cp %s %t.x64.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.x64.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
// RUN: %FileCheck --check-prefix=FIXED-X64 --input-file=%t.x64.cpp %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.x64.cpp
// RUN: cp %s %t.x86.cpp
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.x86.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X86 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.x86.cpp
// RUN: cp %s %t.mingw64.cpp
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.mingw64.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.mingw64.cpp
// RUN: cp %s %t.mingw32.cpp
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.mingw32.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X86 %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.mingw32.cpp
// RUN: cp %s %t.msvc.cpp
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.msvc.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.msvc.cpp
// RUN: cp %s %t.macro.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -fplugin-arg-psolint-align-macro=PSO_ALIGN -Xclang -fixit %t.macro.cpp 2>&1 | %FileCheck --check-prefix=APPLIED-X64 %s
// RUN: %FileCheck --check-prefix=FIXED-MACRO --input-file=%t.macro.cpp %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.macro.cpp
//
// On x64, nine records get an edit; on x86, three.
// APPLIED-X64-COUNT-9: note: FIX-IT applied suggested code changes
// APPLIED-X64-NOT: FIX-IT applied
// APPLIED-X86-COUNT-3: note: FIX-IT applied suggested code changes
// APPLIED-X86-NOT: FIX-IT applied
// UNFIXED: error: static assertion failed{{.*}}BlendSubobject is pointer-aligned
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
// What the runtime reads (SPEC §1): the pair starts on a pointer boundary,
// the inner at alignTo(4, alignof(inner)), the next pair at the inner's end
// rounded up to the pointer size.
#define RUNTIME_INNER_OFFSET(Inner) (alignof(Inner) > 4 ? alignof(Inner) : 4)
#define RUNTIME_SIZE(Inner)                                                    \
  ((RUNTIME_INNER_OFFSET(Inner) + sizeof(Inner) + sizeof(void *) - 1) /        \
   sizeof(void *) * sizeof(void *))
#define ASSERT_RUNTIME_LAYOUT(Record, Inner)                                   \
  static_assert(alignof(Record) == sizeof(void *),                             \
                #Record " is pointer-aligned");                                \
  static_assert(offsetof(Record, Desc) == RUNTIME_INNER_OFFSET(Inner),         \
                #Record "'s inner is where the runtime reads it");             \
  static_assert(sizeof(Record) % sizeof(void *) == 0 &&                        \
                    sizeof(Record) == RUNTIME_SIZE(Inner),                     \
                #Record " ends where the runtime reads the next subobject")
#endif

// X64: fixit.cpp:[[@LINE+2]]:8: warning: subobject 'BlendSubobject' is aligned to 4 bytes
// X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:7-[[@LINE+1]]:7}:" alignas(void*)"
struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// FIXED-X64: {{^}}struct alignas(void*) BlendSubobject {
// FIXED-MACRO: {{^}}struct PSO_ALIGN BlendSubobject {
// MACRO: fixit.cpp:[[@LINE-6]]:8: warning: subobject 'BlendSubobject'
// MACRO: fix-it:"{{.*}}fixit.cpp":{[[@LINE-7]]:7-[[@LINE-7]]:7}:" PSO_ALIGN"

// The class-key may be `class`; other specifiers follow the inserted one.
// X64: fixit.cpp:[[@LINE+2]]:7: warning: subobject 'SampleDescSubobject' is aligned to 4 bytes
// X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:6-[[@LINE+1]]:6}:" alignas(void*)"
class SampleDescSubobject final {
public:
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};
// FIXED-X64: {{^}}class alignas(void*) SampleDescSubobject final {

// alignas(16) is rewritten, not doubled.
// X64: fixit.cpp:[[@LINE+4]]:20: warning: subobject 'Rasterizer16Subobject' is aligned to 16 bytes
// X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE+3]]:8-[[@LINE+3]]:19}:"alignas(void*)"
// X86: fixit.cpp:[[@LINE+2]]:20: warning: subobject 'Rasterizer16Subobject' is aligned to 16 bytes
// X86: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:8-[[@LINE+1]]:19}:"alignas(void*)"
struct alignas(16) Rasterizer16Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};
// FIXED-X64: {{^}}struct alignas(void*) Rasterizer16Subobject {
// FIXED-MACRO: {{^}}struct PSO_ALIGN Rasterizer16Subobject {
// MACRO: fixit.cpp:[[@LINE-6]]:20: warning: subobject 'Rasterizer16Subobject'
// MACRO: fix-it:"{{.*}}fixit.cpp":{[[@LINE-7]]:8-[[@LINE-7]]:19}:"PSO_ALIGN"

// The GNU attribute keeps its syntax: only its argument changes.
// X64: fixit.cpp:[[@LINE+4]]:37: warning: subobject 'GnuMask16Subobject' is aligned to 16 bytes
// X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE+3]]:23-[[@LINE+3]]:34}:"aligned(sizeof(void*))"
// X86: fixit.cpp:[[@LINE+2]]:37: warning: subobject 'GnuMask16Subobject' is aligned to 16 bytes
// X86: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:23-[[@LINE+1]]:34}:"aligned(sizeof(void*))"
struct __attribute__((aligned(16))) GnuMask16Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Desc;
};
// FIXED-X64: {{^}}struct __attribute__((aligned(sizeof(void*)))) GnuMask16Subobject {
// FIXED-MACRO: {{^}}struct __attribute__((aligned(sizeof(void*)))) GnuMask16Subobject {
// MACRO: fixit.cpp:[[@LINE-6]]:37: warning: subobject 'GnuMask16Subobject'
// MACRO: fix-it:"{{.*}}fixit.cpp":{[[@LINE-7]]:23-[[@LINE-7]]:34}:"aligned(sizeof(void*))"

// A hard-coded 8: rewritten on x86, left alone on x64 where it is P.
// X86: fixit.cpp:[[@LINE+2]]:19: warning: subobject 'Blend8Subobject' is aligned to 8 bytes
// X86: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:8-[[@LINE+1]]:18}:"alignas(void*)"
struct alignas(8) Blend8Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// FIXED-X64: {{^}}struct alignas(8) Blend8Subobject {

// alignas(4) is rewritten on x64.
// X64: fixit.cpp:[[@LINE+2]]:19: warning: subobject 'DepthStencil14Subobject' is aligned to 4 bytes
// X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:8-[[@LINE+1]]:18}:"alignas(void*)"
struct alignas(4) DepthStencil14Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};
// FIXED-X64: {{^}}struct alignas(void*) DepthStencil14Subobject {

namespace engine {
// X64: fixit.cpp:[[@LINE+2]]:8: warning: subobject 'NamespacedTopology' is aligned to 4 bytes
// X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:7-[[@LINE+1]]:7}:" alignas(void*)"
struct NamespacedTopology {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Desc;
};
} // namespace engine
// FIXED-X64: {{^}}struct alignas(void*) NamespacedTopology {

void buildLocal() {
  // X64: fixit.cpp:[[@LINE+2]]:10: warning: subobject 'LocalDepthStencil1' is aligned to 4 bytes
  // X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:9-[[@LINE+1]]:9}:" alignas(void*)"
  struct LocalDepthStencil1 {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
    D3D12_DEPTH_STENCIL_DESC1 Desc;
  } Local;
  (void)Local;
#ifdef FIX_APPLIED
  ASSERT_RUNTIME_LAYOUT(LocalDepthStencil1, D3D12_DEPTH_STENCIL_DESC1);
#endif
}
// FIXED-X64: {{^}}  struct alignas(void*) LocalDepthStencil1 {

// Already right: no edit, on any target.
struct alignas(void *) PointerAlignedBlend {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
struct PSO_ALIGN MacroPointerAlignedBlend {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

#ifndef FIX_APPLIED
// No edit inside a macro expansion: the record comes from a macro,
#define DECLARE_PAIR(Name, InnerType)                                          \
  struct Name {                                                                \
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;                                  \
    InnerType Desc;                                                            \
  };
// X64: fixit.cpp:[[@LINE+2]]:14: warning: subobject 'MacroBlend' is aligned to 4 bytes
// MACRO: fixit.cpp:[[@LINE+1]]:14: warning: subobject 'MacroBlend' is aligned to 4 bytes
DECLARE_PAIR(MacroBlend, D3D12_BLEND_DESC)
// or its alignment does.
#define ALIGN_16 alignas(16)
// X64: fixit.cpp:[[@LINE+2]]:17: warning: subobject 'MacroAligned16Rasterizer' is aligned to 16 bytes
// X86: fixit.cpp:[[@LINE+1]]:17: warning: subobject 'MacroAligned16Rasterizer' is aligned to 16 bytes
struct ALIGN_16 MacroAligned16Rasterizer {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC Desc;
};
// Alignment asked for on a member cannot be undone from the record.
// X64: fixit.cpp:[[@LINE+2]]:8: warning: subobject 'InnerAligned16Rasterizer' is aligned to 16 bytes
// X86: fixit.cpp:[[@LINE+1]]:8: warning: subobject 'InnerAligned16Rasterizer' is aligned to 16 bytes
struct InnerAligned16Rasterizer {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  alignas(16) D3D12_RASTERIZER_DESC Desc;
};
#ifdef MSVC
// __declspec(align(N)) takes a literal: no spelling of P fits every target.
struct __declspec(align(16)) Declspec16Mask {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Desc;
};
#endif
#endif

#ifdef FIX_APPLIED
ASSERT_RUNTIME_LAYOUT(BlendSubobject, D3D12_BLEND_DESC);
ASSERT_RUNTIME_LAYOUT(SampleDescSubobject, DXGI_SAMPLE_DESC);
ASSERT_RUNTIME_LAYOUT(Rasterizer16Subobject, D3D12_RASTERIZER_DESC);
ASSERT_RUNTIME_LAYOUT(GnuMask16Subobject, UINT);
ASSERT_RUNTIME_LAYOUT(Blend8Subobject, D3D12_BLEND_DESC);
ASSERT_RUNTIME_LAYOUT(DepthStencil14Subobject, D3D12_DEPTH_STENCIL_DESC1);
ASSERT_RUNTIME_LAYOUT(engine::NamespacedTopology, D3D12_PRIMITIVE_TOPOLOGY_TYPE);
ASSERT_RUNTIME_LAYOUT(PointerAlignedBlend, D3D12_BLEND_DESC);
ASSERT_RUNTIME_LAYOUT(MacroPointerAlignedBlend, D3D12_BLEND_DESC);
#endif

// Templates last: their findings come after the plain records'. One edit, at
// the pattern, for every instantiation; an explicit specialisation is edited
// where it is written.
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct UserPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  Inner Desc;
};
// FIXED-X64: {{^}}struct alignas(void*) UserPair {
// X64: fixit.cpp:[[@LINE+2]]:20: warning: subobject 'UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND>' is aligned to 4 bytes
// X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE+1]]:19-[[@LINE+1]]:19}:" alignas(void*)"
template <> struct UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// FIXED-X64: {{^}}template <> struct alignas(void*) UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> {
// The pattern's finding comes after every plain record's (the specialisation
// above is one), named after the first instantiation found wrong.
// X64: fixit.cpp:[[@LINE-14]]:8: warning: subobject 'UserPair<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER>' is aligned to 4 bytes
// X64: fix-it:"{{.*}}fixit.cpp":{[[@LINE-15]]:7-[[@LINE-15]]:7}:" alignas(void*)"
typedef UserPair<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> UserRasterizer;
typedef UserPair<DXGI_SAMPLE_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC> UserSampleDesc;
typedef UserPair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS> UserVertexShader;
typedef UserPair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> UserBlend;
UserRasterizer Rasterizer;
UserSampleDesc SampleDesc;
UserVertexShader VertexShader;
UserBlend Blend;

#ifndef FIX_APPLIED
// Alignment from a template argument: no edit (it would fix one argument).
// X64: fixit.cpp:[[@LINE+3]]:27: warning: subobject 'ParamAligned<16>' is aligned to 16 bytes
// X86: fixit.cpp:[[@LINE+2]]:27: warning: subobject 'ParamAligned<16>' is aligned to 16 bytes
template <unsigned Alignment>
struct alignas(Alignment) ParamAligned {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Desc;
};
ParamAligned<16> Param16;
#endif

#ifdef FIX_APPLIED
ASSERT_RUNTIME_LAYOUT(UserRasterizer, D3D12_RASTERIZER_DESC);
ASSERT_RUNTIME_LAYOUT(UserSampleDesc, DXGI_SAMPLE_DESC);
ASSERT_RUNTIME_LAYOUT(UserVertexShader, D3D12_SHADER_BYTECODE);
ASSERT_RUNTIME_LAYOUT(UserBlend, D3D12_BLEND_DESC);
#endif
