// d3d12-stream-layout, C++: the runtime's cursor walked over a stream
// record. It starts at 0; each subobject moves it to the end of its inner
// rounded up to a pointer. The first member that is not at the cursor is
// reported with both offsets and the subobject the walk advanced over (a
// note gives where the runtime read that one), and so are a member that is
// not a subobject (its first 4 bytes are read as a tag), a tag without an
// inner, and padding at the end of the stream (read as one more tag when
// SizeInBytes = sizeof). One finding per stream: after the first, the walk
// reads garbage. Nested streams and bases are flattened, as the compiler
// lays them out: the same source is silent on x86 where every pair is
// 4-aligned, and a base's tail padding is reused on Itanium targets only.
// C: c.c; records that only look like streams: tables.cpp; code in error:
// invalid.cpp.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x64,itanium %s
// RUN: %clangxx -std=c++11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x64,itanium %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x86 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x64,itanium %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x86 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x64 %s
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#define PSOLINT_NEWKINDS_WITH_D3DX12
#include "d3d12_min.h"
// What the stand-in header leaves out.
typedef CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK> CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK;
struct ID3D12Device;
#else
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>
#endif

// Hand-written pairs without alignas: 4-aligned, so on x64 they can sit
// where the runtime does not read.
struct SampleDescSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};
struct SampleMaskSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};
struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
struct RasterizerSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};
struct alignas(void *) BareTag {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
};

//===--- A misplaced subobject in the middle ----------------------------------===//

// x64: VS 0-24; the 12-byte sample desc pair at 24, which the runtime reads
// as tag 24, inner 28, next at 40; the mask pair follows at 36. Later members
// are not reported: the runtime is lost from 36 on. x86: 12, 24, 32: right.
struct DriftingStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  SampleDescSubobject SampleDesc; // x64-note {{the runtime reads 'SampleDesc' as tag at 24, inner at 28, next subobject at 40}}
  SampleMaskSubobject SampleMask; // x64-warning {{'SampleMask' is at offset 36 of stream 'DriftingStream', but the runtime reads the next subobject at offset 40: it advances 16 bytes over 'SampleDesc' (SAMPLE_DESC, 12 bytes declared) [d3d12-stream-layout]}}
  RasterizerSubobject Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// The blend pair (332 bytes) puts the rasterizer 4 bytes early on x64.
struct BlendThenRasterizer {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  BlendSubobject Blend; // x64-note {{the runtime reads 'Blend' as tag at 24, inner at 28, next subobject at 360}}
  RasterizerSubobject Rasterizer; // x64-warning {{'Rasterizer' is at offset 356 of stream 'BlendThenRasterizer', but the runtime reads the next subobject at offset 360: it advances 336 bytes over 'Blend' (BLEND, 332 bytes declared) [d3d12-stream-layout]}}
};

// A d3dx12 helper after the blend pair is pointer-aligned, so the compiler
// moves it to 360 itself: silent everywhere.
struct BlendThenHelper {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  BlendSubobject Blend;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
};

// An over-aligned pair: the compiler puts it at 32 on x64 and 16 on x86;
// the runtime reads it right after the vertex shader, at 24 or 12.
struct alignas(16) Mask16Subobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};
struct OverAlignedStream {
  // x64-note@+2 {{the runtime reads 'VS' as tag at 0, inner at 8, next subobject at 24}}
  // x86-note@+1 {{the runtime reads 'VS' as tag at 0, inner at 4, next subobject at 12}}
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  // x64-warning@+2 {{'Mask' is at offset 32 of stream 'OverAlignedStream', but the runtime reads the next subobject at offset 24: it advances 24 bytes over 'VS' (VS, 24 bytes declared) [d3d12-stream-layout]}}
  // x86-warning@+1 {{'Mask' is at offset 16 of stream 'OverAlignedStream', but the runtime reads the next subobject at offset 12: it advances 12 bytes over 'VS' (VS, 12 bytes declared) [d3d12-stream-layout]}}
  Mask16Subobject Mask;
};

