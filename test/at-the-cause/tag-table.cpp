// tag-table.c in C++: a stream of generic slots whose tags a loop copies
// from a constexpr table of kinds. The table's entry is the cause; the
// loop's assignment, the creation call and the helper's call are notes.
// The clean twin names GS where the defect repeats VS.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %compare_frontends --work %t/x64 %s -- -std=c++17 %dx
// RUN: %not %psolint %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL: tag-table.cpp:[[@LINE+35]]:{{[0-9]+}}: warning: stream 'stream' sets subobject kind VS twice: 'slots[3]' repeats 'slots[0]'
// TOOL: tag-table.cpp:[[@LINE+19]]:5: note: the tag of 'slots[0]' is set to VS here
// TOOL: tag-table.cpp:[[@LINE+30]]:28: note: the tag of 'slots[0]' is read from it here
// TOOL: tag-table.cpp:[[@LINE+20]]:5: note: the tag of 'slots[3]' is set to VS here
// TOOL: tag-table.cpp:[[@LINE+28]]:28: note: the tag of 'slots[3]' is read from it here
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

using Kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE;

struct alignas(void *) Slot {
  Kind type;
  D3D12_SHADER_BYTECODE code;
};
struct ShaderStream {
  Slot slots[4];
};

constexpr Kind kStages[] = {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, // expected-note {{the tag of 'slots[0]' is set to VS here}}
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS,
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS,
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, // expected-note {{the tag of 'slots[3]' is set to VS here}}
};
constexpr Kind kStagesFixed[] = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS,
                                 D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS};

static HRESULT create(ID3D12Device2 *device, const Kind (&kinds)[4], const D3D12_SHADER_BYTECODE (&code)[4],
                      ID3D12PipelineState **out) {
  ShaderStream stream; // expected-note {{stream 'stream' is declared here}}
  for (int i = 0; i < 4; ++i) {
    stream.slots[i].type = kinds[i]; // expected-note 2 {{is read from it here}}
    stream.slots[i].code = code[i];
  }
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream}; // expected-warning {{stream 'stream' sets subobject kind VS twice: 'slots[3]' repeats 'slots[0]'}}
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out)); // expected-note {{where CreatePipelineState reads it}}
}

HRESULT createTessellated(ID3D12Device2 *device, const D3D12_SHADER_BYTECODE (&code)[4], ID3D12PipelineState **out) {
  HRESULT hr = create(device, kStagesFixed, code, out);
  return hr | create(device, kStages, code, out); // expected-note {{by this call}} expected-note {{the desc is given to the runtime through this call}}
}
