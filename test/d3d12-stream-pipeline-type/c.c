// C streams of hand-written pairs, zero-initialised with `= {0}` (provably
// null until written) or left uninitialised (unknown: never a finding).
// Bytecode set member by member: the pointer decides, the length does not.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>

static const unsigned char vertexBytes[] = {0x44, 0x58, 0x42, 0x43};

typedef struct ShaderSubobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} ShaderSubobject;

typedef struct RootSignatureSubobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  ID3D12RootSignature *RootSignature;
} RootSignatureSubobject;

/* One stream type for graphics and compute: each use fills one of vs, cs. */
typedef struct PipelineStream {
  RootSignatureSubobject root;
  ShaderSubobject vs;
  ShaderSubobject ps;
  ShaderSubobject cs;
} PipelineStream;

static void setTags(PipelineStream *s) {
  s->root.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  s->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s->cs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
}

/* Zeroed, tags set, no shader: always fails. */
void zeroedWithoutShader(void) {
  PipelineStream s = {0}; // expected-note {{stream 's' is declared here}}
  s.root.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  s.vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s.ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s.cs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  s.ps.Shader.pShaderBytecode = vertexBytes;
  s.ps.Shader.BytecodeLength = sizeof(vertexBytes);
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s}; // expected-warning {{stream 's' has no VS, CS or MS with bytecode: CreatePipelineState cannot tell a graphics, compute or mesh pipeline and always fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  (void)d;
}

/* Zeroed, then a vertex and a compute shader: an array and a string literal. */
void zeroedWithTwoShaders(void) {
  PipelineStream s = {0}; // expected-note {{stream 's' is declared here}}
  s.root.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  s.vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s.ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s.cs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  s.vs.Shader.pShaderBytecode = vertexBytes;
  s.vs.Shader.BytecodeLength = sizeof(vertexBytes);
  s.cs.Shader.pShaderBytecode = "DXBC";
  D3D12_PIPELINE_STATE_STREAM_DESC d;
  d.SizeInBytes = sizeof(s);
  d.pPipelineStateSubobjectStream = &s; // expected-warning {{stream 's' sets bytecode for both VS ('vs') and CS ('cs'): the runtime accepts exactly one of VS, CS and MS and fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  (void)d;
}

/* The stream's designated initialiser sets both shaders. */
void designatedTwoShaders(void) {
  PipelineStream s = { // expected-note {{stream 's' is declared here}}
      .root = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, NULL},
      .vs = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {vertexBytes, sizeof(vertexBytes)}},
      .ps = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS},
      .cs = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, .Shader = {"DXBC", 4}}};
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s}; // expected-warning {{stream 's' sets bytecode for both VS ('vs') and CS ('cs')}}
  (void)d;
}

/* ---- silent --------------------------------------------------------------------- */

/* Zeroed, then only the vertex shader. */
void zeroedThenVertexShader(void) {
  PipelineStream s = {0};
  s.root.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  s.vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s.ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s.cs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  s.vs.Shader.pShaderBytecode = vertexBytes;
  s.vs.Shader.BytecodeLength = sizeof(vertexBytes);
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s};
  (void)d;
}

/* Uninitialised: the slots hold whatever was on the stack. Unknown, not empty. */
void uninitialised(void) {
  PipelineStream s;
  s.root.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  s.vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s.ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s.cs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s};
  (void)d;
}

/* Tags set by a helper that takes the stream's address: the helper is
   followed, and the zeroed stream still has no shader. */
void tagsByHelper(void) {
  PipelineStream s = {0}; /* expected-note {{stream 's' is declared here}} */
  setTags(&s);
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s}; /* expected-warning {{stream 's' has no VS, CS or MS with bytecode}} */
  (void)d;
}

/* Whole bytecode copied from a parameter. */
void copiedBytecode(D3D12_SHADER_BYTECODE vertex, D3D12_SHADER_BYTECODE compute) {
  PipelineStream s = {0};
  s.root.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  s.vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s.ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s.cs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  s.vs.Shader = vertex;
  s.cs.Shader = compute;
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s};
  (void)d;
}

/* A vertex or a compute shader, chosen at run time. */
void chosenAtRunTime(int compute, const void *bytecode, SIZE_T size) {
  PipelineStream s = {0};
  s.root.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  s.vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s.ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s.cs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  if (compute) {
    s.cs.Shader.pShaderBytecode = vertexBytes;
  } else {
    s.vs.Shader.pShaderBytecode = bytecode;
    s.vs.Shader.BytecodeLength = size;
  }
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s};
  (void)d;
}

/* Designated: the vertex shader only. */
void designatedVertexOnly(void) {
  PipelineStream s = {
      .root = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, NULL},
      .vs = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {vertexBytes, sizeof(vertexBytes)}},
      .ps = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS},
      .cs = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS}};
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s};
  (void)d;
}

/* A file-scope stream: any function may have filled it. */
static PipelineStream sharedStream;
void fileScope(void) {
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(sharedStream), &sharedStream};
  (void)d;
}
