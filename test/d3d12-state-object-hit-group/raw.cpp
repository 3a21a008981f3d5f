// Hit groups in hand-built arrays: TRIANGLES (what a zeroed desc holds)
// with an intersection shader, PROCEDURAL_PRIMITIVE without one, a Type
// that is no D3D12_HIT_GROUP_TYPE, and one HitGroupExport twice; each with
// its correct twin. A hit group with no shaders is valid. The fix-its write
// the type the intersection shader calls for, and the fixed copy compiles
// clean.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -verify %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -fixit %t.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// APPLIED-COUNT-3: FIX-IT applied suggested code changes
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Werror %t.cpp 2>&1 | %FileCheck --check-prefix=AFTER --implicit-check-not=error: %s
// AFTER: error: the hit group at subobject 1 imports an intersection shader, but its Type is D3D12_HIT_GROUP_TYPE_TRIANGLES (0, as the desc was zeroed)
// AFTER: error: the hit group at subobject 2 exports the name
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static HRESULT create(ID3D12Device5 *device, D3D12_STATE_SUBOBJECT *subobjects, UINT count) {
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, count, subobjects};
  ID3D12StateObject *so = nullptr;
  return device->CreateStateObject(&desc, IID_PPV_ARGS(&so)); // expected-note 5 {{where CreateStateObject reads it}}
}

void triangles(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_HIT_GROUP_DESC zeroed = {};
  zeroed.HitGroupExport = L"SphereHit";
  zeroed.ClosestHitShaderImport = L"SphereClosest";
  zeroed.IntersectionShaderImport = L"SphereIntersection"; // expected-warning {{the hit group at subobject 1 imports an intersection shader, but its Type is D3D12_HIT_GROUP_TYPE_TRIANGLES (0, as the desc was zeroed): the runtime rejects the desc; procedural geometry is D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE}}
  D3D12_HIT_GROUP_DESC written = {};
  written.HitGroupExport = L"BoxHit";
  written.Type = D3D12_HIT_GROUP_TYPE_TRIANGLES; // expected-warning {{the hit group at subobject 2 imports an intersection shader, but its Type is D3D12_HIT_GROUP_TYPE_TRIANGLES: the runtime rejects the desc}}
  written.IntersectionShaderImport = L"BoxIntersection"; // expected-note {{the intersection shader it imports}}
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &zeroed},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &written},
  };
  create(device, subobjects, 3); // expected-note 2 {{the desc is given to the runtime through this call}}
}

void procedural(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_HIT_GROUP_DESC noIntersection = {L"Hit", D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE, nullptr, L"Closest", nullptr}; // expected-warning {{the hit group at subobject 1 is D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE but imports no intersection shader: the runtime rejects the desc; triangle geometry is D3D12_HIT_GROUP_TYPE_TRIANGLES}}
  D3D12_HIT_GROUP_DESC noType = {L"Other", static_cast<D3D12_HIT_GROUP_TYPE>(2), nullptr, L"Closest", L"Intersection"}; // expected-warning {{Type of the hit group at subobject 2 is 2, which is no D3D12_HIT_GROUP_TYPE; with an intersection shader it is D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE}} expected-note {{the intersection shader it imports}}
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &noIntersection},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &noType},
  };
  create(device, subobjects, 3); // expected-note 2 {{the desc is given to the runtime through this call}}
}

void sameExport(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_HIT_GROUP_DESC first = {};
  first.HitGroupExport = L"Hit"; // expected-note {{the first hit group of this name}}
  first.ClosestHitShaderImport = L"ClosestA";
  D3D12_HIT_GROUP_DESC second = {};
  second.HitGroupExport = L"Hit"; // expected-warning {{the hit group at subobject 2 exports the name that the hit group at subobject 1 exports: export names are unique in a state object}}
  second.ClosestHitShaderImport = L"ClosestB";
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &first},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &second},
  };
  create(device, subobjects, 3); // expected-note {{the desc is given to the runtime through this call}}
}

// The twins: every type right, names distinct, and a hit group with no
// shaders at all.
void twins(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_HIT_GROUP_DESC sphere = {L"SphereHit", D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE, nullptr, L"SphereClosest", L"SphereIntersection"};
  D3D12_HIT_GROUP_DESC triangle = {};
  triangle.HitGroupExport = L"TriangleHit";
  triangle.ClosestHitShaderImport = L"TriangleClosest";
  D3D12_HIT_GROUP_DESC empty = {};
  empty.HitGroupExport = L"Empty";
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &sphere},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &triangle},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &empty},
  };
  create(device, subobjects, 4);
}

// FIXED: written.Type = D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE;
// FIXED: D3D12_HIT_GROUP_DESC noIntersection = {L"Hit", D3D12_HIT_GROUP_TYPE_TRIANGLES, nullptr, L"Closest", nullptr};
// FIXED: D3D12_HIT_GROUP_DESC noType = {L"Other", D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE, nullptr, L"Closest", L"Intersection"};
