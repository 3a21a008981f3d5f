/* Records that no placement can make wrong stay silent, placed or not: a
 * stream parser's per-kind view (an anonymous {tag, value} struct declared
 * where a switch case reads it through a pointer, advancing its own cursor
 * rounded to a pointer), a test suite's {tag, inner} pairs unioned whole
 * with a pointer, and a byte-buffer writer's slot view. Their tags are
 * first and 4 bytes and their values sit where the runtime reads them; what
 * their size would do in a stream depends on a placement, and nothing
 * places them. On x86_64 and on x86, in all three front-ends.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
 * RUN: %check_clang_tidy %s 'd3d12-*' %t.c -- -std=c11 %dx
 * RUN: %check_clang_tidy %s 'd3d12-*' %t.c -- -m32 -std=c11 %dx
 * RUN: %psolint %s -- -std=c11 %dx | count 0
 * RUN: %psolint %s -- -m32 -std=c11 %dx | count 0
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* ---- a parser: one view per case, read at its own cursor --------------- */
struct parsed_state {
  D3D12_SHADER_BYTECODE vs, ps;
  D3D12_PRIMITIVE_TOPOLOGY_TYPE topology;
  UINT sample_mask;
};

#define READ_CASE(kind, value_type, field)                                     \
  case D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_##kind: {                           \
    const struct {                                                             \
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE tag;                                 \
      value_type value;                                                        \
    } *view = (const void *)at;                                                \
    if (at + sizeof(*view) > end)                                              \
      return E_INVALIDARG;                                                     \
    out->field = view->value;                                                  \
    at += (sizeof(*view) + sizeof(void *) - 1) & ~(sizeof(void *) - 1);        \
    break;                                                                     \
  }

HRESULT parse_stream(const D3D12_PIPELINE_STATE_STREAM_DESC *desc,
                     struct parsed_state *out) {
  const uint8_t *at = desc->pPipelineStateSubobjectStream;
  const uint8_t *end = at + desc->SizeInBytes;
  while (at < end) {
    switch (*(const D3D12_PIPELINE_STATE_SUBOBJECT_TYPE *)at) {
      READ_CASE(VS, D3D12_SHADER_BYTECODE, vs)
      READ_CASE(PS, D3D12_SHADER_BYTECODE, ps)
      READ_CASE(PRIMITIVE_TOPOLOGY, D3D12_PRIMITIVE_TOPOLOGY_TYPE, topology)
      READ_CASE(SAMPLE_MASK, UINT, sample_mask)
    default:
      return E_INVALIDARG;
    }
  }
  return S_OK;
}

/* ---- a test suite's pairs, each unioned whole with a pointer ------------ */
union topology_pair {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE tag;
    D3D12_PRIMITIVE_TOPOLOGY_TYPE topology;
  };
  void *align_to_pointer;
};
union mask_pair {
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE tag;
    UINT mask;
  };
  void *align_to_pointer;
};

/* ---- a writer: slots carved out of a byte buffer ------------------------ */
struct byte_stream {
  _Alignas(void *) uint8_t bytes[512];
  size_t used;
};

static void *append(struct byte_stream *s, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE tag,
                    size_t value_size, size_t value_align) {
  size_t start = (s->used + sizeof(void *) - 1) & ~(sizeof(void *) - 1);
  size_t value_at = (sizeof(tag) + value_align - 1) & ~(value_align - 1);
  memcpy(s->bytes + start, &tag, sizeof(tag));
  s->used = start + value_at + value_size;
  return s->bytes + start + value_at;
}

struct mask_slot {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE tag;
  UINT mask;
};

void write_mask(struct byte_stream *s, UINT mask) {
  struct mask_slot *slot = (struct mask_slot *)(s->bytes + s->used);
  UINT *value = append(s, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK,
                       sizeof(UINT), _Alignof(UINT));
  *value = mask;
  (void)slot;
}
// expected-no-diagnostics
