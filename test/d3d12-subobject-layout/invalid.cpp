// d3d12-subobject-layout on code that does not compile: no crash and no
// finding. A record written in error has no layout anyone intended, even
// where Clang recovers one (an unknown member type, an unknown tag
// enumerator, a pack value Clang rejects, an instantiation that fails).
// Clang's own errors are the only diagnostics.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <stdint.h>

// The tag is not first, and the leading member's type is unknown.
struct UnknownLeadingMember {
  UnknownCounter Count; // expected-error {{unknown type name 'UnknownCounter'}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// A byte tag initialised from an unknown name.
struct UnknownKindByteTag {
  uint8_t Type = NoSuchSubobjectKind; // expected-error {{use of undeclared identifier 'NoSuchSubobjectKind'}}
  UINT Mask;
};

// A padding member of an unknown type between the tag and the inner.
struct UnknownPadding {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  Reserved32 Reserved; // expected-error {{unknown type name 'Reserved32'}}
  D3D12_BLEND_DESC Desc;
};

// A trailing member whose type is incomplete.
struct IncompleteExtra; // expected-note {{forward declaration of 'IncompleteExtra'}}
struct alignas(void *) MaskWithIncompleteExtra {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
  IncompleteExtra Extra; // expected-error {{field has incomplete type 'IncompleteExtra'}}
};

// A packed record whose inner fails to instantiate.
template <typename T> struct __attribute__((packed)) PackedPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  typename T::Inner Code; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
};
PackedPair<int> BrokenPackedPair; // expected-note {{in instantiation of template class 'PackedPair<int>' requested here}}

// A stream that holds a broken pair.
struct BrokenStream {
  UnknownLeadingMember Counted;
  UnknownPadding Padded;
  MaskWithIncompleteExtra Mask;
};

// Cut off at the end of the file.
struct UnterminatedPair { // expected-note {{to match this '{'}}
  UINT Count;
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  // expected-error@+2 {{expected ';' after struct}}
  // expected-error@+1 {{expected ';' at end of declaration list}}
  D3D12_BLEND_DESC Desc
// expected-error {{expected '}'}}
