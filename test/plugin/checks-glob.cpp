// -fplugin-arg-psolint-checks=<globs> enables and disables checks on top of
// the defaults, later globs winning, as in a .clang-tidy Checks line.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -verify=align,stream %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-checks=-*,d3d12-stream-* -Xclang -verify=stream %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment -Xclang -verify=align %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-checks=-d3d12-stream-duplicate-subobject -Xclang -verify=align %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records "-fplugin-arg-psolint-checks=-*, d3d12-stream-*" -Xclang -verify=stream %s
// The last glob that matches decides.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-checks=d3d12-*,-d3d12-subobject-* -Xclang -verify=stream %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-checks=-d3d12-*,d3d12-subobject-alignment -Xclang -verify=align %s
// Everything off: nothing at all.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-checks=-* -Xclang -verify=none %s
// none-no-diagnostics
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct BlendSubobject { // align-warning-re {{subobject 'BlendSubobject' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) VertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Shader;
};
struct Stream {
  VertexShader VS; // stream-note {{'VS' sets VS here}}
  VertexShader VS2; // stream-warning {{'VS2' repeats 'VS'}}
};
