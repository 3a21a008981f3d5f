// d3d12-state-object-hit-group through the three front-ends: a hit group
// built with d3dx12's builder imports an intersection shader but is set to
// TRIANGLES; the fix-it writes PROCEDURAL_PRIMITIVE.
// RUN: %compare_frontends --work %t --expect d3d12-state-object-hit-group %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void build(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  auto *sphere = desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
  sphere->SetHitGroupExport(L"SphereHit");
  sphere->SetHitGroupType(D3D12_HIT_GROUP_TYPE_TRIANGLES);
// CHECK-MESSAGES: :[[@LINE-1]]:27: warning: the hit group at subobject 1 imports an intersection shader, but its Type is D3D12_HIT_GROUP_TYPE_TRIANGLES: the runtime rejects the desc; procedural geometry is D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE [d3d12-state-object-hit-group]
// CHECK-FIXES: {{^}}  sphere->SetHitGroupType(D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE);{{$}}
// CHECK-TOOL: d3d12-state-object-hit-group.cpp:[[@LINE-3]]:27: warning: the hit group at subobject 1 imports an intersection shader{{.*}}[d3d12-state-object-hit-group]
  sphere->SetIntersectionShaderImport(L"SphereIntersection");
// CHECK-MESSAGES: :[[@LINE-1]]:39: note: the intersection shader it imports
  sphere->SetClosestHitShaderImport(L"SphereClosest");
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}
