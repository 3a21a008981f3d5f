// A positional aggregate initialiser that reaches the duplicate (or a member
// after it) blocks the fix-it: without the member, the initialisers after it
// would shift onto the next members, silently or not compiling. One that
// stops before the duplicate does not.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | %FileCheck --check-prefixes=CHECK,CXX --implicit-check-not=fix-it: %s
// RUN: %clang -x c -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clang -x c -std=c11 -fsyntax-only %dx %plugin -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | %FileCheck --implicit-check-not=fix-it: %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#ifdef __cplusplus
#include <directx/d3dx12.h>
#endif

#ifdef __cplusplus
#define ALIGN_TAG alignas(void *)
#else
#define ALIGN_TAG _Alignas(void *)
#endif

typedef struct ComputeShaderPair {
  ALIGN_TAG D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} ComputeShaderPair;
void initComputeShaderPair(ComputeShaderPair *p) { p->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS; }

typedef struct NodeMaskPair {
  ALIGN_TAG D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT NodeMask;
} NodeMaskPair;
void initNodeMaskPair(NodeMaskPair *p) { p->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK; }

// Every member written: without the duplicate, three initialisers for two
// members.
typedef struct AllWritten {
  ComputeShaderPair CS; // expected-note {{'CS' sets CS here}}
  ComputeShaderPair PositionalCS;
  NodeMaskPair NodeMask;
} AllWritten;
// expected-warning@-3 {{stream 'AllWritten' sets subobject kind CS twice: 'PositionalCS' repeats 'CS'}}
AllWritten Everything = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {0, 0}},
                         {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {0, 0}},
                         {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK, 1}};

// The initialiser ends exactly at the duplicate.
typedef struct WrittenUpToDuplicate {
  ComputeShaderPair CS; // expected-note {{'CS' sets CS here}}
  ComputeShaderPair UpToCS;
  NodeMaskPair NodeMask;
} WrittenUpToDuplicate;
// expected-warning@-3 {{stream 'WrittenUpToDuplicate' sets subobject kind CS twice: 'UpToCS' repeats 'CS'}}
WrittenUpToDuplicate UpToDuplicate = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {0, 0}},
                                      {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {0, 0}}};

// The initialiser stops before the duplicate: removable.
typedef struct WrittenBeforeDuplicate {
  ComputeShaderPair CS; // expected-note {{'CS' sets CS here}}
  NodeMaskPair NodeMask;
  ComputeShaderPair BeforeCS;
} WrittenBeforeDuplicate;
// expected-warning@-2 {{stream 'WrittenBeforeDuplicate' sets subobject kind CS twice: 'BeforeCS' repeats 'CS'}}
// CHECK: fix-it:"{{.*}}fixit-positional.cpp":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
WrittenBeforeDuplicate BeforeDuplicate = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {0, 0}},
                                          {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK, 1}};

#ifdef __cplusplus
// d3dx12's helpers have constructors: the members an initialiser leaves out
// are default-constructed, which is not writing them.
struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS; // expected-note {{'VS' sets VS here}}
  CD3DX12_PIPELINE_STATE_STREAM_VS HelperVS;
};
// expected-warning@-2 {{stream 'HelperStream' sets subobject kind VS twice: 'HelperVS' repeats 'VS'}}
// CXX: fix-it:"{{.*}}fixit-positional.cpp":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
HelperStream makeHelperStream(ID3D12RootSignature *RootSignature, D3D12_SHADER_BYTECODE Shader) {
  HelperStream Stream = {RootSignature, Shader};
  return Stream;
}

// ... but a written one reaches the duplicate.
struct HelperStreamWritten {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS; // expected-note {{'PS' sets PS here}}
  CD3DX12_PIPELINE_STATE_STREAM_PS WrittenPS;
};
// expected-warning@-2 {{stream 'HelperStreamWritten' sets subobject kind PS twice: 'WrittenPS' repeats 'PS'}}
HelperStreamWritten makeHelperStreamWritten(ID3D12RootSignature *RootSignature, D3D12_SHADER_BYTECODE Shader) {
  HelperStreamWritten Stream = {RootSignature, Shader, Shader};
  return Stream;
}
#endif
