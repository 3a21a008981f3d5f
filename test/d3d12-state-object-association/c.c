// C: an association whose target is a copy, and its twin.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-association' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-association' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

void build(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_LOCAL_ROOT_SIGNATURE *local, int copy) {
  D3D12_STATE_SUBOBJECT subobjects[3];
  UINT n = 0;
  subobjects[n].Type = D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY;
  subobjects[n++].pDesc = library;
  subobjects[n].Type = D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE;
  subobjects[n++].pDesc = local;
  D3D12_STATE_SUBOBJECT saved = subobjects[1];
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {0};
  association.pSubobjectToAssociate = &subobjects[1];
  if (copy) // expected-note {{on the path where this condition is true}}
    association.pSubobjectToAssociate = &saved; // expected-warning {{pSubobjectToAssociate of the association at subobject 2 points to 'saved', not to an element of 'subobjects'}}
  subobjects[n].Type = D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION;
  subobjects[n++].pDesc = &association;
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, n, subobjects};
  ID3D12StateObject *so = 0;
  device->lpVtbl->CreateStateObject(device, &desc, &IID_ID3D12StateObject, (void **)&so);
}
