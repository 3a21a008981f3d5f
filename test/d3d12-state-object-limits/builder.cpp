// The limits through d3dx12's builder: Config() writes the fields of the
// helper's desc in the order its body assigns them, SetNodeMask and
// SetFlags one each. Defects and twins.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-limits' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-limits' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void defects(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  auto *hit = desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
  hit->SetHitGroupExport(L"Hit");
  hit->SetAnyHitShaderImport(L"AnyHit"); // expected-note {{the hit shader}}
  auto *shader = desc.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>();
  shader->Config(0, 40); // expected-warning {{MaxPayloadSizeInBytes is 0, but subobject 1, a hit group, names a hit shader}} expected-warning {{MaxAttributeSizeInBytes is 40; the runtime accepts at most 32}}
  auto *pipeline = desc.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>();
  pipeline->Config(64); // expected-warning {{MaxTraceRecursionDepth is 64; the runtime accepts at most 31}}
  auto *node = desc.CreateSubobject<CD3DX12_NODE_MASK_SUBOBJECT>();
  node->SetNodeMask(0); // expected-warning {{NodeMask of subobject 4 is 0}}
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}

void twins(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  auto *hit = desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
  hit->SetHitGroupExport(L"Hit");
  hit->SetAnyHitShaderImport(L"AnyHit");
  auto *shader = desc.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>();
  shader->Config(16, 32);
  auto *pipeline = desc.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG1_SUBOBJECT>();
  pipeline->Config(31, D3D12_RAYTRACING_PIPELINE_FLAG_SKIP_TRIANGLES);
  auto *config = desc.CreateSubobject<CD3DX12_STATE_OBJECT_CONFIG_SUBOBJECT>();
  config->SetFlags(D3D12_STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS);
  desc.CreateSubobject<CD3DX12_NODE_MASK_SUBOBJECT>()->SetNodeMask(1);
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}
