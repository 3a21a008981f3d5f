// d3d12-subobject-alignment on pairs that only exist as parts of template
// instantiations: a member class of a class template, a local class of a
// function template, and a partial specialisation whose primary template is
// only declared. Each is a pair with a layout once instantiated, and, like
// every template, is diagnosed once at the pattern (two instantiations each
// here), on x64 where the 4-aligned pair is below P.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86 %s
// x86-no-diagnostics
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

template <typename Inner> struct PipelineParts {
  // x64-warning-re@+1 {{subobject 'Pair' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]}}
  struct Pair {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    Inner Desc;
  };
  Pair First;
};
PipelineParts<D3D12_BLEND_DESC> BlendParts;
PipelineParts<D3D12_BLEND_DESC *> BlendPointerParts;

template <typename Inner> unsigned localPairSize() {
  // x64-warning-re@+1 {{subobject 'LocalPair' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}}
  struct LocalPair {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    Inner Desc;
  } Pair;
  return sizeof(Pair);
}
template unsigned localPairSize<DXGI_SAMPLE_DESC>();
template unsigned localPairSize<D3D12_DEPTH_STENCIL_DESC1>();

template <typename Inner> struct DeclaredOnlyPair;
// x64-warning-re@+1 {{subobject 'DeclaredOnlyPair<D3D12_RASTERIZER_DESC *>' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on {{.*}}); its size, 48 bytes, keeps the next subobject in place, but it can itself start off the boundary [d3d12-subobject-alignment]}}
template <typename Inner> struct DeclaredOnlyPair<Inner *> {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  Inner Desc;
};
DeclaredOnlyPair<D3D12_RASTERIZER_DESC *> RasterizerPair;
DeclaredOnlyPair<D3D12_BLEND_DESC *> BlendPair;
