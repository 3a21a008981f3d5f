/* d3d12-pso-depth-stencil in C: a desc filled by designated initialisers
 * with depth on and no format, one built by memset and a helper that turns
 * depth on; each with its clean twin (the format named; depth off, which the
 * zero fill leaves with DepthFunc 0, legal while depth is off).
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-depth-stencil' -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-depth-stencil' -Xclang -verify %s
 * RUN: %check_clang_tidy %s 'd3d12-pso-depth-stencil' %t.c -- -std=c11 %dx
 * RUN: %not %psolint --checks='-*,d3d12-pso-depth-stencil' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
 * TOOL-COUNT-2: warning: {{.*}} [d3d12-pso-depth-stencil]
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <string.h>

static HRESULT create(ID3D12Device *device, D3D12_GRAPHICS_PIPELINE_STATE_DESC *desc,
                      ID3D12PipelineState **out) {
  return device->lpVtbl->CreateGraphicsPipelineState(device, desc, &IID_ID3D12PipelineState, (void **)out); /* expected-note 2 {{where CreateGraphicsPipelineState reads it}} */
}

HRESULT create_designated(ID3D12Device *device, ID3D12RootSignature *root, int depth,
                          ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = { /* expected-note {{the depth-stencil format is left DXGI_FORMAT_UNKNOWN here}} */
      .pRootSignature = root,
      .DepthStencilState = {.DepthEnable = TRUE, /* expected-warning {{depth testing is on (DepthStencilState.DepthEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN}} */
                            // CHECK-MESSAGES: :[[@LINE-1]]:44: warning: depth testing is on (DepthStencilState.DepthEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN
                            .DepthWriteMask = D3D12_DEPTH_WRITE_MASK_ALL,
                            .DepthFunc = D3D12_COMPARISON_FUNC_LESS},
      .SampleMask = UINT_MAX,
      .SampleDesc = {.Count = 1},
      .PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE,
      .NumRenderTargets = 1,
      .RTVFormats = {DXGI_FORMAT_R8G8B8A8_UNORM},
  };
  HRESULT hr = create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
  desc.DSVFormat = DXGI_FORMAT_D16_UNORM;
  hr |= create(device, &desc, out);
  desc.DSVFormat = (DXGI_FORMAT)depth;
  return hr | create(device, &desc, out);
}

static void enable_depth(D3D12_DEPTH_STENCIL_DESC *ds) {
  ds->DepthEnable = TRUE; /* expected-warning {{depth testing is on (DepthStencilState.DepthEnable is TRUE), but DSVFormat is DXGI_FORMAT_UNKNOWN}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:21: warning: depth testing is on (DepthStencilState.DepthEnable is TRUE)
  ds->DepthWriteMask = D3D12_DEPTH_WRITE_MASK_ALL;
  ds->DepthFunc = D3D12_COMPARISON_FUNC_GREATER;
}

HRESULT create_memset(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  memset(&desc, 0, sizeof(desc)); /* expected-note {{the depth-stencil format is left DXGI_FORMAT_UNKNOWN here}} */
  desc.pRootSignature = root;
  desc.SampleMask = UINT_MAX;
  desc.SampleDesc.Count = 1;
  desc.PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
  HRESULT hr = create(device, &desc, out);
  enable_depth(&desc.DepthStencilState); /* expected-note {{in the call from here}} */
  return hr | create(device, &desc, out); /* expected-note {{the desc is given to the runtime through this call}} */
}
