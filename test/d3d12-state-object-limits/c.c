// C: the limits on descs filled field by field, and their twins.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-limits' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-limits' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

#define RECURSION_DEPTH 40

void build(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, int good) {
  D3D12_RAYTRACING_SHADER_CONFIG shader;
  shader.MaxPayloadSizeInBytes = 16;
  shader.MaxAttributeSizeInBytes = 8;
  if (!good) // expected-note {{on the path where this condition is true}}
    shader.MaxAttributeSizeInBytes = 48; // expected-warning {{MaxAttributeSizeInBytes is 48; the runtime accepts at most 32}}
  D3D12_RAYTRACING_PIPELINE_CONFIG pipeline;
  pipeline.MaxTraceRecursionDepth = RECURSION_DEPTH; // expected-warning {{MaxTraceRecursionDepth is 40; the runtime accepts at most 31}}
  D3D12_STATE_SUBOBJECT subobjects[3];
  subobjects[0].Type = D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY;
  subobjects[0].pDesc = library;
  subobjects[1].Type = D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG;
  subobjects[1].pDesc = &shader;
  subobjects[2].Type = D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG;
  subobjects[2].pDesc = &pipeline;
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 3, subobjects};
  ID3D12StateObject *so = 0;
  device->lpVtbl->CreateStateObject(device, &desc, &IID_ID3D12StateObject, (void **)&so);
}

void twin(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_RAYTRACING_SHADER_CONFIG shader = {16, 8};
  D3D12_RAYTRACING_PIPELINE_CONFIG pipeline = {31};
  D3D12_STATE_SUBOBJECT subobjects[3] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shader},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipeline},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 3, subobjects};
  ID3D12StateObject *so = 0;
  device->lpVtbl->CreateStateObject(device, &desc, &IID_ID3D12StateObject, (void **)&so);
}
