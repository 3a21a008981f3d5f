// Translation unit 2 of the compile database: its own pair, the shared ones.
#include "shared_pairs.h"

struct Unit2SampleDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};

struct Unit2Stream {
  SharedVertexShader VertexShader;
  SharedBlend Blend;
  Unit2SampleDesc SampleDesc;
};

// The unit's own pair misplaces the mask after it: its defect, in this unit.
struct Unit2MultisampleStream {
  SharedVertexShader VertexShader;
  Unit2SampleDesc SampleDesc;
  SharedSampleMask Mask;
};
