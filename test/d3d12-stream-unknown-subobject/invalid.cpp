// d3d12-stream-unknown-subobject on code that does not compile: no crash and
// no finding. A value Clang rejects, or one in a record written in error,
// is not one the code states. Clang's own errors are the only diagnostics.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

// An integer where C++ requires the enum.
struct IntegerKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = 23; // expected-error {{cannot initialize a member subobject of type 'D3D12_PIPELINE_STATE_SUBOBJECT_TYPE'}}
  UINT Mask;
};

// An unknown enumerator.
struct UnknownEnumerator {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX; // expected-error {{use of undeclared identifier 'D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX'}}
  UINT Mask;
};

// A bad value in a record whose inner is in error.
struct BrokenInner {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)23;
  UnknownDesc Desc; // expected-error {{unknown type name 'UnknownDesc'}}
};

// An assignment whose value is in error.
struct alignas(void *) MaskPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
};
void setUp(MaskPair &Pair) {
  Pair.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK + UnknownOffset; // expected-error {{use of undeclared identifier 'UnknownOffset'}}
}
