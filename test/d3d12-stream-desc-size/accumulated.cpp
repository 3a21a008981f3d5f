// SizeInBytes accumulated per subobject with `+=` (WickedEngine's way: the
// size grows with each optional part) is not one expression the check can
// compare: silent, from an aggregate `{0, &stream}` or an assignment. A desc
// whose size is assigned once is still checked.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-stream-desc-size' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-desc-size' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-1: warning:
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct MeshStream {
  struct {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
    CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  } Common;
  CD3DX12_PIPELINE_STATE_STREAM_AS AS;
  CD3DX12_PIPELINE_STATE_STREAM_MS MS;
};

HRESULT createAccumulated(ID3D12Device2 *Device, bool Amplified,
                          ID3D12PipelineState **Pso) {
  MeshStream Stream = {};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(Stream.Common);
  if (Amplified)
    Desc.SizeInBytes += sizeof(Stream.AS);
  Desc.SizeInBytes += sizeof(Stream.MS);
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT createFromZero(ID3D12Device2 *Device, ID3D12PipelineState **Pso) {
  MeshStream Stream = {};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {0, &Stream};
  Desc.SizeInBytes += sizeof(Stream.Common);
  Desc.SizeInBytes += sizeof(Stream.AS) + sizeof(Stream.MS);
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// The twin: assigned once, the size of the desc instead of the stream.
HRESULT createWrong(ID3D12Device2 *Device, ID3D12PipelineState **Pso) {
  MeshStream Stream = {};
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(Desc); // expected-warning {{SizeInBytes is sizeof(Desc) = 16 bytes, but pPipelineStateSubobjectStream points to 'Stream'}}
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: SizeInBytes is sizeof(Desc) = 16 bytes
  // CHECK-FIXES: Desc.SizeInBytes = sizeof(Stream);
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}
