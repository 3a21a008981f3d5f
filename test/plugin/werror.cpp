// -Werror turns psolint's findings into errors, as it does Clang's own
// warnings; -fplugin-arg-psolint-no-werror keeps them warnings under -Werror.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -verify=warn %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror -Xclang -verify=werror %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror -fplugin-arg-psolint-no-werror -Xclang -verify=warn %s
// -Wno-error after -Werror: warnings again.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror -Wno-error -Xclang -verify=warn %s
// The exit status follows: -Werror fails the compile, no-werror does not.
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror -fplugin-arg-psolint-no-werror %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct BlendSubobject { // warn-warning-re {{subobject 'BlendSubobject' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}} werror-error-re {{subobject 'BlendSubobject' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) VertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Shader;
};
struct Stream {
  VertexShader VS; // warn-note {{'VS' sets VS here}} werror-note {{'VS' sets VS here}}
  VertexShader VS2; // warn-warning {{'VS2' repeats 'VS'}} werror-error {{'VS2' repeats 'VS'}}
};
