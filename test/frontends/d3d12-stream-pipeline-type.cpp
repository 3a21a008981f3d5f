// d3d12-stream-pipeline-type through the three front-ends: a stream given
// both VS and CS bytecode from blobs at its use site. No fix-it.
// RUN: %compare_frontends --work %t --expect d3d12-stream-pipeline-type %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

HRESULT create(ID3D12Device2 *Device, ID3DBlob *VertexBlob, ID3DBlob *ComputeBlob, ID3D12PipelineState **Pso) {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
// CHECK-MESSAGES: :[[@LINE+6]]:60: warning: stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS'): the runtime accepts exactly one of VS, CS and MS and fails with E_INVALIDARG [d3d12-stream-pipeline-type]
// CHECK-MESSAGES: :[[@LINE-2]]:33: note: stream 'Stream' is declared here
// CHECK-TOOL: d3d12-stream-pipeline-type.cpp:[[@LINE+4]]:60: warning: stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS'){{.*}}[d3d12-stream-pipeline-type]
// CHECK-TOOL: d3d12-stream-pipeline-type.cpp:[[@LINE-4]]:33: note: stream 'Stream' is declared here
  Stream.VS = CD3DX12_SHADER_BYTECODE(VertexBlob);
  Stream.CS = CD3DX12_SHADER_BYTECODE(ComputeBlob);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}
