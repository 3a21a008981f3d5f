/* A function that fills and hands over a stream may name itself (__func__
 * in a logging call, a driver's error macro). The name is an object the
 * value model does not place; asking where it is must end. psolint crashed
 * on such a call (eval and lvalue asked each other without end), on Mesa's
 * Vulkan-on-D3D12 pipeline code. The defect in the stream is still found.
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
 * RUN: %not %psolint --checks='-*,d3d12-stream-desc-size' %s -- -std=c11 %dx | %FileCheck %s
 * CHECK: function-name-objects.c:[[@LINE+25]]:{{[0-9]+}}: warning: SizeInBytes is sizeof(desc)
 * CHECK-NOT: warning:
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

typedef struct ShaderSub {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
  D3D12_SHADER_BYTECODE code;
} ShaderSub;

typedef struct ComputeStream {
  ShaderSub cs;
} ComputeStream;

void report_failure(const char *where, HRESULT result);

HRESULT create_compute(ID3D12Device2 *device, D3D12_SHADER_BYTECODE code,
                       ID3D12PipelineState **pso) {
  ComputeStream s;
  D3D12_PIPELINE_STATE_STREAM_DESC desc;
  HRESULT result;
  s.cs.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
  s.cs.code = code;
  desc.pPipelineStateSubobjectStream = &s;
  desc.SizeInBytes = sizeof(desc); /* expected-warning-re {{SizeInBytes is sizeof(desc) = {{8|16}} bytes, but pPipelineStateSubobjectStream points to 's' (ComputeStream), {{[0-9]+}} bytes: the runtime stops after {{8|16}} bytes and never reads the rest [d3d12-stream-desc-size]}} */
  result = device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pso);
  if (result < 0)
    report_failure(__func__, result);
  return result;
}
