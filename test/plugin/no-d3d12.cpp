// A translation unit that never declares D3D12_PIPELINE_STATE_SUBOBJECT_TYPE
// gets nothing from psolint, even where its records look like streams.
// RUN: %clangxx -std=c++17 -fsyntax-only %plugin -Werror -Xclang -verify %s
// RUN: %clang -x c -std=c11 -fsyntax-only %plugin -Werror -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %plugin -fplugin-arg-psolint-error=d3d12-* -Xclang -verify %s
// expected-no-diagnostics

// The same shapes with an enum of another name: not a D3D12 tag.
typedef enum PIPELINE_STATE_SUBOBJECT_TYPE {
  PIPELINE_STATE_SUBOBJECT_TYPE_VS = 1,
  PIPELINE_STATE_SUBOBJECT_TYPE_BLEND = 8
} PIPELINE_STATE_SUBOBJECT_TYPE;

typedef struct ShaderBytecode {
  const void *pShaderBytecode;
  unsigned long BytecodeLength;
} ShaderBytecode;

typedef struct BlendPair {
  PIPELINE_STATE_SUBOBJECT_TYPE Type;
  int Desc[82];
} BlendPair;

typedef struct VertexShaderPair {
  PIPELINE_STATE_SUBOBJECT_TYPE Type;
  ShaderBytecode Shader;
} VertexShaderPair;

typedef struct Stream {
  VertexShaderPair VS;
  VertexShaderPair VS2;
  BlendPair Blend;
  BlendPair Blend2;
} Stream;

#ifdef __cplusplus
// Only declared, never defined: still nothing to check against.
enum D3D12_PIPELINE_STATE_SUBOBJECT_TYPE : int;
#endif

int main(void) { return 0; }
