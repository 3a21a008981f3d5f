/* A stream built in a byte buffer by a loop over a constant table of kinds:
 * the table's entry is the kind's cause, and the loop's write that copies
 * it into the stream is a note at each tag. The same table read in two
 * places puts the finding at the read that chose it. Each defect has its
 * clean twin.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
 * RUN: %compare_frontends --work %t/x64 %s -- -std=c11 %dx
 * RUN: %not %psolint %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s
 * TOOL: tag-table.c:[[@LINE+39]]:{{[0-9]+}}: warning: stream 'buf' sets subobject kind VS twice
 * TOOL: tag-table.c:[[@LINE+18]]:5: note: the tag of 'subobject 2 (byte 16)' is set to VS here
 * TOOL: tag-table.c:[[@LINE+32]]:23: note: the tag of 'subobject 2 (byte 16)' is read from it here
 * TOOL: tag-table.c:[[@LINE+43]]:15: note: by this call
 * TOOL: tag-table.c:[[@LINE+17]]:5: note: the tag of 'subobject 4 (byte 64)' is set to VS here
 * TOOL: tag-table.c:[[@LINE+29]]:23: note: the tag of 'subobject 4 (byte 64)' is read from it here
 * TOOL: tag-table.c:[[@LINE+48]]:5: warning: tag value 77 of 'subobject 2 (byte 16)' is not a subobject kind
 * TOOL: tag-table.c:[[@LINE+54]]:{{[0-9]+}}: note: the tag of 'subobject 2 (byte 16)' is read from it here
 * TOOL-NOT: warning:
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <string.h>

#define KIND(k) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_##k

/* Root signature, VS, PS, then the VS again where the engine meant GS. */
static const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE with_geometry[] = {
    KIND(ROOT_SIGNATURE),
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, /* expected-note-re {{the tag of 'subobject 2 (byte {{8|16}})' is set to VS here}} */
    KIND(PS),
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, /* expected-note-re {{the tag of 'subobject 4 (byte {{32|64}})' is set to VS here}} */
};
static const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE with_geometry_fixed[] = {
    KIND(ROOT_SIGNATURE), KIND(VS), KIND(PS), KIND(GS)};

static HRESULT build(ID3D12Device2 *device, const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *kinds,
                     ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                     D3D12_SHADER_BYTECODE gs, ID3D12PipelineState **out) {
  _Alignas(8) unsigned char buf[256]; /* expected-note {{stream 'buf' is declared here}} */
  const void *parts[] = {&root, &vs, &ps, &gs};
  const size_t sizes[] = {sizeof(root), sizeof(vs), sizeof(ps), sizeof(gs)};
  size_t off = 0;
  for (unsigned i = 0; i < 4; ++i) {
    memcpy(buf + off, &kinds[i], sizeof(kinds[i])); /* expected-note 2 {{is read from it here}} */
    off += sizeof(void *);
    memcpy(buf + off, parts[i], sizes[i]);
    off += (sizes[i] + sizeof(void *) - 1) & ~(sizeof(void *) - 1);
  }
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {off, buf}; /* expected-warning-re {{stream 'buf' sets subobject kind VS twice: 'subobject 4 (byte {{32|64}})' repeats 'subobject 2 (byte {{8|16}})'}} */
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out); /* expected-note {{where CreatePipelineState reads it}} */
}

HRESULT create_geometry(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs,
                        D3D12_SHADER_BYTECODE ps, D3D12_SHADER_BYTECODE gs, ID3D12PipelineState **out) {
  HRESULT hr = build(device, with_geometry_fixed, root, vs, ps, gs, out);
  return hr | build(device, with_geometry, root, vs, ps, gs, out); /* expected-note {{by this call}} expected-note {{the desc is given to the runtime through this call}} */
}

/* A compute stream whose tags a helper stores, one by one, from the table
 * it is given: the table's second entry is no kind (the engine's own
 * number for compute). The entry is the cause, the helper's store a note. */
static const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE compute_kinds[] = {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE,
    (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)77, /* expected-warning-re {{tag value 77 of 'subobject 2 (byte {{8|16}})' is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use}} */
};
static const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE compute_kinds_fixed[] = {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS};

static void put_tags(unsigned char *buf, const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *kinds) {
  *(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *)buf = kinds[0];
  *(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *)(buf + 2 * sizeof(void *)) = kinds[1]; /* expected-note-re {{the tag of 'subobject 2 (byte {{8|16}})' is read from it here}} */
}

static HRESULT build_compute(ID3D12Device2 *device, const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *kinds,
                             ID3D12RootSignature *root, D3D12_SHADER_BYTECODE cs, ID3D12PipelineState **out) {
  _Alignas(8) unsigned char buf[3 * sizeof(void *) + sizeof(D3D12_SHADER_BYTECODE)] = {0};
  put_tags(buf, kinds);
  memcpy(buf + sizeof(void *), &root, sizeof(root));
  memcpy(buf + 3 * sizeof(void *), &cs, sizeof(cs));
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(buf), buf}; /* expected-note {{where the stream is handed to the runtime}} */
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out); /* expected-note {{where CreatePipelineState reads it}} */
}

HRESULT create_compute(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE cs,
                       ID3D12PipelineState **out) {
  HRESULT hr = build_compute(device, compute_kinds_fixed, root, cs, out);
  return hr | build_compute(device, compute_kinds, root, cs, out); /* expected-note {{the desc is given to the runtime through this call}} */
}
