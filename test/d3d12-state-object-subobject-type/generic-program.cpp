// SDK 613's kinds (test/Inputs/d3d12_state_objects_613.h): a generic
// program's graphics subobjects and a work graph are kinds of the enum in
// use; a pipeline-stream enumerator (BLEND is 8 there, 15 here) is read as
// another kind (fix-it: the state enumerator of the same name); RASTERIZER
// takes a D3D12_RASTERIZER_DESC2 here; 25 is no kind.
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -verify %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -fixit %t.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// APPLIED-COUNT-1: FIX-IT applied suggested code changes
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// FIXED: subobjects[1] = {static_cast<D3D12_STATE_SUBOBJECT_TYPE>(D3D12_STATE_SUBOBJECT_TYPE_BLEND), &blend};
#include <d3d12_state_objects_613.h>

static const GUID kStateObject = {};

void program(ID3D12Device14 *device, const D3D12_RASTERIZER_DESC &oldRasterizer) {
  D3D12_WORK_GRAPH_DESC graph = {L"Graph", 0, 0, nullptr, 0, nullptr};
  D3D12_BLEND_DESC blend = {};
  D3D12_RASTERIZER_DESC2 rasterizer = {};
  D3D12_STATE_SUBOBJECT subobjects[5];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_WORK_GRAPH, &graph};
  subobjects[1] = {static_cast<D3D12_STATE_SUBOBJECT_TYPE>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND), &blend}; // expected-warning {{Type of subobject 1 is D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND (8), a pipeline-stream kind: the runtime reads 8 as D3D12_STATE_SUBOBJECT_TYPE_DXIL_SUBOBJECT_TO_EXPORTS_ASSOCIATION}}
  subobjects[2] = {D3D12_STATE_SUBOBJECT_TYPE_RASTERIZER, &oldRasterizer}; // expected-warning {{pDesc of subobject 2 (RASTERIZER (17)) points to a D3D12_RASTERIZER_DESC, but the runtime reads it as a D3D12_RASTERIZER_DESC2}}
  subobjects[3] = {D3D12_STATE_SUBOBJECT_TYPE_RASTERIZER, &rasterizer};
  subobjects[4] = {static_cast<D3D12_STATE_SUBOBJECT_TYPE>(25), &blend}; // expected-warning {{Type of subobject 4 is 25, which is no D3D12_STATE_SUBOBJECT_TYPE of these headers}}
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_EXECUTABLE, 5, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, kStateObject, (void **)&so);
}

void twin(ID3D12Device14 *device) {
  D3D12_BLEND_DESC blend = {};
  D3D12_RASTERIZER_DESC2 rasterizer = {};
  UINT sampleMask = ~0u;
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_BLEND, &blend},
      {D3D12_STATE_SUBOBJECT_TYPE_RASTERIZER, &rasterizer},
      {D3D12_STATE_SUBOBJECT_TYPE_SAMPLE_MASK, &sampleMask},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_EXECUTABLE, 3, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, kStateObject, (void **)&so);
}
