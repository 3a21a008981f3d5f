// A kind twice, or two kinds of one family, in C++ streams built from
// d3dx12's helpers, hand-written pairs, nested streams and base classes.
// Duplicates do not depend on the target: every RUN line expects the same.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -Xclang -verify %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

// ---- one kind twice, with d3dx12's helpers ----------------------------------

struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS; // expected-note {{'VS' sets VS here}}
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader; // expected-warning {{stream 'HelperStream' sets subobject kind VS twice: 'VertexShader' repeats 'VS'; the runtime rejects a duplicate subobject with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
};

// Every later repetition is reported against the first one.
struct ThreeBlends {
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend; // expected-note 2 {{'Blend' sets BLEND here}}
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend2; // expected-warning {{stream 'ThreeBlends' sets subobject kind BLEND twice: 'Blend2' repeats 'Blend'}}
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend3; // expected-warning {{stream 'ThreeBlends' sets subobject kind BLEND twice: 'Blend3' repeats 'Blend'}}
};

// Distinct kinds that share an inner type are not duplicates.
struct EveryShaderOnce {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_HS HS;
  CD3DX12_PIPELINE_STATE_STREAM_DS DS;
  CD3DX12_PIPELINE_STATE_STREAM_GS GS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_NODE_MASK NodeMask;
};

// ---- hand-written pairs -----------------------------------------------------

struct alignas(void *) PixelShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  D3D12_SHADER_BYTECODE Shader;
};

// The same kind from another record, its kind given by a constructor.
struct alignas(void *) FragmentShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
  FragmentShaderPair() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS), Shader() {}
};

// No tag value anywhere: the kind comes from the inner type alone.
struct alignas(void *) InputLayoutPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_INPUT_LAYOUT_DESC Layout;
};

struct HandWrittenStream {
  PixelShaderPair Pixel; // expected-note 2 {{'Pixel' sets PS here}}
  InputLayoutPair Input; // expected-note {{'Input' sets INPUT_LAYOUT here}}
  PixelShaderPair Pixel2; // expected-warning {{stream 'HandWrittenStream' sets subobject kind PS twice: 'Pixel2' repeats 'Pixel'}}
  FragmentShaderPair Fragment; // expected-warning {{stream 'HandWrittenStream' sets subobject kind PS twice: 'Fragment' repeats 'Pixel'}}
  InputLayoutPair Input2; // expected-warning {{stream 'HandWrittenStream' sets subobject kind INPUT_LAYOUT twice: 'Input2' repeats 'Input'}}
};

// A helper and a hand-written pair of one kind.
struct MixedStream {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS; // expected-note {{'PS' sets PS here}}
  PixelShaderPair Pixel; // expected-warning {{stream 'MixedStream' sets subobject kind PS twice: 'Pixel' repeats 'PS'}}
};

// ---- families: DEPTH_STENCIL, DEPTH_STENCIL1, DEPTH_STENCIL2, any order ------

