#include <wsl/winadapter.h>
#include <directx/d3d12.h>

// Committed before the hook existed: misaligned, but not on a changed line.
struct OldBlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// Added by the staged change, aligned as the runtime reads it.
struct alignas(void*) NewSampleMaskSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};
