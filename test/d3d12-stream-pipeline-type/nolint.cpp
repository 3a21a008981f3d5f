// The finding is at the stream's address in the desc; NOLINT goes on that
// line (NOLINT names the check).
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void suppressed(ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM Empty;
  D3D12_PIPELINE_STATE_STREAM_DESC EmptyDesc = {sizeof(Empty), &Empty}; // NOLINT(d3d12-stream-pipeline-type)
  CD3DX12_PIPELINE_STATE_STREAM Both;
  Both.VS = CD3DX12_SHADER_BYTECODE(Blob);
  Both.CS = CD3DX12_SHADER_BYTECODE(Blob);
  D3D12_PIPELINE_STATE_STREAM_DESC BothDesc;
  BothDesc.SizeInBytes = sizeof(Both);
  // NOLINTNEXTLINE(d3d12-stream-*)
  BothDesc.pPipelineStateSubobjectStream = &Both;
  (void)EmptyDesc;
  (void)BothDesc;
}

void otherCheckNamed() {
  CD3DX12_PIPELINE_STATE_STREAM Empty; // expected-note {{stream 'Empty' is declared here}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Empty), &Empty}; // NOLINT(d3d12-stream-desc-size) expected-warning {{stream 'Empty' has no VS, CS or MS with bytecode}}
  (void)Desc;
}
