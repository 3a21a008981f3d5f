// The desc may be made before the stream is filled: the runtime reads the
// stream when the pipeline is created, so writes after the use site count
// as much as writes before it. A stream written after its use site is not
// known to be empty there; it must not be reported as always failing.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// expected-no-diagnostics
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

void filledAfterTheDesc(ID3D12Device2 *Device, ID3DBlob *Blob, ID3D12PipelineState **Pso) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  Stream.VS = CD3DX12_SHADER_BYTECODE(Blob);
  Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

void vertexShaderAfterTheDesc(ID3DBlob *Blob) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(Stream);
  Stream.VS = CD3DX12_SHADER_BYTECODE(Blob);
  (void)Desc;
}
