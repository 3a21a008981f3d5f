// Translation unit 1 of the compile database: its own pair, the shared ones.
#include "shared_pairs.h"

struct Unit1SampleDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};

struct Unit1Stream {
  SharedVertexShader VertexShader;
  SharedBlend Blend;
  Unit1SampleDesc SampleDesc;
};

// The unit's own pair misplaces the mask after it: its defect, in this unit.
struct Unit1MultisampleStream {
  SharedVertexShader VertexShader;
  Unit1SampleDesc SampleDesc;
  SharedSampleMask Mask;
};
