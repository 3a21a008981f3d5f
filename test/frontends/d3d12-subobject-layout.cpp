// d3d12-subobject-layout through the three front-ends: a count before the
// tag, so the runtime reads the count as the tag. No fix-it.
// RUN: %compare_frontends --work %t --option StrictRecords=true --expect d3d12-subobject-layout %s -- -std=c++17 %dx
// RUN: %check_clang_tidy --config="{CheckOptions: {StrictRecords: true}}" %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct alignas(void *) CountedBlend {
  UINT Count;
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
// CHECK-MESSAGES: :[[@LINE-1]]:39: warning: tag of subobject 'CountedBlend' is at offset 4, after member 'Count'; the runtime reads the tag at offset 0, where 'Count' (4 bytes) is [d3d12-subobject-layout]
// CHECK-TOOL: d3d12-subobject-layout.cpp:[[@LINE-2]]:39: warning: tag of subobject 'CountedBlend' is at offset 4{{.*}}[d3d12-subobject-layout]
  D3D12_BLEND_DESC Desc;
};
