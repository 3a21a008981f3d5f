// Depth (C++): streams grown in a std::vector of bytes, each subobject
// written as a d3dx12 pair (or a {tag; inner} view of the engine's own) at
// the end of a resize. The runtime walks the bytes; the checks judge what
// it finds: a kind appended twice, an amplification shader with no mesh
// shader (so no VS, CS or MS at all), a cursor that rounds to 8 where the runtime rounds to the
// pointer size (a defect on 32-bit targets only), and the hull and domain kinds swapped in a
// switch over the engine's stages. Each has a correct twin.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-*' -Xclang -verify=expected %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-*' -Xclang -verify=expected,x86 %s
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %check_clang_tidy --check-suffix=X86 %s 'd3d12-*' %t.cpp -- -m32 -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-*' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// RUN: %not %psolint --checks='-*,d3d12-*' %s -- -m32 -std=c++17 %dx | %FileCheck --check-prefixes=TOOL,TOOL-X86 %s --implicit-check-not=warning:
//
// TOOL: byte-builders.cpp:[[DATA:[0-9]+]]:{{[0-9]+}}: warning: stream 'bytes.data()' sets subobject kind CS twice: 'subobject 3 (byte {{20|40}})' repeats 'subobject 2 (byte {{8|16}})'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]
// TOOL-X86: warning: the tag of the subobject after VS (PS) is written at byte 24 of 'bytes.data()', but the runtime reads it at byte 20{{.*}}[d3d12-stream-layout]
// TOOL: byte-builders.cpp:[[DATA]]:{{[0-9]+}}: warning: stream 'bytes.data()' has no VS, CS or MS with bytecode{{.*}}[d3d12-stream-pipeline-type]
// TOOL: warning: the tag chosen under 'case TessControl' is a DS tag, {{.*}} [d3d12-stream-role-name]
// TOOL: warning: the tag chosen under 'case TessEvaluation' is an HS tag, {{.*}} [d3d12-stream-role-name]
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <cstdint>
#include <vector>

class StreamBytes {
public:
  // A d3dx12 pair at the end: its size is already a multiple of a pointer.
  template <typename Subobject, typename Inner> void add(const Inner &inner) {
    size_t at = bytes.size();
    bytes.resize(at + sizeof(Subobject));
    reinterpret_cast<Subobject &>(bytes[at]) = inner; // expected-note-re {{the tag of 'subobject 2 (byte {{8|16}})' is set to CS here}} expected-note-re {{the tag of 'subobject 3 (byte {{20|40}})' is set to CS here}}
  }
  // The engine's own {tag; inner} view at a cursor it rounds itself.
  template <typename Inner>
  Inner &append(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind, size_t align) {
    struct Pair {
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;
      Inner inner;
    };
    size_t at = (bytes.size() + align - 1) / align * align;
    bytes.resize(at + sizeof(Pair));
    Pair &pair = reinterpret_cast<Pair &>(bytes[at]);
    pair.kind = kind;
    return pair.inner;
  }
  D3D12_PIPELINE_STATE_STREAM_DESC desc() {
    D3D12_PIPELINE_STATE_STREAM_DESC d = {};
    d.pPipelineStateSubobjectStream = bytes.data(); // expected-warning {{stream 'bytes.data()' sets subobject kind CS twice: 'subobject 3 (byte}} expected-warning {{stream 'bytes.data()' has no VS, CS or MS with bytecode}}
    // CHECK-MESSAGES-DAG: :[[@LINE-1]]:{{[0-9]+}}: warning: stream 'bytes.data()' sets subobject kind CS twice
    // CHECK-MESSAGES-DAG: :[[@LINE-2]]:{{[0-9]+}}: warning: stream 'bytes.data()' has no VS, CS or MS with bytecode
    // CHECK-MESSAGES-X86-DAG: :[[@LINE-3]]:{{[0-9]+}}: warning: stream 'bytes.data()' sets subobject kind CS twice
    // CHECK-MESSAGES-X86-DAG: :[[@LINE-4]]:{{[0-9]+}}: warning: stream 'bytes.data()' has no VS, CS or MS with bytecode
    // x86-note@-5 {{where the stream is handed to the runtime}}
    d.SizeInBytes = bytes.size();
    return d;
  }

private:
  std::vector<uint8_t> bytes;
};

