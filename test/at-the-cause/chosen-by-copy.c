/* A value the program copies is reported where the copy chose it: a copy
 * from another slot of the desc (the store of a copy is the copy), or a read
 * of a constant the program reads in more than one place (a factor table
 * read into colour and alpha, a shared target blend valid in one pipeline
 * and not another), with a note at the entry it copies; a constant read in
 * one place holds the cause itself (blend-state's own tests). Each finding
 * names the creation calls it breaks. Each defect has its clean twin.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-*' -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-*' -Xclang -verify %s
 * RUN: %check_clang_tidy %s 'd3d12-pso-*' %t.c -- -std=c11 %dx
 * RUN: %not %psolint --checks='-*,d3d12-pso-*' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
 * TOOL-DAG: chosen-by-copy.c:80:21: warning: RTVFormats[1] is DXGI_FORMAT_R8G8B8A8_UNORM, but NumRenderTargets is 1
 * TOOL-DAG: chosen-by-copy.c:59:44: warning: BlendState.RenderTarget[0].DestBlend is D3D12_BLEND_SRC1_COLOR
 * TOOL-DAG: chosen-by-copy.c:98:23: warning: BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_DEST_COLOR
 * TOOL-DAG: chosen-by-copy.c:134:34: warning: BlendState.RenderTarget[0].LogicOpEnable enables a logic op with IndependentBlendEnable
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <stdbool.h>
#include <string.h>

struct rig {
  ID3D12Device *device;
  ID3D12RootSignature *root;
  DXGI_FORMAT target_format; /* known only when the program runs */
  ID3D12PipelineState *pso;
};

static HRESULT make(struct rig *r, const D3D12_GRAPHICS_PIPELINE_STATE_DESC *d) {
  return r->device->lpVtbl->CreateGraphicsPipelineState(r->device, d, &IID_ID3D12PipelineState, (void **)&r->pso); /* expected-note 4 {{where CreateGraphicsPipelineState reads it}} */
}

/* A zeroed desc with one target when the rig has a format. */
static void base_desc(D3D12_GRAPHICS_PIPELINE_STATE_DESC *d, const struct rig *r) {
  static const DWORD vs[] = {0x43425844, 1};
  memset(d, 0, sizeof(*d));
  d->pRootSignature = r->root;
  d->VS.pShaderBytecode = vs;
  d->VS.BytecodeLength = sizeof(vs);
  d->BlendState.RenderTarget[0].RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL;
  d->SampleMask = ~0u;
  d->PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  if (r->target_format) {
    d->NumRenderTargets = 1;
    d->RTVFormats[0] = r->target_format;
  }
  d->SampleDesc.Count = 1;
}

/* Dual-source blending into one target: valid without and with
 * IndependentBlendEnable while the second slot is off; the copy of the first
 * slot into the second is what breaks the last two pipelines. */
void dual_source(struct rig *r) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC d;
  base_desc(&d, r);
  d.BlendState.RenderTarget[0].BlendEnable = true;
  d.BlendState.RenderTarget[0].SrcBlend = D3D12_BLEND_ONE;
  d.BlendState.RenderTarget[0].DestBlend = D3D12_BLEND_SRC1_COLOR; /* expected-warning {{BlendState.RenderTarget[0].DestBlend is D3D12_BLEND_SRC1_COLOR, which blends with the pixel shader's second output (dual-source blending), but RenderTarget[1] blends too}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:44: warning: BlendState.RenderTarget[0].DestBlend is D3D12_BLEND_SRC1_COLOR
  d.BlendState.RenderTarget[0].BlendOp = D3D12_BLEND_OP_ADD;
  d.BlendState.RenderTarget[0].SrcBlendAlpha = D3D12_BLEND_ONE;
  d.BlendState.RenderTarget[0].DestBlendAlpha = D3D12_BLEND_SRC1_ALPHA;
  d.BlendState.RenderTarget[0].BlendOpAlpha = D3D12_BLEND_OP_ADD;
  make(r, &d);
  d.BlendState.IndependentBlendEnable = true;
  make(r, &d);
  d.BlendState.RenderTarget[1] = d.BlendState.RenderTarget[0]; /* expected-note {{RenderTarget[1].BlendEnable enables blending here}} */
  make(r, &d); /* expected-note {{the desc is given to the runtime through this call}} */
  d.BlendState.RenderTarget[1].DestBlend = D3D12_BLEND_ZERO;
  make(r, &d); /* expected-note {{the desc is given to the runtime through this call}} */
}

