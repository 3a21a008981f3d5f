// d3d12-stream-desc-size through the three front-ends: SizeInBytes is the
// descriptor's size, not the stream's; the fix-it writes sizeof(Stream).
// RUN: %compare_frontends --work %t --expect d3d12-stream-desc-size %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct ComputeStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
};

HRESULT create(ID3D12Device2 *Device, ID3DBlob *ComputeBlob, ID3D12PipelineState **Pso) {
  ComputeStream Stream;
  Stream.CS = CD3DX12_SHADER_BYTECODE(ComputeBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Desc), &Stream};
// CHECK-MESSAGES: :[[@LINE-1]]:44: warning: SizeInBytes is sizeof(Desc) = 16 bytes, but pPipelineStateSubobjectStream points to 'Stream' (ComputeStream), 40 bytes: the runtime stops after 16 bytes and never reads the rest [d3d12-stream-desc-size]
// CHECK-FIXES: {{^}}  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};{{$}}
// CHECK-TOOL: d3d12-stream-desc-size.cpp:[[@LINE-3]]:44: warning: SizeInBytes is sizeof(Desc) = 16 bytes{{.*}}[d3d12-stream-desc-size]
// CHECK-TOOL: {{^}}      |                                            sizeof(Stream){{$}}
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}