struct DsThenDs1 {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-note {{'DepthStencil' sets DEPTH_STENCIL here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil1; // expected-warning {{stream 'DsThenDs1' sets DEPTH_STENCIL1 in 'DepthStencil1' after DEPTH_STENCIL in 'DepthStencil': derived kinds count as the same subobject, so the runtime rejects the stream with E_INVALIDARG [d3d12-stream-duplicate-subobject]}}
};

// The order d3dx12's own parser accepts.
struct Ds1ThenDs {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil1; // expected-note {{'DepthStencil1' sets DEPTH_STENCIL1 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-warning {{stream 'Ds1ThenDs' sets DEPTH_STENCIL in 'DepthStencil' after DEPTH_STENCIL1 in 'DepthStencil1': derived kinds count}}
};

struct DsThenDs2 {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-note {{'DepthStencil' sets DEPTH_STENCIL here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil2; // expected-warning {{stream 'DsThenDs2' sets DEPTH_STENCIL2 in 'DepthStencil2' after DEPTH_STENCIL in 'DepthStencil'}}
};

struct Ds2ThenDs1 {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil2; // expected-note {{'DepthStencil2' sets DEPTH_STENCIL2 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil1; // expected-warning {{stream 'Ds2ThenDs1' sets DEPTH_STENCIL1 in 'DepthStencil1' after DEPTH_STENCIL2 in 'DepthStencil2'}}
};

struct Ds1ThenDs2 {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil1; // expected-note {{'DepthStencil1' sets DEPTH_STENCIL1 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil2; // expected-warning {{stream 'Ds1ThenDs2' sets DEPTH_STENCIL2 in 'DepthStencil2' after DEPTH_STENCIL1 in 'DepthStencil1'}}
};

struct Ds2ThenDs {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil2; // expected-note {{'DepthStencil2' sets DEPTH_STENCIL2 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-warning {{stream 'Ds2ThenDs' sets DEPTH_STENCIL in 'DepthStencil' after DEPTH_STENCIL2 in 'DepthStencil2'}}
};

// The same derived kind twice: d3dx12's parser accepts this one too.
struct Ds1Twice {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil1; // expected-note {{'DepthStencil1' sets DEPTH_STENCIL1 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 Depth; // expected-warning {{stream 'Ds1Twice' sets subobject kind DEPTH_STENCIL1 twice: 'Depth' repeats 'DepthStencil1'}}
};

struct Ds2Twice {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil2; // expected-note {{'DepthStencil2' sets DEPTH_STENCIL2 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 Depth; // expected-warning {{stream 'Ds2Twice' sets subobject kind DEPTH_STENCIL2 twice: 'Depth' repeats 'DepthStencil2'}}
};

// The whole family: each later member is reported against the first.
struct WholeDepthFamily {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil1; // expected-note 2 {{'DepthStencil1' sets DEPTH_STENCIL1 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-warning {{stream 'WholeDepthFamily' sets DEPTH_STENCIL in 'DepthStencil' after DEPTH_STENCIL1 in 'DepthStencil1'}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL2 DepthStencil2; // expected-warning {{stream 'WholeDepthFamily' sets DEPTH_STENCIL2 in 'DepthStencil2' after DEPTH_STENCIL1 in 'DepthStencil1'}}
};

// DEPTH_STENCIL_FORMAT is its own kind, not a member of the family.
struct DepthAndFormat {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT DSVFormat;
};

// A hand-written DEPTH_STENCIL1 pair after a helper DEPTH_STENCIL.
struct alignas(void *) DepthStencil1Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};

struct HelperThenPair {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-note {{'DepthStencil' sets DEPTH_STENCIL here}}
  DepthStencil1Pair Depth1; // expected-warning {{stream 'HelperThenPair' sets DEPTH_STENCIL1 in 'Depth1' after DEPTH_STENCIL in 'DepthStencil'}}
};

// ---- nested streams and base classes ----------------------------------------

struct CommonState {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
};

struct ShaderStages {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
};

// Clean compositions stay silent.
struct ComposedClean : CommonState {
  ShaderStages Stages;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil;
};

// Bases come first in the stream: the member repeats the base's VS.
struct BaseThenMember : CommonState { // expected-note {{'CommonState::VS' sets VS here}}
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader; // expected-warning {{stream 'BaseThenMember' sets subobject kind VS twice: 'VertexShader' repeats 'CommonState::VS'}}
};

// Duplicates across two bases: bases.cpp.

// A member repeating a kind of a nested stream, and the other way round:
// the path names the member inside the nested stream.
struct NestedThenMember {
  CommonState Common; // expected-note {{'Common.VS' sets VS here}}
  CD3DX12_PIPELINE_STATE_STREAM_VS VS; // expected-warning {{stream 'NestedThenMember' sets subobject kind VS twice: 'VS' repeats 'Common.VS'}}
};

struct MemberThenNested {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS; // expected-note {{'PS' sets PS here}}
  ShaderStages Stages; // expected-warning {{stream 'MemberThenNested' sets subobject kind PS twice: 'Stages.PS' repeats 'PS'}}
};

struct NestedThenFamily {
  ComposedClean Composed; // expected-note {{'Composed.DepthStencil' sets DEPTH_STENCIL1 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-warning {{stream 'NestedThenFamily' sets DEPTH_STENCIL in 'DepthStencil' after DEPTH_STENCIL1 in 'Composed.DepthStencil'}}
};

// Two levels of nesting.
struct Outermost {
  NestedThenMember Inner; // expected-note {{'Inner.Common.RootSignature' sets ROOT_SIGNATURE here}}
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature; // expected-warning {{stream 'Outermost' sets subobject kind ROOT_SIGNATURE twice: 'RootSignature' repeats 'Inner.Common.RootSignature'}}
};

// A duplicate inside a nested stream is reported once, at the nested stream
// (above, for NestedThenMember), not again in each stream that holds it.
struct HoldsFaultyStream {
  NestedThenMember Faulty;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};
struct HoldsFaultyBase : NestedThenMember {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// ---- d3dx12's ready-made streams --------------------------------------------

// Each alone carries every slot once: silent.
struct UsesStream {
  CD3DX12_PIPELINE_STATE_STREAM Stream;
};
struct UsesStream1 {
  CD3DX12_PIPELINE_STATE_STREAM1 Stream;
};
struct UsesStream2 {
  CD3DX12_PIPELINE_STATE_STREAM2 Stream;
};
struct ExtendsStream2 : CD3DX12_PIPELINE_STATE_STREAM2 {};
CD3DX12_PIPELINE_STATE_STREAM1 ReadyMadeObject;

// Two of them in one struct repeat every kind; the second is reported once.
struct TwoReadyMade {
  CD3DX12_PIPELINE_STATE_STREAM Legacy; // expected-note {{'Legacy.Flags' sets FLAGS here}}
  CD3DX12_PIPELINE_STATE_STREAM2 Mesh; // expected-warning {{stream 'TwoReadyMade' sets subobject kind FLAGS twice: 'Mesh.Flags' repeats 'Legacy.Flags'}}
};

// A ready-made stream plus one more DEPTH_STENCIL: STREAM1 carries DEPTH_STENCIL1.
struct ReadyMadePlusDepth {
  CD3DX12_PIPELINE_STATE_STREAM1 Stream; // expected-note {{'Stream.DepthStencilState' sets DEPTH_STENCIL1 here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-warning {{stream 'ReadyMadePlusDepth' sets DEPTH_STENCIL in 'DepthStencil' after DEPTH_STENCIL1 in 'Stream.DepthStencilState'}}
};

struct ReadyMadeBasePlusMember : CD3DX12_PIPELINE_STATE_STREAM { // expected-note {{'CD3DX12_PIPELINE_STATE_STREAM::PS' sets PS here}}
  CD3DX12_PIPELINE_STATE_STREAM_PS ExtraPS; // expected-warning {{stream 'ReadyMadeBasePlusMember' sets subobject kind PS twice: 'ExtraPS' repeats 'CD3DX12_PIPELINE_STATE_STREAM::PS'}}
};

// ---- templates: diagnosed once, at the pattern --------------------------------

template <typename Extra> struct StreamWithExtra {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS; // expected-note {{'VS' sets VS here}}
  Extra Additional;
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader; // expected-warning-re {{stream 'StreamWithExtra<{{.*}}>' sets subobject kind VS twice: 'VertexShader' repeats 'VS'}}
};
StreamWithExtra<CD3DX12_PIPELINE_STATE_STREAM_PS> WithPS;
StreamWithExtra<CD3DX12_PIPELINE_STATE_STREAM_GS> WithGS;
StreamWithExtra<CD3DX12_PIPELINE_STATE_STREAM_HS> WithHS;

// The duplicate exists only in some instantiations; reported once at the pattern.
template <typename First, typename Second> struct TwoSubobjects {
  First A; // expected-note-re {{'A' sets {{[A-Z]+}} here}}
  Second B; // expected-warning-re {{stream 'TwoSubobjects<{{.*}}>' sets subobject kind {{[A-Z]+}} twice: 'B' repeats 'A'}}
};
TwoSubobjects<CD3DX12_PIPELINE_STATE_STREAM_VS, CD3DX12_PIPELINE_STATE_STREAM_PS> Clean;
TwoSubobjects<CD3DX12_PIPELINE_STATE_STREAM_PS, CD3DX12_PIPELINE_STATE_STREAM_PS> DuplicatePS;
TwoSubobjects<CD3DX12_PIPELINE_STATE_STREAM_GS, CD3DX12_PIPELINE_STATE_STREAM_GS> DuplicateGS;
