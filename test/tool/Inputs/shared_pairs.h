// Subobjects shared by several translation units: the findings here must be
// reported once, whichever units include the header.
#pragma once
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct SharedBlend {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) SharedVertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Desc;
};

// 4-aligned, 8 bytes: in place wherever the record before it ends on the
// runtime's cursor.
struct SharedSampleMask {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};
