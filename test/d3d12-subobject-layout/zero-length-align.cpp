// d3d12-subobject-layout: a zero-length array before the tag holds no byte
// (a GNU extension that Rust's d3d12 bindings' pair shape re-expresses in
// C++): it only aligns the pair to a pointer, the tag stays at offset 0 and
// the inner where the runtime reads it; nothing to report, on x64 and x86,
// in a stream the runtime reads. Its defect twin: a one-element array there
// moves the tag.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-*' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-*' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-*' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL: zero-length-align.cpp:43:{{[0-9]+}}: warning: tag of subobject 'WideSlot' is at offset
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <cstdint>

template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind> struct Slot {
  uintptr_t align_[0];
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind = Kind;
  Inner desc;
};

struct ComputeStream {
  Slot<ID3D12RootSignature *, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE> root;
  Slot<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS> cs;
  Slot<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK> nodeMask;
  Slot<DXGI_SAMPLE_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC> samples;
};

HRESULT createCompute(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE cs,
                      ID3D12PipelineState **out) {
  ComputeStream stream;
  stream.root.desc = root;
  stream.cs.desc = cs;
  stream.nodeMask.desc = 0;
  stream.samples.desc = {1, 0};
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// One element: four or eight bytes before the tag.
struct WideSlot { // expected-note {{'WideSlot' as declared: tag at}}
  uintptr_t align_[1];
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE kind = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK; // expected-warning {{tag of subobject 'WideSlot' is at offset}}
  // CHECK-MESSAGES: :[[@LINE-1]]:{{[0-9]+}}: warning: tag of subobject 'WideSlot' is at offset
  UINT mask;
};
WideSlot wide;
