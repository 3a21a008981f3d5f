// Limits the runtime enforces: MaxAttributeSizeInBytes <= 32,
// MaxTraceRecursionDepth <= 31, a payload of 0 bytes while a hit group names
// a hit shader, NodeMask 0, and flag bits no enumerator defines; each with
// its twin. A payload of 0 with no hit group in sight is unknown (the miss
// shaders are in the DXIL): silent. Values from a helper and from constants
// are followed. The NodeMask fix-it writes 1.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-limits' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-limits' -Xclang -verify %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-limits' -Xclang -fixit %t.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// APPLIED-COUNT-1: FIX-IT applied suggested code changes
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// FIXED: D3D12_NODE_MASK node = {1};
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

constexpr UINT kRecursion = 32;

static void configure(D3D12_RAYTRACING_SHADER_CONFIG *config, UINT payload) {
  config->MaxPayloadSizeInBytes = payload;
  config->MaxAttributeSizeInBytes = 2 * sizeof(float);
}

void defects(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_HIT_GROUP_DESC hit = {};
  hit.HitGroupExport = L"Hit";
  hit.ClosestHitShaderImport = L"Closest"; // expected-note {{the hit shader}}
  D3D12_RAYTRACING_SHADER_CONFIG shader;
  configure(&shader, 0); // expected-warning {{MaxPayloadSizeInBytes is 0, but subobject 1, a hit group, names a hit shader, and every hit shader takes a payload: the runtime rejects the desc}}
  D3D12_RAYTRACING_SHADER_CONFIG big = {16, 36}; // expected-warning {{MaxAttributeSizeInBytes is 36; the runtime accepts at most 32 (D3D12_RAYTRACING_MAX_ATTRIBUTE_SIZE_IN_BYTES)}}
  D3D12_RAYTRACING_PIPELINE_CONFIG pipeline = {kRecursion}; // expected-warning {{MaxTraceRecursionDepth is 32; the runtime accepts at most 31 (D3D12_RAYTRACING_MAX_DECLARABLE_TRACE_RECURSION_DEPTH)}}
  D3D12_RAYTRACING_PIPELINE_CONFIG1 pipeline1 = {1, static_cast<D3D12_RAYTRACING_PIPELINE_FLAGS>(0x400)}; // expected-warning {{Flags of subobject 6 (RAYTRACING_PIPELINE_CONFIG1 (12)) is 0x400: bits 0x400 are no D3D12_RAYTRACING_PIPELINE_FLAGS}}
  D3D12_STATE_OBJECT_CONFIG config = {static_cast<D3D12_STATE_OBJECT_FLAGS>(0x9)}; // expected-warning {{Flags of subobject 7 (STATE_OBJECT_CONFIG (0)) is 0x9: bits 0x8 are no D3D12_STATE_OBJECT_FLAGS}}
  D3D12_NODE_MASK node = {0}; // expected-warning {{NodeMask of subobject 8 is 0; some runtimes mishandle it: write 1 (the first node) or leave the subobject out}}
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &hit},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shader},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &big},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipeline},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipeline},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG1, &pipeline1},
      {D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG, &config},
      {D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK, &node},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 9, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

// The twins: in range, flags defined, and a 0 payload with no hit group.
void twins(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_RAYTRACING_SHADER_CONFIG shader;
  configure(&shader, 0);
  D3D12_RAYTRACING_PIPELINE_CONFIG1 pipeline1 = {31, D3D12_RAYTRACING_PIPELINE_FLAG_SKIP_PROCEDURAL_PRIMITIVES};
  D3D12_STATE_OBJECT_CONFIG config = {D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS};
  D3D12_NODE_MASK node = {1};
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shader},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG1, &pipeline1},
      {D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG, &config},
      {D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK, &node},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 5, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}
