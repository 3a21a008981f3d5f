// The desc as a whole: an EXISTING_COLLECTION inside a COLLECTION; a
// NumSubobjects that counts zeroed elements (fix-it: the count written) or
// runs past the array; two different shader configs that no association
// names, both defaults; AddToStateObject with a config that does not allow
// additions. Each with its twin: identical configs, an explicit default,
// the count from index++.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Xclang -verify %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Xclang -fixit %t.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// APPLIED-COUNT-1: FIX-IT applied suggested code changes
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// FIXED: subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, config};
// FIXED-NEXT: D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects};
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

void nested(ID3D12Device5 *device, D3D12_EXISTING_COLLECTION_DESC *existing, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_STATE_SUBOBJECT subobjects[2] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_EXISTING_COLLECTION, existing}, // expected-warning {{subobject 1 is an EXISTING_COLLECTION, but the desc's Type is D3D12_STATE_OBJECT_TYPE_COLLECTION: a collection cannot contain a collection}}
  };
  D3D12_STATE_OBJECT_DESC desc = {};
  desc.Type = D3D12_STATE_OBJECT_TYPE_COLLECTION; // expected-note {{the desc's Type is set here}}
  desc.NumSubobjects = 2;
  desc.pSubobjects = subobjects;
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void nestedTwin(ID3D12Device5 *device, D3D12_EXISTING_COLLECTION_DESC *existing, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_STATE_SUBOBJECT subobjects[2] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_EXISTING_COLLECTION, existing},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void zeroTail(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_RAYTRACING_SHADER_CONFIG *config) {
  D3D12_STATE_SUBOBJECT subobjects[6] = {};
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, config};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 6, subobjects}; // expected-warning {{NumSubobjects is 6, but the program writes 2 elements of 'subobjects': the runtime reads elements 2 to 5, zeroed, as STATE_OBJECT_CONFIG subobjects with a null pDesc}}
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void pastEnd(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_STATE_SUBOBJECT subobjects[2] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 3, subobjects}; // expected-warning {{NumSubobjects is 3, but 'subobjects' holds 2 subobjects from pSubobjects: the runtime reads 1 subobject past its end}}
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void countTwin(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, D3D12_RAYTRACING_SHADER_CONFIG *config) {
  D3D12_STATE_SUBOBJECT subobjects[6] = {};
  UINT index = 0;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, config};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, index, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void twoDefaults(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_RAYTRACING_SHADER_CONFIG small = {8, 8}, large = {32, 8};
  D3D12_STATE_SUBOBJECT subobjects[3] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &small}, // expected-note {{the other default config}}
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &large}, // expected-warning {{subobject 2 (RAYTRACING_SHADER_CONFIG (9)) and subobject 1 (RAYTRACING_SHADER_CONFIG (9)) are different configs that no association names, so both are the default for every export: the runtime rejects the desc}}
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 3, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void defaultsTwins(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_RAYTRACING_SHADER_CONFIG small = {8, 8}, same = {8, 8}, large = {32, 8};
  D3D12_STATE_SUBOBJECT subobjects[5] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &small},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &same},
      {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &large},
  };
  // Identical configs agree; an explicit default resolves the other.
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION explicitDefault = {&subobjects[3], 0, nullptr};
  subobjects[4] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &explicitDefault};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 5, subobjects};
  ID3D12StateObject *so = nullptr;
  device->CreateStateObject(&desc, IID_PPV_ARGS(&so));
}

void addition(ID3D12Device7 *device, ID3D12StateObject *base, D3D12_DXIL_LIBRARY_DESC *library, bool allow) {
  D3D12_STATE_OBJECT_CONFIG config = {D3D12_STATE_OBJECT_FLAG_ALLOW_LOCAL_DEPENDENCIES_ON_EXTERNAL_DEFINITIONS}; // expected-warning {{the desc given to AddToStateObject has a STATE_OBJECT_CONFIG (subobject 1) whose Flags (0x1) lack D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS: the runtime rejects the addition}}
  D3D12_STATE_SUBOBJECT subobjects[2] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG, &config},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects};
  ID3D12StateObject *grown = nullptr;
  device->AddToStateObject(&desc, base, IID_PPV_ARGS(&grown));
}

void additionTwin(ID3D12Device7 *device, ID3D12StateObject *base, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_STATE_OBJECT_CONFIG config = {D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS};
  D3D12_STATE_SUBOBJECT subobjects[2] = {
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
      {D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG, &config},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects};
  ID3D12StateObject *grown = nullptr;
  device->AddToStateObject(&desc, base, IID_PPV_ARGS(&grown));
}
