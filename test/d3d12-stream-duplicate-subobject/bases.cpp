// Base classes come first in a stream, in declaration order. A kind that two
// bases both set, or that a base sets and the derived record repeats, is a
// duplicate, reported at the later base or member; a base that is itself a
// subobject is named by its type.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct CommonState {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
};
struct MoreCommonState {
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
};
struct DepthState {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil;
};
struct LegacyDepthState {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil;
};

// Two stream bases with the same kind: reported at the second base.
struct TwoBases : CommonState, // expected-note {{'CommonState::RootSignature' sets ROOT_SIGNATURE here}}
                  MoreCommonState { // expected-warning {{stream 'TwoBases' sets subobject kind ROOT_SIGNATURE twice: 'MoreCommonState::RootSignature' repeats 'CommonState::RootSignature'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
};

// Two kinds of one family in two bases.
struct FamilyAcrossBases : DepthState, // expected-note {{'DepthState::DepthStencil' sets DEPTH_STENCIL1 here}}
                           LegacyDepthState { // expected-warning {{stream 'FamilyAcrossBases' sets DEPTH_STENCIL in 'LegacyDepthState::DepthStencil' after DEPTH_STENCIL1 in 'DepthState::DepthStencil'}}
};

// Clean bases stay silent.
struct CleanBases : CommonState, DepthState {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// Subobjects as bases.
struct alignas(void *) PixelShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  D3D12_SHADER_BYTECODE Shader;
};
struct alignas(void *) FragmentShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  D3D12_SHADER_BYTECODE Shader;
};

struct SubobjectBaseThenMember : PixelShaderPair { // expected-note {{'PixelShaderPair' sets PS here}}
  FragmentShaderPair Fragment; // expected-warning {{stream 'SubobjectBaseThenMember' sets subobject kind PS twice: 'Fragment' repeats 'PixelShaderPair'}}
};

struct TwoSubobjectBases : PixelShaderPair, // expected-note {{'PixelShaderPair' sets PS here}}
                           FragmentShaderPair { // expected-warning {{stream 'TwoSubobjectBases' sets subobject kind PS twice: 'FragmentShaderPair' repeats 'PixelShaderPair'}}
};

// d3dx12's ready-made stream as a base, and one of its kinds as another.
struct ReadyMadeAndHelperBases : CD3DX12_PIPELINE_STATE_STREAM, // expected-note {{'CD3DX12_PIPELINE_STATE_STREAM::PS' sets PS here}}
                                 CD3DX12_PIPELINE_STATE_STREAM_PS { // expected-warning {{stream 'ReadyMadeAndHelperBases' sets subobject kind PS twice: 'CD3DX12_PIPELINE_STATE_STREAM_PS' repeats 'CD3DX12_PIPELINE_STATE_STREAM::PS'}}
};

// A duplicate inside one base is the base's own finding, not repeated here.
struct FaultyBase {
  CD3DX12_PIPELINE_STATE_STREAM_GS GS; // expected-note {{'GS' sets GS here}}
  CD3DX12_PIPELINE_STATE_STREAM_GS GeometryShader; // expected-warning {{stream 'FaultyBase' sets subobject kind GS twice: 'GeometryShader' repeats 'GS'}}
};
struct DerivesFaultyBase : FaultyBase, CommonState {};
