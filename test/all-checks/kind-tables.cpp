// Tables of kinds are records that merely start with a tag member: a kind
// with its name, size or count, in arrays, single descriptors, histograms
// and lookup structures, with MAX_VALID or a value past it as an end marker
// or as "none". They are not {tag, inner} pairs: their second member is not
// an inner, no stream holds them, their address never becomes
// pPipelineStateSubobjectStream, and the runtime never reads them. Every
// check is silent on them, whatever the kind, in initialisers and in
// assignments, and where one of them sits inside another record (which that
// does not make a stream).
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=d3d12-*' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=d3d12-*' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=d3d12-*' -Xclang -verify %s
// expected-no-diagnostics
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <stddef.h>

// A kind, its name and the size of its inner. Many kinds: the initialisers
// disagree, so the record has no kind.
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

// One descriptor: its only initialiser says BLEND, and the name is not a
// blend desc.
struct BlendInfo {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  const char *Name;
  size_t Size;
};
static const BlendInfo Blend = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND, "BLEND", sizeof(D3D12_BLEND_DESC)};

// Assigned in a function: the same.
struct LastKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  const char *Name;
  size_t Size;
};
void rememberRasterizer(LastKind &Last) {
  Last.Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  Last.Name = "RASTERIZER";
  Last.Size = sizeof(D3D12_RASTERIZER_DESC);
}

// "No kind seen yet": MAX_VALID and a value past it.
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

// A histogram entry with an index before the kind.
struct KindCount {
  UINT Index;
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  UINT Count;
};
static KindCount Counts[4];

// A lookup structure that holds an entry, a count and the table: not a
// stream, so the entry is not a stream's subobject either.
struct Registry {
  KindInfo Last;
  int Count;
  const KindInfo *Table;
};
static Registry TheRegistry = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS, "PS", 16}, 3, Kinds};

// Two entries side by side.
struct KindName {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  const char *Name;
};
struct Comparison {
  KindName Before;
  KindName After;
  bool Changed;
};
static Comparison LastChange = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER, "RASTERIZER"},
                                {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL, "DEPTH_STENCIL"},
                                true};

const KindInfo *lookup(size_t I) {
  if (LastChange.Changed)
    return &TheRegistry.Last;
  return I < 3 ? &Kinds[I] : Kinds;
}
size_t sizes() { return Blend.Size + Kinds[0].Size + Counts[0].Count; }

// Two members, one kind: a name for DEPTH_STENCIL1. Its second member is no
// kind's inner, so it is a table entry, not a bare pair whose inner is wrong.
struct NamedKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  const char *Name;
};
static const NamedKind DepthStencil1Name = {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1, "DEPTH_STENCIL1"};
const char *depthStencil1Name() { return DepthStencil1Name.Name; }
