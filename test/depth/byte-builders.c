/* Depth (C): streams grown in a byte buffer by a builder that writes each
 * tag and inner at its own cursor, through a macro that rounds the cursor,
 * casts the buffer to a {tag; inner} view and hands back the inner (the
 * shape of Mesa's Vulkan-on-D3D12 driver). The runtime walks those bytes;
 * the checks judge what it finds there: a kind appended twice, no shader,
 * HS and DS tags swapped under the stages' case labels, and a cursor that
 * rounds to 8 where the runtime rounds to the pointer size (a defect on
 * 32-bit targets only). Each defect has a correct twin.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type,d3d12-stream-role-name,d3d12-stream-layout,d3d12-stream-unknown-subobject,d3d12-subobject-alignment,d3d12-subobject-layout' -Xclang -verify=expected %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-duplicate-subobject,d3d12-stream-pipeline-type,d3d12-stream-role-name,d3d12-stream-layout,d3d12-stream-unknown-subobject,d3d12-subobject-alignment,d3d12-subobject-layout' -Xclang -verify=expected,x86 %s
 * RUN: %check_clang_tidy %s 'd3d12-*' %t.c -- -std=c11 %dx
 * RUN: %check_clang_tidy --check-suffix=X86 %s 'd3d12-*' %t.c -- -m32 -std=c11 %dx
 * RUN: %not %psolint --checks='-*,d3d12-*' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
 * RUN: %not %psolint --checks='-*,d3d12-*' %s -- -m32 -std=c11 %dx | %FileCheck --check-prefixes=TOOL,TOOL-X86 %s --implicit-check-not=warning:
 *
 * The tool reports by check: duplicate kinds, the cursor (32-bit only), the
 * pipeline type, the case labels.
 * TOOL: byte-builders.c:[[INIT:[0-9]+]]:43: warning: stream 'b->bytes' sets subobject kind VS twice: 'subobject 5 (byte {{40|72}})' repeats 'subobject 3 (byte {{16|24}})'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]
 * TOOL-X86: byte-builders.c:{{[0-9]+}}:3: warning: the tag of the subobject after VS (PS) is written at byte 24 of 'b->bytes', but the runtime reads it at byte 20{{.*}}[d3d12-stream-layout]
 * TOOL: byte-builders.c:[[INIT]]:43: warning: stream 'b->bytes' has no VS, CS or MS with bytecode{{.*}}[d3d12-stream-pipeline-type]
 * TOOL: warning: the tag chosen under 'case GFX_STAGE_TESS_CTRL' is a DS tag, {{.*}} [d3d12-stream-role-name]
 * TOOL: warning: the tag chosen under 'case GFX_STAGE_TESS_EVAL' is an HS tag, {{.*}} [d3d12-stream-role-name]
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <stdint.h>
#include <string.h>

#define ROUND_UP(v, a) (((v) + (a) - 1) & ~((a) - 1))

/* Appends a subobject of kind `id` at the builder's cursor, rounded to
 * `align`, and declares `name`, a pointer to its zeroed inner. */
#define APPEND_SUBOBJECT(desc, align, id, inner_type, name)                    \
  inner_type *name;                                                            \
  do {                                                                         \
    struct {                                                                   \
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;                                \
      inner_type inner;                                                        \
    } *pair_;                                                                  \
    (desc)->SizeInBytes = ROUND_UP((desc)->SizeInBytes, (align));              \
    pair_ = (void *)((uint8_t *)(desc)->pPipelineStateSubobjectStream +        \
                     (desc)->SizeInBytes);                                     \
    (desc)->SizeInBytes += sizeof(*pair_);                                     \
    pair_->kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_##id;                    \
    name = &pair_->inner;                                                      \
    memset(name, 0, sizeof(*name));                                            \
  } while (0)

#define APPEND(desc, id, inner_type, name)                                     \
  APPEND_SUBOBJECT(desc, sizeof(void *), id, inner_type, name)

