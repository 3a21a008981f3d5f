// A record that holds a whole stream next to bookkeeping (a pipeline object
// with its stream, a dirty flag, a name) is not itself a stream: the code
// passes the stream member's address as pPipelineStateSubobjectStream, and
// the runtime never walks the holder. d3d12-stream-layout walks the stream
// (silent here: it is right) and not the holder. A record whose own members
// are subobjects next to a count (basic.cpp's CountedStream) is a stream,
// and so is any record whose address becomes pPipelineStateSubobjectStream.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct GraphicsStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// The holder: a stream, then state of its own.
struct GraphicsPipeline {
  GraphicsStream Stream;
  bool Dirty = true;
  const char *Name = nullptr;
};

HRESULT create(ID3D12Device2 *Device, GraphicsPipeline &Pipeline, ID3D12PipelineState **State) {
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Pipeline.Stream), &Pipeline.Stream};
  Pipeline.Dirty = false;
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(State));
}

// The same holder passed whole is a stream after all: the runtime reads the
// flag as a tag.
struct PassedWhole {
  GraphicsStream Stream;
  UINT Generation; // expected-warning-re {{member 'Generation' of stream 'PassedWhole' is not a subobject: the runtime reads its first 4 bytes, at offset {{64|32}}, as a subobject tag [d3d12-stream-layout]}}
};
HRESULT createWhole(ID3D12Device2 *Device, PassedWhole &Whole, ID3D12PipelineState **State) {
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Whole), &Whole};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(State));
}