HRESULT computeTwice(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE cs,
                     ID3D12PipelineState **out) {
  StreamBytes stream;
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE>(root);
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_CS>(cs); // expected-note {{by this call}}
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_CS>(cs); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC desc = stream.desc();
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// Its twin: one compute shader.
HRESULT computeOnce(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE cs,
                    ID3D12PipelineState **out) {
  StreamBytes stream;
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE>(root);
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_CS>(cs);
  D3D12_PIPELINE_STATE_STREAM_DESC desc = stream.desc();
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// An amplification shader whose mesh shader was never appended.
HRESULT amplificationOnly(ID3D12Device2 *device, ID3D12RootSignature *root, ID3DBlob *as,
                          ID3D12PipelineState **out) {
  StreamBytes stream;
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE>(root);
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_AS>(CD3DX12_SHADER_BYTECODE(as));
  D3D12_PIPELINE_STATE_STREAM_DESC desc = stream.desc();
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// Its twin: the mesh shader appended after it.
HRESULT amplificationAndMesh(ID3D12Device2 *device, ID3D12RootSignature *root, ID3DBlob *as,
                             ID3DBlob *ms, ID3D12PipelineState **out) {
  StreamBytes stream;
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE>(root);
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_AS>(CD3DX12_SHADER_BYTECODE(as));
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_MS>(CD3DX12_SHADER_BYTECODE(ms));
  D3D12_PIPELINE_STATE_STREAM_DESC desc = stream.desc();
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// The engine's own pairs at a cursor rounded to 8: right on 64-bit targets,
// 4 bytes off after the vertex shader's 12-byte pair on 32-bit ones.
HRESULT roundedTo8(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                   D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  StreamBytes stream;
  stream.append<ID3D12RootSignature *>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, 8) = root;
  stream.append<D3D12_SHADER_BYTECODE>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, 8) = vs; // x86-note {{VS's tag is written here, at byte 8; the runtime reads its inner at byte 12}}
  stream.append<D3D12_SHADER_BYTECODE>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS, 8) = ps; // x86-warning {{the tag of the subobject after VS (PS) is written at byte 24 of 'bytes.data()', but the runtime reads it at byte 20: the end of VS's inner (byte 20) rounded up to the pointer size, 4}} x86-note {{in the call from here}}
  // CHECK-MESSAGES-X86: :[[@LINE-1]]:40: warning: the tag of the subobject after VS (PS) is written at byte 24 of 'bytes.data()'
  D3D12_PIPELINE_STATE_STREAM_DESC desc = stream.desc();
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// Its twin: rounded to the pointer's alignment.
HRESULT roundedToPointer(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                         D3D12_SHADER_BYTECODE ps, ID3D12PipelineState **out) {
  StreamBytes stream;
  stream.append<ID3D12RootSignature *>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, alignof(void *)) = root;
  stream.append<D3D12_SHADER_BYTECODE>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, alignof(void *)) = vs;
  stream.append<D3D12_SHADER_BYTECODE>(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS, alignof(void *)) = ps;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = stream.desc();
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// Unknown stays silent: kinds that come from run time.
HRESULT fromTable(ID3D12Device2 *device, const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *kinds,
                  const D3D12_SHADER_BYTECODE *code, unsigned count, ID3D12PipelineState **out) {
  StreamBytes stream;
  for (unsigned i = 0; i < count; ++i)
    stream.append<D3D12_SHADER_BYTECODE>(kinds[i], sizeof(void *)) = code[i];
  D3D12_PIPELINE_STATE_STREAM_DESC desc = stream.desc();
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// The kind each stage's bytecode is appended with, chosen by a switch over
// the engine's own stages: tessellation swapped, then right.
enum class Stage { Vertex, TessControl, TessEvaluation, Fragment };

D3D12_PIPELINE_STATE_SUBOBJECT_TYPE swappedKindOf(Stage stage) {
  switch (stage) {
  case Stage::Vertex:
    return D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  case Stage::TessControl: // expected-note {{the case for the hull shader is here}}
    return D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS; // expected-warning {{the tag chosen under 'case TessControl' is a DS tag, but the case is named for the hull shader (HS): the runtime binds the bytecode that goes with it as the domain shader}}
    // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: the tag chosen under 'case TessControl' is a DS tag
    // CHECK-MESSAGES-X86: :[[@LINE-2]]:12: warning: the tag chosen under 'case TessControl' is a DS tag
  case Stage::TessEvaluation: // expected-note {{the case for the domain shader is here}}
    return D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS; // expected-warning {{the tag chosen under 'case TessEvaluation' is an HS tag}}
    // CHECK-MESSAGES: :[[@LINE-1]]:12: warning: the tag chosen under 'case TessEvaluation' is an HS tag
    // CHECK-MESSAGES-X86: :[[@LINE-2]]:12: warning: the tag chosen under 'case TessEvaluation' is an HS tag
  case Stage::Fragment:
    break;
  }
  return D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
}

D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kindOf(Stage stage) {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  switch (stage) {
  case Stage::TessControl:
    kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS;
    break;
  case Stage::TessEvaluation:
    kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS;
    break;
  case Stage::Fragment:
    kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
    break;
  default:
    break;
  }
  return kind;
}

// A test of a kind under a stage's case is no choice of one.
bool vertexSlotHoldsHull(Stage stage, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind) {
  switch (stage) {
  case Stage::Vertex:
    return kind == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS;
  default:
    return false;
  }
}
