// The value model's groundwork for state objects (issue: state objects):
// CreateStateObject and AddToStateObject are runtime reads of a
// D3D12_STATE_OBJECT_DESC, kept apart from the pipeline-stream uses, with
// its Type, NumSubobjects and pSubobjects as the program wrote them: an
// array filled with index++, a count from the index, descs filled in a
// helper. No check reads them yet, so nothing is reported.
//
// RUN: env PSOLINT_DUMP_VALUES=1 %clangxx -std=c++17 -fsyntax-only %dx %plugin %s 2>&1 | %FileCheck %s --implicit-check-not=warning:
// CHECK: state object use in build at {{.*}}state-object-model.cpp:[[@LINE+32]]:11, 1 paths
// CHECK-NEXT: type int 3
// CHECK-NEXT: count int 3
// CHECK-NEXT: subobjects pointer root
// CHECK: state object use in grow at {{.*}}state-object-model.cpp:[[@LINE+37]]:11, 1 paths
// CHECK-NEXT: type int 0
// CHECK-NEXT: count int 1
// CHECK-NEXT: subobjects pointer root
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static void configure(D3D12_RAYTRACING_SHADER_CONFIG &config) {
  config.MaxPayloadSizeInBytes = 16;
  config.MaxAttributeSizeInBytes = 8;
}

void build(ID3D12Device5 *device, D3D12_SHADER_BYTECODE lib) {
  D3D12_STATE_SUBOBJECT subobjects[4];
  UINT index = 0;
  D3D12_DXIL_LIBRARY_DESC library = {};
  library.DXILLibrary = lib;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, &library};
  D3D12_RAYTRACING_SHADER_CONFIG shaderConfig = {};
  configure(shaderConfig);
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shaderConfig};
  D3D12_RAYTRACING_PIPELINE_CONFIG pipelineConfig = {1};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipelineConfig};
  D3D12_STATE_OBJECT_DESC desc = {};
  desc.Type = D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE;
  desc.NumSubobjects = index;
  desc.pSubobjects = subobjects;
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void grow(ID3D12Device7 *device, ID3D12StateObject *base, D3D12_SHADER_BYTECODE lib) {
  D3D12_DXIL_LIBRARY_DESC library = {};
  library.DXILLibrary = lib;
  D3D12_STATE_SUBOBJECT subobject = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, &library};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 1, &subobject};
  ID3D12StateObject *grown = nullptr;
  device->AddToStateObject(&desc, base, IID_PPV_ARGS(&grown));
}
