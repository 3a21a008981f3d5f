// d3d12-subobject-type-mismatch fix-its for two more spellings of the kind.
// A braced default member initialiser (`Type{X}`, `Type = {X}`) is one
// enumerator in the record's text like `Type = X`, so it gets the same edit.
// A kind spelled through a macro cannot be edited; the note that names the
// right kind must then take the fix-it's place, as it does for a cast or a
// template argument (fixit.cpp), so the user still learns which kind fits.
//
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' %s 2>&1 | %FileCheck --implicit-check-not=fix-it: --implicit-check-not=warning: --implicit-check-not=note: %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -fixit %t.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin -DFIX_APPLIED -Werror %t.cpp
// Two records get an edit.
// APPLIED-COUNT-2: note: FIX-IT applied suggested code changes
// APPLIED-NOT: FIX-IT applied
#include <d3d12_newkinds.h>

// CHECK: fixit-spellings.cpp:[[@LINE+2]]:24: warning: subobject 'BracedRasterizer1' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Desc' is D3D12_RASTERIZER_DESC1
// CHECK: fix-it:"{{.*}}fixit-spellings.cpp":{[[@LINE+2]]:44-[[@LINE+2]]:90}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1"
struct alignas(void *) BracedRasterizer1 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER};
  D3D12_RASTERIZER_DESC1 Desc;
};
// FIXED: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1};{{$}}

// CHECK: fixit-spellings.cpp:[[@LINE+2]]:24: warning: subobject 'CopyListDepthStencil2' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC2
// CHECK: fix-it:"{{.*}}fixit-spellings.cpp":{[[@LINE+2]]:47-[[@LINE+2]]:96}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL2"
struct alignas(void *) CopyListDepthStencil2 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL};
  D3D12_DEPTH_STENCIL_DESC2 Desc;
};
// FIXED: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL2};{{$}}

#ifdef FIX_APPLIED
static_assert(BracedRasterizer1{}.Type == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1, "");
static_assert(CopyListDepthStencil2{}.Type == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL2, "");
#else
// The kind comes from a macro: no edit, but a note.
#define SHADOW_KIND D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL
// CHECK: fixit-spellings.cpp:[[@LINE+1]]:24: warning: subobject 'MacroKind' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC1
struct alignas(void *) MacroKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = SHADOW_KIND;
  // CHECK: fixit-spellings.cpp:[[@LINE+1]]:29: note: 'D3D12_DEPTH_STENCIL_DESC1' is the inner of kind DEPTH_STENCIL1
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};
#endif
