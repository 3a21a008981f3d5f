// State objects built in standard containers: a std::vector sized up front
// and filled through a running index, a vector grown by push_back and
// emplace_back, and a std::array of small wrapper objects whose
// constructors set Type and pDesc. Each defect has its clean twin; a vector
// whose size is read at run time, or handed to code the model cannot see,
// stays silent.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-*' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-*' -Xclang -verify %s
// RUN: %clangxx -std=c++20 -DEMPLACE_AGGREGATES -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-*' -Xclang -verify=expected,cxx20 %s
// RUN: %check_clang_tidy %s 'd3d12-state-object-*' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-state-object-*' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL-DAG: warning: pSubobjectToAssociate of the association at subobject 2 points to 'detached'
// TOOL-DAG: warning: NumSubobjects is 3, but 'parts' holds 2 subobjects
// TOOL-DAG: warning: MaxTraceRecursionDepth is 40
// TOOL-DAG: warning: pSubobjectToAssociate of the association at subobject 3 points to 'signature.subobject'
// TOOL-DAG: warning: NumSubobjects is 4, but 'subobjects' holds 3 subobjects
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <array>
#include <vector>

void reportFailure(HRESULT hr);
void inspect(std::vector<D3D12_STATE_SUBOBJECT> &subobjects);

// A generator's shape: the vector sized before it is filled, each element
// written at a running index, the association pointing at the element
// before it.
HRESULT sizedUpFront(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> subobjects(3);
  UINT next = 0;
  subobjects[next++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  D3D12_RAYTRACING_SHADER_CONFIG shaderConfig = {16, 8};
  subobjects[next++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shaderConfig};
  const wchar_t *payloadUsers[] = {L"Miss", L"Hit"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&subobjects[next - 1], 2, payloadUsers};
  subobjects[next++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, next, subobjects.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// Its twin: the association points at a local the element was copied from.
HRESULT sizedUpFrontDetached(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> subobjects(3);
  UINT next = 0;
  subobjects[next++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  D3D12_RAYTRACING_SHADER_CONFIG shaderConfig = {16, 8};
  D3D12_STATE_SUBOBJECT detached = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shaderConfig};
  subobjects[next++] = detached;
  const wchar_t *payloadUsers[] = {L"Miss", L"Hit"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&detached, 2, payloadUsers}; // expected-warning {{pSubobjectToAssociate of the association at subobject 2 points to 'detached', not to an element of 'subobjects', the array pSubobjects passes}}
  // CHECK-MESSAGES: :[[@LINE-1]]:57: warning: pSubobjectToAssociate of the association at subobject 2 points to 'detached'
  subobjects[next++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, next, subobjects.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// Grown by push_back and emplace_back; the count from size().
HRESULT grown(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> parts;
  parts.reserve(2);
  parts.push_back({D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library});
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {4};
  parts.emplace_back(D3D12_STATE_SUBOBJECT{D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config});
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, UINT(parts.size()), parts.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// Its twin: one subobject counted that was never appended, and a recursion
// depth past the limit.
HRESULT grownMiscounted(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> parts;
  parts.push_back({D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library});
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {40}; // expected-warning {{MaxTraceRecursionDepth is 40; the runtime accepts at most 31}}
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: MaxTraceRecursionDepth is 40
  parts.emplace_back(D3D12_STATE_SUBOBJECT{D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config});
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, UINT(parts.size()) + 1, parts.data()}; // expected-warning {{NumSubobjects is 3, but 'parts' holds 2 subobjects from pSubobjects: the runtime reads 1 subobject past its end}}
  // CHECK-MESSAGES: :[[@LINE-1]]:99: warning: NumSubobjects is 3, but 'parts' holds 2 subobjects
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

#ifdef EMPLACE_AGGREGATES
// C++20 makes an aggregate from emplace_back's arguments.
HRESULT emplacedFields(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> parts;
  parts.emplace_back(D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library);
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {32}; // cxx20-warning {{MaxTraceRecursionDepth is 32}}
  parts.emplace_back(D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config);
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, UINT(parts.size()), parts.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}
#endif

// The tutorials' shape: small wrappers whose constructors point their
// subobject at their own desc, copied into a std::array at a running index.
struct LibraryPart {
  LibraryPart(const D3D12_SHADER_BYTECODE &code) {
    desc.DXILLibrary = code;
    subobject.Type = D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY;
    subobject.pDesc = &desc;
  }
  D3D12_DXIL_LIBRARY_DESC desc = {};
  D3D12_STATE_SUBOBJECT subobject = {};
};
struct RecursionPart {
  explicit RecursionPart(UINT depth) {
    config.MaxTraceRecursionDepth = depth;
    subobject.Type = D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG;
    subobject.pDesc = &config;
  }
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {};
  D3D12_STATE_SUBOBJECT subobject = {};
};
struct LocalSignaturePart {
  explicit LocalSignaturePart(ID3D12RootSignature *root) {
    signature.pLocalRootSignature = root;
    subobject.Type = D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE;
    subobject.pDesc = &signature;
  }
  D3D12_LOCAL_ROOT_SIGNATURE signature = {};
  D3D12_STATE_SUBOBJECT subobject = {};
};
struct AssociationPart {
  AssociationPart(const wchar_t *const *names, UINT count, const D3D12_STATE_SUBOBJECT *target) {
    association.NumExports = count;
    association.pExports = const_cast<LPCWSTR *>(names);
    association.pSubobjectToAssociate = target;
    subobject.Type = D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION;
    subobject.pDesc = &association;
  }
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {};
  D3D12_STATE_SUBOBJECT subobject = {};
};

static const wchar_t *kRayGenOnly[] = {L"RayGen"};

HRESULT fromWrappers(ID3D12Device5 *device, const D3D12_SHADER_BYTECODE &code, ID3D12RootSignature *root,
                     ID3D12StateObject **out) {
  std::array<D3D12_STATE_SUBOBJECT, 8> subobjects;
  UINT index = 0;
  LibraryPart library(code);
  subobjects[index++] = library.subobject;
  LocalSignaturePart signature(root);
  subobjects[index] = signature.subobject;
  UINT signatureIndex = index++;
  AssociationPart association(kRayGenOnly, 1, &subobjects[signatureIndex]);
  subobjects[index++] = association.subobject;
  RecursionPart recursion(1);
  subobjects[index++] = recursion.subobject;
  D3D12_STATE_OBJECT_DESC desc;
  desc.Type = D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE;
  desc.NumSubobjects = index;
  desc.pSubobjects = subobjects.data();
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// Its twin: the association points at the wrapper's own subobject, the
// copy the array does not hold.
HRESULT fromWrappersDetached(ID3D12Device5 *device, const D3D12_SHADER_BYTECODE &code, ID3D12RootSignature *root,
                             ID3D12StateObject **out) {
  std::array<D3D12_STATE_SUBOBJECT, 8> subobjects;
  UINT index = 0;
  LibraryPart library(code);
  subobjects[index++] = library.subobject;
  LocalSignaturePart signature(root);
  subobjects[index++] = signature.subobject;
  RecursionPart recursion(1);
  subobjects[index++] = recursion.subobject;
  AssociationPart association(kRayGenOnly, 1, &signature.subobject); // expected-warning {{pSubobjectToAssociate of the association at subobject 3 points to 'signature.subobject', not to an element of 'subobjects'}}
  // CHECK-MESSAGES: :[[@LINE-1]]:47: warning: pSubobjectToAssociate of the association at subobject 3 points to 'signature.subobject'
  subobjects[index++] = association.subobject;
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, index, subobjects.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// A std::array counted past its end.
HRESULT arrayOverrun(ID3D12Device5 *device, const D3D12_SHADER_BYTECODE &code, ID3D12StateObject **out) {
  LibraryPart library(code);
  RecursionPart recursion(2);
  std::array<D3D12_STATE_SUBOBJECT, 3> subobjects = {library.subobject, recursion.subobject};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, subobjects.size() + 1, subobjects.data()}; // expected-warning {{NumSubobjects is 4, but 'subobjects' holds 3 subobjects from pSubobjects}}
  // CHECK-MESSAGES: :[[@LINE-1]]:80: warning: NumSubobjects is 4, but 'subobjects' holds 3 subobjects
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// Unknown stays silent: a size read at run time, and a vector handed to a
// function without a body before the call.
HRESULT runtimeCount(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *libraries, UINT count,
                     ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> parts;
  for (UINT i = 0; i < count; ++i)
    parts.push_back({D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, &libraries[i]});
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {1};
  D3D12_STATE_SUBOBJECT detached = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config};
  parts.push_back(detached);
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&detached, 0, nullptr};
  parts.push_back({D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association});
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, UINT(parts.size()) + 2, parts.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

HRESULT handedAway(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> parts(2);
  parts[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  inspect(parts);
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, parts.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}
