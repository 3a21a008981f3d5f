// --layout prints each state object where the runtime reads it: the desc's
// Type and count, then per element its kind, what pDesc points to, and each
// association resolved to its target, as the runtime resolves it (a copy is
// dropped); d3dx12's builder is shown flattened, in creation order.
// RUN: %psolint --layout %s -- -std=c++17 %dx > %t.txt
// RUN: %FileCheck %s --match-full-lines --strict-whitespace < %t.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void arrays(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_LOCAL_ROOT_SIGNATURE *local) {
  D3D12_STATE_SUBOBJECT subobjects[5] = {};
  UINT index = 0;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, local};
  LPCWSTR exports[] = {L"RayGen"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&subobjects[index - 1], 1, exports};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_SUBOBJECT copy = subobjects[1];
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION dropped = {&copy, 0, nullptr};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &dropped};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 5, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}
// CHECK:state object given to CreateStateObject in arrays at {{.*}}layout-state-objects.cpp:24:11 (x86_64-pc-linux-gnu): Type RAYTRACING_PIPELINE (3), NumSubobjects 5, pSubobjects 'subobjects'
// CHECK-NEXT:    index  kind                                  pDesc                                                 association
// CHECK-NEXT:        0  DXIL_LIBRARY (5)                      D3D12_DXIL_LIBRARY_DESC
// CHECK-NEXT:        1  LOCAL_ROOT_SIGNATURE (2)              D3D12_LOCAL_ROOT_SIGNATURE
// CHECK-NEXT:        2  SUBOBJECT_TO_EXPORTS_ASSOCIATION (7)  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION 'association'  -> subobject 1 (LOCAL_ROOT_SIGNATURE (2)), 1 export
// CHECK-NEXT:        3  SUBOBJECT_TO_EXPORTS_ASSOCIATION (7)  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION 'dropped'      -> 'copy', not in the array: dropped, default (NumExports 0)
// CHECK-NEXT:        4  STATE_OBJECT_CONFIG (0), zeroed       null
// CHECK-EMPTY:

void builder(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  auto *config = desc.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>();
  config->Config(16, 8);
  auto *association = desc.CreateSubobject<CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT>();
  association->SetSubobjectToAssociate(*config);
  association->AddExport(L"Miss");
  association->AddExport(L"Hit");
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}
// CHECK:state object given to CreateStateObject in builder at {{.*}}layout-state-objects.cpp:45:11 (x86_64-pc-linux-gnu): Type RAYTRACING_PIPELINE (3), NumSubobjects 3, pSubobjects 'desc'
// CHECK-NEXT:    index  kind                                  pDesc                                   association
// CHECK-NEXT:        0  DXIL_LIBRARY (5)                      D3D12_DXIL_LIBRARY_DESC
// CHECK-NEXT:        1  RAYTRACING_SHADER_CONFIG (9)          D3D12_RAYTRACING_SHADER_CONFIG
// CHECK-NEXT:        2  SUBOBJECT_TO_EXPORTS_ASSOCIATION (7)  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION  -> subobject 1 (RAYTRACING_SHADER_CONFIG (9)), 2 exports
