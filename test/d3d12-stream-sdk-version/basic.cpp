// A subobject kind newer than the Agility SDK the program ships is rejected
// as unknown by that runtime: DEPTH_STENCIL2 needs 606, RASTERIZER1 608,
// RASTERIZER2 610, SERIALIZED_ROOT_SIGNATURE 618. The version is the one the
// program exports as D3D12SDKVersion (with a note there), else the
// sdk-version option; with neither, the check is silent. An exported version
// wins over the option. Built on the SDK-619 test header.
//
// Exported 608: RASTERIZER2 and SERIALIZED_ROOT_SIGNATURE are too new.
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DEXPORT=608 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify=exported608 %s
// The same with __declspec(dllexport), for Windows:
// RUN: %clangxx --target=x86_64-w64-mingw32 -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DEXPORT=608 -DWINDOWS %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify=exported608 %s
// RUN: %clangxx --target=i686-w64-mingw32 -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DEXPORT=608 -DWINDOWS %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify=exported608 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DEXPORT=608 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify=exported608 %s
// Exported 606: RASTERIZER1 is too new as well.
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DEXPORT=606 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify=exported606 %s
// Nothing exported, the option says 606:
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -fplugin-arg-psolint-sdk-version=606 -Xclang -verify=option606 %s
// Nothing known: silent.
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify=unknown %s
// Exported 619 beats the option's 606: silent.
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DEXPORT=619 %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -fplugin-arg-psolint-sdk-version=606 -Xclang -verify=unknown %s
// unknown-no-diagnostics
#ifdef WINDOWS
#include <windows.h>
#define PROGRAM_EXPORT __declspec(dllexport)
#else
#define PROGRAM_EXPORT
#endif
#include "d3d12_newkinds.h"

#ifdef EXPORT
// What the Agility SDK asks a program to write.
extern "C" {
PROGRAM_EXPORT extern const UINT D3D12SDKVersion = EXPORT; // exported608-note 3 {{the SDK version is declared here}} exported606-note 5 {{the SDK version is declared here}}
PROGRAM_EXPORT extern const char *D3D12SDKPath = ".\\D3D12\\";
}
#endif

struct ModernStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER2 Rasterizer;
  // exported608-warning@-1 {{subobject 'Rasterizer' has kind RASTERIZER2, which needs Agility SDK 610; this program exports D3D12SDKVersion = 608, whose runtime rejects it as an unknown subobject [d3d12-stream-sdk-version]}}
  // exported606-warning@-2 {{subobject 'Rasterizer' has kind RASTERIZER2, which needs Agility SDK 610; this program exports D3D12SDKVersion = 606, whose runtime rejects it as an unknown subobject [d3d12-stream-sdk-version]}}
  // option606-warning@-3 {{subobject 'Rasterizer' has kind RASTERIZER2, which needs Agility SDK 610; the configured SDK version = 606, whose runtime rejects it as an unknown subobject [d3d12-stream-sdk-version]}}
  CD3DX12_PIPELINE_STATE_STREAM_SERIALIZED_ROOT_SIGNATURE RootSignature;
  // exported608-warning@-1 {{subobject 'RootSignature' has kind SERIALIZED_ROOT_SIGNATURE, which needs Agility SDK 618; this program exports D3D12SDKVersion = 608}}
  // exported606-warning@-2 {{subobject 'RootSignature' has kind SERIALIZED_ROOT_SIGNATURE, which needs Agility SDK 618; this program exports D3D12SDKVersion = 606}}
  // option606-warning@-3 {{subobject 'RootSignature' has kind SERIALIZED_ROOT_SIGNATURE, which needs Agility SDK 618; the configured SDK version = 606}}
};

// RASTERIZER1 is fine from 608 on.
struct DepthBiasStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer;
  // exported606-warning@-1 {{subobject 'Rasterizer' has kind RASTERIZER1, which needs Agility SDK 608; this program exports D3D12SDKVersion = 606}}
  // option606-warning@-2 {{subobject 'Rasterizer' has kind RASTERIZER1, which needs Agility SDK 608; the configured SDK version = 606}}
};

// A hand-written pair: reported at the stream members that hold it, or at
// its definition when no stream holds it.
struct alignas(void *) Rasterizer2Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER2;
  D3D12_RASTERIZER_DESC2 Desc;
};
struct HandWrittenStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  Rasterizer2Pair Raster;
  // exported608-warning@-1 {{subobject 'Raster' has kind RASTERIZER2, which needs Agility SDK 610; this program exports D3D12SDKVersion = 608}}
  // exported606-warning@-2 {{subobject 'Raster' has kind RASTERIZER2, which needs Agility SDK 610; this program exports D3D12SDKVersion = 606}}
  // option606-warning@-3 {{subobject 'Raster' has kind RASTERIZER2, which needs Agility SDK 610; the configured SDK version = 606}}
};

struct alignas(void *) Rasterizer1Pair {
  // exported606-warning@-1 {{subobject 'Rasterizer1Pair' has kind RASTERIZER1, which needs Agility SDK 608; this program exports D3D12SDKVersion = 606}}
  // option606-warning@-2 {{subobject 'Rasterizer1Pair' has kind RASTERIZER1, which needs Agility SDK 608; the configured SDK version = 606}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER1;
  D3D12_RASTERIZER_DESC1 Desc;
};