/* A second slot's format copied from the first, past the count. */
void copied_format(struct rig *r) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC d;
  base_desc(&d, r);
  d.NumRenderTargets = 1; /* expected-note {{the render-target count is set to 1 here}} */
  d.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM; /* expected-note {{RTVFormats[1] is copied from the value stored here}} */
  d.RTVFormats[1] = d.RTVFormats[0]; /* expected-warning {{RTVFormats[1] is DXGI_FORMAT_R8G8B8A8_UNORM, but NumRenderTargets is 1}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: RTVFormats[1] is DXGI_FORMAT_R8G8B8A8_UNORM, but NumRenderTargets is 1
  make(r, &d); /* expected-note {{the desc is given to the runtime through this call}} */
  d.NumRenderTargets = 2;
  make(r, &d);
}

/* The engine's blend modes; one table per factor, read into colour and
 * alpha alike. */
enum mode { MODE_OPAQUE, MODE_ADD, MODE_MULTIPLY };
static const D3D12_BLEND src_factor[] = {D3D12_BLEND_ONE, D3D12_BLEND_ONE, D3D12_BLEND_DEST_COLOR}; /* expected-note {{BlendState.RenderTarget[0].SrcBlendAlpha is copied from this entry}} */
static const D3D12_BLEND dst_factor[] = {D3D12_BLEND_ZERO, D3D12_BLEND_ONE, D3D12_BLEND_ZERO};

static void blend_for(D3D12_RENDER_TARGET_BLEND_DESC *rt, enum mode m) {
  rt->BlendEnable = m != MODE_OPAQUE; /* expected-note {{RenderTarget[0].BlendEnable enables blending here}} */
  rt->SrcBlend = src_factor[m];
  rt->DestBlend = dst_factor[m];
  rt->BlendOp = D3D12_BLEND_OP_ADD;
  rt->SrcBlendAlpha = src_factor[m]; /* expected-warning {{BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_DEST_COLOR, a colour factor, in the alpha blend}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_DEST_COLOR
  rt->DestBlendAlpha = dst_factor[m];
  rt->BlendOpAlpha = D3D12_BLEND_OP_ADD;
}

void modes(struct rig *r) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC d;
  base_desc(&d, r);
  blend_for(&d.BlendState.RenderTarget[0], MODE_ADD);
  make(r, &d);
  blend_for(&d.BlendState.RenderTarget[0], MODE_MULTIPLY); /* expected-note {{in the call from here}} */
  make(r, &d); /* expected-note {{the desc is given to the runtime through this call}} */
}

/* One shared target blend with a logic op: right where the targets share
 * it, wrong with IndependentBlendEnable. */
static const D3D12_RENDER_TARGET_BLEND_DESC xor_target = {
    .LogicOpEnable = TRUE, /* expected-note {{BlendState.RenderTarget[0].LogicOpEnable is copied from this entry}} */
    .LogicOp = D3D12_LOGIC_OP_XOR, .RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL};

void shared_logic(struct rig *r) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC d;
  base_desc(&d, r);
  d.NumRenderTargets = 1;
  d.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UINT;
  d.BlendState.RenderTarget[0] = xor_target;
  make(r, &d);
}

void independent_logic(struct rig *r) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC d;
  base_desc(&d, r);
  d.NumRenderTargets = 1;
  d.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UINT;
  d.BlendState.IndependentBlendEnable = TRUE; /* expected-note {{IndependentBlendEnable is set here}} */
  d.BlendState.RenderTarget[0] = xor_target; /* expected-warning {{BlendState.RenderTarget[0].LogicOpEnable enables a logic op with IndependentBlendEnable}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:34: warning: BlendState.RenderTarget[0].LogicOpEnable enables a logic op with IndependentBlendEnable
  make(r, &d); /* expected-note {{the desc is given to the runtime through this call}} */
}
