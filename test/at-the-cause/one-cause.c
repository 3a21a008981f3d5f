/* one-cause.cpp in C11: each misplacement reported once, at the record that
 * causes it, with the stream where it shows as a note; the fix-its
 * (_Alignas(void*) on the tag) silence them once applied.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify=x64 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -Xclang -verify=x86 %s
 * RUN: %compare_frontends --work %t/x64 --expect d3d12-subobject-alignment %s -- -std=c11 %dx
 * RUN: %compare_frontends --work %t/x86 --expect d3d12-subobject-alignment %s -- -m32 -std=c11 %dx
 * RUN: %not %psolint %s -- -m32 -std=c11 %dx | %FileCheck --check-prefix=TOOL-X86 %s
 * TOOL-X86-COUNT-2: warning: {{.*}}[d3d12-subobject-alignment]
 * TOOL-X86-NOT: warning:
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct vertex_shader_record {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;
  D3D12_SHADER_BYTECODE code;
};
struct pixel_shader_record {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;
  D3D12_SHADER_BYTECODE code;
};

/* x86_64: the 12-byte sample-desc record moves the mask record; only the
 * first is a defect. */
struct sample_desc_record { /* x64-warning {{subobject 'sample_desc_record' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on x86_64-pc-linux-gnu); its size, 12 bytes, also misplaces the next subobject: it follows at byte 12, the runtime reads it at byte 16 [d3d12-subobject-alignment]}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;
  DXGI_SAMPLE_DESC desc;
};
struct sample_mask_record {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;
  UINT mask;
};
struct multisample_stream {
  struct vertex_shader_record vs;
  struct sample_desc_record samples;
  struct sample_mask_record mask; /* x64-note {{in stream 'multisample_stream', 'mask' is at offset 36; the runtime reads it at offset 40}} */
};

/* x86: a tag aligned to 8 makes its record 8-aligned; first in the stream,
 * it rounds the stream to 24 bytes while the runtime stops at 20. */
struct topology_record { /* x86-warning {{subobject 'topology_record' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on i386-pc-linux-gnu), not 8 [d3d12-subobject-alignment]}} */
  _Alignas(8) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;
  D3D12_PRIMITIVE_TOPOLOGY_TYPE topology;
};
struct topology_first_stream {
  struct topology_record topology;
  struct vertex_shader_record vs; /* x86-note {{in stream 'topology_first_stream', the runtime reads the next tag at byte 20, inside the stream's 24 bytes, after 'vs'}} */
};

/* x86: the same through __attribute__((aligned(8))) on a nested stream's
 * record: the nested stream is rounded to 24 and the outer stream's pixel
 * shader follows at 24, where the runtime reads 20. */
struct sample_mask8_record { /* x86-warning {{subobject 'sample_mask8_record' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on i386-pc-linux-gnu), not 8 [d3d12-subobject-alignment]}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;
  UINT mask;
} __attribute__((aligned(8)));
struct masked_vertex_part {
  struct sample_mask8_record mask;
  struct vertex_shader_record vs; /* x86-note {{in stream 'masked_vertex_part', the runtime reads the next tag at byte 20, inside the stream's 24 bytes, after 'vs'}} */
};
struct masked_graphics_stream {
  struct masked_vertex_part vertex;
  struct pixel_shader_record ps; /* x86-note {{in stream 'masked_graphics_stream', 'ps' is at offset 24; the runtime reads it at offset 20}} */
};
