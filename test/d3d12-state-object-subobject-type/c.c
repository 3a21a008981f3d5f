// C: a pipeline-stream enumerator cast to the state enum (NODE_MASK is 18
// there and no state kind), a null pDesc, pDesc to
// another kind's desc, and the twins (a UINT for NODE_MASK). The fix-it
// writes the state enumerator of the same name.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -verify %s
// RUN: cp %s %t.c
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -fixit %t.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
// APPLIED-COUNT-1: FIX-IT applied suggested code changes
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.c %s
// FIXED: subobjects[1].Type = (D3D12_STATE_SUBOBJECT_TYPE)D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK;
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static void create(ID3D12Device5 *device, const D3D12_STATE_SUBOBJECT *subobjects, UINT count) {
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, count, subobjects};
  ID3D12StateObject *so = 0;
  device->lpVtbl->CreateStateObject(device, &desc, &IID_ID3D12StateObject, (void **)&so); // expected-note 3 {{where CreateStateObject reads it}}
}

void defects(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_NODE_MASK *mask) {
  D3D12_RAYTRACING_SHADER_CONFIG config = {16, 8};
  D3D12_STATE_SUBOBJECT subobjects[4];
  subobjects[0].Type = D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY;
  subobjects[0].pDesc = library;
  subobjects[1].Type = (D3D12_STATE_SUBOBJECT_TYPE)D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK; // expected-warning {{Type of subobject 1 is D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK (18), a pipeline-stream kind: the runtime reads 18 as no state subobject kind}}
  subobjects[1].pDesc = mask;
  subobjects[2].Type = D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG;
  subobjects[2].pDesc = &config; // expected-warning {{pDesc of subobject 2 (RAYTRACING_PIPELINE_CONFIG (10)) points to a D3D12_RAYTRACING_SHADER_CONFIG, but the runtime reads it as a D3D12_RAYTRACING_PIPELINE_CONFIG}}
  subobjects[3].Type = D3D12_STATE_SUBOBJECT_TYPE_EXISTING_COLLECTION;
  subobjects[3].pDesc = 0; // expected-warning {{pDesc of subobject 3 (EXISTING_COLLECTION (6)) is null: the runtime reads a D3D12_EXISTING_COLLECTION_DESC through it}}
  create(device, subobjects, 4); // expected-note 3 {{the desc is given to the runtime through this call}}
}

void twins(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, UINT *mask) {
  D3D12_RAYTRACING_SHADER_CONFIG config = {16, 8};
  D3D12_STATE_SUBOBJECT subobjects[3];
  subobjects[0].Type = D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY;
  subobjects[0].pDesc = library;
  subobjects[1].Type = D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK;
  subobjects[1].pDesc = mask;
  subobjects[2].Type = D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG;
  subobjects[2].pDesc = &config;
  create(device, subobjects, 3);
}
