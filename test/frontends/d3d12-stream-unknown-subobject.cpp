// d3d12-stream-unknown-subobject through the three front-ends: tag value 23,
// unused in the enum. No fix-it.
// RUN: %compare_frontends --work %t --expect d3d12-stream-unknown-subobject %s -- -std=c++17 %dx
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %FileCheck %s --check-prefix=CHECK-TOOL --input-file=%t/tool/output.txt
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct alignas(void *) ReservedSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = static_cast<D3D12_PIPELINE_STATE_SUBOBJECT_TYPE>(23);
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: tag value 23 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]
// CHECK-TOOL: d3d12-stream-unknown-subobject.cpp:[[@LINE-2]]:46: warning: tag value 23 is not a subobject kind{{.*}}[d3d12-stream-unknown-subobject]
  UINT Value;
};
struct ReservedStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  ReservedSubobject Reserved;
};
