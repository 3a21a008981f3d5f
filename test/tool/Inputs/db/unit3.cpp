// Translation unit 3 of the compile database: its own pair, the shared ones.
#include "shared_pairs.h"

struct Unit3SampleDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};

struct Unit3Stream {
  SharedVertexShader VertexShader;
  SharedBlend Blend;
  Unit3SampleDesc SampleDesc;
};

// The unit's own pair misplaces the mask after it: its defect, in this unit.
struct Unit3MultisampleStream {
  SharedVertexShader VertexShader;
  Unit3SampleDesc SampleDesc;
  SharedSampleMask Mask;
};
