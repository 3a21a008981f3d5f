// Correct pairs and a correct stream: nothing to report.
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <stddef.h>
#include <stdarg.h>

struct alignas(void *) CleanRasterizer {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};

struct alignas(void *) CleanSampleMask {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};

struct CleanStream {
  CleanRasterizer Rasterizer;
  CleanSampleMask SampleMask;
};

static_assert(offsetof(CleanStream, SampleMask) == 48, "runtime offset");
