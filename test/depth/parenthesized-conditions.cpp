// A runtime call inside a condition that a macro wraps in parentheses
// (SUCCEEDED, FAILED) is read where it is made, like any other: the CFG
// lists the expression without its parentheses, and the model took the
// parenthesised expression for part of a larger one. The shape of a
// renderer's mesh-pipeline path: the stream is filled in straight-line
// code, its desc measured by the wrong sizeof, and the call made in an
// `if` with an init-statement.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <cassert>

struct MeshStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_MS MS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

bool createMesh(ID3D12Device2 *Device, ID3D12RootSignature *Root,
                D3D12_SHADER_BYTECODE Mesh, D3D12_SHADER_BYTECODE Pixel,
                ID3D12PipelineState **Out) {
  MeshStream Stream;
  Stream.RootSignature = Root;
  Stream.MS = Mesh;
  Stream.PS = Pixel;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  Desc.pPipelineStateSubobjectStream = &Stream;
  Desc.SizeInBytes = sizeof(Desc); // expected-warning-re {{SizeInBytes is sizeof(Desc) = {{8|16}} bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), {{[0-9]+}} bytes: the runtime stops after {{8|16}} bytes and never reads the rest [d3d12-stream-desc-size]}}
  if (HRESULT Result = S_OK; SUCCEEDED(Result = Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Out))))
    return true;
  return false;
}

// FAILED around the call, and the size written as a parenthesised
// statement: the clean twin. The desc is cleared after the call for the
// next pipeline; what the runtime read is what it held at the call (a
// model that missed the call judged the cleared desc where the function
// ends).
bool createMeshClean(ID3D12Device2 *Device, ID3D12RootSignature *Root,
                     D3D12_SHADER_BYTECODE Mesh, D3D12_SHADER_BYTECODE Pixel,
                     ID3D12PipelineState **Out) {
  // assert() is a parenthesised expression too: it names the function
  // (__PRETTY_FUNCTION__), an object the model does not place.
  assert(Device && Root);
  MeshStream Stream;
  Stream.RootSignature = Root;
  Stream.MS = Mesh;
  Stream.PS = Pixel;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  Desc.pPipelineStateSubobjectStream = &Stream;
  (Desc.SizeInBytes = sizeof(Stream));
  HRESULT Result = S_OK;
  if (FAILED((Result = Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Out)))))
    Result = E_FAIL;
  Desc.SizeInBytes = 0;
  return SUCCEEDED(Result);
}
