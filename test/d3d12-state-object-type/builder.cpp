// The desc-level rules through d3dx12's builder: a collection built with an
// EXISTING_COLLECTION helper, two different default configs, an addition
// whose config does not allow additions; and their twins. The builder's
// count is the helpers it made, so it never counts zeroes.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void defects(ID3D12Device7 *device, ID3D12StateObject *existing, ID3D12StateObject *base) {
  CD3DX12_STATE_OBJECT_DESC collection; // COLLECTION by default
  auto *inner = collection.CreateSubobject<CD3DX12_EXISTING_COLLECTION_SUBOBJECT>(); // expected-warning {{subobject 0 is an EXISTING_COLLECTION, but the desc's Type is D3D12_STATE_OBJECT_TYPE_COLLECTION}}
  inner->SetExistingCollection(existing);
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(collection, IID_PPV_ARGS(&so));

  CD3DX12_STATE_OBJECT_DESC pipeline(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(1); // expected-note {{the other default config}}
  pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG1_SUBOBJECT>()->Config(2, D3D12_RAYTRACING_PIPELINE_FLAG_NONE); // expected-warning {{subobject 1 (RAYTRACING_PIPELINE_CONFIG1 (12)) and subobject 0 (RAYTRACING_PIPELINE_CONFIG (10)) are different configs that no association names}}
  device->CreateStateObject(pipeline, IID_PPV_ARGS(&so));

  CD3DX12_STATE_OBJECT_DESC addition(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  auto *config = addition.CreateSubobject<CD3DX12_STATE_OBJECT_CONFIG_SUBOBJECT>();
  config->SetFlags(D3D12_STATE_OBJECT_FLAG_NONE); // expected-warning {{the desc given to AddToStateObject has a STATE_OBJECT_CONFIG (subobject 0) whose Flags (0x0) lack D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS}}
  device->AddToStateObject(addition, base, IID_PPV_ARGS(&so));
}

void twins(ID3D12Device7 *device, ID3D12StateObject *existing, ID3D12StateObject *base) {
  CD3DX12_STATE_OBJECT_DESC pipeline(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  pipeline.CreateSubobject<CD3DX12_EXISTING_COLLECTION_SUBOBJECT>()->SetExistingCollection(existing);
  pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(2);
  pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG1_SUBOBJECT>()->Config(2, D3D12_RAYTRACING_PIPELINE_FLAG_NONE);
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(pipeline, IID_PPV_ARGS(&so));

  CD3DX12_STATE_OBJECT_DESC addition(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  addition.CreateSubobject<CD3DX12_STATE_OBJECT_CONFIG_SUBOBJECT>()->SetFlags(D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS);
  device->AddToStateObject(addition, base, IID_PPV_ARGS(&so));
}
