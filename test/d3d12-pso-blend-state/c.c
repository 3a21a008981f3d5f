/* d3d12-pso-blend-state in C: descs zeroed by memset and filled by a helper
 * that walks the targets in a loop, factors from tables indexed by the
 * engine's own blend modes, designated initialisers; each defect with its
 * clean twin.
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-blend-state' -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-blend-state' -Xclang -verify %s
 * RUN: %check_clang_tidy %s 'd3d12-pso-blend-state' %t.c -- -std=c11 %dx
 * RUN: %not %psolint --checks='-*,d3d12-pso-blend-state' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
 * TOOL-COUNT-4: warning: {{.*}} [d3d12-pso-blend-state]
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <string.h>

static HRESULT create(ID3D12Device *device, D3D12_GRAPHICS_PIPELINE_STATE_DESC *desc,
                      ID3D12PipelineState **out) {
  return device->lpVtbl->CreateGraphicsPipelineState(device, desc, &IID_ID3D12PipelineState, (void **)out); /* expected-note 4 {{where CreateGraphicsPipelineState reads it}} */
}

/* The engine's blend modes, and the factors each takes in the colour and
 * in the alpha blend. The alpha table is wrong in one entry, and read in
 * one place: the finding is there, with the read as a note (no fix-it: a
 * table may serve colour slots too). A table read in several places is
 * reported at the read that chose it (at-the-cause/chosen-by-copy.c). */
enum blend_mode { BLEND_OPAQUE, BLEND_ALPHA, BLEND_MODULATE };
static const D3D12_BLEND colour_src[] = {D3D12_BLEND_ONE, D3D12_BLEND_SRC_ALPHA, D3D12_BLEND_DEST_COLOR};
static const D3D12_BLEND colour_dst[] = {D3D12_BLEND_ZERO, D3D12_BLEND_INV_SRC_ALPHA, D3D12_BLEND_ZERO};
static const D3D12_BLEND alpha_src[] = {D3D12_BLEND_ONE, D3D12_BLEND_SRC_ALPHA, D3D12_BLEND_DEST_COLOR}; /* expected-warning {{BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_DEST_COLOR, a colour factor, in the alpha blend}} */
// CHECK-MESSAGES: :[[@LINE-1]]:81: warning: BlendState.RenderTarget[0].SrcBlendAlpha is D3D12_BLEND_DEST_COLOR
static const D3D12_BLEND alpha_dst[] = {D3D12_BLEND_ZERO, D3D12_BLEND_INV_SRC_ALPHA, D3D12_BLEND_ZERO};

static void fill_blend(D3D12_BLEND_DESC *blend, enum blend_mode mode, unsigned targets) {
  blend->IndependentBlendEnable = TRUE;
  for (unsigned i = 0; i < targets; ++i) {
    D3D12_RENDER_TARGET_BLEND_DESC *rt = &blend->RenderTarget[i];
    rt->BlendEnable = mode != BLEND_OPAQUE; /* expected-note {{RenderTarget[0].BlendEnable enables blending here}} */
    rt->SrcBlend = colour_src[mode];
    rt->DestBlend = colour_dst[mode];
    rt->BlendOp = D3D12_BLEND_OP_ADD;
    rt->SrcBlendAlpha = alpha_src[mode]; /* expected-note {{BlendState.RenderTarget[0].SrcBlendAlpha is read from it here}} */
    rt->DestBlendAlpha = alpha_dst[mode];
    rt->BlendOpAlpha = D3D12_BLEND_OP_ADD;
    rt->RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL;
  }
}

static void fill_common(D3D12_GRAPHICS_PIPELINE_STATE_DESC *desc, ID3D12RootSignature *root) {
  memset(desc, 0, sizeof(*desc));
  desc->pRootSignature = root;
  desc->SampleMask = UINT_MAX;
  desc->SampleDesc.Count = 1;
  desc->PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  desc->NumRenderTargets = 1;
  desc->RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UNORM;
}

/* The modulate mode takes the wrong alpha factor; opaque and alpha do not. */
HRESULT create_modes(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  fill_common(&desc, root);
  fill_blend(&desc.BlendState, BLEND_ALPHA, 1);
  HRESULT hr = create(device, &desc, out);
  fill_blend(&desc.BlendState, BLEND_OPAQUE, 1);
  hr |= create(device, &desc, out);
  fill_blend(&desc.BlendState, BLEND_MODULATE, 1); /* expected-note {{in the call from here}} */
  return hr | create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
}

/* A logic op on every target, with IndependentBlendEnable because the
 * targets' write masks differ. */
HRESULT create_logic_masks(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  fill_common(&desc, root);
  desc.NumRenderTargets = 2;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UINT;
  desc.RTVFormats[1] = DXGI_FORMAT_R8G8B8A8_UINT;
  desc.BlendState.IndependentBlendEnable = TRUE; /* expected-note {{IndependentBlendEnable is set here}} */
  for (unsigned i = 0; i < 2; ++i) {
    desc.BlendState.RenderTarget[i].LogicOpEnable = TRUE; /* expected-warning {{BlendState.RenderTarget[0].LogicOpEnable enables a logic op with IndependentBlendEnable}} */
    // CHECK-MESSAGES: :[[@LINE-1]]:53: warning: BlendState.RenderTarget[0].LogicOpEnable enables a logic op with IndependentBlendEnable
    desc.BlendState.RenderTarget[i].LogicOp = D3D12_LOGIC_OP_XOR;
  }
  desc.BlendState.RenderTarget[0].RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_RED;
  desc.BlendState.RenderTarget[1].RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL;
  return create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
}

