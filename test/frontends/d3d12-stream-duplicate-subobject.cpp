// d3d12-stream-duplicate-subobject through the three front-ends: SAMPLE_MASK
// twice (an exact duplicate nothing references: the fix-it removes it) and
// DEPTH_STENCIL with DEPTH_STENCIL1, one family (no fix-it: which one is
// meant is the author's call).
// RUN: %compare_frontends --work %t --expect d3d12-stream-duplicate-subobject %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct ShadowStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SecondMask;
// CHECK-MESSAGES: :[[@LINE-1]]:45: warning: stream 'ShadowStream' sets subobject kind SAMPLE_MASK twice: 'SecondMask' repeats 'SampleMask'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]
// CHECK-MESSAGES: :[[@LINE-4]]:45: note: 'SampleMask' sets SAMPLE_MASK here
// CHECK-FIXES-NOT: SecondMask;
// CHECK-TOOL: d3d12-stream-duplicate-subobject.cpp:[[@LINE-4]]:45: warning: stream 'ShadowStream' sets subobject kind SAMPLE_MASK twice{{.*}}[d3d12-stream-duplicate-subobject]
// CHECK-TOOL: d3d12-stream-duplicate-subobject.cpp:[[@LINE-7]]:45: note: 'SampleMask' sets SAMPLE_MASK here
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthBounds;
// CHECK-MESSAGES: :[[@LINE-1]]:48: warning: stream 'ShadowStream' sets DEPTH_STENCIL1 in 'DepthBounds' after DEPTH_STENCIL in 'DepthStencil': derived kinds count as the same subobject, so the runtime rejects the stream with E_INVALIDARG [d3d12-stream-duplicate-subobject]
// CHECK-MESSAGES: :[[@LINE-9]]:47: note: 'DepthStencil' sets DEPTH_STENCIL here
// CHECK-FIXES: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthBounds;{{$}}
// CHECK-TOOL: d3d12-stream-duplicate-subobject.cpp:[[@LINE-4]]:48: warning: stream 'ShadowStream' sets DEPTH_STENCIL1 in 'DepthBounds' after DEPTH_STENCIL{{.*}}[d3d12-stream-duplicate-subobject]
};
