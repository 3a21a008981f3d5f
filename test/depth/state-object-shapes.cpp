// The shapes public raytracing code builds state objects in, re-created:
// each correct shape is clean; each defective twin (one defect put in) is
// found. A builder filled in a loop whose count is read at run time stays
// silent even with a defect, and says so.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %not %psolint %s -- -std=c++17 %dx | %FileCheck %s --check-prefix=TOOL --implicit-check-not=warning:
// TOOL-COUNT-5: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <array>
#include <vector>

static const wchar_t *kRayGen = L"RayGen";
static const wchar_t *kClosestHit = L"ClosestHit";
static const wchar_t *kHitGroup = L"HitGroup";
static LPCWSTR kRootSignatureExports[] = {L"RayGen", L"Miss"};

void printStateObject(const D3D12_STATE_OBJECT_DESC *desc);

// The samples' shape: one function builds the pipeline with d3dx12's
// builder, prints the flattened desc, then creates it.
struct Sample {
  ID3D12Device5 *device;
  ID3D12RootSignature *globalSignature, *localSignature;
  ID3D12StateObject *stateObject;

  void createPipeline(const D3D12_SHADER_BYTECODE &dxil, UINT maxRecursion) {
    CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
    auto *library = pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>();
    library->SetDXILLibrary(&dxil);
    library->DefineExport(kRayGen);
    library->DefineExport(kClosestHit);
    auto *hitGroup = pipeline.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
    hitGroup->SetClosestHitShaderImport(kClosestHit);
    hitGroup->SetHitGroupExport(kHitGroup);
    hitGroup->SetHitGroupType(D3D12_HIT_GROUP_TYPE_TRIANGLES);
    auto *shaderConfig = pipeline.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>();
    shaderConfig->Config(4 * sizeof(float), 2 * sizeof(float));
    auto *local = pipeline.CreateSubobject<CD3DX12_LOCAL_ROOT_SIGNATURE_SUBOBJECT>();
    local->SetRootSignature(localSignature);
    auto *association = pipeline.CreateSubobject<CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT>();
    association->SetSubobjectToAssociate(*local);
    association->AddExports(kRootSignatureExports);
    pipeline.CreateSubobject<CD3DX12_GLOBAL_ROOT_SIGNATURE_SUBOBJECT>()->SetRootSignature(globalSignature);
    pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(maxRecursion);
    printStateObject(pipeline);
    device->CreateStateObject(pipeline, IID_PPV_ARGS(&stateObject));
  }

  // Its twin with the shipped defect: a procedural hit group left TRIANGLES.
  void createProceduralPipeline(const D3D12_SHADER_BYTECODE &dxil) {
    CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
    pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
    auto *hitGroup = pipeline.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
    hitGroup->SetClosestHitShaderImport(kClosestHit);
    hitGroup->SetIntersectionShaderImport(L"SphereIntersection"); // expected-warning {{imports an intersection shader, but its Type is D3D12_HIT_GROUP_TYPE_TRIANGLES (0, as the desc was zeroed)}}
    hitGroup->SetHitGroupExport(kHitGroup);
    pipeline.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>()->Config(16, 8);
    pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(1);
    printStateObject(pipeline);
    device->CreateStateObject(pipeline, IID_PPV_ARGS(&stateObject));
  }

  // The samples split the local root signature into a helper that takes
  // the builder: its calls are read in its place (here, with a recursion
  // depth of 32, found).
  void addLocalSignature(CD3DX12_STATE_OBJECT_DESC *pipeline) {
    auto *local = pipeline->CreateSubobject<CD3DX12_LOCAL_ROOT_SIGNATURE_SUBOBJECT>();
    local->SetRootSignature(localSignature);
  }
  void createWithHelper(const D3D12_SHADER_BYTECODE &dxil) {
    CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
    pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
    addLocalSignature(&pipeline);
    pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(32); // expected-warning {{MaxTraceRecursionDepth is 32}}
    device->CreateStateObject(pipeline, IID_PPV_ARGS(&stateObject));
  }

  // Hit groups made in a loop over a table the caller sizes: not read.
  void createFromTable(const D3D12_SHADER_BYTECODE &dxil, const LPCWSTR *names, UINT count) {
    CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
    pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
    for (UINT i = 0; i < count; ++i) {
      auto *hitGroup = pipeline.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
      hitGroup->SetHitGroupExport(names[i]);
      hitGroup->SetIntersectionShaderImport(L"Intersection");
    }
    device->CreateStateObject(pipeline, IID_PPV_ARGS(&stateObject));
  }
};

