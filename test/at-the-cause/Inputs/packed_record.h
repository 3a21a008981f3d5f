/* A vertex-shader record under #pragma pack(1): the bytecode descriptor
 * follows the tag at offset 4. On a 64-bit target the runtime reads it at
 * offset 8 (its pointer alignment); on x86 at 4, where it is. Placed in no
 * stream. */
#ifndef AT_THE_CAUSE_PACKED_RECORD_H
#define AT_THE_CAUSE_PACKED_RECORD_H

#pragma pack(push, 1)
typedef struct PackedVertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  D3D12_SHADER_BYTECODE Code;
} PackedVertexShader;
#pragma pack(pop)

#endif
