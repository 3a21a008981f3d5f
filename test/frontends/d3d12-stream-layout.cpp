// d3d12-stream-layout through the three front-ends: a member that is no
// subobject in the middle of a stream; the runtime reads its bytes as the
// next tag. No fix-it.
// RUN: %compare_frontends --work %t --expect d3d12-stream-layout %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct DebugStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  UINT DebugFlags;
// CHECK-MESSAGES: :[[@LINE-1]]:8: warning: member 'DebugFlags' of stream 'DebugStream' is not a subobject: the runtime reads its first 4 bytes, at offset 24, as a subobject tag [d3d12-stream-layout]
// CHECK-TOOL: d3d12-stream-layout.cpp:[[@LINE-2]]:8: warning: member 'DebugFlags' of stream 'DebugStream' is not a subobject{{.*}}[d3d12-stream-layout]
  CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
};
