// SARIF input: a name after non-ASCII text (UTF-16 columns differ from
// bytes: the emoji is 4 bytes and 2 UTF-16 units, the é 2 bytes and 1 unit),
// a note, and fix-its that insert and delete.
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

/* 😀é */ struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) SampleMaskSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};

struct OpaqueStream {
  SampleMaskSubobject SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  SampleMaskSubobject SecondMask;
};