// After a 16-byte root signature pair (x64), the over-aligned pair is
// where the runtime reads it, but its padding is not: the runtime steps 8
// bytes over it and reads the stream's last 8 bytes as one more tag. On x86
// the root signature pair is 8 bytes and the mask pair moves to 16.
struct OverAlignedLast { // x64-warning {{stream 'OverAlignedLast' is 32 bytes but its last subobject ends at byte 24: with SizeInBytes = sizeof, the runtime reads a tag from the 8 bytes of padding [d3d12-stream-layout]}}
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature; // x86-note {{the runtime reads 'RootSignature' as tag at 0, inner at 4, next subobject at 8}}
  Mask16Subobject Mask; // x86-warning {{'Mask' is at offset 16 of stream 'OverAlignedLast', but the runtime reads the next subobject at offset 8: it advances 8 bytes over 'RootSignature' (ROOT_SIGNATURE, 8 bytes declared) [d3d12-stream-layout]}}
};

//===--- Members that are not subobjects ---------------------------------------===//

// A count first: the runtime reads it as the first tag.
struct CountedStream {
  UINT Count; // all-warning {{member 'Count' of stream 'CountedStream' is not a subobject: the runtime reads its first 4 bytes, at offset 0, as a subobject tag [d3d12-stream-layout]}}
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// In the middle, at the cursor: its offset follows the target.
struct DeviceInStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  ID3D12Device *Device; // x64-warning {{member 'Device' of stream 'DeviceInStream' is not a subobject: the runtime reads its first 4 bytes, at offset 24, as a subobject tag [d3d12-stream-layout]}} x86-warning {{member 'Device' of stream 'DeviceInStream' is not a subobject: the runtime reads its first 4 bytes, at offset 12, as a subobject tag [d3d12-stream-layout]}}
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// A bare D3D12 desc without its tag (one of the shipped bugs).
struct UntaggedBlend {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  D3D12_BLEND_DESC Blend; // x64-warning {{member 'Blend' of stream 'UntaggedBlend' is not a subobject: the runtime reads its first 4 bytes, at offset 48, as a subobject tag [d3d12-stream-layout]}} x86-warning {{member 'Blend' of stream 'UntaggedBlend' is not a subobject: the runtime reads its first 4 bytes, at offset 24, as a subobject tag [d3d12-stream-layout]}}
};

//===--- Tags without an inner ----------------------------------------------------===//

// A final tag with nothing after it: a truncated stream.
struct TruncatedStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  BareTag End; // all-warning {{stream 'TruncatedStream' ends with a tag without an inner ('End'): the runtime fails with E_INVALIDARG on a truncated stream [d3d12-stream-layout]}}
};

