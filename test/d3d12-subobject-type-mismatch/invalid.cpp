// d3d12-subobject-type-mismatch on code that does not compile: no crash and
// no finding. A record written in error has no kind or inner anyone
// intended: an unknown inner type, an unknown enumerator, a constructor
// initialiser in error, an instantiation that fails. Clang's own errors are
// the only diagnostics.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-subobject-type-mismatch' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

// The inner's type is unknown.
struct UnknownInner {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  UnknownRasterizerDesc Desc; // expected-error {{unknown type name 'UnknownRasterizerDesc'}}
};

// The kind is an unknown name; the inner is a real desc.
struct UnknownKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = NoSuchSubobjectKind; // expected-error {{use of undeclared identifier 'NoSuchSubobjectKind'}}
  D3D12_BLEND_DESC Desc;
};

// An integer where the enum is required.
struct IntegerKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = 11; // expected-error {{cannot initialize a member subobject of type 'D3D12_PIPELINE_STATE_SUBOBJECT_TYPE'}}
  D3D12_RASTERIZER_DESC Desc;
};

// A constructor initialiser in error.
struct BrokenConstructor {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
  BrokenConstructor() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL, 1), Desc() {} // expected-error {{excess elements in scalar initializer}}
};

// An instantiation that fails.
template <typename T, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind> struct BrokenPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  typename T::Desc Desc; // expected-error {{type 'int' cannot be used prior to '::' because it has no members}}
};
BrokenPair<int, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> BrokenInstance; // expected-note {{in instantiation of template class 'BrokenPair<int, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND>' requested here}}

// A stream of them, and an assignment to a member of a broken record.
struct BrokenStream {
  UnknownInner Rasterizer;
  UnknownKind Blend;
};
void setUp(BrokenStream &Stream) {
  Stream.Blend.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  Stream.Rasterizer.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
}
