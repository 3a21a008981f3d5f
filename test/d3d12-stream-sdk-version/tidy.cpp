// clang-tidy: the version comes from CheckOptions when the file exports none.
// RUN: %check_clang_tidy --config="{CheckOptions: {d3d12-stream-sdk-version.SdkVersion: 608}}" %s 'd3d12-stream-sdk-version' %t.cpp -- -std=c++17 -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12
// Without the option: nothing to compare with.
// RUN: %check_clang_tidy --check-suffix=NONE %s 'd3d12-stream-sdk-version' %t.none.cpp -- -std=c++17 -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12
#include "d3d12_newkinds.h"

struct ModernStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer2;
};
// CHECK-MESSAGES: :[[@LINE-2]]:45: warning: subobject 'Rasterizer2' has kind RASTERIZER2, which needs Agility SDK 610; the configured SDK version = 608, whose runtime rejects it as an unknown subobject [d3d12-stream-sdk-version]
