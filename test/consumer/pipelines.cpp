// A hand-written subobject without alignas(void*): on x86_64 the runtime
// reads each subobject at a multiple of 8, this one is 4-aligned.
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

BlendSubobject DefaultBlend;

// The stream that places it: a fixed prefix, then subobjects the program
// writes at run time. The BLEND pair ends at byte 332, where the tail starts;
// the runtime reads what follows it at byte 336.
struct BlendThenWritten {
  BlendSubobject Blend;
  unsigned char Written[64];
};
