// -w wins over -Werror, in either order, as it does for Clang's own warnings
// (`clang -Wall -Werror -w` reports nothing and succeeds): psolint's
// warnings are dropped, not turned into errors. Checks made errors by
// -fplugin-arg-psolint-error= are errors whatever -w says.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Wall -w -Werror -Xclang -verify=quiet %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Wall -Werror -w -Xclang -verify=quiet %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Wall -Werror -w %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Wall -Werror -w -fplugin-arg-psolint-error=d3d12-stream-* -Xclang -verify=stream %s
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

// Clang's own -Wunused-function, for comparison: silent under the same flags.
static int unusedFunction() { return 0; }
