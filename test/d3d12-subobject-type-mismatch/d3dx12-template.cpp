// d3dx12's CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<Inner, Type> instantiated
// by the user with an inner that is not Type's: the template is in a system
// header, so the mismatch is reported where the user's code uses the
// specialisation, at the stream member (as d3d12-stream-unknown-subobject
// does for a bad Type), once per member. d3dx12's own typedefs and correct
// instantiations stay silent.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#define PSOLINT_NEWKINDS_WITH_D3DX12
#include "d3d12_min.h"
#else
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#endif

// A blend desc under a DEPTH_STENCIL tag, written in the member.
struct MisusedHelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  // expected-warning-re@+1 {{member 'Blend' of stream 'MisusedHelperStream' has kind DEPTH_STENCIL, whose inner is D3D12_DEPTH_STENCIL_DESC, but its inner 'pssInner' is D3D12_BLEND_DESC{{.*}} [d3d12-subobject-type-mismatch]}}
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL> Blend;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// Through the user's own typedef, in two streams: once in each.
typedef CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<D3D12_PRIMITIVE_TOPOLOGY_TYPE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_IB_STRIP_CUT_VALUE> TopologyHelper;
struct FirstTopologyStream {
  // expected-warning-re@+1 {{member 'Topology' of stream 'FirstTopologyStream' has kind IB_STRIP_CUT_VALUE, whose inner is D3D12_INDEX_BUFFER_STRIP_CUT_VALUE, but its inner 'pssInner' is D3D12_PRIMITIVE_TOPOLOGY_TYPE{{.*}} [d3d12-subobject-type-mismatch]}}
  TopologyHelper Topology;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
};
struct SecondTopologyStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  // expected-warning-re@+1 {{member 'Topology' of stream 'SecondTopologyStream' has kind IB_STRIP_CUT_VALUE, whose inner is D3D12_INDEX_BUFFER_STRIP_CUT_VALUE, but its inner 'pssInner' is D3D12_PRIMITIVE_TOPOLOGY_TYPE{{.*}} [d3d12-subobject-type-mismatch]}}
  TopologyHelper Topology;
};

// Correct: d3dx12's typedefs (their inners are the CD3DX12_* wrappers) and
// the user's own correct instantiations.
struct CorrectHelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<D3D12_RASTERIZER_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER> PlainRasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<D3D12_PRIMITIVE_TOPOLOGY_TYPE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY> Topology;
};
