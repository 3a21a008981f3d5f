/* A conformance suite's table of streams, walked by a loop that hands each
 * one to CreatePipelineState: every element is judged on its own pass, and
 * the pass is named by the loop's counter. The table holds a clean compute
 * stream, one with a root signature only (no shader), one with a compute and
 * a vertex shader, and one with the compute shader twice. The streams'
 * members are copies of `static const` union subobjects; the loop writes the
 * root signature into each before the call. The second table's streams are
 * all valid: silent.
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type' -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type' -Xclang -verify %s
 * RUN: %check_clang_tidy %s 'd3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type' %t.c -- -std=c11 %dx
 * RUN: %not %psolint --checks='-*,d3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s
 * TOOL: warning: stream 'doubled' sets subobject kind CS twice: 'second' repeats 'first'
 * TOOL: note: on this loop's pass where 'n' is 3
 * TOOL: warning: stream 'bare' has no VS, CS or MS with bytecode
 * TOOL: note: on this loop's pass where 'n' is 1
 * TOOL: warning: stream 'mixed' sets bytecode for both VS ('vertex') and CS ('compute')
 * TOOL: note: on this loop's pass where 'n' is 2
 * TOOL-NOT: warning:
 */
#define COBJMACROS
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

/* Each subobject padded to a pointer by a union member, as the suites do. */
union signature_slot {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
    ID3D12RootSignature *signature;
  };
  void *align;
};
union shader_slot {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
    D3D12_SHADER_BYTECODE code;
  };
  void *align;
};

static const unsigned char compute_bytes[] = {0x44, 0x58, 0x42, 0x43};
static const unsigned char vertex_bytes[] = {0x44, 0x58, 0x42, 0x43};

#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

void run_cases(ID3D12Device2 *device, ID3D12RootSignature *signature) {
  static const union signature_slot signature_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, NULL}};
  static const union shader_slot compute_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {compute_bytes, sizeof(compute_bytes)}}}; // expected-note {{the tag of 'first' is copied from this entry}} expected-note {{the tag of 'second' is copied from this entry}}
  static const union shader_slot vertex_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {vertex_bytes, sizeof(vertex_bytes)}}};
  struct { union signature_slot signature; union shader_slot compute; } plain = {signature_part, compute_part};
  struct { union signature_slot signature; } bare = {signature_part}; // expected-note {{stream 'bare' is declared here}}
  struct { union signature_slot signature; union shader_slot compute; union shader_slot vertex; } mixed = {signature_part, compute_part, vertex_part}; // expected-note {{stream 'mixed' is declared here}}
  struct { union signature_slot signature; union shader_slot first; union shader_slot second; } doubled = {signature_part, compute_part, compute_part}; // expected-note {{stream 'doubled' is declared here}} expected-note {{the tag of 'first' is set to CS here}} expected-note {{the tag of 'second' is set to CS here}}
  struct {
    D3D12_PIPELINE_STATE_STREAM_DESC desc;
    HRESULT expected;
  } cases[] = {
      {{sizeof(plain), &plain}, S_OK},
      {{sizeof(bare), &bare}, E_INVALIDARG}, // expected-warning {{stream 'bare' has no VS, CS or MS with bytecode: CreatePipelineState cannot tell a graphics, compute or mesh pipeline and always fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
      // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: stream 'bare' has no VS, CS or MS with bytecode
      {{sizeof(mixed), &mixed}, E_INVALIDARG}, // expected-warning {{stream 'mixed' sets bytecode for both VS ('vertex') and CS ('compute'): the runtime accepts exactly one of VS, CS and MS and fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
      // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: stream 'mixed' sets bytecode for both VS
      {{sizeof(doubled), &doubled}, E_INVALIDARG}, // expected-warning {{stream 'doubled' sets subobject kind CS twice: 'second' repeats 'first'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
      // CHECK-MESSAGES: :[[@LINE-1]]:26: warning: stream 'doubled' sets subobject kind CS twice
  };
  unsigned int n;
  for (n = 0; n < COUNT(cases); n++) { // expected-note 3 {{on this loop's pass where 'n' is}}
    union signature_slot *head = cases[n].desc.pPipelineStateSubobjectStream;
    ID3D12PipelineState *state = NULL;
    HRESULT hr;
    if (head && head->type == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE)
      head->signature = signature;
    hr = ID3D12Device2_CreatePipelineState(device, &cases[n].desc, &IID_ID3D12PipelineState, (void **)&state);
    if (SUCCEEDED(hr))
      ID3D12PipelineState_Release(state);
  }
}

/* The twin: every stream in the table is valid. */
void run_valid(ID3D12Device2 *device, ID3D12RootSignature *signature) {
  static const union signature_slot signature_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, NULL}};
  static const union shader_slot compute_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {compute_bytes, sizeof(compute_bytes)}}};
  static const union shader_slot vertex_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {vertex_bytes, sizeof(vertex_bytes)}}};
  struct { union signature_slot signature; union shader_slot compute; } compute = {signature_part, compute_part};
  struct { union signature_slot signature; union shader_slot vertex; } vertex = {signature_part, vertex_part};
  D3D12_PIPELINE_STATE_STREAM_DESC descs[] = {{sizeof(compute), &compute}, {sizeof(vertex), &vertex}};
  unsigned int n;
  for (n = 0; n < COUNT(descs); ++n) {
    union signature_slot *head = descs[n].pPipelineStateSubobjectStream;
    ID3D12PipelineState *state = NULL;
    head->signature = signature;
    ID3D12Device2_CreatePipelineState(device, &descs[n], &IID_ID3D12PipelineState, (void **)&state);
  }
}
