// d3dx12's builder adds each subobject with its helper's own kind and desc
// (T::Type() and T::m_Desc), so these rules hold by construction there:
// the builder shapes below, every helper d3dx12 1.606 has, are clean.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -verify %s
// expected-no-diagnostics
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void build(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil, ID3D12RootSignature *global, ID3D12RootSignature *local, ID3D12StateObject *existing) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  desc.CreateSubobject<CD3DX12_EXISTING_COLLECTION_SUBOBJECT>()->SetExistingCollection(existing);
  desc.CreateSubobject<CD3DX12_GLOBAL_ROOT_SIGNATURE_SUBOBJECT>()->SetRootSignature(global);
  auto *localSignature = desc.CreateSubobject<CD3DX12_LOCAL_ROOT_SIGNATURE_SUBOBJECT>();
  localSignature->SetRootSignature(local);
  auto *association = desc.CreateSubobject<CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT>();
  association->SetSubobjectToAssociate(*localSignature);
  association->AddExport(L"RayGen");
  desc.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>()->SetHitGroupExport(L"Hit");
  desc.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>()->Config(16, 8);
  desc.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG1_SUBOBJECT>()->Config(1, D3D12_RAYTRACING_PIPELINE_FLAG_NONE);
  desc.CreateSubobject<CD3DX12_STATE_OBJECT_CONFIG_SUBOBJECT>()->SetFlags(D3D12_STATE_OBJECT_FLAG_NONE);
  desc.CreateSubobject<CD3DX12_NODE_MASK_SUBOBJECT>()->SetNodeMask(1);
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}
