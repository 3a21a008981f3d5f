// C through the vtable: the hit-group rules on designated and positional
// initialisers; the twins are clean. The fix-it is applied and the copy
// compiles clean with -Werror.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -verify %s
// RUN: cp %s %t.c
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Xclang -fixit %t.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
// APPLIED-COUNT-2: FIX-IT applied suggested code changes
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-hit-group' -Werror %t.c
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static void create(ID3D12Device5 *device, const D3D12_STATE_SUBOBJECT *subobjects, UINT count) {
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, count, subobjects};
  ID3D12StateObject *so = 0;
  device->lpVtbl->CreateStateObject(device, &desc, &IID_ID3D12StateObject, (void **)&so); // expected-note 2 {{where CreateStateObject reads it}}
}

void defects(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_HIT_GROUP_DESC sphere = {.HitGroupExport = L"Sphere", .Type = D3D12_HIT_GROUP_TYPE_TRIANGLES, .IntersectionShaderImport = L"SphereIntersection"}; // expected-warning {{the hit group at subobject 1 imports an intersection shader, but its Type is D3D12_HIT_GROUP_TYPE_TRIANGLES: the runtime rejects the desc}} expected-note {{the intersection shader it imports}}
  D3D12_HIT_GROUP_DESC triangle = {L"Triangle", D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE, 0, L"Closest", 0}; // expected-warning {{the hit group at subobject 2 is D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE but imports no intersection shader}}
  D3D12_STATE_SUBOBJECT subobjects[3] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &sphere},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &triangle},
  };
  create(device, subobjects, 3); // expected-note 2 {{the desc is given to the runtime through this call}}
}

void twins(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_HIT_GROUP_DESC sphere = {.HitGroupExport = L"Sphere", .Type = D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE, .IntersectionShaderImport = L"SphereIntersection"};
  D3D12_HIT_GROUP_DESC triangle = {L"Triangle", D3D12_HIT_GROUP_TYPE_TRIANGLES, 0, L"Closest", 0};
  D3D12_STATE_SUBOBJECT subobjects[3] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &sphere},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &triangle},
  };
  create(device, subobjects, 3);
}
