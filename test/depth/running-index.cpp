// Subobjects added by helpers at the caller's running index: a helper that
// writes `subobjects[count++]` through a pointer and a count by reference, a
// cursor moved through the array and the count taken as `cursor - array`, a
// helper that appends to the caller's std::vector, and a builder class
// whose methods push_back onto its member vector. Each callee is followed
// with the values its caller passes. Each defect has its clean twin.
//
// A helper that writes at an index the model cannot know is no proof that
// the caller's elements stay zero: that case is clean (it once read as
// "the program writes 0 elements").
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-*' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-*' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-state-object-*' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-state-object-*' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL-DAG: warning: MaxTraceRecursionDepth is 40
// TOOL-DAG: warning: NumSubobjects is 4, but the program writes 2 elements of 'subobjects'
// TOOL-DAG: warning: NumSubobjects is 3, but 'cells' holds 2 subobjects
// TOOL-DAG: warning: MaxTraceRecursionDepth is 33
// TOOL-DAG: warning: pSubobjectToAssociate of the association at subobject 1 points to 'standalone'
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <vector>

static void append(D3D12_STATE_SUBOBJECT *subobjects, UINT &count, D3D12_STATE_SUBOBJECT_TYPE type,
                   const void *desc) {
  subobjects[count++] = {type, desc};
}

HRESULT appended(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  D3D12_STATE_SUBOBJECT subobjects[4] = {};
  UINT count = 0;
  append(subobjects, count, D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library);
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {2};
  append(subobjects, count, D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config);
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, count, subobjects};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// Its twin: a recursion depth past the limit, and the array's size passed
// as the count although only two elements were appended.
HRESULT appendedWrongly(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  D3D12_STATE_SUBOBJECT subobjects[4] = {};
  UINT count = 0;
  append(subobjects, count, D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library);
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {40}; // expected-warning {{MaxTraceRecursionDepth is 40}}
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: MaxTraceRecursionDepth is 40
  append(subobjects, count, D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config);
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 4, subobjects}; // expected-warning {{NumSubobjects is 4, but the program writes 2 elements of 'subobjects'}}
  // CHECK-MESSAGES: :[[@LINE-1]]:80: warning: NumSubobjects is 4, but the program writes 2 elements of 'subobjects'
  // CHECK-FIXES: D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// A cursor walked through the array; the count is how far it went.
HRESULT cursor(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  D3D12_STATE_SUBOBJECT subobjects[3];
  D3D12_STATE_SUBOBJECT *next = subobjects;
  *next++ = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  D3D12_RAYTRACING_SHADER_CONFIG shader = {16, 8};
  *next++ = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shader};
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {1};
  next->Type = D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG;
  next->pDesc = &config;
  ++next;
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, UINT(next - subobjects), subobjects};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// A helper that appends to its caller's vector.
static void add(std::vector<D3D12_STATE_SUBOBJECT> &cells, D3D12_STATE_SUBOBJECT_TYPE type, const void *desc) {
  cells.push_back({type, desc});
}

HRESULT addedToVector(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> cells;
  add(cells, D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library);
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {3};
  add(cells, D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config);
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, UINT(cells.size()), cells.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// Its twin counts one more than it added.
HRESULT addedToVectorMiscounted(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library,
                                ID3D12StateObject **out) {
  std::vector<D3D12_STATE_SUBOBJECT> cells;
  add(cells, D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library);
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {3};
  add(cells, D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config);
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, UINT(cells.size() + 1), cells.data()}; // expected-warning {{NumSubobjects is 3, but 'cells' holds 2 subobjects}}
  // CHECK-MESSAGES: :[[@LINE-1]]:98: warning: NumSubobjects is 3, but 'cells' holds 2 subobjects
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}

// A builder class: its vector filled by its methods, handed over by create().
class PipelineBuilder {
public:
  void add(D3D12_STATE_SUBOBJECT_TYPE type, const void *desc) { parts.push_back({type, desc}); }
  const D3D12_STATE_SUBOBJECT *last() const { return &parts.back(); }
  HRESULT create(ID3D12Device5 *device, ID3D12StateObject **out) const {
    D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, UINT(parts.size()), parts.data()};
    return device->CreateStateObject(&desc, IID_PPV_ARGS(out)); // expected-note 2 {{where CreateStateObject reads it}}
  }

private:
  std::vector<D3D12_STATE_SUBOBJECT> parts;
};

HRESULT built(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12RootSignature *root,
              ID3D12StateObject **out) {
  PipelineBuilder builder;
  D3D12_LOCAL_ROOT_SIGNATURE local = {root};
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, &local);
  static const wchar_t *rayGen[] = {L"RayGen"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {builder.last(), 1, rayGen};
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association);
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library);
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {8};
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config);
  return builder.create(device, out);
}

// Its twin: a depth past the limit, and an association to a subobject the
// builder never held.
HRESULT builtWrongly(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, ID3D12RootSignature *root,
                     ID3D12StateObject **out) {
  PipelineBuilder builder;
  D3D12_LOCAL_ROOT_SIGNATURE local = {root};
  D3D12_STATE_SUBOBJECT standalone = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, &local};
  builder.add(standalone.Type, standalone.pDesc);
  static const wchar_t *rayGen[] = {L"RayGen"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&standalone, 1, rayGen}; // expected-warning {{pSubobjectToAssociate of the association at subobject 1 points to 'standalone', not to an element of 'builder.parts'}}
  // CHECK-MESSAGES: :[[@LINE-1]]:57: warning: pSubobjectToAssociate of the association at subobject 1 points to 'standalone'
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association);
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library);
  D3D12_RAYTRACING_PIPELINE_CONFIG config = {33}; // expected-warning {{MaxTraceRecursionDepth is 33}}
  // CHECK-MESSAGES: :[[@LINE-1]]:46: warning: MaxTraceRecursionDepth is 33
  builder.add(D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &config);
  return builder.create(device, out); // expected-note 2 {{the desc is given to the runtime through this call}}
}

// Unknown stays silent: the helper writes at an index the caller does not
// know either, so none of the caller's elements is known to stay zero.
static void fillAt(D3D12_STATE_SUBOBJECT *subobjects, UINT slot, const D3D12_DXIL_LIBRARY_DESC *library) {
  subobjects[slot] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
}

HRESULT filledSomewhere(ID3D12Device5 *device, const D3D12_DXIL_LIBRARY_DESC *library, UINT slot,
                        ID3D12StateObject **out) {
  D3D12_STATE_SUBOBJECT subobjects[2] = {};
  fillAt(subobjects, slot, library);
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(out));
}
