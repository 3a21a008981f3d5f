/* Streams whose members are copies of `static const` union subobjects, as a
 * conformance suite writes them: the contents come from the constants'
 * initialisers, so the kinds are known on the path to the runtime although the
 * stream record's own members name none. Two compute shaders (a duplicate) and
 * a compute shader beside a vertex shader (two pipeline types) are found; the
 * twin, a root signature and one compute shader, is clean. A constant the
 * program copies in several places is named at the copy that chose it, with
 * the constant's entry as a note.
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type' -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type' -Xclang -verify %s
 * RUN: %not %psolint --checks='-*,d3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s
 * TOOL: warning: stream 'twice' sets subobject kind CS twice
 * TOOL: warning: stream 'mixed' sets bytecode for both VS ('vertex') and CS ('compute')
 * TOOL-NOT: warning:
 */
#define COBJMACROS
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

/* Each subobject padded to a pointer by a union member, as the suites do. */
union bytecode_part {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
    D3D12_SHADER_BYTECODE code;
  };
  void *align;
};
union root_part {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
    ID3D12RootSignature *root;
  };
  void *align;
};

static const unsigned char compute_dxbc[] = {0x44, 0x58, 0x42, 0x43};
static const unsigned char vertex_dxbc[] = {0x44, 0x58, 0x42, 0x43};

void create_all(ID3D12Device2 *device, ID3D12RootSignature *root) {
  static const union root_part root_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, NULL}};
  static const union bytecode_part compute_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {compute_dxbc, sizeof(compute_dxbc)}}}; // expected-note {{the tag of 'first' is copied from this entry}} expected-note {{the tag of 'second' is copied from this entry}}
  static const union bytecode_part vertex_part = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {vertex_dxbc, sizeof(vertex_dxbc)}}};
  struct {
    union root_part root;
    union bytecode_part first;
    union bytecode_part second;
  } twice = {root_part, compute_part, compute_part}; // expected-note {{stream 'twice' is declared here}} expected-note {{the tag of 'first' is set to CS here}} expected-note {{the tag of 'second' is set to CS here}}
  struct {
    union root_part root;
    union bytecode_part compute;
    union bytecode_part vertex;
  } mixed = {root_part, compute_part, vertex_part}; // expected-note {{stream 'mixed' is declared here}}
  struct {
    union root_part root;
    union bytecode_part compute;
  } single = {root_part, compute_part};
  D3D12_PIPELINE_STATE_STREAM_DESC twice_desc = {sizeof(twice), &twice}; // expected-warning {{stream 'twice' sets subobject kind CS twice: 'second' repeats 'first'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
  D3D12_PIPELINE_STATE_STREAM_DESC mixed_desc = {sizeof(mixed), &mixed}; // expected-warning {{stream 'mixed' sets bytecode for both VS ('vertex') and CS ('compute'): the runtime accepts exactly one of VS, CS and MS and fails with E_INVALIDARG [d3d12-stream-pipeline-type]}}
  D3D12_PIPELINE_STATE_STREAM_DESC single_desc = {sizeof(single), &single};
  ID3D12PipelineState *state = NULL;
  twice.root.root = root;
  mixed.root.root = root;
  single.root.root = root;
  ID3D12Device2_CreatePipelineState(device, &twice_desc, &IID_ID3D12PipelineState, (void **)&state);
  ID3D12Device2_CreatePipelineState(device, &mixed_desc, &IID_ID3D12PipelineState, (void **)&state);
  ID3D12Device2_CreatePipelineState(device, &single_desc, &IID_ID3D12PipelineState, (void **)&state);
}
