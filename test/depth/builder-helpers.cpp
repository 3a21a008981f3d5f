// d3dx12's CD3DX12_STATE_OBJECT_DESC handed to the user's helpers (by
// pointer or by reference, with other arguments the helper passes on to
// setters), and filled in loops over a fixed list (a range-for over a
// constant array, a for with a constant bound). The helpers' calls are read
// in their place; a loop's body once per pass (the subobjects of every pass
// count; the fields the first pass sets are judged once). Each defect has
// its clean twin; a loop whose count is read at run time, and a helper that
// touches the builder in a branch, stay unknown.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-*' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-*' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-state-object-*' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-state-object-*' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL-DAG: warning: MaxTraceRecursionDepth is 40
// TOOL-DAG: warning: MaxTraceRecursionDepth is 33
// TOOL-DAG: warning: the hit group at subobject 1 imports an intersection shader
// TOOL-DAG: warning: subobject 2 (RAYTRACING_SHADER_CONFIG (9)) and subobject 1 (RAYTRACING_SHADER_CONFIG (9)) are different configs
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

static const wchar_t *kProcedural[] = {L"SphereHit", L"BoxHit", L"CapsuleHit"};

class Renderer {
public:
  void build(const D3D12_SHADER_BYTECODE &dxil, UINT depth);
  void buildWrongly(const D3D12_SHADER_BYTECODE &dxil);
  void buildTwoConfigs(const D3D12_SHADER_BYTECODE &dxil);
  void buildFromCount(const D3D12_SHADER_BYTECODE &dxil, const wchar_t *const *names, UINT count);

private:
  // The samples' helper: the local root signature and its association.
  void addLocalSignature(CD3DX12_STATE_OBJECT_DESC *pipeline) {
    auto *signature = pipeline->CreateSubobject<CD3DX12_LOCAL_ROOT_SIGNATURE_SUBOBJECT>();
    signature->SetRootSignature(m_localSignature);
    auto *association = pipeline->CreateSubobject<CD3DX12_SUBOBJECT_TO_EXPORTS_ASSOCIATION_SUBOBJECT>();
    association->SetSubobjectToAssociate(*signature);
    association->AddExport(L"RayGen");
  }
  // A helper by reference, passing its own parameters on.
  void addConfigs(CD3DX12_STATE_OBJECT_DESC &pipeline, UINT payload, UINT depth) {
    pipeline.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>()->Config(payload, 8); // expected-warning {{subobject 2 (RAYTRACING_SHADER_CONFIG (9)) and subobject 1 (RAYTRACING_SHADER_CONFIG (9)) are different configs that no association names}}
    // CHECK-MESSAGES: :[[@LINE-1]]:14: warning: subobject 2 (RAYTRACING_SHADER_CONFIG (9)) and subobject 1
    pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(depth);
  }
  // A helper that adds a subobject only sometimes: not read.
  void maybeAddConfig(CD3DX12_STATE_OBJECT_DESC &pipeline, bool wanted) {
    if (wanted)
      pipeline.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>()->Config(16, 8);
  }

  ID3D12Device5 *m_device = nullptr;
  ID3D12RootSignature *m_localSignature = nullptr;
  ID3D12StateObject *m_stateObject = nullptr;
};

void Renderer::build(const D3D12_SHADER_BYTECODE &dxil, UINT depth) {
  CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
  pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  for (const wchar_t *name : kProcedural) {
    auto *hitGroup = pipeline.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
    hitGroup->SetHitGroupExport(name);
    hitGroup->SetIntersectionShaderImport(L"Intersect");
    hitGroup->SetHitGroupType(D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE);
  }
  addLocalSignature(&pipeline);
  addConfigs(pipeline, 16, 2);
  m_device->CreateStateObject(pipeline, IID_PPV_ARGS(&m_stateObject));
}

// Its twin: the hit groups left TRIANGLES, and a depth past the limit
// passed to the helper.
void Renderer::buildWrongly(const D3D12_SHADER_BYTECODE &dxil) {
  CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
  pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  for (UINT i = 0; i < 3; ++i) {
    auto *hitGroup = pipeline.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>();
    hitGroup->SetIntersectionShaderImport(L"Intersect"); // expected-warning {{the hit group at subobject 1 imports an intersection shader, but its Type is D3D12_HIT_GROUP_TYPE_TRIANGLES}}
    // CHECK-MESSAGES: :[[@LINE-1]]:43: warning: the hit group at subobject 1 imports an intersection shader
  }
  addLocalSignature(&pipeline);
  addConfigs(pipeline, 16, 40); // expected-warning {{MaxTraceRecursionDepth is 40}}
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: MaxTraceRecursionDepth is 40
  m_device->CreateStateObject(pipeline, IID_PPV_ARGS(&m_stateObject));
}

// A second shader config with another payload size, no association picks
// one: found where the helper makes it.
void Renderer::buildTwoConfigs(const D3D12_SHADER_BYTECODE &dxil) {
  CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
  pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  pipeline.CreateSubobject<CD3DX12_RAYTRACING_SHADER_CONFIG_SUBOBJECT>()->Config(32, 8); // expected-note {{the other default config}}
  addConfigs(pipeline, 16, 1);
  m_device->CreateStateObject(pipeline, IID_PPV_ARGS(&m_stateObject));
}

// Unknown stays silent: a loop whose count the caller gives, and a helper
// that adds in a branch (with a depth past the limit after it).
void Renderer::buildFromCount(const D3D12_SHADER_BYTECODE &dxil, const wchar_t *const *names, UINT count) {
  CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
  pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  for (UINT i = 0; i < count; ++i)
    pipeline.CreateSubobject<CD3DX12_HIT_GROUP_SUBOBJECT>()->SetIntersectionShaderImport(names[i]);
  maybeAddConfig(pipeline, count > 1);
  pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(64);
  m_device->CreateStateObject(pipeline, IID_PPV_ARGS(&m_stateObject));
}

// The samples keep the depth in a local first: a local never written again
// is its initialiser. One written again (or whose address is taken) is not.
UINT pickDepth();
void addPipelineConfig(ID3D12Device5 *device, const D3D12_SHADER_BYTECODE &dxil, ID3D12StateObject **out) {
  CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
  pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  UINT maxRecursionDepth = 33; // expected-warning {{MaxTraceRecursionDepth is 33}}
  // CHECK-MESSAGES: :[[@LINE-1]]:28: warning: MaxTraceRecursionDepth is 33
  pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(maxRecursionDepth);
  device->CreateStateObject(pipeline, IID_PPV_ARGS(out));
}
void addPipelineConfigPicked(ID3D12Device5 *device, const D3D12_SHADER_BYTECODE &dxil, ID3D12StateObject **out) {
  CD3DX12_STATE_OBJECT_DESC pipeline{D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE};
  pipeline.CreateSubobject<CD3DX12_DXIL_LIBRARY_SUBOBJECT>()->SetDXILLibrary(&dxil);
  UINT maxRecursionDepth = 33;
  maxRecursionDepth = pickDepth();
  pipeline.CreateSubobject<CD3DX12_RAYTRACING_PIPELINE_CONFIG_SUBOBJECT>()->Config(maxRecursionDepth);
  device->CreateStateObject(pipeline, IID_PPV_ARGS(out));
}
