// d3d12-state-object-type through the three front-ends, in C: NumSubobjects
// counts the zeroed tail of the array; the fix-it writes the count written.
// RUN: %compare_frontends --work %t --expect d3d12-state-object-type %s -- -std=c11 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.c -- -std=c11 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

void build(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_RAYTRACING_SHADER_CONFIG *config) {
  D3D12_STATE_SUBOBJECT subobjects[4] = {{D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
                                         {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, config}};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 4, subobjects};
// CHECK-MESSAGES: :[[@LINE-1]]:80: warning: NumSubobjects is 4, but the program writes 2 elements of 'subobjects': the runtime reads elements 2 to 3, zeroed, as STATE_OBJECT_CONFIG subobjects with a null pDesc [d3d12-state-object-type]
// CHECK-FIXES: {{^}}  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects};{{$}}
// CHECK-TOOL: d3d12-state-object-type.c:[[@LINE-3]]:80: warning: NumSubobjects is 4{{.*}}[d3d12-state-object-type]
  ID3D12StateObject *so = 0;
  device->lpVtbl->CreateStateObject(device, &desc, &IID_ID3D12StateObject, (void **)&so);
}
