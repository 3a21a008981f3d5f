// Hand-built D3D12_STATE_SUBOBJECT arrays: the runtime casts pDesc by Type.
// A Type that is no kind, a pipeline-stream enumerator (NODE_MASK is 18
// there, 3 here), a null pDesc, a pDesc to another kind's desc, and
// ComPtr::Get() where the runtime reads a D3D12_GLOBAL_ROOT_SIGNATURE are
// defects; &pointer, GetAddressOf() and a UINT for NODE_MASK are the same
// bytes as the desc and are correct. Each defect has its correct twin.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -verify %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Xclang -fixit %t.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// The fixed copy keeps only the defects no fix-it edits.
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-subobject-type' -Werror %t.cpp 2>&1 | %FileCheck --check-prefix=AFTER --implicit-check-not=.Get() --implicit-check-not='pipeline-stream kind' %s
// AFTER: 4 errors generated
// APPLIED-COUNT-3: FIX-IT applied suggested code changes
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

template <class T> class ComPtr {
public:
  T *Get() const { return Ptr; }
  T *const *GetAddressOf() const { return &Ptr; }
  T **GetAddressOf() { return &Ptr; }
private:
  T *Ptr = nullptr;
};

HRESULT create(ID3D12Device5 *device, const D3D12_STATE_SUBOBJECT *subobjects, UINT count) {
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, count, subobjects};
  ID3D12StateObject *so = nullptr;
  return device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void unknownKind(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_STATE_SUBOBJECT subobjects[2] = {};
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  subobjects[1] = {static_cast<D3D12_STATE_SUBOBJECT_TYPE>(4), library}; // expected-warning {{Type of subobject 1 is 4, which is no D3D12_STATE_SUBOBJECT_TYPE of these headers: the runtime rejects the desc}}
  create(device, subobjects, 2); // expected-note {{the desc is given to the runtime through this call}}
  // expected-note@31 {{where CreateStateObject reads it}}
}

void streamKind(ID3D12Device5 *device, D3D12_NODE_MASK *mask) {
  D3D12_STATE_SUBOBJECT subobjects[1];
  subobjects[0].Type = static_cast<D3D12_STATE_SUBOBJECT_TYPE>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK); // expected-warning {{Type of subobject 0 is D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK (18), a pipeline-stream kind: the runtime reads 18 as no state subobject kind}}
  subobjects[0].pDesc = mask;
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 1, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void streamKindTwin(ID3D12Device5 *device, D3D12_NODE_MASK *mask) {
  D3D12_STATE_SUBOBJECT subobjects[1];
  subobjects[0].Type = D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK;
  subobjects[0].pDesc = mask;
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 1, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void nullDesc(ID3D12Device5 *device) {
  D3D12_STATE_SUBOBJECT config = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, nullptr}; // expected-warning {{pDesc of subobject 0 (RAYTRACING_PIPELINE_CONFIG (10)) is null: the runtime reads a D3D12_RAYTRACING_PIPELINE_CONFIG through it}}
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 1, &config};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void wrongDesc(ID3D12Device5 *device, D3D12_SHADER_BYTECODE lib) {
  D3D12_DXIL_LIBRARY_DESC library = {lib, 0, nullptr};
  D3D12_HIT_GROUP_DESC hitGroup = {};
  hitGroup.HitGroupExport = L"Hit";
  hitGroup.ClosestHitShaderImport = L"Closest";
  D3D12_STATE_SUBOBJECT subobjects[2];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, &library};
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &library}; // expected-warning {{pDesc of subobject 1 (HIT_GROUP (11)) points to a D3D12_DXIL_LIBRARY_DESC, but the runtime reads it as a D3D12_HIT_GROUP_DESC}}
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 2, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void wrongDescTwin(ID3D12Device5 *device, D3D12_SHADER_BYTECODE lib) {
  D3D12_DXIL_LIBRARY_DESC library = {lib, 0, nullptr};
  D3D12_HIT_GROUP_DESC hitGroup = {};
  hitGroup.HitGroupExport = L"Hit";
  hitGroup.ClosestHitShaderImport = L"Closest";
  D3D12_STATE_SUBOBJECT subobjects[2];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, &library};
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &hitGroup};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 2, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

// The root-signature kinds take a D3D12_GLOBAL_ROOT_SIGNATURE: one
// ID3D12RootSignature *. Its address is the same bytes; the interface is not.
void interfaceItself(ID3D12Device5 *device, ComPtr<ID3D12RootSignature> &global, const ComPtr<ID3D12RootSignature> &localPointer) {
  D3D12_STATE_SUBOBJECT subobjects[2];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_GLOBAL_ROOT_SIGNATURE, global.Get()}; // expected-warning-re {{pDesc of subobject 0 (GLOBAL_ROOT_SIGNATURE (1)) is the root signature interface itself ('global.Get()'), but the runtime reads a D3D12_GLOBAL_ROOT_SIGNATURE through it: the interface's first {{4|8}} bytes, its vtable pointer, as the root signature}}
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, localPointer.Get()}; // expected-warning {{pDesc of subobject 1 (LOCAL_ROOT_SIGNATURE (2)) is the root signature interface itself ('localPointer.Get()')}}
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 2, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

// A parameter handed on as it is: the interface again, reported beside it.
void parameterInterface(ID3D12Device5 *device, ID3D12RootSignature *local) {
  D3D12_STATE_SUBOBJECT subobjects[1];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, local}; // expected-warning {{pDesc of subobject 0 (LOCAL_ROOT_SIGNATURE (2)) is the root signature interface itself ('local')}}
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 1, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void interfaceTwin(ID3D12Device5 *device, ComPtr<ID3D12RootSignature> &global, ID3D12RootSignature *local, UINT *nodeMask) {
  D3D12_LOCAL_ROOT_SIGNATURE localDesc = {local};
  D3D12_STATE_SUBOBJECT subobjects[4];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_GLOBAL_ROOT_SIGNATURE, global.GetAddressOf()};
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, &local};
  subobjects[2] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, &localDesc};
  subobjects[3] = {D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK, nodeMask};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 4, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

// FIXED: subobjects[0].Type = static_cast<D3D12_STATE_SUBOBJECT_TYPE>(D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK);
// FIXED: subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_GLOBAL_ROOT_SIGNATURE, global.GetAddressOf()};
// FIXED: subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, localPointer.GetAddressOf()};
