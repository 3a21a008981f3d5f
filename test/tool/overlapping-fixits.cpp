// Two findings whose fix-its edit the same text: a pair whose tag is unioned
// with a pointer (d3d12-subobject-enum-union rewrites the union, the tag's
// declaration included) and names the wrong kind for its inner
// (d3d12-subobject-type-mismatch replaces that enumerator). Applied together
// they conflict, so the first reported keeps its edit and the second keeps
// its warning with a note instead of an edit. `psolint --fix` then applies
// the first; a second run fixes the second; a third finds nothing.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=d3d12-*' -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=d3d12-*' %s 2>&1 | %FileCheck %s
// CHECK: overlapping-fixits.cpp:[[UNION:[0-9]+]]:3: warning: tag of subobject 'TopologySubobject' is unioned with 'WordAlign'
// CHECK: fix-it:"{{.*}}overlapping-fixits.cpp":{[[UNION]]:3-{{[0-9]+}}:4}:"D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VIEW_INSTANCING"
// CHECK: warning: subobject 'TopologySubobject' has kind VIEW_INSTANCING
// CHECK-NOT: fix-it:"
// CHECK: overlapping-fixits.cpp:[[UNION]]:3: note: no fix-it for [d3d12-subobject-type-mismatch]
// CHECK-NOT: fix-it:"
//
// RUN: rm -rf %t && mkdir %t && cp %s %t/overlap.cpp
// RUN: %expect_exit 1 %psolint --strict-records --fix %t/overlap.cpp -- -std=c++17 %dx
// RUN: %expect_exit 0 %psolint --strict-records --fix %t/overlap.cpp -- -std=c++17 %dx
// RUN: %expect_exit 0 %psolint --strict-records %t/overlap.cpp -- -std=c++17 %dx
// RUN: %clangxx -std=c++17 -fsyntax-only -Werror %dx %plugin -fplugin-arg-psolint-strict-records %t/overlap.cpp
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct alignas(void *) TopologySubobject { // expected-warning {{subobject 'TopologySubobject' has kind VIEW_INSTANCING, whose inner is D3D12_VIEW_INSTANCING_DESC, but its inner 'Topology' is D3D12_PRIMITIVE_TOPOLOGY_TYPE}}
  union { // expected-warning {{tag of subobject 'TopologySubobject' is unioned with 'WordAlign'}} expected-note {{no fix-it for [d3d12-subobject-type-mismatch]: it would edit the text that the fix-it of [d3d12-subobject-enum-union] here edits; apply that one and run again}}
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VIEW_INSTANCING;
    void *WordAlign;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};
