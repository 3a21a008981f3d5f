#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct BlendSubobject { // NOLINT(d3d12-subobject-alignment)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

BlendSubobject DefaultBlend;

// The stream that places it: a fixed prefix, then subobjects written at run
// time; the runtime reads what follows the BLEND pair at 336, not 332.
struct BlendThenWritten {
  BlendSubobject Blend;
  unsigned char Written[64];
};
