// All three checks through clang-tidy: messages, notes, and the fixed file.
// RUN: %check_clang_tidy --config="{CheckOptions: {StrictRecords: true}}" %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// CHECK-MESSAGES: :[[@LINE-4]]:8: warning: subobject 'BlendSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on x86_64-pc-linux-gnu); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]
// CHECK-FIXES: struct alignas(void*) BlendSubobject {

struct TopologySubobject {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
    void *Pad;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};
// CHECK-MESSAGES: :[[@LINE-6]]:3: warning: tag of subobject 'TopologySubobject' is unioned with 'Pad': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]
// CHECK-FIXES: struct alignas(void*) TopologySubobject {
// CHECK-FIXES-NEXT: {{^  }}D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
// CHECK-FIXES-NEXT: {{^  }}D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;

struct MaterialStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthBounds;
  CD3DX12_PIPELINE_STATE_STREAM_PS PSAgain;
};
// CHECK-MESSAGES: :[[@LINE-3]]:48: warning: stream 'MaterialStream' sets DEPTH_STENCIL1 in 'DepthBounds' after DEPTH_STENCIL in 'DepthStencil': derived kinds count as the same subobject, so the runtime rejects the stream with E_INVALIDARG [d3d12-stream-duplicate-subobject]
// CHECK-MESSAGES: :[[@LINE-5]]:47: note: 'DepthStencil' sets DEPTH_STENCIL here
// CHECK-MESSAGES: :[[@LINE-4]]:36: warning: stream 'MaterialStream' sets subobject kind PS twice: 'PSAgain' repeats 'PS'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]
// CHECK-MESSAGES: :[[@LINE-8]]:36: note: 'PS' sets PS here
// CHECK-FIXES: CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthBounds;
// CHECK-FIXES-NEXT: };

// Correct code stays silent.
struct alignas(void *) RasterizerSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};
struct ReadyMade {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream;
};
