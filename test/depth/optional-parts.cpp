// WickedEngine's optional parts: the stream is a graphics part and a mesh
// part, SizeInBytes is the first part's size, and the second part's is
// added with += when the device supports mesh shaders. Both sizes end on a
// subobject, so both are meant; a mesh pipeline created without the mesh
// part has no shader, but whether the program ever does that is not in this
// function: silent. The twins add a part twice, and give the second part's
// size where the first part's was meant.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' -Xclang -verify=x86 %s
// RUN: %check_clang_tidy %s 'd3d12-stream-pipeline-type,d3d12-stream-desc-size' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-2: warning: SizeInBytes
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct PipelineStream {
  struct GraphicsPart {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
    CD3DX12_PIPELINE_STATE_STREAM_VS VS;
    CD3DX12_PIPELINE_STATE_STREAM_PS PS;
    CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
  } Graphics;
  struct MeshPart {
    CD3DX12_PIPELINE_STATE_STREAM_AS AS;
    CD3DX12_PIPELINE_STATE_STREAM_MS MS;
  } Mesh;
};

struct ShaderSet {
  ID3DBlob *Vertex, *Pixel, *Amplification, *Meshlet;
};

class Device {
public:
  bool supportsMeshShaders() const;
  HRESULT create(const ShaderSet &Shaders, ID3D12PipelineState **Pso);
  HRESULT createTwice(const ShaderSet &Shaders, ID3D12PipelineState **Pso);
  HRESULT createSwapped(const ShaderSet &Shaders, ID3D12PipelineState **Pso);

private:
  ID3D12Device2 *Native = nullptr;
};

HRESULT Device::create(const ShaderSet &Shaders, ID3D12PipelineState **Pso) {
  PipelineStream Stream = {};
  if (Shaders.Meshlet) {
    Stream.Mesh.AS = CD3DX12_SHADER_BYTECODE(Shaders.Amplification);
    Stream.Mesh.MS = CD3DX12_SHADER_BYTECODE(Shaders.Meshlet);
  } else {
    Stream.Graphics.VS = CD3DX12_SHADER_BYTECODE(Shaders.Vertex);
  }
  Stream.Graphics.PS = CD3DX12_SHADER_BYTECODE(Shaders.Pixel);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(Stream.Graphics);
  if (supportsMeshShaders())
    Desc.SizeInBytes += sizeof(Stream.Mesh);
  return Native->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT Device::createTwice(const ShaderSet &Shaders, ID3D12PipelineState **Pso) {
  PipelineStream Stream = {};
  Stream.Graphics.VS = CD3DX12_SHADER_BYTECODE(Shaders.Vertex);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(Stream.Graphics);
  if (supportsMeshShaders()) // expected-note {{on the path where this condition is true}} x86-note {{on the path where this condition is true}}
    Desc.SizeInBytes += sizeof(Stream); // expected-warning {{SizeInBytes is 272 bytes after this +=, but pPipelineStateSubobjectStream points to 'Stream' (PipelineStream), 160 bytes: the runtime reads 112 bytes past its end}} x86-warning {{SizeInBytes is 184 bytes after this +=, but pPipelineStateSubobjectStream points to 'Stream' (PipelineStream), 104 bytes: the runtime reads 80 bytes past its end}}
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: SizeInBytes is 272 bytes after this +=
  return Native->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT Device::createSwapped(const ShaderSet &Shaders, ID3D12PipelineState **Pso) {
  PipelineStream Stream = {};
  Stream.Graphics.VS = CD3DX12_SHADER_BYTECODE(Shaders.Vertex);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(PipelineStream::MeshPart); // expected-warning {{SizeInBytes is sizeof(PipelineStream::MeshPart) = 48 bytes, but pPipelineStateSubobjectStream points to 'Stream' (PipelineStream), 160 bytes: the runtime stops after 48 bytes and never reads the rest}} x86-warning {{SizeInBytes is sizeof(PipelineStream::MeshPart) = 24 bytes}}
  // CHECK-MESSAGES: :[[@LINE-1]]:22: warning: SizeInBytes is sizeof(PipelineStream::MeshPart) = 48 bytes
  // CHECK-FIXES: Desc.SizeInBytes = sizeof(Stream); //
  return Native->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}
