// d3d12-subobject-type-mismatch fix-its: when the inner is the inner of
// exactly one kind and the record's kind is one enumerator written in the
// record's own text (a default member initialiser, or the one constructor
// initialiser), the edit replaces that enumerator with the inner's kind.
// No edit where the kind comes from a macro, a cast integer, several
// constructors, a template argument or an assignment, nor where the inner
// belongs to several kinds (shader bytecode, UINT). Then the round trip on
// every target: Clang's -fixit applies the edits, and the result compiles
// with -Werror and the plugin (every check) without a finding, and has the
// kinds the FIX_APPLIED static_asserts expect.
//
// Edits:
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' %s 2>&1 | %FileCheck --implicit-check-not=fix-it: --implicit-check-not=warning: %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' %s 2>&1 | %FileCheck --implicit-check-not=fix-it: --implicit-check-not=warning: %s
//
// Before the fix the FIX_APPLIED asserts fail (so they can fail at all):
// RUN: %not %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER -DFIX_APPLIED %s 2>&1 | %FileCheck --check-prefix=UNFIXED %s
//
// Round trips: x86_64 Linux (text checked too), x86 Linux, x64 MinGW, x64 MSVC.
// RUN: cp %s %t.x64.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -fixit %t.x64.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.x64.cpp %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin -DFIX_APPLIED -Werror %t.x64.cpp
// RUN: cp %s %t.x86.cpp
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -fixit %t.x86.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin -DFIX_APPLIED -Werror %t.x86.cpp
// RUN: cp %s %t.mingw64.cpp
// RUN: %clangxx --target=x86_64-w64-mingw32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -fixit %t.mingw64.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin -DFIX_APPLIED -Werror %t.mingw64.cpp
// RUN: cp %s %t.msvc.cpp
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -fixit %t.msvc.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin -DFIX_APPLIED -Werror %t.msvc.cpp
//
// Four records get an edit, on every target.
// APPLIED-COUNT-4: note: FIX-IT applied suggested code changes
// APPLIED-NOT: FIX-IT applied
// UNFIXED: error: static assertion failed{{.*}}RasterizerAsDesc1 is RASTERIZER1
#ifdef MSVC
#include "d3d12_min.h"
#else
#include <d3d12_newkinds.h>
#endif

#define KIND_IS(Record, Kind)                                                  \
  static_assert(Record{}.Type == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_##Kind,   \
                #Record " is " #Kind)

// The shipped bug: RASTERIZER on a RASTERIZER_DESC1.
// CHECK: fixit.cpp:[[@LINE+2]]:24: warning: subobject 'RasterizerAsDesc1' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Desc' is D3D12_RASTERIZER_DESC1: both are 44 bytes
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+2]]:46-[[@LINE+2]]:92}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1"
struct alignas(void *) RasterizerAsDesc1 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC1 Desc;
};
// FIXED: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1;{{$}}

// Qualified and in parentheses: the enumerator with its qualifier is
// replaced, the parentheses stay.
// CHECK: fixit.cpp:[[@LINE+2]]:24: warning: subobject 'QualifiedDepthStencil' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC1
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+2]]:47-[[@LINE+2]]:98}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1"
struct alignas(void *) QualifiedDepthStencil {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = (::D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL);
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};
// FIXED: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1);{{$}}

// In a namespace, with a wrapper type (it counts as the desc it wraps).
namespace engine {
// CHECK: fixit.cpp:[[@LINE+2]]:24: warning: subobject 'Rasterizer2AsRasterizer' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Desc' is CD3DX12_RASTERIZER_DESC2
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+2]]:46-[[@LINE+2]]:92}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER2"
struct alignas(void *) Rasterizer2AsRasterizer {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  CD3DX12_RASTERIZER_DESC2 Desc;
};
} // namespace engine
// FIXED: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER2;{{$}}
// A braced default member initialiser: fixit-spellings.cpp.

