// A stale literal: the message states the value once ("SizeInBytes is 64
// bytes"); when the size is spelled otherwise (sizeof, arithmetic, hex), it
// gives the spelling and the value.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct MeshStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_AS AS;
  CD3DX12_PIPELINE_STATE_STREAM_MS MS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

void staleLiteral() {
  MeshStream Stream;
  // Written when the stream had three pairs.
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {64, &Stream}; // expected-warning {{SizeInBytes is 64 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes: the runtime stops after 64 bytes and never reads the rest [d3d12-stream-desc-size]}}
  D3D12_PIPELINE_STATE_STREAM_DESC Hex = {0x40, &Stream}; // expected-warning {{SizeInBytes is 0x40 = 64 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes}}
  (void)Desc;
  (void)Hex;
}
