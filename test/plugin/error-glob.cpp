// -fplugin-arg-psolint-error=<globs> makes only the matching checks errors;
// the others stay warnings.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-error=d3d12-stream-* -Xclang -verify=stream %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-error=d3d12-subobject-alignment -Xclang -verify=align %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-error=d3d12-* -Xclang -verify=all %s
// A removal in the list takes a check back out.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-error=d3d12-*,-d3d12-subobject-* -Xclang -verify=stream %s
// With -Werror and no-werror, error= still decides.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror -fplugin-arg-psolint-no-werror -fplugin-arg-psolint-error=d3d12-stream-* -Xclang -verify=stream %s
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -fplugin-arg-psolint-error=d3d12-stream-* %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

// stream-warning-re@+3 {{subobject 'BlendSubobject' {{.*}} [d3d12-subobject-alignment]}}
// align-error-re@+2 {{subobject 'BlendSubobject' {{.*}} [d3d12-subobject-alignment]}}
// all-error-re@+1 {{subobject 'BlendSubobject' {{.*}} [d3d12-subobject-alignment]}}
struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) VertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Shader;
};
struct Stream {
  VertexShader VS; // stream-note {{'VS' sets VS here}} align-note {{'VS' sets VS here}} all-note {{'VS' sets VS here}}
  VertexShader VS2; // stream-error {{'VS2' repeats 'VS'}} align-warning {{'VS2' repeats 'VS'}} all-error {{'VS2' repeats 'VS'}}
};
