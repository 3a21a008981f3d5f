// The finding is at the stream member (or the pair's name); NOLINT goes there.
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
#include "d3d12_newkinds.h"

extern "C" {
extern const UINT D3D12SDKVersion = 606; // expected-note {{the SDK version is declared here}}
}

struct ModernStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer; // NOLINT(d3d12-stream-sdk-version)
  // NOLINTBEGIN(d3d12-stream-sdk-version)
  CD3DX12_PIPELINE_STATE_STREAM_SERIALIZED_ROOT_SIGNATURE RootSignature;
  // NOLINTEND(d3d12-stream-sdk-version)
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer2; // expected-warning {{subobject 'Rasterizer2' has kind RASTERIZER2, which needs Agility SDK 610}}
};
