/* The C shape of path-tags.cpp: a pair type shared by every shader slot, the
 * second slot's tag written in a switch. On the path where the switch writes
 * VS the runtime reads VS twice; the other cases write a kind of their own
 * (the twin). */
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-stream-duplicate-subobject' %t.c -- -std=c11 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-duplicate-subobject' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-1: warning: stream 'stream' sets subobject kind VS twice
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

void create(ID3D12Device2 *device, enum stage stage) {
  two_shaders stream = {0}; // expected-note {{stream 'stream' is declared here}}
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  ID3D12PipelineState *state = NULL;
  stream.first.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'first' is set to VS here}}
  stream.first.code.pShaderBytecode = bytes;
  stream.first.code.BytecodeLength = sizeof(bytes);
  switch (stage) {
  case STAGE_PIXEL:
    stream.second.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
    break;
  case STAGE_GEOMETRY:
    stream.second.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS;
    break;
  case STAGE_VERTEX: // expected-note {{on the path through this case}}
    stream.second.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS; // expected-note {{the tag of 'second' is set to VS here}}
    break;
  }
  stream.second.code.pShaderBytecode = bytes;
  stream.second.code.BytecodeLength = sizeof(bytes);
  desc.SizeInBytes = sizeof(stream);
  desc.pPipelineStateSubobjectStream = &stream; // expected-warning {{stream 'stream' sets subobject kind VS twice: 'second' repeats 'first'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  // CHECK-MESSAGES: :[[@LINE-1]]:40: warning: stream 'stream' sets subobject kind VS twice: 'second' repeats 'first'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]
  ID3D12Device2_CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)&state);
}
