// Tables of kinds are records that merely start with a tag member: a kind
// with its name and the size of its inner, in an array or as a single
// descriptor. Their second member is not an inner, so
// d3d12-subobject-type-mismatch is silent on them, even where every
// initialiser of the record agrees on one kind (a single descriptor). A
// record is checked as a subobject where a stream holds it or its second
// member is the inner type of some kind.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// expected-no-diagnostics
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <stddef.h>

// Many kinds: the initialisers disagree, so the record has no kind.
struct KindInfo {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind;
  const char *Name;
  size_t Size;
};
static const KindInfo Kinds[] = {
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, "VS", sizeof(D3D12_SHADER_BYTECODE)},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND, "BLEND", sizeof(D3D12_BLEND_DESC)},
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

size_t blendSize() { return Blend.Size + Kinds[0].Size; }
