// One defect, one warning, at its cause: the record whose alignment or size
// puts the runtime's cursor off the stream, not every record that follows
// it, nor the stream alone.
//
// x86_64: a 12-byte sample-desc record with no alignment puts the
// sample-mask record after it at byte 12+, where the runtime reads 16+.
// The mask record, 4-aligned itself, is where it is only because of the
// record before it: aligning the first moves it into place.
//
// x86 (pointers are 4 bytes): records aligned to 8. One first in a stream
// rounds the stream's size up to 8, and the runtime reads the tail padding
// as one more tag; one first in a nested stream rounds that stream, moving
// the next subobject of the outer stream; one 16 bytes long (the runtime
// advances 12) moves the next subobject. Each is reported at the record,
// with the stream where it shows as a note, and its fix-it (alignas(void*))
// silences it: the front-ends' round trip applies and re-checks it.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify=x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify=x86 %s
// RUN: %compare_frontends --work %t/x64 --expect d3d12-subobject-alignment %s -- -std=c++17 %dx
// RUN: %compare_frontends --work %t/x86 --expect d3d12-subobject-alignment %s -- -m32 -std=c++17 %dx
// RUN: %check_clang_tidy --check-suffix=X86 %s 'd3d12-*' %t.cpp -- -m32 -std=c++17 %dx
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

#define KIND(k) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_##k

struct alignas(void *) VertexShaderRecord {
  KIND(VS);
  D3D12_SHADER_BYTECODE Code;
};
struct alignas(void *) PixelShaderRecord {
  KIND(PS);
  D3D12_SHADER_BYTECODE Code;
};

//===--- x86_64: the record before, not the one after ---------------------===//

struct SampleDescRecord { // x64-warning {{subobject 'SampleDescRecord' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on x86_64-pc-linux-gnu); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}}
  KIND(SAMPLE_DESC);
  DXGI_SAMPLE_DESC Desc;
};
struct SampleMaskRecord {
  KIND(SAMPLE_MASK);
  UINT Mask;
};
struct MultisampleStream {
  VertexShaderRecord VS;
  SampleDescRecord Samples;
  SampleMaskRecord Mask; // x64-note {{in stream 'MultisampleStream', 'Mask' is at offset 36; the runtime reads it at offset 40}}
};

//===--- x86: over-aligned records ----------------------------------------===//

// CHECK-FIXES-X86: {{^}}struct alignas(void*) TopologyRecord {{[{]}}
struct alignas(8) TopologyRecord { // x86-warning {{subobject 'TopologyRecord' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on i386-pc-linux-gnu), not 8 [d3d12-subobject-alignment]}}
// CHECK-MESSAGES-X86: :[[@LINE-1]]:19: warning: subobject 'TopologyRecord' is aligned to 8 bytes{{.*}}[d3d12-subobject-alignment]
  KIND(PRIMITIVE_TOPOLOGY);
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};
// 8 + 12 = 20 bytes, rounded to 24 by TopologyRecord's alignment.
struct TopologyFirstStream {
  TopologyRecord Topology;
  VertexShaderRecord VS; // x86-note {{in stream 'TopologyFirstStream', the runtime reads the next tag at byte 20, inside the stream's 24 bytes, after 'VS'}}
};

// CHECK-FIXES-X86: {{^}}struct alignas(void*) SampleMask8Record {{[{]}}
struct alignas(8) SampleMask8Record { // x86-warning {{subobject 'SampleMask8Record' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on i386-pc-linux-gnu), not 8 [d3d12-subobject-alignment]}}
// CHECK-MESSAGES-X86: :[[@LINE-1]]:19: warning: subobject 'SampleMask8Record' is aligned to 8 bytes{{.*}}[d3d12-subobject-alignment]
  KIND(SAMPLE_MASK);
  UINT Mask;
};
struct MaskedVertexPart {
  SampleMask8Record Mask;
  VertexShaderRecord VS; // x86-note {{in stream 'MaskedVertexPart', the runtime reads the next tag at byte 20, inside the stream's 24 bytes, after 'VS'}}
};
struct MaskedGraphicsStream {
  MaskedVertexPart Vertex;
  PixelShaderRecord PS; // x86-note {{in stream 'MaskedGraphicsStream', 'PS' is at offset 24; the runtime reads it at offset 20}}
};

// CHECK-FIXES-X86: {{^}}struct alignas(void*) VertexShader8Record {{[{]}}
struct alignas(8) VertexShader8Record { // x86-warning {{subobject 'VertexShader8Record' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on i386-pc-linux-gnu), not 8; its size, 16 bytes, also misplaces the next subobject: it follows at byte 16, the runtime reads it at byte 12 [d3d12-subobject-alignment]}}
// CHECK-MESSAGES-X86: :[[@LINE-1]]:19: warning: subobject 'VertexShader8Record' is aligned to 8 bytes{{.*}}[d3d12-subobject-alignment]
  KIND(VS);
  D3D12_SHADER_BYTECODE Code;
};
struct WideShaderStream {
  VertexShader8Record VS;
  PixelShaderRecord PS; // x86-note {{in stream 'WideShaderStream', 'PS' is at offset 16; the runtime reads it at offset 12}}
};
// CHECK-MESSAGES-X86-NOT: warning:
