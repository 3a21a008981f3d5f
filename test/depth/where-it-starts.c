/* Where the value model starts (C): from the functions where the runtime
 * reads a desc and their callers, never from a function that only reads or
 * fills a desc it is handed. A driver's stream parser walks every desc it
 * is given and creates nothing: with no caller reaching the runtime, the
 * model follows no function of it. A helper that fills a stream is followed
 * from the function that hands the stream over, and what it wrote is seen.
 *
 * RUN: env PSOLINT_DUMP_VALUES=1 %clang -std=c11 -fsyntax-only %dx %plugin -DPARSER_ONLY %s 2>&1 | %FileCheck --check-prefix=PARSER %s --implicit-check-not=warning:
 * PARSER: functions analysed: 0
 * RUN: env PSOLINT_DUMP_VALUES=1 %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' %s 2>&1 | %FileCheck --check-prefix=BOTH %s
 * BOTH: use in create_pipeline
 * BOTH: functions analysed: 2
 * BOTH: warning: {{.*}}[d3d12-stream-desc-size]
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

typedef struct ShaderPair {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
  D3D12_SHADER_BYTECODE code;
} ShaderPair;

typedef struct ComputeStream {
  ShaderPair cs;
} ComputeStream;

/* The driver side: reads the tags of whatever stream it is handed. */
static UINT32 tag_at(const unsigned char *bytes, SIZE_T offset) {
  UINT32 tag;
  const unsigned char *from = bytes + offset;
  unsigned char *to = (unsigned char *)&tag;
  for (int i = 0; i < 4; ++i)
    to[i] = from[i];
  return tag;
}

int count_shaders(const D3D12_PIPELINE_STATE_STREAM_DESC *desc) {
  const unsigned char *bytes = (const unsigned char *)desc->pPipelineStateSubobjectStream;
  int shaders = 0;
  for (SIZE_T offset = 0; offset + 4 <= desc->SizeInBytes;
       offset += sizeof(ShaderPair)) {
    UINT32 tag = tag_at(bytes, offset);
    if (tag == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS ||
        tag == D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS)
      ++shaders;
  }
  return shaders;
}

#ifndef PARSER_ONLY
/* The application side: a helper fills the stream, its caller hands it to
 * the runtime with a size that leaves its one pair out. */
static void fill_compute(ComputeStream *s, const void *code, SIZE_T size) {
  s->cs.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  s->cs.code.pShaderBytecode = code;
  s->cs.code.BytecodeLength = size;
}

HRESULT create_pipeline(ID3D12Device2 *device, const void *code, SIZE_T size,
                        ID3D12PipelineState **pso) {
  ComputeStream stream;
  fill_compute(&stream, code, size);
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream) - sizeof(ShaderPair), &stream}; // expected-warning {{SizeInBytes is sizeof(stream) - sizeof(ShaderPair) = 0 bytes}}
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
}
#endif
