// A header that declares itself a system header: never reported, however
// it is included.
#ifndef PSOLINT_TEST_PRAGMA_SYSTEM_STREAMS_H
#define PSOLINT_TEST_PRAGMA_SYSTEM_STREAMS_H
#pragma clang system_header

struct PragmaBlend {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) PragmaPixelShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  D3D12_SHADER_BYTECODE Shader;
};

struct PragmaStream {
  PragmaPixelShader PS;
  PragmaPixelShader PS2;
};

#endif
