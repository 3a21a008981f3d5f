/* An anonymous stream type is named after the variable or member declared
 * with it (or its typedef), never '(anonymous)'.
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
 * RUN: %check_clang_tidy %s 'd3d12-*' %t.c -- -std=c11 %dx
 * RUN: %not %psolint %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL "--implicit-check-not='(anonymous)'" %s
 * TOOL: warning: stream 'pipeline_stream' sets subobject kind SAMPLE_MASK twice
 * TOOL: warning: stream 'stream' sets subobject kind NODE_MASK twice
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

typedef struct {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
  UINT mask;
} mask_subobject;

void build(void) {
  struct {
    mask_subobject first; // expected-note {{'first' sets SAMPLE_MASK here}}
    mask_subobject second; // expected-warning {{stream 'pipeline_stream' sets subobject kind SAMPLE_MASK twice: 'second' repeats 'first'}}
    // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: stream 'pipeline_stream' sets subobject kind SAMPLE_MASK twice
  } pipeline_stream = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK, ~0u},
                       {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK, ~0u}};
  (void)pipeline_stream;
}

struct pipeline {
  struct {
    /* A flat stream: each tag, then its inner. */
    _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE node_type; // expected-note {{'node_mask' sets NODE_MASK here}}
    UINT node_mask;
    _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE other_type; // expected-warning {{stream 'stream' sets subobject kind NODE_MASK twice: 'other_mask' repeats 'node_mask'}}
    // CHECK-MESSAGES: :[[@LINE-1]]:58: warning: stream 'stream' sets subobject kind NODE_MASK twice
    UINT other_mask;
  } stream;
  int dirty;
};

void tag(struct pipeline *p) {
  p->stream.node_type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK;
  p->stream.other_type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK;
}
