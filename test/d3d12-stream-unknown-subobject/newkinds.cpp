// d3d12-stream-unknown-subobject takes the valid kinds from the enum the
// code is compiled against, not from a fixed list. d3d12_newkinds.h declares
// the enum as each DirectX-Headers release did: 606 ends at DEPTH_STENCIL2
// (26), 608 adds RASTERIZER1 (27), 610 RASTERIZER2 (28), 618 and 619
// SERIALIZED_ROOT_SIGNATURE (29); MAX_VALID follows. The same source is
// compiled against each: a value is flagged exactly where that release does
// not know it, and the message lists that release's valid values.
//
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_TEST_SYSTEM_HEADER -DPSOLINT_NEWKINDS_WITH_D3DX12 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify=all,sdk619 %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_TEST_SYSTEM_HEADER -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_D3D12_SDK_SHAPE=618 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify=all,sdk619 %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_TEST_SYSTEM_HEADER -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_D3D12_SDK_SHAPE=610 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify=all,sdk610 %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_TEST_SYSTEM_HEADER -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_D3D12_SDK_SHAPE=608 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify=all,sdk608 %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_TEST_SYSTEM_HEADER -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_D3D12_SDK_SHAPE=606 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify=all,sdk606 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -I%inputs -DPSOLINT_TEST_SYSTEM_HEADER -DPSOLINT_NEWKINDS_WITH_D3DX12 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify=all,sdk619 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -std=c++17 -fsyntax-only -I%inputs/msvc -DPSOLINT_TEST_SYSTEM_HEADER -DPSOLINT_NEWKINDS_WITH_D3DX12 -DMSVC %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify=all,sdk619 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -std=c++17 -fsyntax-only -I%inputs/msvc -DPSOLINT_TEST_SYSTEM_HEADER -DPSOLINT_NEWKINDS_WITH_D3DX12 -DPSOLINT_D3D12_SDK_SHAPE=606 -DMSVC %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify=all,sdk606 %s
#ifdef MSVC
#include <d3d12_min.h>
#else
#include <d3d12_newkinds.h>
#endif

#define TAG(N) ((D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)(N))

// Written as numbers, so that every release parses them; the inner is a
// UINT, which every release has.
struct alignas(void *) Kind26 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = TAG(26);
  UINT Value;
};
struct alignas(void *) Kind27 {
  // sdk606-warning@+1 {{tag value 27 (MAX_VALID, the end marker) is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = TAG(27);
  UINT Value;
};
struct alignas(void *) Kind28 {
  // sdk606-warning@+2 {{tag value 28 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  // sdk608-warning@+1 {{tag value 28 (MAX_VALID, the end marker) is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-27); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = TAG(28);
  UINT Value;
};
struct alignas(void *) Kind29 {
  // sdk606-warning@+3 {{tag value 29 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26)}}
  // sdk608-warning@+2 {{tag value 29 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-27)}}
  // sdk610-warning@+1 {{tag value 29 (MAX_VALID, the end marker) is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-28); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = TAG(29);
  UINT Value;
};
struct alignas(void *) Kind30 {
  // sdk606-warning@+4 {{tag value 30 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26)}}
  // sdk608-warning@+3 {{tag value 30 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-27)}}
  // sdk610-warning@+2 {{tag value 30 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-28)}}
  // sdk619-warning@+1 {{tag value 30 (MAX_VALID, the end marker) is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-29); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = TAG(30);
  UINT Value;
};
// 23 is unused in every release.
struct alignas(void *) Kind23 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = TAG(23); // all-warning-re {{tag value 23 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-2{{[6-9]}}); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  UINT Value;
};

// Whatever the release, MAX_VALID is flagged as the end marker, and the
// d3dx12 helpers that release declares are valid.
struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil;
#if PSOLINT_D3D12_SDK_SHAPE >= 610
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer;
#endif
#if PSOLINT_D3D12_SDK_SHAPE >= 618
  CD3DX12_PIPELINE_STATE_STREAM_SERIALIZED_ROOT_SIGNATURE SerializedRootSignature;
#endif
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID> End; // all-warning-re {{tag value {{2[7-9]|30}} (MAX_VALID, the end marker) is not a subobject kind}}
};

// Spelled with the enumerators where the release has them: valid.
#if PSOLINT_D3D12_SDK_SHAPE >= 610
struct alignas(void *) Rasterizer2Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER2;
  D3D12_RASTERIZER_DESC2 Desc;
};
#endif
