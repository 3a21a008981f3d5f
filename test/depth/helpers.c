/* Depth (C): streams of one shared pair type, tags set per member, filled
 * through helpers taking pointers, in branches and from constant objects;
 * sizes accumulated per part. Each defect has a correct twin.
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' -Xclang -verify=expected,x64 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' -Xclang -verify=expected,x86 %s
 * RUN: %check_clang_tidy %s 'd3d12-stream-pipeline-type,d3d12-stream-desc-size' %t.c -- -std=c11 %dx
 * RUN: %not %psolint --checks='-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s
 * TOOL-COUNT-5: warning:
 * TOOL-NOT: warning:
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <string.h>

typedef struct ShaderSub {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
  D3D12_SHADER_BYTECODE code;
} ShaderSub;

/* One pair type for every shader: the kind is in each member's tag. */
typedef struct Stream {
  ShaderSub vs;
  ShaderSub ps;
  ShaderSub cs;
} Stream;

static const unsigned char bytes[] = {0x44, 0x58, 0x42, 0x43};
static const D3D12_SHADER_BYTECODE noShader = {0};
static const ShaderSub fullscreenVertex = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {bytes, sizeof(bytes)}};

static void setKinds(Stream *s) {
  s->vs.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->ps.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  s->cs.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
}

static void setShader(ShaderSub *sub, const void *code, SIZE_T size) {
  sub->code.pShaderBytecode = code;
  sub->code.BytecodeLength = size;
}

static void describe(D3D12_PIPELINE_STATE_STREAM_DESC *desc, Stream *s) {
  desc->pPipelineStateSubobjectStream = s;
  desc->SizeInBytes = sizeof(*s);
}

HRESULT graphics(ID3D12Device2 *device, ID3D12PipelineState **pso) {
  Stream s;
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  memset(&s, 0, sizeof(s));
  setKinds(&s);
  setShader(&s.vs, bytes, sizeof(bytes));
  describe(&desc, &s);
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}

/* The twin: the same helpers, both shaders set. */
HRESULT graphicsAndCompute(ID3D12Device2 *device, ID3D12PipelineState **pso) {
  Stream s; /* expected-note {{stream 's' is declared here}} */
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  memset(&s, 0, sizeof(s));
  setKinds(&s);
  setShader(&s.vs, bytes, sizeof(bytes));
  setShader(&s.cs, bytes, sizeof(bytes));
  describe(&desc, &s); /* expected-warning {{stream 's' sets bytecode for both VS ('vs') and CS ('cs')}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:19: warning: stream 's' sets bytecode for both VS ('vs') and CS ('cs')
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}

/* From constant objects: a whole pair, and an empty bytecode. */
HRESULT fromConstants(ID3D12Device2 *device, ID3D12PipelineState **pso) {
  Stream s = {0};
  setKinds(&s);
  s.vs = fullscreenVertex;
  s.cs.code = noShader;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(s), &s};
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}

HRESULT fromConstantsNoShader(ID3D12Device2 *device, ID3D12PipelineState **pso) {
  Stream s = {0}; /* expected-note {{stream 's' is declared here}} */
  setKinds(&s);
  s.vs.code = noShader;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(s), &s}; /* expected-warning {{stream 's' has no VS, CS or MS with bytecode}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:55: warning: stream 's' has no VS, CS or MS with bytecode
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}

/* Chosen in a branch: each path has one shader. */
HRESULT eitherShader(ID3D12Device2 *device, int compute, ID3D12PipelineState **pso) {
  Stream s = {0};
  setKinds(&s);
  if (compute)
    setShader(&s.cs, bytes, sizeof(bytes));
  else
    setShader(&s.vs, bytes, sizeof(bytes));
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(s), &s};
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}

/* The twin: the vertex shader is set on both paths. */
HRESULT vertexAlways(ID3D12Device2 *device, int compute, ID3D12PipelineState **pso) {
  Stream s = {0}; /* expected-note {{stream 's' is declared here}} */
  setKinds(&s);
  setShader(&s.vs, bytes, sizeof(bytes));
  if (compute) /* expected-note {{on the path where this condition is true}} */
    setShader(&s.cs, bytes, sizeof(bytes));
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(s), &s}; /* expected-warning {{stream 's' sets bytecode for both VS ('vs') and CS ('cs')}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:55: warning: stream 's' sets bytecode for both VS ('vs') and CS ('cs')
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}

/* Sizes accumulated per part; the twin adds a part twice. */
HRESULT accumulated(ID3D12Device2 *device, ID3D12PipelineState **pso) {
  Stream s = {0};
  setKinds(&s);
  setShader(&s.vs, bytes, sizeof(bytes));
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {0, &s};
  desc.SizeInBytes += sizeof(s.vs);
  desc.SizeInBytes += sizeof(s.ps);
  desc.SizeInBytes += sizeof(s.cs);
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}

HRESULT accumulatedTwice(ID3D12Device2 *device, ID3D12PipelineState **pso) {
  Stream s = {0};
  setKinds(&s);
  setShader(&s.vs, bytes, sizeof(bytes));
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {0, &s};
  desc.SizeInBytes += sizeof(s.vs);
  desc.SizeInBytes += sizeof(s.ps);
  desc.SizeInBytes += sizeof(s.cs);
  desc.SizeInBytes += sizeof(s.cs); /* x64-warning {{SizeInBytes is 96 bytes after this +=, but pPipelineStateSubobjectStream points to 's' (Stream), 72 bytes: the runtime reads 24 bytes past its end}} x86-warning {{SizeInBytes is 48 bytes after this +=, but pPipelineStateSubobjectStream points to 's' (Stream), 36 bytes}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: SizeInBytes is 96 bytes after this +=
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}

/* A helper whose size is the pointer's: reported where it is written. */
static void describeBadly(D3D12_PIPELINE_STATE_STREAM_DESC *desc, Stream *s) {
  desc->pPipelineStateSubobjectStream = s;
  desc->SizeInBytes = sizeof(s); /* x64-warning {{SizeInBytes is sizeof(s) = 8 bytes, but pPipelineStateSubobjectStream points to 'stream' (Stream), 72 bytes}} x86-warning {{SizeInBytes is sizeof(s) = 4 bytes}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: SizeInBytes is sizeof(s) = 8 bytes
}

HRESULT viaBadHelper(ID3D12Device2 *device, ID3D12PipelineState **pso) {
  Stream stream = {0};
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  setKinds(&stream);
  setShader(&stream.vs, bytes, sizeof(bytes));
  describeBadly(&desc, &stream); /* expected-note {{in the call from here}} */
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}