// The one constructor initialiser.
// CHECK: fixit.cpp:[[@LINE+2]]:24: warning: subobject 'ConstructedFormat' has kind SAMPLE_DESC, whose inner is DXGI_SAMPLE_DESC, but its inner 'Format' is DXGI_FORMAT
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE+4]]:40-[[@LINE+4]]:87}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT"
struct alignas(void *) ConstructedFormat {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_FORMAT Format;
  constexpr ConstructedFormat() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC), Format(DXGI_FORMAT_D32_FLOAT) {}
};
// FIXED: {{^}}  constexpr ConstructedFormat() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT), Format(DXGI_FORMAT_D32_FLOAT) {}{{$}}

#ifdef FIX_APPLIED
KIND_IS(RasterizerAsDesc1, RASTERIZER1);
KIND_IS(QualifiedDepthStencil, DEPTH_STENCIL1);
KIND_IS(engine::Rasterizer2AsRasterizer, RASTERIZER2);
KIND_IS(ConstructedFormat, DEPTH_STENCIL_FORMAT);
#endif

// Already right: no edit.
struct alignas(void *) Rasterizer1Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1;
  D3D12_RASTERIZER_DESC1 Desc;
};

#ifndef FIX_APPLIED
// No edit: the inner belongs to several kinds (shader bytecode, UINT).
// CHECK: fixit.cpp:[[@LINE+1]]:24: warning: subobject 'BlendAsShader' has kind BLEND
struct alignas(void *) BlendAsShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_SHADER_BYTECODE Code;
};
// CHECK: fixit.cpp:[[@LINE+1]]:24: warning: subobject 'RasterizerAsMask' has kind RASTERIZER
struct alignas(void *) RasterizerAsMask {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  UINT Mask;
};

// No edit: the kind is spelled by a macro, or as a cast integer. (That a
// note names the right kind for the macro too: fixit-spellings.cpp.)
#define SHADOW_KIND D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL
// CHECK: fixit.cpp:[[@LINE+1]]:24: warning: subobject 'MacroKind' has kind DEPTH_STENCIL
struct alignas(void *) MacroKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = SHADOW_KIND;
  D3D12_DEPTH_STENCIL_DESC2 Desc;
};
// CHECK: fixit.cpp:[[@LINE+1]]:24: warning: subobject 'CastKind' has kind RASTERIZER
struct alignas(void *) CastKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE(10);
  // CHECK: fixit.cpp:[[@LINE+1]]:26: note: 'D3D12_RASTERIZER_DESC1' is the inner of kind RASTERIZER1
  D3D12_RASTERIZER_DESC1 Desc;
};

// No edit: two constructors set the kind.
// CHECK: fixit.cpp:[[@LINE+1]]:24: warning: subobject 'TwoConstructors' has kind DEPTH_STENCIL
struct alignas(void *) TwoConstructors {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  // CHECK: fixit.cpp:[[@LINE+1]]:29: note: 'D3D12_DEPTH_STENCIL_DESC2' is the inner of kind DEPTH_STENCIL2
  D3D12_DEPTH_STENCIL_DESC2 Desc;
  TwoConstructors() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL), Desc() {}
  explicit TwoConstructors(const D3D12_DEPTH_STENCIL_DESC2 &D) : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL), Desc(D) {}
};

// No edit: the kind is a template argument (an edit of the pattern would
// change every instantiation).
// CHECK: fixit.cpp:[[@LINE+2]]:24: warning: subobject 'UserPair<D3D12_RASTERIZER_DESC1, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER>' has kind RASTERIZER
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct alignas(void *) UserPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  // CHECK: fixit.cpp:[[@LINE+1]]:9: note: 'D3D12_RASTERIZER_DESC1' is the inner of kind RASTERIZER1
  Inner Desc;
};
UserPair<D3D12_RASTERIZER_DESC1, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> UserRasterizer;

// No edit: the kind comes from an assignment to one stream member. The
// note is at the record's inner.
struct alignas(void *) Rasterizer2Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER2;
  D3D12_RASTERIZER_DESC2 Desc;
};
struct AssignedStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  // CHECK: fixit.cpp:[[@LINE+2]]:19: warning: member 'Rasterizer' of stream 'AssignedStream' has kind RASTERIZER
  // CHECK: fixit.cpp:[[@LINE-5]]:26: note: 'D3D12_RASTERIZER_DESC2' is the inner of kind RASTERIZER2
  Rasterizer2Pair Rasterizer;
};
void downgrade(AssignedStream &Stream) {
  Stream.Rasterizer.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
}
#endif
