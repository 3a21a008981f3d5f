// pSubobjectToAssociate must be the address of an element of the array that
// pSubobjects passes, within NumSubobjects: a copy, another array, an
// element past the count are dropped by the runtime. The target must be of
// an associable kind, and a kind has one default association. Each defect
// has its twin: &subobjects[index - 1] after index++, and a builder that
// repoints its associations before the call.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-association' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-association' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

void copyTarget(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_LOCAL_ROOT_SIGNATURE *local) {
  D3D12_STATE_SUBOBJECT subobjects[3];
  UINT index = 0;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  D3D12_STATE_SUBOBJECT rootSignature = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, local};
  subobjects[index++] = rootSignature;
  const WCHAR *exports[] = {L"RayGen"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&rootSignature, 1, exports}; // expected-warning {{pSubobjectToAssociate of the association at subobject 2 points to 'rootSignature', not to an element of 'subobjects', the array pSubobjects passes: the runtime drops the association}}
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, index, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void copyTwin(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_LOCAL_ROOT_SIGNATURE *local) {
  D3D12_STATE_SUBOBJECT subobjects[3];
  UINT index = 0;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, local};
  const WCHAR *exports[] = {L"RayGen"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&subobjects[index - 1], 1, exports};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, index, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void pastCount(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_RAYTRACING_SHADER_CONFIG *config) {
  D3D12_STATE_SUBOBJECT subobjects[4] = {};
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, config};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {};
  association.pSubobjectToAssociate = &subobjects[3]; // expected-warning {{pSubobjectToAssociate of the association at subobject 2 points to element 3 of 'subobjects', past NumSubobjects = 3: the runtime drops the association}}
  subobjects[2] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 3, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void notAssociable(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_STATE_SUBOBJECT subobjects[2];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&subobjects[0], 0, nullptr}; // expected-warning {{the association at subobject 1 targets subobject 0, a DXIL_LIBRARY (5): only configs, root signatures and node masks can be associated}}
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 2, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void twoDefaults(ID3D12Device5 *device, D3D12_RAYTRACING_SHADER_CONFIG *small, D3D12_RAYTRACING_SHADER_CONFIG *large) {
  D3D12_STATE_SUBOBJECT subobjects[4];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, small};
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, large};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION first = {&subobjects[0], 0, nullptr}; // expected-note {{the first default association of this kind}}
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION second = {&subobjects[1], 0, nullptr}; // expected-warning {{the association at subobject 3 makes subobject 1 the default RAYTRACING_SHADER_CONFIG (NumExports = 0), but subobject 0 is already the default RAYTRACING_SHADER_CONFIG: a kind has at most one default association}}
  subobjects[2] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &first};
  subobjects[3] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &second};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 4, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

// A builder of our own, in the shape engines write: subobjects kept in a
// member array, associations recorded by index and repointed to the
// array's elements right before the call. (A summary of add() cannot say
// which element its caller's count selects, so the count is unknown here
// and the builder is silent as unknown, not as judged.)
struct Builder {
  D3D12_STATE_SUBOBJECT subobjects[8];
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION associations[2];
  UINT targets[2];
  UINT count = 0, associationCount = 0;
  void add(D3D12_STATE_SUBOBJECT_TYPE type, const void *desc) {
    subobjects[count].Type = type;
    subobjects[count].pDesc = desc;
    ++count;
  }
  void associate(UINT target, UINT numExports, LPCWSTR *exports) {
    targets[associationCount] = target;
    associations[associationCount].NumExports = numExports;
    associations[associationCount].pExports = exports;
    add(D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &associations[associationCount]);
    ++associationCount;
  }
  HRESULT create(ID3D12Device5 *device, ID3D12StateObject **so) {
    associations[0].pSubobjectToAssociate = &subobjects[targets[0]];
    D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, count, subobjects};
    return device->CreateStateObject(&desc, IID_PPV_ARGS(so));
  }
};

void builderTwin(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_LOCAL_ROOT_SIGNATURE *local, LPCWSTR *exports) {
  Builder builder;
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library);
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, local);
  builder.associate(1, 1, exports);
  ID3D12StateObject *so = nullptr;
  builder.create(device, &so);
}
