/* The C shape of branch-tests.cpp: a helper writes a slot's tag in a switch
 * over the stage its caller names, through a pointer; an options struct
 * handed over by pointer chooses in an if. Each caller passes a constant, and
 * only the branch that constant takes is judged. */
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-stream-duplicate-subobject' %t.c -- -std=c11 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-duplicate-subobject' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-2: warning: stream 'stream' sets subobject kind VS twice
// TOOL-NOT: warning:
#define COBJMACROS
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static const unsigned char bytes[] = {0x44, 0x58, 0x42, 0x43};

typedef struct shader_slot {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
  D3D12_SHADER_BYTECODE code;
} shader_slot;

typedef struct two_shaders {
  shader_slot first;
  shader_slot second;
} two_shaders;

enum stage { STAGE_PIXEL, STAGE_GEOMETRY, STAGE_VERTEX };

static void set_stage(shader_slot *slot, enum stage stage) {
  switch (stage) {
  case STAGE_PIXEL:
    slot->type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
    break;
  case STAGE_GEOMETRY:
    slot->type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS;
    break;
  default:
    slot->type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'second' is set to VS here}}
    break;
  }
  slot->code.pShaderBytecode = bytes;
  slot->code.BytecodeLength = sizeof(bytes);
}

struct options {
  int wireframe;
  int vertex_twice;
};

static void set_from_options(shader_slot *slot, const struct options *options) {
  if (options->vertex_twice)
    slot->type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'second' is set to VS here}}
  else
    slot->type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  slot->code.pShaderBytecode = bytes;
  slot->code.BytecodeLength = sizeof(bytes);
}

static void create(ID3D12Device2 *device, two_shaders *stream) {
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  ID3D12PipelineState *state = NULL;
  desc.SizeInBytes = sizeof(*stream);
  desc.pPipelineStateSubobjectStream = stream;
  ID3D12Device2_CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)&state);
}

/* The geometry stage: the default, which writes VS, is not taken. */
void geometry(ID3D12Device2 *device) {
  two_shaders stream = {0};
  stream.first.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  stream.first.code.pShaderBytecode = bytes;
  stream.first.code.BytecodeLength = sizeof(bytes);
  set_stage(&stream.second, STAGE_GEOMETRY);
  create(device, &stream);
}

/* The vertex stage: no case is STAGE_VERTEX, so the default writes VS. */
void vertex(ID3D12Device2 *device) {
  two_shaders stream = {0}; // expected-note {{stream 'stream' is declared here}}
  stream.first.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'first' is set to VS here}}
  stream.first.code.pShaderBytecode = bytes;
  stream.first.code.BytecodeLength = sizeof(bytes);
  set_stage(&stream.second, STAGE_VERTEX); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  ID3D12PipelineState *state = NULL;
  desc.SizeInBytes = sizeof(stream);
  desc.pPipelineStateSubobjectStream = &stream; // expected-warning {{stream 'stream' sets subobject kind VS twice: 'second' repeats 'first'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: stream 'stream' sets subobject kind VS twice
  ID3D12Device2_CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)&state);
}

/* Options that leave VS once, and options that ask for it twice. */
void from_options(ID3D12Device2 *device) {
  struct options options = {1, 0};
  two_shaders stream = {0};
  stream.first.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  stream.first.code.pShaderBytecode = bytes;
  stream.first.code.BytecodeLength = sizeof(bytes);
  set_from_options(&stream.second, &options);
  create(device, &stream);
}

void from_options_twice(ID3D12Device2 *device) {
  struct options options = {1, 0};
  options.vertex_twice = 1;
  two_shaders stream = {0}; // expected-note {{stream 'stream' is declared here}}
  stream.first.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'first' is set to VS here}}
  stream.first.code.pShaderBytecode = bytes;
  stream.first.code.BytecodeLength = sizeof(bytes);
  set_from_options(&stream.second, &options); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  ID3D12PipelineState *state = NULL;
  desc.SizeInBytes = sizeof(stream);
  desc.pPipelineStateSubobjectStream = &stream; // expected-warning {{stream 'stream' sets subobject kind VS twice: 'second' repeats 'first'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: stream 'stream' sets subobject kind VS twice
  ID3D12Device2_CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)&state);
}
