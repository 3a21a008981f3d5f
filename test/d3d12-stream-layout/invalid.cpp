// d3d12-stream-layout on code that does not compile: no crash and no
// finding. A stream written in error, or holding a pair written in error,
// has no layout anyone intended, even where Clang recovers one. Clang's own
// errors are the only diagnostics.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct SampleDescSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};

// A member of an unknown type after a pair that would misplace it.
struct UnknownMemberStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  SampleDescSubobject SampleDesc;
  UnknownSubobject Next; // expected-error {{unknown type name 'UnknownSubobject'}}
};

// A pair in error inside a stream.
struct BrokenPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  UnknownBlendDesc Desc; // expected-error {{unknown type name 'UnknownBlendDesc'}}
};
struct HoldsBrokenPair {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  SampleDescSubobject SampleDesc;
  BrokenPair Blend;
};

// An alignment in error on the stream.
struct alignas(UnknownAlignment) BadlyAlignedStream { // expected-error {{use of undeclared identifier 'UnknownAlignment'}}
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  UINT Count;
};

// A stream template whose instantiation fails.
template <typename T> struct BrokenTemplateStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  SampleDescSubobject SampleDesc;
  typename T::Subobject Extra; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
};
BrokenTemplateStream<int> BrokenInstance; // expected-note {{in instantiation of template class 'BrokenTemplateStream<int>' requested here}}

// Cut off at the end of the file.
struct UnterminatedStream { // expected-note {{to match this '{'}}
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  // expected-error@+2 {{expected ';' after struct}}
  // expected-error@+1 {{expected ';' at end of declaration list}}
  UINT Count
// expected-error {{expected '}'}}
