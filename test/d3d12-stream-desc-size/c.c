// C: the same rule for streams of hand-written pairs, `sizeof d` without
// parentheses, member assignments; the fix-it is written with parentheses
// and the fixed copy compiles clean with the check and -Werror.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify=x64 %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify=x86 %s
// RUN: cp %s %t.c
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -fixit %t.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.c %s
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Werror %t.c
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Werror %t.c
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

typedef struct ShaderSubobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
} ShaderSubobject;

typedef struct SampleDescSubobject {
  _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_SAMPLE_DESC SampleDesc;
} SampleDescSubobject;

/* x64: 24 + 16 = 40 bytes, the last 4 padding; x86: 12 + 12 = 24, no padding. */
typedef struct ComputeStream {
  ShaderSubobject cs;
  SampleDescSubobject sampleDesc;
} ComputeStream;

void build(const void *bytecode, SIZE_T size) {
  ComputeStream s = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {bytecode, size}},
                     {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC, {1, 0}}};
  D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof d, &s};
  // x64-warning@-1 {{SizeInBytes is sizeof d = 16 bytes, but pPipelineStateSubobjectStream points to 's' (ComputeStream), 40 bytes: the runtime stops after 16 bytes and never reads the rest [d3d12-stream-desc-size]}}
  // x86-warning@-2 {{SizeInBytes is sizeof d = 8 bytes, but pPipelineStateSubobjectStream points to 's' (ComputeStream), 24 bytes: the runtime stops after 8 bytes and never reads the rest [d3d12-stream-desc-size]}}
  D3D12_PIPELINE_STATE_STREAM_DESC e;
  e.SizeInBytes = sizeof(&s);
  // x64-warning@-1 {{SizeInBytes is sizeof(&s) = 8 bytes, but pPipelineStateSubobjectStream points to 's' (ComputeStream), 40 bytes}}
  // x86-warning@-2 {{SizeInBytes is sizeof(&s) = 4 bytes, but pPipelineStateSubobjectStream points to 's' (ComputeStream), 24 bytes}}
  e.pPipelineStateSubobjectStream = &s;
  D3D12_PIPELINE_STATE_STREAM_DESC f = {sizeof(ShaderSubobject), &s};
  // x64-warning@-1 {{SizeInBytes is sizeof(ShaderSubobject) = 24 bytes, but pPipelineStateSubobjectStream points to 's' (ComputeStream), 40 bytes}}
  // x86-warning@-2 {{SizeInBytes is sizeof(ShaderSubobject) = 12 bytes, but pPipelineStateSubobjectStream points to 's' (ComputeStream), 24 bytes}}

  /* Silent: the stream's size, and the size without the last pair's padding on x64. */
  D3D12_PIPELINE_STATE_STREAM_DESC g = {sizeof s, &s};
  D3D12_PIPELINE_STATE_STREAM_DESC h = {sizeof(ComputeStream), &s};
  D3D12_PIPELINE_STATE_STREAM_DESC i = {sizeof(ComputeStream) - (sizeof(void *) == 8 ? 4 : 0), &s};
  (void)d; (void)e; (void)f; (void)g; (void)h; (void)i;
}

// APPLIED-COUNT-3: warning: SizeInBytes is

// FIXED: D3D12_PIPELINE_STATE_STREAM_DESC d = {sizeof(s), &s};
// FIXED: e.SizeInBytes = sizeof(s);
// FIXED: D3D12_PIPELINE_STATE_STREAM_DESC f = {sizeof(s), &s};
