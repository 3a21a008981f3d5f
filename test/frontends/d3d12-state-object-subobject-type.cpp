// d3d12-state-object-subobject-type through the three front-ends: the
// global root signature's pDesc is the interface (ComPtr::Get()), which the
// runtime reads as a D3D12_GLOBAL_ROOT_SIGNATURE; the fix-it passes
// GetAddressOf(), the address of the pointer, the desc's very bytes.
// RUN: %compare_frontends --work %t --expect d3d12-state-object-subobject-type %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
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

void build(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, ComPtr<ID3D12RootSignature> &rootSignature) {
  D3D12_STATE_SUBOBJECT subobjects[2];
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_GLOBAL_ROOT_SIGNATURE, rootSignature.Get()};
// CHECK-MESSAGES: :[[@LINE-1]]:84: warning: pDesc of subobject 1 (GLOBAL_ROOT_SIGNATURE (1)) is the root signature interface itself ('rootSignature.Get()'), but the runtime reads a D3D12_GLOBAL_ROOT_SIGNATURE through it: the interface's first 8 bytes, its vtable pointer, as the root signature [d3d12-state-object-subobject-type]
// CHECK-FIXES: {{^}}  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_GLOBAL_ROOT_SIGNATURE, rootSignature.GetAddressOf()};{{$}}
// CHECK-TOOL: d3d12-state-object-subobject-type.cpp:[[@LINE-3]]:84: warning: pDesc of subobject 1 (GLOBAL_ROOT_SIGNATURE (1)) is the root signature interface itself{{.*}}[d3d12-state-object-subobject-type]
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}
