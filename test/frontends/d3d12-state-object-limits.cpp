// d3d12-state-object-limits through the three front-ends: a node mask of 0
// in a hand-built array; the fix-it writes 1. A recursion depth past 31 has
// no fix-it.
// RUN: %compare_frontends --work %t --expect d3d12-state-object-limits %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

void build(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_NODE_MASK node = {0};
// CHECK-MESSAGES: :[[@LINE-1]]:27: warning: NodeMask of subobject 1 is 0; some runtimes mishandle it: write 1 (the first node) or leave the subobject out [d3d12-state-object-limits]
// CHECK-FIXES: {{^}}  D3D12_NODE_MASK node = {1};{{$}}
// CHECK-TOOL: d3d12-state-object-limits.cpp:[[@LINE-3]]:27: warning: NodeMask of subobject 1 is 0{{.*}}[d3d12-state-object-limits]
  D3D12_RAYTRACING_PIPELINE_CONFIG pipeline = {};
  pipeline.MaxTraceRecursionDepth = 32;
// CHECK-MESSAGES: :[[@LINE-1]]:37: warning: MaxTraceRecursionDepth is 32; the runtime accepts at most 31 (D3D12_RAYTRACING_MAX_DECLARABLE_TRACE_RECURSION_DEPTH) [d3d12-state-object-limits]
// CHECK-TOOL: d3d12-state-object-limits.cpp:[[@LINE-2]]:37: warning: MaxTraceRecursionDepth is 32{{.*}}[d3d12-state-object-limits]
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK, &node},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipeline},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 3, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}
