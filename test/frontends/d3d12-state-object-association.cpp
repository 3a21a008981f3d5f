// d3d12-state-object-association through the three front-ends: the
// association names a copy of the root-signature subobject, not the element
// of the array passed in, so the runtime drops it. No fix-it.
// RUN: %compare_frontends --work %t --expect d3d12-state-object-association %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

void build(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_LOCAL_ROOT_SIGNATURE *local) {
  D3D12_STATE_SUBOBJECT subobjects[3];
  UINT index = 0;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  D3D12_STATE_SUBOBJECT rootSignature = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, local};
  subobjects[index++] = rootSignature;
  LPCWSTR exports[] = {L"RayGen"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&rootSignature, 1, exports};
// CHECK-MESSAGES: :[[@LINE-1]]:57: warning: pSubobjectToAssociate of the association at subobject 2 points to 'rootSignature', not to an element of 'subobjects', the array pSubobjects passes: the runtime drops the association [d3d12-state-object-association]
// CHECK-TOOL: d3d12-state-object-association.cpp:[[@LINE-2]]:57: warning: pSubobjectToAssociate of the association at subobject 2 points to 'rootSignature'{{.*}}[d3d12-state-object-association]
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, index, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}
