/* d3d12-pso-sample-desc in C: classic descs zeroed by `= {0}` or memset,
 * filled by designated initialisers, handed over through the vtable; each
 * defect with its clean twin.
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-sample-desc' -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-pso-sample-desc' -Xclang -verify %s
 * RUN: %check_clang_tidy %s 'd3d12-pso-sample-desc' %t.c -- -std=c11 %dx
 * RUN: %not %psolint --checks='-*,d3d12-pso-sample-desc' %s -- -std=c11 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
 * TOOL-COUNT-3: warning: {{.*}} [d3d12-pso-sample-desc]
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <string.h>

/* Designated initialisers that name every state but the samples. */
HRESULT create_designated(ID3D12Device *device, ID3D12RootSignature *root,
                          D3D12_SHADER_BYTECODE cs, ID3D12PipelineState **out) {
  (void)cs;
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = { /* expected-warning {{SampleDesc.Count is 0, left by the zero fill}} */
      // CHECK-MESSAGES: :[[@LINE-1]]:45: warning: SampleDesc.Count is 0, left by the zero fill
      .pRootSignature = root,
      .SampleMask = UINT_MAX,
      .PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE,
      .NumRenderTargets = 1,
      .RTVFormats = {DXGI_FORMAT_R8G8B8A8_UNORM},
  };
  return device->lpVtbl->CreateGraphicsPipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out); /* expected-note {{where CreateGraphicsPipelineState reads it}} */
}

/* Its twin: one sample, by name. */
HRESULT create_designated_one(ID3D12Device *device, ID3D12RootSignature *root,
                              ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = {
      .pRootSignature = root,
      .SampleMask = UINT_MAX,
      .SampleDesc = {.Count = 1},
      .PrimitiveTopologyType = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE,
  };
  return device->lpVtbl->CreateGraphicsPipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out);
}

/* memset, then a count of 0 written on purpose: the fix-it writes 1. */
HRESULT create_memset(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  memset(&desc, 0, sizeof(desc));
  desc.pRootSignature = root;
  desc.SampleMask = UINT_MAX;
  desc.SampleDesc.Count = 0; /* expected-warning {{SampleDesc.Count is 0: a pipeline takes 1 to 32 samples per pixel}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:27: warning: SampleDesc.Count is 0: a pipeline takes
  // CHECK-FIXES: desc.SampleDesc.Count = 1;
  return device->lpVtbl->CreateGraphicsPipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out); /* expected-note {{where CreateGraphicsPipelineState reads it}} */
}

/* 33 samples, through a helper that fills the desc. */
static void set_samples(D3D12_GRAPHICS_PIPELINE_STATE_DESC *desc, UINT count) {
  desc->SampleDesc.Count = count;
  desc->SampleDesc.Quality = 0;
}
HRESULT create_33(ID3D12Device *device, ID3D12RootSignature *root, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc;
  memset(&desc, 0, sizeof(desc));
  desc.pRootSignature = root;
  set_samples(&desc, 33); /* expected-warning {{SampleDesc.Count is 33: Direct3D takes at most 32 samples per pixel}} */
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: SampleDesc.Count is 33
  return device->lpVtbl->CreateGraphicsPipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out); /* expected-note {{where CreateGraphicsPipelineState reads it}} */
}

/* Unknown stays silent: a count the caller passes, a desc copied from one
 * the caller fills. */
HRESULT create_passed(ID3D12Device *device, const D3D12_GRAPHICS_PIPELINE_STATE_DESC *base,
                      UINT samples, ID3D12PipelineState **out) {
  D3D12_GRAPHICS_PIPELINE_STATE_DESC desc = *base;
  device->lpVtbl->CreateGraphicsPipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out);
  set_samples(&desc, samples);
  return device->lpVtbl->CreateGraphicsPipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out);
}
