// -w silences psolint's warnings as it silences Clang's; findings made
// errors by -fplugin-arg-psolint-error= are still reported. (-w with -Werror:
// w-werror.cpp.)
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -w -Xclang -verify=quiet %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -w -fplugin-arg-psolint-error=d3d12-stream-* -Xclang -verify=stream %s
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -w -fplugin-arg-psolint-error=d3d12-stream-* %s
// quiet-no-diagnostics
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) VertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Shader;
};
struct Stream {
  VertexShader VS; // stream-note {{'VS' sets VS here}}
  VertexShader VS2; // stream-error {{'VS2' repeats 'VS'}}
};