enum gfx_stage {
  GFX_STAGE_VERTEX,
  GFX_STAGE_TESS_CTRL,
  GFX_STAGE_TESS_EVAL,
  GFX_STAGE_FRAGMENT,
};

struct pipeline_builder {
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  _Alignas(void *) uint8_t bytes[1024]; // expected-note 2 {{stream 'b->bytes' is declared here}} x86-note {{stream 'b->bytes' is declared here}}
};

static void builder_init(struct pipeline_builder *b) {
  b->desc.SizeInBytes = 0;
  // Where a use's stream is handed over: the findings about what the
  // runtime reads in it sit here.
  b->desc.pPipelineStateSubobjectStream = b->bytes; // x86-note {{where the stream is handed to the runtime}} expected-warning {{stream 'b->bytes' sets subobject kind VS twice: 'subobject 5 (byte}} expected-warning {{stream 'b->bytes' has no VS, CS or MS with bytecode}}
  // CHECK-MESSAGES-DAG: :[[@LINE-1]]:43: warning: stream 'b->bytes' sets subobject kind VS twice: 'subobject 5 (byte
  // CHECK-MESSAGES-DAG: :[[@LINE-2]]:43: warning: stream 'b->bytes' has no VS, CS or MS with bytecode
  // CHECK-MESSAGES-X86-DAG: :[[@LINE-3]]:43: warning: stream 'b->bytes' sets subobject kind VS twice: 'subobject 5 (byte
  // CHECK-MESSAGES-X86-DAG: :[[@LINE-4]]:43: warning: stream 'b->bytes' has no VS, CS or MS with bytecode
}

/* The slot of one stage's bytecode: the right tag for each stage. */
static D3D12_SHADER_BYTECODE *stage_slot(D3D12_PIPELINE_STATE_STREAM_DESC *desc,
                                         enum gfx_stage stage) {
  switch (stage) {
  case GFX_STAGE_VERTEX: {
    APPEND(desc, VS, D3D12_SHADER_BYTECODE, slot); // expected-note-re {{the tag of 'subobject 3 (byte {{16|24}})' is set to VS here}} expected-note-re {{the tag of 'subobject 5 (byte {{40|72}})' is set to VS here}}
    return slot;
  }
  case GFX_STAGE_TESS_CTRL: {
    APPEND(desc, HS, D3D12_SHADER_BYTECODE, slot);
    return slot;
  }
  case GFX_STAGE_TESS_EVAL: {
    APPEND(desc, DS, D3D12_SHADER_BYTECODE, slot);
    return slot;
  }
  case GFX_STAGE_FRAGMENT:
  default: {
    APPEND(desc, PS, D3D12_SHADER_BYTECODE, slot);
    return slot;
  }
  }
}

/* Its twin with the tessellation tags swapped (the old driver's defect). */
static D3D12_SHADER_BYTECODE *
swapped_stage_slot(D3D12_PIPELINE_STATE_STREAM_DESC *desc,
                   enum gfx_stage stage) {
  switch (stage) {
  case GFX_STAGE_VERTEX: {
    APPEND(desc, VS, D3D12_SHADER_BYTECODE, slot);
    return slot;
  }
  case GFX_STAGE_TESS_CTRL: { // expected-note {{the case for the hull shader is here}}
    APPEND(desc, DS, D3D12_SHADER_BYTECODE, slot); // expected-warning {{the tag chosen under 'case GFX_STAGE_TESS_CTRL' is a DS tag, but the case is named for the hull shader (HS): the runtime binds the bytecode that goes with it as the domain shader}}
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the tag chosen under 'case GFX_STAGE_TESS_CTRL' is a DS tag
    // CHECK-MESSAGES-X86: :[[@LINE-2]]:5: warning: the tag chosen under 'case GFX_STAGE_TESS_CTRL' is a DS tag
    return slot;
  }
  case GFX_STAGE_TESS_EVAL: { // expected-note {{the case for the domain shader is here}}
    APPEND(desc, HS, D3D12_SHADER_BYTECODE, slot); // expected-warning {{the tag chosen under 'case GFX_STAGE_TESS_EVAL' is an HS tag, but the case is named for the domain shader (DS)}}
    // CHECK-MESSAGES: :[[@LINE-1]]:5: warning: the tag chosen under 'case GFX_STAGE_TESS_EVAL' is an HS tag
    // CHECK-MESSAGES-X86: :[[@LINE-2]]:5: warning: the tag chosen under 'case GFX_STAGE_TESS_EVAL' is an HS tag
    return slot;
  }
  default: {
    APPEND(desc, PS, D3D12_SHADER_BYTECODE, slot);
    return slot;
  }
  }
}

