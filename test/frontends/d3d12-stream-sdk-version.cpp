// d3d12-stream-sdk-version through the three front-ends, with the SDK
// version given as an option (SdkVersion 608, the plugin's sdk-version=608):
// RASTERIZER2 needs 610. Uses the SDK-619 header. No fix-it.
// RUN: %compare_frontends --work %t --option d3d12-stream-sdk-version.SdkVersion=608 --expect d3d12-stream-sdk-version %s -- -std=c++17 -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12
// RUN: %check_clang_tidy --config="{CheckOptions: {d3d12-stream-sdk-version.SdkVersion: 608}}" %s 'd3d12-*' %t.cpp -- -std=c++17 -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include "d3d12_newkinds.h"

struct ModernStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer;
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: subobject 'Rasterizer' has kind RASTERIZER2, which needs Agility SDK 610; the configured SDK version = 608, whose runtime rejects it as an unknown subobject [d3d12-stream-sdk-version]
// CHECK-TOOL: d3d12-stream-sdk-version.cpp:[[@LINE-2]]:45: warning: subobject 'Rasterizer' has kind RASTERIZER2, which needs Agility SDK 610{{.*}}[d3d12-stream-sdk-version]
};
