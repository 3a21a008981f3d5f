/* d3d12-pso-render-targets in C: classic descs filled by designated
 * initialisers or memset and member stores, blend presets copied whole (the
 * way engines keep a table of blend states), and the traps that stay silent:
 * slots past the count left zero, and the render targets a blend desc without
 * IndependentBlendEnable never reads.
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-render-targets' -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-render-targets' -Xclang -verify %s
 * RUN: %check_clang_tidy %s 'd3d12-pso-render-targets' %t.c -- -std=c11 %dx
 * RUN: %not %psolint --checks='-*,d3d12-pso-render-targets' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
 * TOOL-COUNT-3: warning: {{.*}} [d3d12-pso-render-targets]
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <string.h>

static HRESULT create(ID3D12Device *device, D3D12_GRAPHICS_PIPELINE_STATE_DESC *desc,
                      ID3D12PipelineState **out) {
  return device->lpVtbl->CreateGraphicsPipelineState(device, desc, &IID_ID3D12PipelineState, (void **)out); /* expected-note 3 {{where CreateGraphicsPipelineState reads it}} */
}

/* A shadow pass that keeps the colour pass's formats but draws nothing. */
HRESULT create_depth_only(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {
      .pRootSignature = root,
      .SampleMask = UINT_MAX,
      .SampleDesc = {.Count = 1},
      .PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE,
      .NumRenderTargets = 0, /* expected-note {{the render-target count is set to 0 here}} */
      .RTVFormats = {DXGI_FORMAT_R8G8B8A8_UNORM, DXGI_FORMAT_R8G8B8A8_UNORM}, /* expected-warning {{RTVFormats[0] is DXGI_FORMAT_R8G8B8A8_UNORM, but NumRenderTargets is 0 (so is slot 1): every slot at or past the render-target count must be DXGI_FORMAT_UNKNOWN}} */
      // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: RTVFormats[0] is DXGI_FORMAT_R8G8B8A8_UNORM, but NumRenderTargets is 0 (so is slot 1)
      .DSVFormat = DXGI_FORMAT_D32_FLOAT,
  };
  return create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
}

/* Its twin: no formats at all, and one target with the rest left zero. */
HRESULT create_depth_only_clean(ID3D12Device *device, ID3D12RootSignature *root,
                                ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {
      .pRootSignature = root,
      .SampleMask = UINT_MAX,
      .SampleDesc = {.Count = 1},
      .PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE,
      .DSVFormat = DXGI_FORMAT_D32_FLOAT,
  };
  HRESULT hr = create(device, &desc, out);
  desc.NumRenderTargets = 1;
  desc.RTVFormats[0] = DXGI_FORMAT_R10G10B10A2_UNORM;
  return FAILED(hr) ? hr : create(device, &desc, out);
}

/* Blend presets: one local edited and copied, as engines keep them. The
 * additive preset leaves RenderTarget[1..7] zero: without
 * IndependentBlendEnable nothing reads them. */
typedef struct Presets {
  D3D12_BLEND_DESC opaque, additive, xor_ids;
} Presets;

static void make_presets(Presets *p) {
  D3D12_BLEND_DESC d;
  memset(&d, 0, sizeof(d));
  d.RenderTarget[0].SrcBlend = D3D12_BLEND_ONE;
  d.RenderTarget[0].DestBlend = D3D12_BLEND_ZERO;
  d.RenderTarget[0].BlendOp = D3D12_BLEND_OP_ADD;
  d.RenderTarget[0].SrcBlendAlpha = D3D12_BLEND_ONE;
  d.RenderTarget[0].DestBlendAlpha = D3D12_BLEND_ZERO;
  d.RenderTarget[0].BlendOpAlpha = D3D12_BLEND_OP_ADD;
  d.RenderTarget[0].RenderTargetWriteMask = D3D12_COLOR_WRITE_ENABLE_ALL;
  p->opaque = d;
  d.RenderTarget[0].BlendEnable = TRUE; /* expected-warning {{BlendState.RenderTarget[0].BlendEnable enables blending on render target 0, whose format DXGI_FORMAT_R32G32_UINT is an integer format that cannot blend}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:35: warning: BlendState.RenderTarget[0].BlendEnable enables blending on render target 0, whose format DXGI_FORMAT_R32G32_UINT
  d.RenderTarget[0].DestBlend = D3D12_BLEND_ONE;
  p->additive = d;
  d.RenderTarget[0].BlendEnable = FALSE;
  d.RenderTarget[0].LogicOpEnable = TRUE; /* expected-warning {{BlendState.RenderTarget[0].LogicOpEnable enables a logic op on render target 0, whose format DXGI_FORMAT_R16_FLOAT is not UINT}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:37: warning: BlendState.RenderTarget[0].LogicOpEnable enables a logic op on render target 0, whose format DXGI_FORMAT_R16_FLOAT
  d.RenderTarget[0].LogicOp = D3D12_LOGIC_OP_XOR;
  p->xor_ids = d;
}

HRESULT create_from_presets(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  Presets presets;
  make_presets(&presets); /* expected-note 2 {{in the call from here}} */
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  memset(&desc, 0, sizeof(desc));
  desc.pRootSignature = root;
  desc.SampleMask = UINT_MAX;
  desc.SampleDesc.Count = 1;
  desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  desc.NumRenderTargets = 1;
  /* Clean: the opaque preset on an integer target; the additive and the
   * logic-op presets on the targets they suit. */
  desc.BlendState = presets.opaque;
  desc.RTVFormats[0] = DXGI_FORMAT_R32G32_UINT;
  HRESULT hr = create(device, &desc, out);
  desc.BlendState = presets.xor_ids;
  hr |= create(device, &desc, out);
  desc.BlendState = presets.additive;
  desc.RTVFormats[0] = DXGI_FORMAT_R16G16B16A16_FLOAT;
  hr |= create(device, &desc, out);
  /* The defects: additive blending on the integer target, the logic op on a
   * float one. */
  desc.RTVFormats[0] = DXGI_FORMAT_R32G32_UINT; /* expected-note {{render target 0's format is set to DXGI_FORMAT_R32G32_UINT here}} */
  hr |= create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
  desc.BlendState = presets.xor_ids;
  desc.RTVFormats[0] = DXGI_FORMAT_R16_FLOAT; /* expected-note {{render target 0's format is set to DXGI_FORMAT_R16_FLOAT here}} */
  return hr | create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
}
