/* Placement decides the record checks (C). Stream readers and byte-buffer
 * writers declare a {tag, inner} view struct per kind, without pointer
 * alignment, and reach it only through pointers at a cursor they align
 * themselves: nothing lays those structs out for the runtime, so nothing is
 * reported. The same structs placed by value in a stream, where the runtime
 * reads them elsewhere, are reported once, at the struct, with a note at the
 * stream where it bites; StrictRecords brings back the declaration verdict.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -DPLACED -Xclang -verify=placed %s
 * RUN: %check_clang_tidy %s 'd3d12-*' %t.c -- -std=c11 %dx
 * RUN: %psolint %s -- -std=c11 %dx | count 0
 * RUN: %not %psolint --strict-records %s -- -std=c11 %dx | %FileCheck --check-prefix=STRICT %s
 * STRICT: warning: subobject 'blend_view' is aligned to 4 bytes
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* ---- a reader: one view struct per kind, from one macro ---------------- */
#define VIEW(name, inner)                                                     \
  struct name {                                                               \
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;                                 \
    inner value;                                                              \
  };
VIEW(rasterizer_view, D3D12_RASTERIZER_DESC)
VIEW(sample_desc_view, DXGI_SAMPLE_DESC)
VIEW(depth_stencil1_view, D3D12_DEPTH_STENCIL_DESC1)
VIEW(blend_view, D3D12_BLEND_DESC)

/* A reader's view with the padding the runtime's rounding leaves, spelled
 * for 64-bit targets only. */
struct blend_then_pad_view {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
  D3D12_BLEND_DESC blend;
#if defined(__x86_64__) || defined(_WIN64)
  UINT pad;
#endif
};

unsigned blend_view_size(void) { return (unsigned)sizeof(struct blend_then_pad_view); }

static size_t align_up(size_t value, size_t alignment) {
  return (value + alignment - 1) & ~(alignment - 1);
}

/* Counts the blend subobjects of a stream the way the runtime walks it. */
unsigned count_blends(const D3D12_PIPELINE_STATE_STREAM_DESC *desc) {
  const uint8_t *base = (const uint8_t *)desc->pPipelineStateSubobjectStream;
  size_t cursor = 0;
  unsigned blends = 0;
  while (cursor < desc->SizeInBytes) {
    const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *type =
        (const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *)(base + cursor);
    size_t size = sizeof(*type);
    if (*type == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND) {
      const struct blend_view *view = (const struct blend_view *)type;
      blends += view->value.AlphaToCoverageEnable ? 1 : 0;
      size = sizeof(*view);
    } else if (*type == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC) {
      size = sizeof(struct sample_desc_view);
    }
    cursor = align_up(cursor + size, sizeof(void *));
  }
  return blends;
}

/* ---- a writer: a byte buffer, a cursor aligned to a pointer ------------- */
struct stream_builder {
  uint8_t bytes[1024];
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
};

#define STREAM_APPEND(builder, kind, inner_type, out)                         \
  inner_type *out;                                                            \
  do {                                                                        \
    struct {                                                                  \
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;                               \
      inner_type inner;                                                       \
    } *slot_;                                                                 \
    (builder)->desc.SizeInBytes =                                             \
        align_up((builder)->desc.SizeInBytes, sizeof(void *));                \
    slot_ = (void *)((builder)->bytes + (builder)->desc.SizeInBytes);         \
    (builder)->desc.SizeInBytes += sizeof(*slot_);                            \
    slot_->type = (kind);                                                     \
    out = &slot_->inner;                                                      \
    memset(out, 0, sizeof(*out));                                             \
  } while (0)

void build(struct stream_builder *builder) {
  builder->desc.pPipelineStateSubobjectStream = builder->bytes;
  builder->desc.SizeInBytes = 0;
  STREAM_APPEND(builder, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND,
                D3D12_BLEND_DESC, blend);
  blend->IndependentBlendEnable = FALSE;
  STREAM_APPEND(builder, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC,
                DXGI_SAMPLE_DESC, sample);
  sample->Count = 1;
}

#ifdef PLACED
/* The defective twin: the same view structs placed by value. The BLEND
 * view is 332 bytes, so the sample-desc view after it starts at 332; the
 * runtime reads it at 336. The BLEND view's size is why: it is reported
 * once, with the stream as a note. The sample-desc view starts off the
 * cursor only because of it, and aligning the BLEND view moves it into
 * place: no second warning. */
struct placed_stream {
  struct blend_view blend;
  struct sample_desc_view sample; // placed-note {{in stream 'placed_stream', 'sample' is at offset 332; the runtime reads it at offset 336}}
};
/* placed-warning@31 {{subobject 'blend_view' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes}} */
/* placed-note@24 {{in the expansion of macro 'VIEW'}} */
#endif
// expected-no-diagnostics
