// Only the D3D12SDKVersion the loader can find counts: a file-scope variable
// with C linkage (extern "C" in C++). A local variable, a static one, one in
// a namespace or one with C++ linkage (its symbol is mangled, so the program
// does not export D3D12SDKVersion and runs on the system's runtime) tells
// nothing about the runtime; with no option either, the check is silent.
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DLOCAL %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DSTATIC %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DNAMESPACE %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DCXX_LINKAGE %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
// A declaration without a value (defined in another file) does not count either:
// RUN: %clangxx -std=c++17 -fsyntax-only -I %inputs -DPSOLINT_NEWKINDS_WITH_D3DX12 -DDECLARATION %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-sdk-version' -Xclang -verify %s
// expected-no-diagnostics
#include "d3d12_newkinds.h"

struct DepthBiasStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER1 Rasterizer;
};

#ifdef LOCAL
// A value handed to ID3D12SDKConfiguration::SetSDKVersion, say.
UINT requestedVersion() {
  UINT D3D12SDKVersion = 606;
  return D3D12SDKVersion;
}
#endif
#ifdef STATIC
static const UINT D3D12SDKVersion = 606;
UINT requestedVersion() { return D3D12SDKVersion; }
#endif
#ifdef NAMESPACE
namespace app {
extern const UINT D3D12SDKVersion = 606;
}
#endif
#ifdef CXX_LINKAGE
extern const UINT D3D12SDKVersion = 606;
#endif
#ifdef DECLARATION
extern "C" {
extern const UINT D3D12SDKVersion;
}
#endif
