// d3d12-subobject-enum-union on unions other than exactly {tag, pointer}:
// the message names the member that widens the tag (the pointer, not
// whichever member comes last), and a union of more than two members, or a
// named union member, has no single rewrite: no fix-it, a note at the tag.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x64 %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -fdiagnostics-parseable-fixits %s 2>&1 | %FileCheck --implicit-check-not=fix-it: %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-enum-union' -Xclang -verify=x86 %s
// x86-no-diagnostics
// CHECK: warning: tag of subobject 'NodeMaskSubobject'
// CHECK: warning: tag of subobject 'NamedUnionTopologySubobject'
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

// Three members: 'Pad' is what makes the union 8 bytes; 'Raw' is 4.
struct NodeMaskSubobject {
  // x64-warning@+1 {{tag of subobject 'NodeMaskSubobject' is unioned with 'Pad': the inner 'NodeMask' (UINT, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; // x64-note {{declare the tag on its own and align the record with alignas(void*), or union the whole {tag, inner} pair with a pointer}}
    void *Pad;
    UINT Raw;
  };
  UINT NodeMask;
};

// A named union member: the tag is reached as Header.Type, and rewriting the
// union would break every such use.
struct NamedUnionTopologySubobject {
  // x64-warning@+1 {{tag of subobject 'NamedUnionTopologySubobject' is unioned with 'Pad': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; // x64-note {{declare the tag on its own and align the record with alignas(void*), or union the whole {tag, inner} pair with a pointer}}
    void *Pad;
  } Header;
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};
void setTopologyKind(NamedUnionTopologySubobject &S) {
  S.Header.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
}
