/* measured-prefix.cpp in C11, with the program's own records: a size
 * measured up to the flags leaves the vertex shader out (d3d12-stream-desc-
 * size, at the size; offsetof is a macro in C, so no fix-it edits it); one measured up to the optional sample mask keeps a
 * whole pipeline (silent).
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -Xclang -verify %s
 * RUN: %compare_frontends --work %t %s -- -std=c11 %dx
 * RUN: %not %psolint %s -- -m32 -std=c11 %dx | %FileCheck --check-prefix=TOOL %s
 * TOOL: measured-prefix.c:{{[0-9]+}}:22: warning: SizeInBytes is offsetof(struct pso_stream, root) = 8 bytes, a part of 'stream' (struct pso_stream, {{[0-9]+}} bytes) that leaves out its shader 'vs'{{.*}}[d3d12-stream-desc-size]
 * TOOL-NOT: warning:
 */
#define COBJMACROS
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <stddef.h>

#define RECORD(name, inner)                                                    \
  struct name {                                                                \
    _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind;                 \
    inner value;                                                               \
  }
RECORD(flags_record, D3D12_PIPELINE_STATE_FLAGS);
RECORD(root_record, ID3D12RootSignature *);
RECORD(shader_record, D3D12_SHADER_BYTECODE);
RECORD(mask_record, UINT);

struct pso_stream {
  struct flags_record flags;
  struct root_record root;
  struct shader_record vs; /* expected-note {{'vs' starts at byte}} */
  struct mask_record mask;
};

ID3D12PipelineState *create(ID3D12Device2 *device, ID3D12RootSignature *root,
                            D3D12_SHADER_BYTECODE vs, int whole) {
  struct pso_stream stream = { /* expected-note {{stream 'stream' is declared here}} */
      {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_FLAGS, D3D12_PIPELINE_STATE_FLAG_NONE},
      {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, root},
      {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, vs},
      {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK, UINT_MAX}};
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  desc.pPipelineStateSubobjectStream = &stream;
  desc.SizeInBytes = offsetof(struct pso_stream, root); /* expected-warning-re {{SizeInBytes is offsetof(struct pso_stream, root) = 8 bytes, a part of 'stream' (struct pso_stream, {{[0-9]+}} bytes) that leaves out its shader 'vs': the runtime reads no VS, CS or MS and fails with E_INVALIDARG [d3d12-stream-desc-size]}} */
  ID3D12PipelineState *state = NULL;
  ID3D12Device2_CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)&state);

  /* The sample mask is optional here: the part before it is a whole
   * pipeline. */
  D3D12_PIPELINE_STATE_STREAM_DESC without_mask = {offsetof(struct pso_stream, mask), &stream};
  ID3D12Device2_CreatePipelineState(device, &without_mask, &IID_ID3D12PipelineState, (void **)&state);
  return state;
}
