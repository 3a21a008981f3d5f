// A fix-it that retags a subobject must not make a stream that holds it set
// a kind twice. The pair below holds a RASTERIZER1 desc under a DEPTH_STENCIL
// tag; retagged as RASTERIZER1 it would repeat the RASTERIZER family that
// its stream already has in 'Raster2', so the warning comes with a note
// saying why there is no edit. The same pair alone, or with a stream of
// other kinds, gets the edit.
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits -I%inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_TEST_SYSTEM_HEADER %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' %s 2>&1 | %FileCheck '--implicit-check-not=fix-it:"' %s
#include <d3d12_newkinds.h>

struct alignas(void *) Rasterizer2Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER2;
  D3D12_RASTERIZER_DESC2 Desc;
};

// CHECK: fixit-family.cpp:[[@LINE+1]]:24: warning: subobject 'MistaggedRasterizer1' has kind DEPTH_STENCIL
struct alignas(void *) MistaggedRasterizer1 { // expected-warning {{subobject 'MistaggedRasterizer1' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'Desc' is D3D12_RASTERIZER_DESC1}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  D3D12_RASTERIZER_DESC1 Desc; // expected-note {{'D3D12_RASTERIZER_DESC1' is the inner of kind RASTERIZER1; no fix-it: stream 'Stream' already sets RASTERIZER2 in 'Raster2'}}
};
struct Stream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  Rasterizer2Pair Raster2;
  MistaggedRasterizer1 Raster1;
};

// CHECK: fixit-family.cpp:[[@LINE+2]]:24: warning: subobject 'MistaggedAlone' has kind DEPTH_STENCIL
// CHECK: fix-it:"{{.*}}fixit-family.cpp":{[[@LINE+2]]:46-[[@LINE+2]]:95}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1"
struct alignas(void *) MistaggedAlone { // expected-warning {{subobject 'MistaggedAlone' has kind DEPTH_STENCIL}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  D3D12_RASTERIZER_DESC1 Desc;
};
struct OtherKinds {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  MistaggedAlone Raster1;
};
