// Associations through d3dx12's builder: SetSubobjectToAssociate(*helper)
// names the helper's own element (the builder repoints it when it
// flattens). Handing it a D3D12_STATE_SUBOBJECT that is no helper of this
// builder is dropped: the builder takes it for one of its list nodes.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-association' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-association' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void defects(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil, ID3D12RootSignature *rootSignature) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  auto *library = desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>();
  library->SetDXILLibrary(&dxil);
  D3D12_GLOBAL_ROOT_SIGNATURE global = {rootSignature};
  D3D12_STATE_SUBOBJECT loose = {D3D12_STATE_SUBOBJECT_TYPE_GLOBAL_ROOT_SIGNATURE, &global};
  auto *association = desc.CreateSubobject<CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT>();
  association->SetSubobjectToAssociate(loose); // expected-warning {{pSubobjectToAssociate of the association at subobject 1 points to 'loose', not to an element of 'desc', the array pSubobjects passes: the runtime drops the association}}
  association->AddExport(L"RayGen");
  auto *toLibrary = desc.CreateSubobject<CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT>();
  toLibrary->SetSubobjectToAssociate(*library); // expected-warning {{the association at subobject 2 targets subobject 0, a DXIL_LIBRARY (5): only configs, root signatures and node masks can be associated}}
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}

void twoDefaults(ID3D12Device5 *device) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_COLLECTION);
  auto *small = desc.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>();
  small->Config(8, 8);
  auto *large = desc.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>();
  large->Config(32, 8);
  CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT first(desc);
  first.SetSubobjectToAssociate(*small); // expected-note {{the first default association of this kind}}
  CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT second(desc);
  second.SetSubobjectToAssociate(*large); // expected-warning {{the association at subobject 3 makes subobject 1 the default RAYTRACING_SHADER_CONFIG (NumExports = 0), but subobject 0 is already the default}}
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}

void twins(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil, ID3D12RootSignature *rootSignature) {
  CD3DX12_STATE_OBJECT_DESC desc(D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE);
  auto *library = desc.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>();
  library->SetDXILLibrary(&dxil);
  auto *local = desc.CreateSubobject<CD3DX12_LOCAL_ROOT_SIGNATURE_SUBOBJECT>();
  local->SetRootSignature(rootSignature);
  auto *association = desc.CreateSubobject<CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT>();
  association->SetSubobjectToAssociate(*local);
  association->AddExport(L"RayGen");
  auto *config = desc.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>();
  config->Config(16, 8);
  CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT byDefault(desc);
  byDefault.SetSubobjectToAssociate(*config);
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(desc, IID_PPV_ARGS(&so));
}
