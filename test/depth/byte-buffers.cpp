// A stream grown in a std::vector of bytes, each subobject written through
// reinterpret_cast at the end of a resize (a shape engines' RHIs use): the
// desc-size check knows the buffer's size from the vector's, not from the
// byte its data() points to. SizeInBytes = size() is clean; a size past the
// buffer's end is found.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
// RUN: %check_clang_tidy %s 'd3d12-stream-desc-size' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-desc-size' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s --implicit-check-not=warning:
// TOOL: warning: SizeInBytes is stream.bytes.size() + 8 = 48 bytes, but pPipelineStateSubobjectStream points to 'stream.bytes.data()' (a buffer of unsigned char), 40 bytes: the runtime reads 8 bytes past its end
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <cstdint>
#include <vector>

struct StreamBytes {
  template <typename Subobject, typename Inner> void add(const Inner &inner) {
    size_t at = bytes.size();
    bytes.resize(at + sizeof(Subobject));
    reinterpret_cast<Subobject &>(bytes[at]) = inner;
  }
  D3D12_PIPELINE_STATE_STREAM_DESC desc() {
    D3D12_PIPELINE_STATE_STREAM_DESC d = {};
    d.pPipelineStateSubobjectStream = bytes.data();
    d.SizeInBytes = bytes.size();
    return d;
  }
  std::vector<uint8_t> bytes;
};

HRESULT computeFromBytes(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE cs,
                         ID3D12PipelineState **out) {
  StreamBytes stream;
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE>(root);
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_CS>(cs);
  D3D12_PIPELINE_STATE_STREAM_DESC desc = stream.desc();
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}

// Its twin: the size counted 8 bytes past the buffer's end.
HRESULT computeFromBytesOvercounted(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE cs,
                                    ID3D12PipelineState **out) {
  StreamBytes stream;
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE>(root);
  stream.add<CD3DX12_PIPELINE_STATE_STREAM_CS>(cs);
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {stream.bytes.size() + 8, stream.bytes.data()}; // expected-warning {{the runtime reads 8 bytes past its end}}
  // CHECK-MESSAGES: :[[@LINE-1]]:64: warning: SizeInBytes is stream.bytes.size() + 8 = 48 bytes, but pPipelineStateSubobjectStream points to 'stream.bytes.data()'
  return device->CreatePipelineState(&desc, IID_PPV_ARGS(out));
}
