// d3dx12's CD3DX12_STATE_OBJECT_DESC: CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>()
// adds a hit group whose m_Desc starts zeroed (TRIANGLES); the setters
// write its fields. The same rules as for hand-built arrays, with their
// twins; the fix-it rewrites the argument of SetHitGroupType. A builder
// touched inside a branch is not read: silent.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -verify %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -fixit %t.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// APPLIED-COUNT-1: FIX-IT applied suggested code changes
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// FIXED: hit->SetHitGroupType(D3D12_HIT_GROUP_TYPE_TRIANGLES);
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void defects(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  auto *library = desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>();
  library->SetDXILLibrary(&dxil);
  auto *sphere = desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
  sphere->SetHitGroupExport(L"SphereHit"); // expected-note {{the first hit group of this name}}
  sphere->SetIntersectionShaderImport(L"SphereIntersection"); // expected-warning {{the hit group at subobject 1 imports an intersection shader, but its Type is D3D12_HIT_GROUP_TYPE_TRIANGLES (0, as the desc was zeroed)}}
  CD3DX12_HIT_GROUP_SUBOBJECT hit(desc);
  hit.SetHitGroupExport(L"SphereHit"); // expected-warning {{the hit group at subobject 2 exports the name that the hit group at subobject 1 exports}}
  hit.SetHitGroupType(D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE); // expected-warning {{the hit group at subobject 2 is D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE but imports no intersection shader}}
  hit.SetClosestHitShaderImport(L"Closest");
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}

void fixable(ID3D12Device5 *device) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_COLLECTION);
  auto *hit = desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
  hit->SetHitGroupExport(L"Hit");
  hit->SetHitGroupType(D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE); // expected-warning {{is D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE but imports no intersection shader}}
  hit->SetClosestHitShaderImport(L"Closest");
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}

void twins(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  auto *library = desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>();
  library->SetDXILLibrary(&dxil);
  auto *sphere = desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
  sphere->SetHitGroupExport(L"SphereHit");
  sphere->SetHitGroupType(D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE);
  sphere->SetIntersectionShaderImport(L"SphereIntersection");
  CD3DX12_HIT_GROUP_SUBOBJECT triangle(desc);
  triangle.SetHitGroupExport(L"TriangleHit");
  triangle.SetClosestHitShaderImport(L"Closest");
  desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>()->SetHitGroupExport(L"Empty");
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}

// Which setters run depends on a flag: not read, so silent.
void branch(ID3D12Device5 *device, bool procedural) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_COLLECTION);
  auto *hit = desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
  hit->SetHitGroupExport(L"Hit");
  if (procedural)
    hit->SetIntersectionShaderImport(L"Intersection");
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}
