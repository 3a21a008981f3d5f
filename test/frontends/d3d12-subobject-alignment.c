// d3d12-subobject-alignment through the plugin, clang-tidy and psolint: a C
// pair without alignment, 4-aligned where the runtime reads each subobject
// at a multiple of 8, and 12 bytes long; the fix-it puts _Alignas(void*) on
// the tag.
// RUN: %compare_frontends --work %t --option StrictRecords=true --expect d3d12-subobject-alignment %s -- -std=c11 %dx
// RUN: %check_clang_tidy --config="{CheckOptions: {StrictRecords: true}}" %s 'd3d12-*' %t.c -- -std=c11 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct sample_desc_subobject {
// CHECK-MESSAGES: :[[@LINE-1]]:8: warning: subobject 'sample_desc_subobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on x86_64-pc-linux-gnu); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]
// CHECK-TOOL: d3d12-subobject-alignment.c:[[@LINE-2]]:8: warning: subobject 'sample_desc_subobject' is aligned to 4 bytes{{.*}}[d3d12-subobject-alignment]
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
// CHECK-FIXES: {{^}}  _Alignas(void*) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;{{$}}
// CHECK-TOOL: {{^}}      |   _Alignas(void*){{ ?$}}
  DXGI_SAMPLE_DESC desc;
};