// The tutorials' shape: a C array filled with index++, associations to
// &subobjects[index - 1], the count from the index.
HRESULT createTutorialPipeline(ID3D12Device5 *device, D3D12_SHADER_BYTECODE dxil, ID3D12RootSignature *global,
                               ID3D12RootSignature *local, ID3D12StateObject **pipeline) {
  D3D12_STATE_SUBOBJECT subobjects[10];
  UINT index = 0;
  D3D12_EXPORT_DESC exports[] = {{L"RayGen", nullptr, D3D12_EXPORT_FLAG_NONE}, {L"Miss", nullptr, D3D12_EXPORT_FLAG_NONE}};
  D3D12_DXIL_LIBRARY_DESC library = {dxil, 2, exports};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, &library};
  D3D12_HIT_GROUP_DESC hitGroup = {};
  hitGroup.HitGroupExport = L"HitGroup";
  hitGroup.ClosestHitShaderImport = L"ClosestHit";
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP, &hitGroup};
  D3D12_RAYTRACING_SHADER_CONFIG shaderConfig = {};
  shaderConfig.MaxPayloadSizeInBytes = 16;
  shaderConfig.MaxAttributeSizeInBytes = D3D12_RAYTRACING_MAX_ATTRIBUTE_SIZE_IN_BYTES;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shaderConfig};
  const WCHAR *shaderExports[] = {L"RayGen", L"Miss", L"HitGroup"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION shaderConfigAssociation = {&subobjects[index - 1], 3, shaderExports};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &shaderConfigAssociation};
  D3D12_LOCAL_ROOT_SIGNATURE localSignature = {local};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, &localSignature};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION localAssociation = {&subobjects[index - 1], 1, shaderExports};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &localAssociation};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_GLOBAL_ROOT_SIGNATURE, &global};
  D3D12_RAYTRACING_PIPELINE_CONFIG pipelineConfig = {D3D12_RAYTRACING_MAX_DECLARABLE_TRACE_RECURSION_DEPTH};
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipelineConfig};
  D3D12_STATE_OBJECT_DESC desc = {};
  desc.Type = D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE;
  desc.NumSubobjects = index;
  desc.pSubobjects = subobjects;
  return device->CreateStateObject(&desc, IID_PPV_ARGS(pipeline));
}

// Its twins: the association kept a copy of the subobject (reported), and
// a recursion depth past the limit (reported).
HRESULT createTutorialTwin(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, ID3D12RootSignature *local,
                           ID3D12StateObject **pipeline) {
  D3D12_STATE_SUBOBJECT subobjects[4];
  UINT index = 0;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  D3D12_LOCAL_ROOT_SIGNATURE localSignature = {local};
  D3D12_STATE_SUBOBJECT localSubobject = {D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE, &localSignature};
  subobjects[index++] = localSubobject;
  const WCHAR *exports[] = {L"RayGen"};
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&localSubobject, 1, exports}; // expected-warning {{points to 'localSubobject', not to an element of 'subobjects'}}
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_RAYTRACING_PIPELINE_CONFIG pipelineConfig = {D3D12_RAYTRACING_MAX_DECLARABLE_TRACE_RECURSION_DEPTH + 1}; // expected-warning {{MaxTraceRecursionDepth is 32}}
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipelineConfig};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, index, subobjects};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(pipeline));
}

// The generators' shape (engines' RHIs): a vector sized up front and
// handed over by data(), with the same copy defect: found
// (test/depth/containers.cpp has more).
HRESULT createFromVector(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **pipeline) {
  std::vector<D3D12_STATE_SUBOBJECT> subobjects(3);
  UINT index = 0;
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  D3D12_RAYTRACING_SHADER_CONFIG shaderConfig = {16, 8};
  D3D12_STATE_SUBOBJECT copy = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG, &shaderConfig};
  subobjects[index++] = copy;
  D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION association = {&copy, 0, nullptr}; // expected-warning {{points to 'copy', not to an element of 'subobjects'}}
  subobjects[index++] = {D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION, &association};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, index, subobjects.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(pipeline));
}

// std::array by data(): read, and correct.
HRESULT createFromArray(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject **pipeline) {
  std::array<D3D12_STATE_SUBOBJECT, 2> subobjects{};
  D3D12_RAYTRACING_PIPELINE_CONFIG pipelineConfig = {1};
  subobjects[0] = {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library};
  subobjects[1] = {D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG, &pipelineConfig};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE, 2, subobjects.data()};
  return device->CreateStateObject(&desc, IID_PPV_ARGS(pipeline));
}

// A collection and the pipeline that adds it, with additions allowed on both.
HRESULT createCollectionAndPipeline(ID3D12Device7 *device, D3D12_DXIL_LIBRARY_DESC *library, ID3D12StateObject *base,
                                    ID3D12StateObject **grown) {
  D3D12_STATE_OBJECT_CONFIG config = {D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS};
  D3D12_STATE_SUBOBJECT subobjects[] = {
      {D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG, &config},
      {D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library},
  };
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 2, subobjects};
  return device->AddToStateObject(&desc, base, IID_PPV_ARGS(grown));
}
