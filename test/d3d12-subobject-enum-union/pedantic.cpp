// d3d12-subobject-enum-union with -fplugin-arg-psolint-pedantic: a tag-only
// union that happens to be harmless is reported too, saying why it is
// harmless on this target. On x64 that is an inner aligned to 8 (every inner
// that holds a pointer), named with its type and offset; on x86 it is the
// 4-byte pointer, whatever the inner. Misplaced inners keep their own
// message; whole-pair unions stay silent. Without -pedantic none of the
// harmless ones is reported (basic.cpp).
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -verify=x64 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -verify=x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -verify=x86 %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fplugin-arg-psolint-pedantic -Xclang -verify=x86 %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>

#define TAG_UNION union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; }

struct TopologySubobject {
  // x64-warning@+2 {{tag of subobject 'TopologySubobject' is unioned with 'Pad': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  // x86-warning-re@+1 {{tag of subobject 'TopologySubobject' is unioned with 'Pad': harmless on {{.*}} only because pointers are 4 bytes here; on a 64-bit target the tag takes 8 bytes and a 4-byte-aligned inner is misread [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};

struct VertexShaderSubobject {
  // x64-warning-re@+2 {{tag of subobject 'VertexShaderSubobject' is unioned with 'Pad': harmless on {{.*}} only because 'Code' (D3D12_SHADER_BYTECODE) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]}}
  // x86-warning-re@+1 {{tag of subobject 'VertexShaderSubobject' is unioned with 'Pad': harmless on {{.*}} only because pointers are 4 bytes here; on a 64-bit target the tag takes 8 bytes and a 4-byte-aligned inner is misread [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_SHADER_BYTECODE Code;
};

struct StreamOutputSubobject {
  // x64-warning-re@+2 {{tag of subobject 'StreamOutputSubobject' is unioned with 'Pad': harmless on {{.*}} only because 'StreamOutput' (D3D12_STREAM_OUTPUT_DESC) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]}}
  // x86-warning-re@+1 {{tag of subobject 'StreamOutputSubobject' is unioned with 'Pad': harmless on {{.*}} only because pointers are 4 bytes here; on a 64-bit target the tag takes 8 bytes and a 4-byte-aligned inner is misread [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_STREAM_OUTPUT_DESC StreamOutput;
};

struct InputLayoutSubobject {
  // x64-warning-re@+2 {{tag of subobject 'InputLayoutSubobject' is unioned with 'Pad': harmless on {{.*}} only because 'InputLayout' (D3D12_INPUT_LAYOUT_DESC) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]}}
  // x86-warning-re@+1 {{tag of subobject 'InputLayoutSubobject' is unioned with 'Pad': harmless on {{.*}} only because pointers are 4 bytes here; on a 64-bit target the tag takes 8 bytes and a 4-byte-aligned inner is misread [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_INPUT_LAYOUT_DESC InputLayout;
};

struct CachedPsoSubobject {
  // x64-warning-re@+2 {{tag of subobject 'CachedPsoSubobject' is unioned with 'Pad': harmless on {{.*}} only because 'CachedPso' (D3D12_CACHED_PIPELINE_STATE) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]}}
  // x86-warning-re@+1 {{tag of subobject 'CachedPsoSubobject' is unioned with 'Pad': harmless on {{.*}} only because pointers are 4 bytes here; on a 64-bit target the tag takes 8 bytes and a 4-byte-aligned inner is misread [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_CACHED_PIPELINE_STATE CachedPso;
};

struct ViewInstancingSubobject {
  // x64-warning-re@+2 {{tag of subobject 'ViewInstancingSubobject' is unioned with 'Pad': harmless on {{.*}} only because 'ViewInstancing' (D3D12_VIEW_INSTANCING_DESC) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]}}
  // x86-warning-re@+1 {{tag of subobject 'ViewInstancingSubobject' is unioned with 'Pad': harmless on {{.*}} only because pointers are 4 bytes here; on a 64-bit target the tag takes 8 bytes and a 4-byte-aligned inner is misread [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_VIEW_INSTANCING_DESC ViewInstancing;
};

// A 64-bit integer widens the tag to 8 bytes on x86 too: misplaced there.
struct WideSampleMaskSubobject {
  // x64-warning@+2 {{tag of subobject 'WideSampleMaskSubobject' is unioned with 'Wide': the inner 'Mask' (UINT, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  // x86-warning@+1 {{tag of subobject 'WideSampleMaskSubobject' is unioned with 'Wide': the inner 'Mask' (UINT, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; UINT64 Wide; };
  UINT Mask;
};

// The whole pair in the union: correct, even for the pedantic.
union WholeVertexShaderSubobject {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_SHADER_BYTECODE Code;
  } Pair;
  void *Align;
};
union WholeRasterizerSubobject {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_RASTERIZER_DESC Desc;
  } Pair;
  void *Align;
};
