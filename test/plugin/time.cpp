// -fplugin-arg-psolint-time prints the CPU time of psolint's own analysis,
// with or without D3D12 in the translation unit (docs/performance.md).
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-time %s 2>&1 \
// RUN:   | %FileCheck %s
// RUN: %clangxx -std=c++17 -fsyntax-only -DNO_D3D12 %plugin -fplugin-arg-psolint-time %s 2>&1 \
// RUN:   | %FileCheck %s
// Without the argument, nothing.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin %s 2>&1 \
// RUN:   | %FileCheck --allow-empty --check-prefix=QUIET %s

// CHECK: psolint: analysis took {{[0-9]+\.[0-9]+}} ms of CPU time ({{[0-9]+\.[0-9]+}} ms wall)
// QUIET-NOT: psolint: analysis took

#ifndef NO_D3D12
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct alignas(void *) BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
struct Stream {
  BlendSubobject Blend;
};
Stream S;
#endif
