// Tables of kinds (records that merely start with a tag member: a kind with
// its name or size) use MAX_VALID, or a value past it, as their end marker
// or as "none". They are not subobjects, no stream holds them, and the
// runtime never reads them: d3d12-stream-unknown-subobject is silent on
// their values, in initialisers and in assignments.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// expected-no-diagnostics
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <stddef.h>

struct KindInfo {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  const char *Name;
  size_t Size;
};
static const KindInfo Kinds[] = {
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, "VS", sizeof(D3D12_SHADER_BYTECODE)},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND, "BLEND", sizeof(D3D12_BLEND_DESC)},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID, nullptr, 0},
};

// "No kind seen yet".
struct LastSeen {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID;
  const char *Name = nullptr;
  size_t Count = 0;
};
void reset(LastSeen &Last) {
  Last.Kind = (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)-1;
  Last.Count = 0;
}

size_t count(const LastSeen &Last) {
  size_t N = 0;
  for (const KindInfo *K = Kinds; K->Kind != D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID; ++K)
    N += K->Kind == Last.Kind;
  return N;
}
