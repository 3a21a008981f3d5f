// d3d12-stream-role-name through the three front-ends: the member named for
// the hull shader holds the domain shader's subobject. No fix-it.
// RUN: %compare_frontends --work %t --expect d3d12-stream-role-name %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct TerrainStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  CD3DX12_PIPELINE_STATE_STREAM_DS HullShader;
// CHECK-MESSAGES: :[[@LINE-1]]:36: warning: member 'HullShader' is named for the hull shader (HS) but holds a DS subobject: the runtime binds its bytecode as the domain shader [d3d12-stream-role-name]
// CHECK-TOOL: d3d12-stream-role-name.cpp:[[@LINE-2]]:36: warning: member 'HullShader' is named for the hull shader (HS) but holds a DS subobject{{.*}}[d3d12-stream-role-name]
  CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
};
