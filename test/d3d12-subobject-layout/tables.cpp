// Tables of kinds are records that merely start with a tag member: a kind
// with its name, size or count, in arrays and lookup structures. They are
// not {tag, inner} pairs, and no stream holds them, so
// d3d12-subobject-layout is silent on their extra members, whatever the
// kind and whether one record of them sits inside another record.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// expected-no-diagnostics
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <stddef.h>

// A kind, its name and the size of its inner, for logging.
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

// The same shape with a single entry: every initialiser agrees on BLEND.
struct BlendInfo {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  const char *Name;
  size_t Size;
};
static const BlendInfo Blend = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND, "BLEND", sizeof(D3D12_BLEND_DESC)};

// A histogram entry with an index before the kind.
struct KindCount {
  UINT Index;
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  UINT Count;
};
static KindCount Counts[4];

// A lookup structure that holds an entry and more: not a stream, so the
// entry is not a stream's subobject either.
struct Registry {
  KindInfo Last;
  int Size;
  const KindInfo *Table;
};
static Registry TheRegistry = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS, "PS", 16}, 3, Kinds};

const KindInfo *lookup(size_t I) { return I < 3 ? &Kinds[I] : &TheRegistry.Last; }
size_t blendSize() { return Blend.Size + Counts[0].Count; }
