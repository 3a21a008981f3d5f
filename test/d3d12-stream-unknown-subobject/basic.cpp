// d3d12-stream-unknown-subobject, C++: a tag value that is not a kind of the
// D3D12_PIPELINE_STATE_SUBOBJECT_TYPE the code is compiled against. The
// runtime fails on it with E_INVALIDARG. Values come from anywhere the code
// states one: default member initialisers, constructor initialisers,
// aggregate initialisers and assignments, and template arguments (d3dx12's
// helper instantiated with a bad kind is reported where a stream uses it,
// since d3dx12.h is a system header). The valid set is the enum's own:
// Debian's DirectX-Headers are SDK 606 (kinds 0-22 and 24-26, MAX_VALID 27);
// the MSVC run uses d3d12_newkinds.h shaped as 606 too. Kinds of newer SDKs:
// newkinds.cpp; C: c.c; tables of kinds: tables.cpp; code in error:
// invalid.cpp. Nothing here depends on the target.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx -std=c++11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-unknown-subobject' -Xclang -verify %s
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#define PSOLINT_NEWKINDS_WITH_D3DX12
#define PSOLINT_D3D12_SDK_SHAPE 606
#include "d3d12_min.h"
#else
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#endif

#define TAG(N) ((D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)(N))

//===--- Default member initialisers ----------------------------------------===//

// 23 is the one unused value between VIEW_INSTANCING (22) and AS (24).
struct alignas(void *) Unused23 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)23; // expected-warning {{tag value 23 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  UINT Mask;
};

// MAX_VALID is the end marker, not a kind.
struct alignas(void *) EndMarker {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID; // expected-warning {{tag value 27 (MAX_VALID, the end marker) is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  UINT Mask;
};

// RASTERIZER2's value, which SDK 606 does not know; through a macro, so the
// warning is at the macro's use.
struct alignas(void *) FutureRasterizer2 {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = TAG(28); // expected-warning {{tag value 28 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  D3D12_RASTERIZER_DESC Desc;
};

// Arithmetic on enumerators: one past VIEW_INSTANCING.
struct alignas(void *) OnePastViewInstancing {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VIEW_INSTANCING + 1); // expected-warning {{tag value 23 is not a subobject kind}}
  UINT Mask;
};

// A 4-byte integer tag (made one by its enumerator assignment below).
struct alignas(void *) IntegerTag {
  UINT Type = 23; // expected-warning {{tag value 23 is not a subobject kind}}
  UINT Mask;
};
void resetIntegerTag(IntegerTag &Pair) { Pair.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK; }

//===--- Constructor initialisers ---------------------------------------------===//

struct alignas(void *) NegativeKind {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
  NegativeKind() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE(-1)), Mask(0) {} // expected-warning {{tag value -1 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  explicit NegativeKind(UINT M) : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK), Mask(M) {}
};

// All ones, as an unsigned literal: the enum's value is -1.
struct alignas(void *) AllOnes {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
  AllOnes() : Type(static_cast<D3D12_PIPELINE_STATE_SUBOBJECT_TYPE>(0xFFFFFFFFu)), Mask(0) {} // expected-warning {{tag value -1 is not a subobject kind}}
};

//===--- Aggregate initialisers and assignments ----------------------------===//

struct alignas(void *) MaskPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
};
struct alignas(void *) ShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
};
struct AggregateStream {
  ShaderPair VS;
  MaskPair SampleMask;
  MaskPair NodeMask;
};
static AggregateStream Aggregate = {
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {nullptr, 0}},
    {TAG(23), 0xFFFFFFFF}, // expected-warning {{tag value 23 is not a subobject kind}}
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID, 1}, // expected-warning {{tag value 27 (MAX_VALID, the end marker) is not a subobject kind}}
};

void setUp(AggregateStream &Stream, bool Mesh) {
  Stream.VS.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  Stream.SampleMask.Type = TAG(99); // expected-warning {{tag value 99 is not a subobject kind}}
  if (Mesh)
    Stream.NodeMask.Type = TAG(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID + 1); // expected-warning {{tag value 28 is not a subobject kind}}
  // Values not known at compile time are not checked.
  int Computed = Mesh ? 23 : 18;
  Stream.NodeMask.Type = TAG(Computed);
}

//===--- Template arguments -----------------------------------------------------===//

// d3dx12's helper with a bad kind: reported at each stream member using it.
typedef CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<UINT, (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)23> Unused23Helper;
struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<UINT, (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)23> Mask; // expected-warning {{tag value 23 is not a subobject kind of the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE in use (valid: 0-22, 24-26); the runtime fails with E_INVALIDARG on an unknown subobject [d3d12-stream-unknown-subobject]}}
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID> End; // expected-warning {{tag value 27 (MAX_VALID, the end marker) is not a subobject kind}}
  Unused23Helper Again; // expected-warning {{tag value 23 is not a subobject kind}}
};
struct OtherHelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  Unused23Helper Mask; // expected-warning {{tag value 23 is not a subobject kind}}
};

#if !defined(MSVC)
// Assigning such a member's inner writes no tag of the program's own: the
// pair's constructor writes the one its type carries. One defect, one
// warning: at the type's argument, with the write as a note.
struct ReservedStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<UINT, (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)23> Reserved; // expected-warning {{tag value 23 is not a subobject kind}}
};
HRESULT createReserved(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE VS, ID3D12PipelineState **Out) {
  ReservedStream Stream;
  Stream.VS = VS;
  Stream.Reserved = 0xFFFFFFFFu; // expected-note {{the pair's constructor writes the tag its type carries here}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Out));
}
#endif

// A user's template: its default member initialiser takes the argument.
// Reported once, at the pattern, for the first bad instantiation.
template <typename Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind> struct alignas(void *) UserPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind; // expected-warning {{tag value 23 is not a subobject kind}}
  Inner Desc;
};
UserPair<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK> UserMask;
UserPair<UINT, (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)23> UserUnused23;
UserPair<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID> UserEnd;

//===--- Valid kinds -------------------------------------------------------------===//

// Every kind of SDK 606, the highest (DEPTH_STENCIL2) and AS/MS included,
// however it is spelled.
struct alignas(void *) DepthStencil2Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = TAG(26);
  D3D12_DEPTH_STENCIL_DESC2 Desc;
};
struct alignas(void *) AmplificationPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)24;
  D3D12_SHADER_BYTECODE Code;
};
struct ValidStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MS> MS;
  AmplificationPair AS;
  DepthStencil2Pair DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<UINT, (D3D12_PIPELINE_STATE_SUBOBJECT_TYPE)18> NodeMask;
};
#ifndef MSVC
CD3DX12_PIPELINE_STATE_STREAM2 ReadyMade;
#endif

//===--- Suppression -------------------------------------------------------------===//

// NOLINT goes on the line of the value.
struct alignas(void *) SuppressedEndMarker {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID; // NOLINT(d3d12-stream-unknown-subobject)
  UINT Mask;
};