/* Cases that fall through into one tag, or a default, say no one stage. */
static D3D12_SHADER_BYTECODE *
tessellation_slot(D3D12_PIPELINE_STATE_STREAM_DESC *desc, enum gfx_stage stage) {
  switch (stage) {
  case GFX_STAGE_TESS_CTRL:
  case GFX_STAGE_TESS_EVAL: {
    APPEND(desc, HS, D3D12_SHADER_BYTECODE, slot);
    return slot;
  }
  case GFX_STAGE_VERTEX:
    if (desc->SizeInBytes == 0)
      break;
    /* falls through */
  case GFX_STAGE_FRAGMENT: {
    APPEND(desc, PS, D3D12_SHADER_BYTECODE, slot);
    return slot;
  }
  default:
    break;
  }
  return NULL;
}

static void append_common(struct pipeline_builder *b, ID3D12RootSignature *root) {
  APPEND(&b->desc, ROOT_SIGNATURE, ID3D12RootSignature *, rs);
  *rs = root;
  APPEND(&b->desc, PRIMITIVE_TOPOLOGY, D3D12_PRIMITIVE_TOPOLOGY_TYPE, topology);
  *topology = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
}

HRESULT create_tessellated(ID3D12Device2 *device, ID3D12RootSignature *root,
                           const D3D12_SHADER_BYTECODE code[4],
                           ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  append_common(&b, root);
  for (int stage = GFX_STAGE_VERTEX; stage <= GFX_STAGE_FRAGMENT; ++stage)
    *stage_slot(&b.desc, (enum gfx_stage)stage) = code[stage];
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

HRESULT create_swapped(ID3D12Device2 *device, ID3D12RootSignature *root,
                       const D3D12_SHADER_BYTECODE code[4], ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  append_common(&b, root);
  for (int stage = GFX_STAGE_VERTEX; stage <= GFX_STAGE_FRAGMENT; ++stage)
    *swapped_stage_slot(&b.desc, (enum gfx_stage)stage) = code[stage];
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

/* A kind appended twice: the vertex shader's slot asked for again. */
HRESULT create_vertex_twice(ID3D12Device2 *device, ID3D12RootSignature *root,
                            D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                            ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  append_common(&b, root);
  *stage_slot(&b.desc, GFX_STAGE_VERTEX) = vs; // expected-note {{by this call}}
  *stage_slot(&b.desc, GFX_STAGE_FRAGMENT) = ps;
  *stage_slot(&b.desc, GFX_STAGE_VERTEX) = vs; // expected-note {{by this call}}
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

/* Its twin: each stage once. */
HRESULT create_vertex_once(ID3D12Device2 *device, ID3D12RootSignature *root,
                           D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                           ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  append_common(&b, root);
  *stage_slot(&b.desc, GFX_STAGE_VERTEX) = vs;
  *stage_slot(&b.desc, GFX_STAGE_FRAGMENT) = ps;
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

/* No shader: a root signature, a topology and a depth format only. */
HRESULT create_without_shader(ID3D12Device2 *device, ID3D12RootSignature *root,
                              ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  append_common(&b, root);
  APPEND(&b.desc, DEPTH_STENCIL_FORMAT, DXGI_FORMAT, format);
  *format = DXGI_FORMAT_D32_FLOAT;
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

/* Its twin: a compute shader. */
HRESULT create_compute(ID3D12Device2 *device, ID3D12RootSignature *root,
                       const void *dxil, size_t length, ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  APPEND(&b.desc, ROOT_SIGNATURE, ID3D12RootSignature *, rs);
  *rs = root;
  APPEND(&b.desc, CS, D3D12_SHADER_BYTECODE, cs);
  cs->pShaderBytecode = dxil;
  cs->BytecodeLength = length;
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

/* A cursor rounded to 8 bytes: right where pointers are 8 bytes, and on a
 * 32-bit target the vertex shader's pair (12 bytes there) leaves the pixel
 * shader's tag 4 bytes past where the runtime reads it. */
HRESULT create_rounded_to_8(ID3D12Device2 *device, ID3D12RootSignature *root,
                            D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                            ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  APPEND_SUBOBJECT(&b.desc, 8, ROOT_SIGNATURE, ID3D12RootSignature *, rs);
  *rs = root;
  APPEND_SUBOBJECT(&b.desc, 8, VS, D3D12_SHADER_BYTECODE, vertex); // x86-note {{VS's tag is written here, at byte 8; the runtime reads its inner at byte 12}}
  *vertex = vs;
  APPEND_SUBOBJECT(&b.desc, 8, PS, D3D12_SHADER_BYTECODE, pixel); // x86-warning {{the tag of the subobject after VS (PS) is written at byte 24 of 'b->bytes', but the runtime reads it at byte 20: the end of VS's inner (byte 20) rounded up to the pointer size, 4; the builder's cursor rounds otherwise, and the runtime reads the rest of the stream 4 bytes off}}
  // CHECK-MESSAGES-X86: :[[@LINE-1]]:3: warning: the tag of the subobject after VS (PS) is written at byte 24 of 'b->bytes', but the runtime reads it at byte 20
  *pixel = ps;
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

/* Its twin: the cursor rounded to the pointer size on every target. */
HRESULT create_rounded_to_pointer(ID3D12Device2 *device, ID3D12RootSignature *root,
                                  D3D12_SHADER_BYTECODE vs, D3D12_SHADER_BYTECODE ps,
                                  ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  APPEND_SUBOBJECT(&b.desc, sizeof(void *), ROOT_SIGNATURE, ID3D12RootSignature *, rs);
  *rs = root;
  APPEND_SUBOBJECT(&b.desc, _Alignof(void *), VS, D3D12_SHADER_BYTECODE, vertex);
  *vertex = vs;
  APPEND_SUBOBJECT(&b.desc, sizeof(void *), PS, D3D12_SHADER_BYTECODE, pixel);
  *pixel = ps;
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

/* Unknown stays silent: stages from run time, and a builder whose cursor
 * starts where only the caller knows. */
HRESULT create_from_stages(ID3D12Device2 *device, ID3D12RootSignature *root,
                           const enum gfx_stage *stages, const D3D12_SHADER_BYTECODE *code,
                           unsigned count, ID3D12PipelineState **out) {
  struct pipeline_builder b;
  builder_init(&b);
  append_common(&b, root);
  for (unsigned i = 0; i < count; ++i)
    *stage_slot(&b.desc, stages[i]) = code[i];
  return device->lpVtbl->CreatePipelineState(device, &b.desc, &IID_ID3D12PipelineState, (void **)out);
}

HRESULT create_continued(ID3D12Device2 *device, struct pipeline_builder *b,
                         D3D12_SHADER_BYTECODE vs, ID3D12PipelineState **out) {
  *stage_slot(&b->desc, GFX_STAGE_VERTEX) = vs;
  *stage_slot(&b->desc, GFX_STAGE_VERTEX) = vs;
  return device->lpVtbl->CreatePipelineState(device, &b->desc, &IID_ID3D12PipelineState, (void **)out);
}
