// The finding is at the SizeInBytes value; NOLINT goes on that line.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct ComputeStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
};

void suppressed() {
  ComputeStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Desc), &Stream}; // NOLINT(d3d12-stream-desc-size)
  D3D12_PIPELINE_STATE_STREAM_DESC Assigned;
  // NOLINTNEXTLINE(d3d12-*)
  Assigned.SizeInBytes = sizeof(Assigned);
  Assigned.pPipelineStateSubobjectStream = &Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Other = {sizeof(Other), &Stream}; // NOLINT(d3d12-stream-role-name) expected-warning {{SizeInBytes is sizeof(Other) = 16 bytes}}
  (void)Desc;
  (void)Assigned;
  (void)Other;
}