/* Its twin: one write mask, so no IndependentBlendEnable. */
HRESULT create_logic_shared(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  fill_common(&desc, root);
  desc.NumRenderTargets = 2;
  desc.RTVFormats[0] = DXGI_FORMAT_R8G8B8A8_UINT;
  desc.RTVFormats[1] = DXGI_FORMAT_R8G8B8A8_UINT;
  desc.BlendState.RenderTarget[0].LogicOpEnable = TRUE;
  desc.BlendState.RenderTarget[0].LogicOp = D3D12_LOGIC_OP_XOR;
  desc.BlendState.RenderTarget[0].RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL;
  return create(device, &desc, out);
}

/* Dual-source blending named in a designated initialiser, with a second
 * target; and its twin with one. */
HRESULT create_dual_source(ID3D12Device *device, ID3D12RootSignature *root, UINT targets,
                           ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {
      .pRootSignature = root,
      .BlendState = {.RenderTarget = {{
                         .BlendEnable = TRUE,
                         .SrcBlend = D3D12_BLEND_ONE,
                         .DestBlend = D3D12_BLEND_SRC1_COLOR, /* expected-warning {{BlendState.RenderTarget[0].DestBlend is D3D12_BLEND_SRC1_COLOR, which blends with the pixel shader's second output (dual-source blending), but render target 1 is bound (DXGI_FORMAT_R16G16B16A16_FLOAT)}} */
                         // CHECK-MESSAGES: :[[@LINE-1]]:39: warning: BlendState.RenderTarget[0].DestBlend is D3D12_BLEND_SRC1_COLOR
                         .BlendOp = D3D12_BLEND_OP_ADD,
                         .SrcBlendAlpha = D3D12_BLEND_ONE,
                         .DestBlendAlpha = D3D12_BLEND_ZERO,
                         .BlendOpAlpha = D3D12_BLEND_OP_ADD,
                         .RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL,
                     }}},
      .SampleMask = UINT_MAX,
      .SampleDesc = {.Count = 1},
      .PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE,
      .NumRenderTargets = 1,
      .RTVFormats = {DXGI_FORMAT_R16G16B16A16_FLOAT},
  };
  HRESULT hr = create(device, &desc, out);
  desc.NumRenderTargets = 2;
  desc.RTVFormats[1] = DXGI_FORMAT_R16G16B16A16_FLOAT; /* expected-note {{render target 1's format is set here}} */
  hr |= create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
  /* A count from run time: not known. */
  desc.NumRenderTargets = targets;
  return hr | create(device, &desc, out);
}

/* Dual-source blending written with designated initialisers, the second
 * output's colour factor in the alpha blend (its alpha twin is
 * INV_SRC1_ALPHA); and its twin. */
static const D3D12_RENDER_TARGET_BLEND_DESC dual_source_bad = {
    .BlendEnable = TRUE, /* expected-note {{RenderTarget[0].BlendEnable enables blending here}} */
    .SrcBlend = D3D12_BLEND_ONE,
    .DestBlend = D3D12_BLEND_INV_SRC1_COLOR,
    .BlendOp = D3D12_BLEND_OP_ADD,
    .SrcBlendAlpha = D3D12_BLEND_ONE,
    .DestBlendAlpha = D3D12_BLEND_INV_SRC1_COLOR, /* expected-warning {{BlendState.RenderTarget[0].DestBlendAlpha is D3D12_BLEND_INV_SRC1_COLOR, a colour factor, in the alpha blend, which takes alpha factors only (D3D12_BLEND_INV_SRC1_ALPHA is its alpha twin)}} */
    // CHECK-MESSAGES: :[[@LINE-1]]:23: warning: BlendState.RenderTarget[0].DestBlendAlpha is D3D12_BLEND_INV_SRC1_COLOR, a colour factor
    // CHECK-FIXES: .DestBlendAlpha = D3D12_BLEND_INV_SRC1_ALPHA,
    .BlendOpAlpha = D3D12_BLEND_OP_ADD,
    .RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL,
};
static const D3D12_RENDER_TARGET_BLEND_DESC dual_source_good = {
    .BlendEnable = TRUE,
    .SrcBlend = D3D12_BLEND_ONE,
    .DestBlend = D3D12_BLEND_INV_SRC1_COLOR,
    .BlendOp = D3D12_BLEND_OP_ADD,
    .SrcBlendAlpha = D3D12_BLEND_ONE,
    .DestBlendAlpha = D3D12_BLEND_INV_SRC1_ALPHA,
    .BlendOpAlpha = D3D12_BLEND_OP_ADD,
    .RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL,
};

HRESULT create_shared_dual_source(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  fill_common(&desc, root);
  desc.BlendState.RenderTarget[0] = dual_source_good;
  HRESULT hr = create(device, &desc, out);
  desc.BlendState.RenderTarget[0] = dual_source_bad; /* expected-note {{BlendState.RenderTarget[0].DestBlendAlpha is read from it here}} */
  return hr | create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
}
