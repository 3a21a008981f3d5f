// Records that hold a table entry of kinds (a record that merely starts with
// a tag member: a kind with its name or count) among other data are not
// streams: nothing makes them one (no subobject in them is a pair whose
// inner is its kind's, none is a d3dx12 helper, their address never becomes
// pPipelineStateSubobjectStream). d3d12-stream-layout does not walk them.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
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
};

// The last entry looked up, a count and the table.
struct Registry {
  KindInfo Last;
  int Count;
  const KindInfo *Table;
};
static Registry TheRegistry = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS, "PS", 16}, 2, Kinds};

// Statistics per kind, two entries side by side.
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

const KindInfo *last() { return LastChange.Changed ? &TheRegistry.Last : Kinds; }
