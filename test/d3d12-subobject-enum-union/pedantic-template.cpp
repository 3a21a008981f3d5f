// d3d12-subobject-enum-union, -pedantic, on a template diagnosed once at its
// pattern: when one instantiation is harmless (8-aligned inner) and another
// is misplaced (4-aligned inner), the one warning the pattern gets must be
// the misplaced one, whatever the order of instantiation. The "harmless"
// message must never hide a corrupt layout.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

template <typename Inner> struct UnionPair {
  // expected-warning@+1 {{tag of subobject 'UnionPair<D3D12_BLEND_DESC>' is unioned with 'Pad': the inner 'Desc' (D3D12_BLEND_DESC, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  Inner Desc;
};
UnionPair<D3D12_SHADER_BYTECODE> VertexShader;
UnionPair<D3D12_BLEND_DESC> Blend;
