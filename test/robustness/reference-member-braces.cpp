// A class that holds a stream and a reference to something else, the
// reference bound with braces in its constructor (`Alloc{Allocator}`): the
// braces are an lvalue list around the object. psolint crashed on it (eval
// and lvalue asked each other without end), on DiligentCore's pipeline
// code. The defect in the stream is still found.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
// RUN: %not %psolint --checks='-*,d3d12-stream-desc-size' %s -- -std=c++17 %dx | %FileCheck %s
// CHECK: reference-member-braces.cpp:[[@LINE+21]]:{{[0-9]+}}: warning: SizeInBytes is sizeof(Desc)
// CHECK-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct Allocator {
  void *allocate(SIZE_T Size);
};

struct ComputeStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
};

class ComputeBuilder {
public:
  ComputeBuilder(Allocator &Memory, D3D12_SHADER_BYTECODE Code) : Memory{Memory} { Stream.CS = Code; }
  HRESULT create(ID3D12Device2 *Device, ID3D12PipelineState **Out) {
    D3D12_PIPELINE_STATE_STREAM_DESC Desc;
    Desc.pPipelineStateSubobjectStream = &Stream;
    Desc.SizeInBytes = sizeof(Desc); // expected-warning-re {{SizeInBytes is sizeof(Desc) = {{8|16}} bytes, but pPipelineStateSubobjectStream points to 'Stream' (ComputeStream), {{[0-9]+}} bytes: the runtime stops after {{8|16}} bytes and never reads the rest [d3d12-stream-desc-size]}}
    return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Out));
  }

private:
  Allocator &Memory;
  ComputeStream Stream;
};

HRESULT build(ID3D12Device2 *Device, Allocator &Memory, D3D12_SHADER_BYTECODE Code,
              ID3D12PipelineState **Out) {
  ComputeBuilder Builder(Memory, Code);
  return Builder.create(Device, Out);
}