// A bare tag in the middle: the runtime takes the next pair as its inner.
struct BareTagInTheMiddle {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  BareTag Marker; // all-warning {{'Marker' in stream 'BareTagInTheMiddle' is a tag without an inner: the runtime reads the bytes after it as its inner [d3d12-stream-layout]}}
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

//===--- Padding at the end of the stream ------------------------------------------===//

// 24 + 8 + 24 = 56 bytes of subobjects on x64, padded to 64; on x86,
// 12 + 8 + 12 = 32, already a multiple of 16.
struct alignas(16) Aligned16Stream { // x64-warning {{stream 'Aligned16Stream' is 64 bytes but its last subobject ends at byte 56: with SizeInBytes = sizeof, the runtime reads a tag from the 8 bytes of padding [d3d12-stream-layout]}}
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// The other way round: 32 bytes on x64; 20 padded to 32 on x86.
struct alignas(16) Aligned16ShortStream { // x86-warning {{stream 'Aligned16ShortStream' is 32 bytes but its last subobject ends at byte 20: with SizeInBytes = sizeof, the runtime reads a tag from the 12 bytes of padding [d3d12-stream-layout]}}
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
};

//===--- Nested streams and bases are flattened --------------------------------===//

// A nested stream that is right on its own, at an offset that is not: on x64
// it is 4-aligned and follows the 12-byte sample desc pair at 12. The path
// names the member inside the nested stream; the finding is at the member
// of this stream that holds it.
struct MaskStream {
  SampleMaskSubobject Mask;
};
struct NestedStream {
  SampleDescSubobject SampleDesc; // x64-note {{the runtime reads 'SampleDesc' as tag at 0, inner at 4, next subobject at 16}}
  MaskStream Masks; // x64-warning {{'Masks.Mask' is at offset 12 of stream 'NestedStream', but the runtime reads the next subobject at offset 16: it advances 16 bytes over 'SampleDesc' (SAMPLE_DESC, 12 bytes declared) [d3d12-stream-layout]}}
};

// A nested stream that is wrong on its own is reported there, once: not
// again in each stream that holds it (it starts at a multiple of 8 here, so
// the runtime misreads it exactly as it misreads the nested stream alone).
struct HoldsDriftingStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  DriftingStream Graphics;
};

// A base whose last pair leaves 4 bytes of tail padding (x64: VS 0-24, blend
// 24-356, sizeof 360). Itanium targets put the derived class's first member
// into that padding, at 356; MSVC does not (360), and on x86 there is none.
struct CommonState {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  BlendSubobject Blend;
};
struct DerivedStream : CommonState { // itanium-note {{the runtime reads 'CommonState::Blend' as tag at 24, inner at 28, next subobject at 360}}
  SampleMaskSubobject SampleMask; // itanium-warning {{'SampleMask' is at offset 356 of stream 'DerivedStream', but the runtime reads the next subobject at offset 360: it advances 336 bytes over 'CommonState::Blend' (BLEND, 332 bytes declared) [d3d12-stream-layout]}}
};
// As a member instead of a base, the nested stream keeps its padding: silent.
struct ComposedStream {
  CommonState Common;
  SampleMaskSubobject SampleMask;
};

//===--- Templates: once, at the pattern -----------------------------------------===//

// x64: the extra pair follows the 12-byte sample desc pair at 36, for every
// instantiation with a 4-aligned pair; one warning, named after the first.
template <typename Extra> struct StreamWithExtra {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  SampleDescSubobject SampleDesc; // x64-note {{the runtime reads 'SampleDesc' as tag at 24, inner at 28, next subobject at 40}}
  Extra Additional; // x64-warning {{'Additional' is at offset 36 of stream 'StreamWithExtra<SampleMaskSubobject>', but the runtime reads the next subobject at offset 40: it advances 16 bytes over 'SampleDesc' (SAMPLE_DESC, 12 bytes declared) [d3d12-stream-layout]}}
};
StreamWithExtra<SampleMaskSubobject> WithMask;
StreamWithExtra<RasterizerSubobject> WithRasterizer;
StreamWithExtra<CD3DX12_PIPELINE_STATE_STREAM_PS> WithHelper;

//===--- Right as declared ----------------------------------------------------------===//

// d3dx12's helpers, in any order; the ready-made streams; a stream derived
// from one. Every pair is alignas(void*), so the compiler's layout is the
// runtime's on every target.
struct HelperStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil;
  CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<D3D12_PRIMITIVE_TOPOLOGY_TYPE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY> Topology;
};
HelperStream UsedHelperStream;
#ifndef MSVC
CD3DX12_PIPELINE_STATE_STREAM ReadyMade;
CD3DX12_PIPELINE_STATE_STREAM1 ReadyMade1;
CD3DX12_PIPELINE_STATE_STREAM2 ReadyMade2;
CD3DX12_PIPELINE_STATE_STREAM3 ReadyMade3;
struct ExtendedStream : CD3DX12_PIPELINE_STATE_STREAM2 {
  CD3DX12_PIPELINE_STATE_STREAM_VIEW_INSTANCING ViewInstancing;
};
ExtendedStream UsedExtendedStream;
#endif

// Hand-written pairs that are pointer-aligned, and pairs whose sizes happen
// to keep the cursor (the 8-byte mask pair, the 48-byte rasterizer pair)
// after a pointer-aligned start.
struct alignas(void *) AlignedSampleDesc {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};
struct HandWrittenStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  SampleMaskSubobject SampleMask;
  RasterizerSubobject Rasterizer;
  AlignedSampleDesc SampleDesc;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};
// A stream with a d3dx12 helper as its base and a member stream.
struct LayeredStream : HelperStream {
  HandWrittenStream More;
};

//===--- Suppression -------------------------------------------------------------===//

// NOLINT goes on the member the finding points at (the stream's name for
// padding at its end).
struct SuppressedDrift {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  SampleDescSubobject SampleDesc;
  SampleMaskSubobject SampleMask; // NOLINT(d3d12-stream-layout)
};
struct alignas(16) SuppressedPadding { // NOLINT(d3d12-stream-*)
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};
