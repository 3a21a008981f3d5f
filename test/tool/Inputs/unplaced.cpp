// A 4-aligned BLEND pair that no stream of this file places: a shared
// subobject type, judged by its declaration only under StrictRecords.
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct SharedBlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
