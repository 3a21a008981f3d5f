// The fix-it removes an exact duplicate (same kind, same type, a direct
// member) that nothing in the translation unit refers to; the result
// compiles and the check is silent on it.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | %FileCheck --implicit-check-not=fix-it: %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -fixit %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Werror %t.cpp
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// The same on a Windows target.
// RUN: cp %s %t.mingw.cpp
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -Xclang -fixit %t.mingw.cpp
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -Werror %t.mingw.cpp
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.mingw.cpp %s
//
// The duplicates' lines hold nothing but the member: the verify directives
// for them follow each struct.
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#include <stddef.h>

struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS; // expected-note {{'VS' sets VS here}}
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_VS SecondVS;
};
// expected-warning@-2 {{stream 'HelperStream' sets subobject kind VS twice: 'SecondVS' repeats 'VS'}}
// The whole line goes (its end column depends on the next line's
// indentation; fixit-whitespace.cpp pins that down).
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE-6]]:{{[0-9]+}}-[[@LINE-5]]:{{[0-9]+}}}:""
// FIXED:      {{^}}struct HelperStream {
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
// FIXED-NEXT: {{^}}};

// A hand-written pair repeated; a comment after the member stays.
struct alignas(void *) PixelShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  D3D12_SHADER_BYTECODE Shader;
};
struct HandWrittenStream {
  PixelShaderPair Pixel; // expected-note {{'Pixel' sets PS here}}
  PixelShaderPair Pixel2; /* copied from above */
};
// expected-warning@-2 {{stream 'HandWrittenStream' sets subobject kind PS twice: 'Pixel2' repeats 'Pixel'}}
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE-3]]:3-[[@LINE-3]]:{{2[67]}}}:""
// FIXED:      {{^}}struct HandWrittenStream {
// FIXED-NEXT: {{^}}  PixelShaderPair Pixel;
// FIXED-NEXT: {{^ +}}/* copied from above */
// FIXED-NEXT: {{^}}};

// Every repetition has its own fix-it; applied together they still compile.
struct ThreeBlends {
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend; // expected-note 2 {{'Blend' sets BLEND here}}
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend2;
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend3;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
};
// expected-warning@-4 {{'Blend2' repeats 'Blend'}}
// expected-warning@-4 {{'Blend3' repeats 'Blend'}}
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE-7]]:{{[0-9]+}}-[[@LINE-6]]:{{[0-9]+}}}:""
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE-7]]:{{[0-9]+}}-[[@LINE-6]]:{{[0-9]+}}}:""
// FIXED:      {{^}}struct ThreeBlends {
// FIXED-NEXT: {{^ *}}CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend;
// FIXED-NEXT: {{^ *}}CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
// FIXED-NEXT: {{^}}};

// The first occurrence in a base class, the duplicate a direct member.
struct CommonState {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_GS GS;
};
struct DerivedStream : CommonState { // expected-note {{'CommonState::GS' sets GS here}}
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_GS GeometryShader;
};
// expected-warning@-2 {{stream 'DerivedStream' sets subobject kind GS twice: 'GeometryShader' repeats 'CommonState::GS'}}
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
// FIXED:      {{^}}struct DerivedStream : CommonState {
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
// FIXED-NEXT: {{^}}};

// Code that uses the other members, offsetof of another member and a
// positional initialiser that stops before the duplicate leave it removable:
// nothing names it and nothing shifts.
struct UsedStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS; // expected-note {{'CS' sets CS here}}
  CD3DX12_PIPELINE_STATE_STREAM_CS ComputeShader;
};
// expected-warning@-2 {{stream 'UsedStream' sets subobject kind CS twice: 'ComputeShader' repeats 'CS'}}
// CHECK: fix-it:"{{.*}}fixit.cpp":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
// FIXED:      {{^}}struct UsedStream {
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
// FIXED-NEXT: {{^}}};

D3D12_PIPELINE_STATE_STREAM_DESC describe(UsedStream &Stream, ID3D12RootSignature *RootSignature,
                                          D3D12_SHADER_BYTECODE Shader) {
  UsedStream Initialised = {RootSignature, Shader};
  Stream = Initialised;
  Stream.CS = Shader;
  (void)offsetof(UsedStream, CS);
  return {sizeof(Stream), &Stream};
}
