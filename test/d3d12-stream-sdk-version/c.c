// C: the exported version is a plain global; hand-written pairs carry the
// kinds.
// RUN: %clang -std=c11 -fsyntax-only -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
// RUN: %clang --target=i686-w64-mingw32 -DWINDOWS -std=c11 -fsyntax-only -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
// RUN: %clang --target=x86_64-w64-mingw32 -DWINDOWS -std=c11 -fsyntax-only -I %inputs %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
#ifdef WINDOWS
#include <windows.h>
#define PROGRAM_EXPORT __declspec(dllexport)
#else
#define PROGRAM_EXPORT
#endif
#include "d3d12_newkinds.h"

PROGRAM_EXPORT const UINT D3D12SDKVersion = 608; // expected-note 2 {{the SDK version is declared here}}
PROGRAM_EXPORT const char *D3D12SDKPath = ".\\D3D12\\";

typedef struct DepthStencil2Subobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC2 Desc;
} DepthStencil2Subobject;

typedef struct Rasterizer1Subobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC1 Desc;
} Rasterizer1Subobject;

typedef struct Rasterizer2Subobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC2 Desc;
} Rasterizer2Subobject;

typedef struct SerializedRootSignatureSubobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SERIALIZED_ROOT_SIGNATURE_DESC Desc;
} SerializedRootSignatureSubobject;

/* The kinds come from the inner types alone: each names one kind. */
typedef struct ModernStream {
  SerializedRootSignatureSubobject rootSignature; // expected-warning {{subobject 'rootSignature' has kind SERIALIZED_ROOT_SIGNATURE, which needs Agility SDK 618; this program exports D3D12SDKVersion = 608, whose runtime rejects it as an unknown subobject [d3d12-stream-sdk-version]}}
  DepthStencil2Subobject depthStencil;
  Rasterizer1Subobject rasterizer1;
  Rasterizer2Subobject rasterizer2; // expected-warning {{subobject 'rasterizer2' has kind RASTERIZER2, which needs Agility SDK 610; this program exports D3D12SDKVersion = 608}}
} ModernStream;
