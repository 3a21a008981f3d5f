// No fix-it where removing the duplicate could change what the code means or
// stop it compiling: the member is named somewhere (member expression,
// designated initialiser, offsetof, constructor initialiser, a template
// body's dependent access), it is not an exact duplicate (another kind of
// the family, another type, reached through a nested stream, declared with
// another member), or it is written by a macro. One stream at the end is
// removable, to show fix-its are made in this translation unit.
// RUN: %clangxx -std=c++20 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx -std=c++20 -fsyntax-only %dx %plugin -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | %FileCheck --implicit-check-not=fix-it: %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++20 -fsyntax-only %dx_win %plugin -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | %FileCheck --implicit-check-not=fix-it: %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <stddef.h>

// ---- the duplicate is named -------------------------------------------------

struct NamedByMemberExpr {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS; // expected-note {{'VS' sets VS here}}
  CD3DX12_PIPELINE_STATE_STREAM_VS MemberExprVS;
};
// expected-warning@-2 {{stream 'NamedByMemberExpr' sets subobject kind VS twice: 'MemberExprVS' repeats 'VS'}}
void setShader(NamedByMemberExpr &Stream, D3D12_SHADER_BYTECODE Shader) { Stream.MemberExprVS = Shader; }

struct NamedByDesignator {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS; // expected-note {{'PS' sets PS here}}
  CD3DX12_PIPELINE_STATE_STREAM_PS DesignatedPS;
};
// expected-warning@-2 {{stream 'NamedByDesignator' sets subobject kind PS twice: 'DesignatedPS' repeats 'PS'}}
NamedByDesignator Designated = {.DesignatedPS = D3D12_SHADER_BYTECODE{}};

struct NamedByOffsetof {
  CD3DX12_PIPELINE_STATE_STREAM_GS GS; // expected-note {{'GS' sets GS here}}
  CD3DX12_PIPELINE_STATE_STREAM_GS OffsetofGS;
};
// expected-warning@-2 {{stream 'NamedByOffsetof' sets subobject kind GS twice: 'OffsetofGS' repeats 'GS'}}
static_assert(offsetof(NamedByOffsetof, OffsetofGS) % sizeof(void *) == 0, "word-aligned");

struct NamedByConstructor {
  CD3DX12_PIPELINE_STATE_STREAM_HS HS; // expected-note {{'HS' sets HS here}}
  CD3DX12_PIPELINE_STATE_STREAM_HS ConstructedHS;
  NamedByConstructor() : ConstructedHS(D3D12_SHADER_BYTECODE{}) {}
};
// expected-warning@-3 {{stream 'NamedByConstructor' sets subobject kind HS twice: 'ConstructedHS' repeats 'HS'}}

// A template body names members of dependent types by name only.
struct NamedInTemplate {
  CD3DX12_PIPELINE_STATE_STREAM_DS DS; // expected-note {{'DS' sets DS here}}
  CD3DX12_PIPELINE_STATE_STREAM_DS TemplateDS;
};
// expected-warning@-2 {{stream 'NamedInTemplate' sets subobject kind DS twice: 'TemplateDS' repeats 'DS'}}
template <typename Stream> void setDomainShader(Stream &S, D3D12_SHADER_BYTECODE Shader) { S.TemplateDS = Shader; }

// A positional initialiser that reaches the duplicate: fixit-positional.cpp.

// ---- not an exact duplicate ---------------------------------------------------

// Another kind of the family: which one should stay is the author's call.
struct FamilyDuplicate {
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil; // expected-note {{'DepthStencil' sets DEPTH_STENCIL here}}
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil1;
};
// expected-warning@-2 {{stream 'FamilyDuplicate' sets DEPTH_STENCIL1 in 'DepthStencil1' after DEPTH_STENCIL in 'DepthStencil'}}

// The same kind from another type.
struct alignas(void *) PixelShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  D3D12_SHADER_BYTECODE Shader;
};
struct OtherType {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS; // expected-note {{'PS' sets PS here}}
  PixelShaderPair Pixel;
};
// expected-warning@-2 {{stream 'OtherType' sets subobject kind PS twice: 'Pixel' repeats 'PS'}}

// Reached through a nested stream: removing the nested stream would remove
// its other subobjects too.
struct Stages {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};
struct ThroughNestedStream {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS; // expected-note {{'PS' sets PS here}}
  Stages NestedStages;
};
// expected-warning@-2 {{stream 'ThroughNestedStream' sets subobject kind PS twice: 'NestedStages.PS' repeats 'PS'}}

// Two members in one declaration.
struct OneDeclaration {
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask, SampleMask2; // expected-note {{'SampleMask' sets SAMPLE_MASK here}}
};
// expected-warning@-2 {{stream 'OneDeclaration' sets subobject kind SAMPLE_MASK twice: 'SampleMask2' repeats 'SampleMask'}}

// ---- written by a macro --------------------------------------------------------

#define SECOND_ROOT_SIGNATURE CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE MacroRootSignature;
struct FromMacro {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature; // expected-note {{'RootSignature' sets ROOT_SIGNATURE here}}
  SECOND_ROOT_SIGNATURE
};
// expected-warning@-2 {{stream 'FromMacro' sets subobject kind ROOT_SIGNATURE twice: 'MacroRootSignature' repeats 'RootSignature'}}

// ---- the control: nothing names it, so it is removable ---------------------------

struct Removable {
  CD3DX12_PIPELINE_STATE_STREAM_FLAGS Flags; // expected-note {{'Flags' sets FLAGS here}}
  CD3DX12_PIPELINE_STATE_STREAM_FLAGS RemovableFlags;
};
// expected-warning@-2 {{stream 'Removable' sets subobject kind FLAGS twice: 'RemovableFlags' repeats 'Flags'}}
// CHECK: fix-it:"{{.*}}fixit-not-offered.cpp":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
