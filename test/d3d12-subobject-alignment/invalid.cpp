// d3d12-subobject-alignment on code that does not compile, or has no layout
// yet: no crash, and no finding. Clang's own errors are the only diagnostics;
// a record whose declaration is in error has no layout anyone intended (its
// alignas was rejected, its tag initialiser or its closing brace is missing),
// so it is not measured, even where Clang recovered a layout. Dependent
// templates are measured only through their instantiations.
//
// The alignment check alone, then every check (none may speak here either).
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

// The inner's type is unknown: the record is invalid.
struct UnknownInnerSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UnknownDesc Desc; // expected-error {{unknown type name 'UnknownDesc'}}
};

// The inner's type is incomplete, or the record itself.
struct IncompleteDesc; // expected-note {{forward declaration of 'IncompleteDesc'}}
struct IncompleteInnerSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  IncompleteDesc Desc; // expected-error {{field has incomplete type 'IncompleteDesc'}}
};
struct SelfContainingSubobject { // expected-note {{definition of 'SelfContainingSubobject' is not complete until the closing '}'}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  SelfContainingSubobject Desc; // expected-error {{field has incomplete type 'SelfContainingSubobject'}}
};

// An instantiation that fails.
template <typename T> struct MissingMemberPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  typename T::Missing Desc; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
};
MissingMemberPair<int> BrokenInstance; // expected-note {{in instantiation of template class 'MissingMemberPair<int>' requested here}}

// Dependent only: a dependent base, a dependent inner, never instantiated.
template <typename Base> struct DependentBasePair : Base {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};
template <typename Inner> struct DependentInnerPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  Inner Desc;
};
template <typename Inner> struct DependentInnerPair<Inner *> {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  Inner Desc;
};

// The record parses, but what it asks for is in error.
struct alignas(3) BadAlignmentSubobject { // expected-error {{requested alignment is not a power of 2}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};
struct alignas(UnknownAlignment) UnknownAlignmentSubobject { // expected-error {{use of undeclared identifier 'UnknownAlignment'}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};
struct MistypedKindSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = NoSuchSubobjectKind; // expected-error {{use of undeclared identifier 'NoSuchSubobjectKind'}}
  D3D12_BLEND_DESC Desc;
};

// Cut off at the end of the file.
struct UnterminatedSubobject { // expected-note {{to match this '{'}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  // expected-error@+2 {{expected ';' after struct}}
  // expected-error@+1 {{expected ';' at end of declaration list}}
  D3D12_BLEND_DESC Desc
// expected-error {{expected '}'}}