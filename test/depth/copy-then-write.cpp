// A helper that copies a stream and then writes one of its members: the
// bytes after the member it writes still come from the same place in the
// source, not from its start. Both streams are sound: no finding.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// expected-no-diagnostics
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct VertexStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// The copy, then the root signature: VS and PS keep the source's bytes.
void copyWithRoot(VertexStream &To, const VertexStream &From,
                  ID3D12RootSignature *Root) {
  To = From;
  To.RootSignature = Root;
}

HRESULT build(ID3D12Device2 *Device, ID3D12RootSignature *Root,
              D3D12_SHADER_BYTECODE Vertex, D3D12_SHADER_BYTECODE Pixel,
              ID3D12PipelineState **Out) {
  VertexStream Template;
  Template.VS = Vertex;
  Template.PS = Pixel;
  VertexStream Stream;
  copyWithRoot(Stream, Template, Root);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Out));
}
