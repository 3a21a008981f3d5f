// d3d12-subobject-enum-union through the three front-ends: the tag alone
// unioned with void* puts the 4-byte topology at offset 8, where the runtime
// reads offset 4. The fix-it keeps the bare tag and aligns the record.
// RUN: %compare_frontends --work %t --option StrictRecords=true --expect d3d12-subobject-enum-union %s -- -std=c++17 %dx
// RUN: %check_clang_tidy --config="{CheckOptions: {StrictRecords: true}}" %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct TopologySubobject {
// CHECK-FIXES: {{^}}struct alignas(void*) TopologySubobject {{[{]$}}
// CHECK-FIXES: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;{{$}}
  union {
// CHECK-MESSAGES: :[[@LINE-1]]:3: warning: tag of subobject 'TopologySubobject' is unioned with 'WordAlign': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]
// CHECK-TOOL: d3d12-subobject-enum-union.cpp:[[@LINE-2]]:3: warning: tag of subobject 'TopologySubobject' is unioned with 'WordAlign'{{.*}}[d3d12-subobject-enum-union]
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
    void *WordAlign;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
};
