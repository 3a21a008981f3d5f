// A kind and an inner that come from template arguments are wrong where the
// arguments are written: the stream member whose type is the template-id, or
// the typedef of it, with a note at the template (which no edit of its own
// can fix). The fix-it retags the argument. (A subobject template only ever
// instantiated by variables keeps its one warning at the pattern: basic.cpp.)
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' %s 2>&1 | %FileCheck --implicit-check-not=fix-it: %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -fixit %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Werror %t.cpp
// RUN: %check_clang_tidy %s 'd3d12-subobject-type-mismatch' %t.tidy.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-subobject-type-mismatch' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-2: warning: {{.*}}[d3d12-subobject-type-mismatch]
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

template <typename Desc, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind>
struct alignas(void *) StreamSub { // expected-note 2 {{takes its kind and its inner from the template arguments}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  Desc Value;
};

// A typedef written with a DEPTH_STENCIL desc and the DEPTH_STENCIL1 kind:
// the runtime reads 56 bytes where the code put 52.
using DepthStencilSub = StreamSub<D3D12_DEPTH_STENCIL_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1>; // expected-warning {{'DepthStencilSub' has kind DEPTH_STENCIL1, whose inner is D3D12_DEPTH_STENCIL_DESC1, but its inner 'Value' is D3D12_DEPTH_STENCIL_DESC: the runtime reads 56 bytes of D3D12_DEPTH_STENCIL_DESC1 where the code put 52 bytes of D3D12_DEPTH_STENCIL_DESC [d3d12-subobject-type-mismatch]}}
// CHECK: fix-it:"{{.*}}":{[[@LINE-1]]:61-[[@LINE-1]]:111}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL"
// CHECK-MESSAGES: :[[@LINE-2]]:7: warning: 'DepthStencilSub' has kind DEPTH_STENCIL1

struct Stream {
  StreamSub<ID3D12RootSignature *, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE> RootSignature;
  StreamSub<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS> VS;
  // The member is where the pairing is written.
  StreamSub<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> Blend; // expected-warning {{member 'Blend' of stream 'Stream' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Value' is D3D12_BLEND_DESC}}
  // CHECK: fix-it:"{{.*}}":{[[@LINE-1]]:31-[[@LINE-1]]:77}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND"
  // CHECK-MESSAGES: :[[@LINE-2]]:79: warning: member 'Blend' of stream 'Stream' has kind RASTERIZER
  DepthStencilSub DepthStencil; // through the typedef: reported there
  StreamSub<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK> SampleMask;
};
// CHECK-FIXES: using DepthStencilSub = StreamSub<D3D12_DEPTH_STENCIL_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL>;
// CHECK-FIXES: StreamSub<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> Blend;
