/* The record the D3D12_PIPELINE_STATE_STREAM_DESC documentation warns
 * about: only the tag is unioned with a pointer. The union is pointer-sized,
 * so the 4-byte topology behind it lands at offset 8 on a 64-bit target,
 * where the runtime reads it at offset 4. Declared here and placed in no
 * stream: the defect is in the record, wherever it will go. */
#ifndef AT_THE_CAUSE_DOCUMENTED_UNION_H
#define AT_THE_CAUSE_DOCUMENTED_UNION_H

typedef struct PrimitiveTopologyToken {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
    void *PointerAlign;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
} PrimitiveTopologyToken;

#endif
