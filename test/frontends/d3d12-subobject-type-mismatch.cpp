// d3d12-subobject-type-mismatch through the three front-ends: a RASTERIZER
// tag on a D3D12_DEPTH_STENCIL_DESC1. The inner names exactly one kind, so
// the fix-it writes DEPTH_STENCIL1.
// RUN: %compare_frontends --work %t --expect d3d12-subobject-type-mismatch %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct alignas(void *) DepthBoundsSubobject {
// CHECK-MESSAGES: :[[@LINE-1]]:24: warning: subobject 'DepthBoundsSubobject' has kind RASTERIZER, whose inner is D3D12_RASTERIZER_DESC, but its inner 'Desc' is D3D12_DEPTH_STENCIL_DESC1: the runtime reads 44 bytes of D3D12_RASTERIZER_DESC where the code put 56 bytes of D3D12_DEPTH_STENCIL_DESC1 [d3d12-subobject-type-mismatch]
// CHECK-TOOL: d3d12-subobject-type-mismatch.cpp:[[@LINE-2]]:24: warning: subobject 'DepthBoundsSubobject' has kind RASTERIZER{{.*}}[d3d12-subobject-type-mismatch]
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
// CHECK-FIXES: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;{{$}}
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};
