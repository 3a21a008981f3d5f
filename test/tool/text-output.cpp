// Text output: the plugin's diagnostics, byte for byte (locations, source
// lines, carets, fix-it lines, notes), minus clang's "N warnings generated".
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records %s 2> %t.plugin
// RUN: grep -v "generated\.$" %t.plugin > %t.plugin.diagnostics
// RUN: %expect_exit 1 %psolint --strict-records %s -- -std=c++17 %dx > %t.tool
// RUN: diff %t.plugin.diagnostics %t.tool
// RUN: %FileCheck %s < %t.tool
// Options in the compile command shape the text as they do clang's.
// RUN: %expect_exit 1 %psolint --strict-records %s -- -std=c++17 %dx -fno-caret-diagnostics -fno-show-column \
// RUN:   | %FileCheck %s --check-prefix=PLAIN --implicit-check-not=alignas
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// CHECK: text-output.cpp:15:8: warning: subobject 'BlendSubobject' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on x86_64-{{.*}}); its size, 332 bytes, also misplaces the next subobject: it follows at byte 332, the runtime reads it at byte 336 [d3d12-subobject-alignment]
// CHECK-NEXT: {{^}}   15 | struct BlendSubobject {
// CHECK-NEXT: {{^}}      |        ^
// CHECK-NEXT: {{^}}      |        alignas(void*)
// PLAIN: text-output.cpp:15: warning: subobject 'BlendSubobject' is aligned to 4 bytes

struct TopologySubobject {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
    void *WordAlign;
  };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};
// CHECK: text-output.cpp:26:3: warning: tag of subobject 'TopologySubobject' is unioned with 'WordAlign'{{.*}}[d3d12-subobject-enum-union]
// PLAIN: text-output.cpp:26: warning: tag of subobject 'TopologySubobject'

struct alignas(void *) SampleMaskSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};

struct OpaqueStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  SampleMaskSubobject SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
  SampleMaskSubobject SecondMask;
};
// CHECK: text-output.cpp:44:23: warning: stream 'OpaqueStream' sets subobject kind SAMPLE_MASK twice: 'SecondMask' repeats 'SampleMask'{{.*}}[d3d12-stream-duplicate-subobject]
// CHECK: text-output.cpp:42:23: note: 'SampleMask' sets SAMPLE_MASK here
// PLAIN: text-output.cpp:44: warning: stream 'OpaqueStream' sets subobject kind SAMPLE_MASK twice
// PLAIN-NEXT: text-output.cpp:42: note: 'SampleMask' sets SAMPLE_MASK here

// NOLINT silences a finding in the tool as in the plugin.
struct QuietBlend { // NOLINT(d3d12-subobject-alignment)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// CHECK-NOT: QuietBlend
