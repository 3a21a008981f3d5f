// Every kind of fix-it the checks give: an insertion, a replacement with an
// insertion, a removal.
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct TopologySubobject {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
    void *WordAlign;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};

struct alignas(void *) SampleMaskSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};

struct OpaqueStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  SampleMaskSubobject SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
  SampleMaskSubobject SecondMask;
};
