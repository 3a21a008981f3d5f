#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct BlendSubobject { // NOLINT(d3d12-subobject-alignment)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

BlendSubobject DefaultBlend;
