// -fplugin=<lib> alone, without any -fplugin-arg-psolint-*, runs every
// default check.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -fplugin=%psolint_plugin -fplugin-arg-psolint-strict-records -Xclang -verify %s
// RUN: %clang -x c++ -std=c++17 -fsyntax-only %dx -fplugin=%psolint_plugin -fplugin-arg-psolint-strict-records -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -fplugin=%psolint_plugin -fplugin-arg-psolint-strict-records %s 2>&1 | %FileCheck %s
// CHECK-DAG: warning: {{.*}} [d3d12-subobject-alignment]
// CHECK-DAG: warning: {{.*}} [d3d12-subobject-enum-union]
// CHECK-DAG: warning: {{.*}} [d3d12-stream-duplicate-subobject]
// CHECK: 3 warnings generated.
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct BlendSubobject { // expected-warning-re {{subobject 'BlendSubobject' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct alignas(void *) RasterizerSubobject {
  union { // expected-warning-re {{tag of subobject 'RasterizerSubobject' is unioned with 'Pad': {{.*}} [d3d12-subobject-enum-union]}}
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
    void *Pad;
  };
  D3D12_RASTERIZER_DESC Desc;
};

struct alignas(void *) VertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Shader;
};
struct Stream {
  VertexShader VS; // expected-note {{'VS' sets VS here}}
  VertexShader VS2; // expected-warning {{stream 'Stream' sets subobject kind VS twice: 'VS2' repeats 'VS'}}
};
