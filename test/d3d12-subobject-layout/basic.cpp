// d3d12-subobject-layout, C++: the tag or the inner of a {tag, inner} pair is
// not where the runtime reads it (tag at 0, 4 bytes; inner at
// alignTo(4, alignof(inner)); next subobject at the inner's end rounded up to
// a pointer), for a reason other than the record's alignment or a tag union
// (those are d3d12-subobject-alignment and d3d12-subobject-enum-union): a
// member before the tag, a tag of another size, packing, an alignment
// request on the inner, members between or after. Each finding gives both
// offsets, measured for the real target: the same source runs on x86_64 and
// x86 Linux, x64 and x86 MinGW and x64 MSVC, and is silent wherever the
// layout happens to match what the runtime reads (packing on x86, an extra
// member that only fills padding). Records with extra members
// count as subobjects only where a stream uses them or their inner is their
// kind's inner type: tables of kinds are not pairs (tables.cpp). C: c.c;
// code in error: invalid.cpp; correct code: clean.cpp.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x64 %s
// RUN: %clangxx -std=c++11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x86 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x64 %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x86 %s
// RUN: %clangxx --target=x86_64-pc-windows-msvc -fms-extensions -fms-compatibility -DMSVC -std=c++17 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x64 %s
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#define PSOLINT_NEWKINDS_WITH_D3DX12
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
#include <stdint.h>

//===--- The tag is not first ---------------------------------------------===//

// The runtime reads the count as the tag, and the tag as the blend's first
// 4 bytes. Reported because the inner is BLEND's inner.
struct alignas(void *) CountedBlend { // x86-note {{'CountedBlend' as declared: tag at 4 (4 bytes), inner at 8, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 332}} x64-note {{'CountedBlend' as declared: tag at 4 (4 bytes), inner at 8, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 336}}
  UINT Count;
  // all-warning@+1 {{tag of subobject 'CountedBlend' is at offset 4, after member 'Count'; the runtime reads the tag at offset 0, where 'Count' (4 bytes) is [d3d12-subobject-layout]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// A pointer before the tag: its size, and so the tag's offset, follow the target.
struct alignas(void *) OwnedVertexShader { // x86-note {{'OwnedVertexShader' as declared: tag at 4 (4 bytes), inner at 8, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 12}} x64-note {{'OwnedVertexShader' as declared: tag at 8 (4 bytes), inner at 16, 32 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 8, next subobject at 24}}
  void *Owner;
  // x64-warning@+2 {{tag of subobject 'OwnedVertexShader' is at offset 8, after member 'Owner'; the runtime reads the tag at offset 0, where 'Owner' (8 bytes) is [d3d12-subobject-layout]}}
  // x86-warning@+1 {{tag of subobject 'OwnedVertexShader' is at offset 4, after member 'Owner'; the runtime reads the tag at offset 0, where 'Owner' (4 bytes) is [d3d12-subobject-layout]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Code;
};

// No kind and a UINT inner: a subobject only because a stream holds it.
struct alignas(void *) IndexedMask { // x86-note {{'IndexedMask' as declared: tag at 4 (4 bytes), inner at 8, 12 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}} x64-note {{'IndexedMask' as declared: tag at 4 (4 bytes), inner at 8, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}}
  UINT Index;
  // all-warning@+1 {{tag of subobject 'IndexedMask' is at offset 4, after member 'Index'; the runtime reads the tag at offset 0, where 'Index' (4 bytes) is [d3d12-subobject-layout]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
};

// The same shape that no stream holds is just a record with a tag in it.
struct alignas(void *) IndexedValue {
  UINT Index;
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Value;
};

//===--- The tag is not 4 bytes --------------------------------------------===//

// A byte: the runtime reads the three bytes after it as part of the kind.
struct alignas(void *) ByteTagSampleMask { // all-note {{'ByteTagSampleMask' as declared: tag at 0 (1 byte), inner at 4, 8 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}}
  // all-warning@+1 {{tag of subobject 'ByteTagSampleMask' is stored in 1 byte (uint8_t); the runtime reads a 4-byte tag, so it takes padding bytes as part of the kind [d3d12-subobject-layout]}}
  uint8_t Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
};

// 16 bits, set in a constructor.
struct alignas(void *) ShortTagTopology { // all-note {{'ShortTagTopology' as declared: tag at 0 (2 bytes), inner at 4, 8 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}}
  // all-warning@+1 {{tag of subobject 'ShortTagTopology' is stored in 2 bytes (uint16_t); the runtime reads a 4-byte tag, so it takes padding bytes as part of the kind [d3d12-subobject-layout]}}
  uint16_t Type;
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
  ShortTagTopology() : Type(D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY), Topology() {}
};

// 64 bits push a 4-aligned inner from 4 to 8, on every target (on x86 Linux
// uint64_t is 4-aligned in a struct, but it is still 8 bytes). No alignas:
// on x86 MinGW uint64_t is 8-aligned, more than alignas(void *) allows.
struct WideTagRasterizer { // all-note-re {{'WideTagRasterizer' as declared: tag at 0 (8 bytes), inner at 8, {{52|56}} bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 48}}
  // all-warning@+1 {{tag of subobject 'WideTagRasterizer' is stored in 8 bytes (uint64_t); the runtime reads a 4-byte tag, and it reads the inner at offset 4 where 'Desc' is at offset 8 [d3d12-subobject-layout]}}
  uint64_t Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};

// A 4-byte integer tag is what the runtime reads: silent.
struct alignas(void *) IntegerTagBlend {
  UINT Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
struct alignas(void *) SignedTagDepthStencil {
  int32_t Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL;
  D3D12_DEPTH_STENCIL_DESC Desc;
};
// An integer that no code sets from a tag enumerator is not a tag.
struct alignas(void *) ByteCount {
  uint8_t Count;
  UINT Mask;
};

//===--- Packing: wrong where it lowers an inner's alignment ---------------===//

// pack(4) takes an 8-aligned inner to offset 4 on x64; on x86 every inner is
// 4-aligned already, so the layout is the runtime's and nothing is said.
#pragma pack(push, 4)
struct alignas(void *) PackedVertexShader { // x64-note {{'PackedVertexShader' as declared: tag at 0 (4 bytes), inner at 4, 24 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 8, next subobject at 24}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  // x64-warning@+1 {{packing (#pragma pack or packed) puts the inner 'Code' of subobject 'PackedVertexShader' at offset 4; the runtime reads it at offset 8 (alignof(D3D12_SHADER_BYTECODE) = 8) [d3d12-subobject-layout]}}
  D3D12_SHADER_BYTECODE Code;
};
struct alignas(void *) PackedStreamOutput { // x64-note {{'PackedStreamOutput' as declared: tag at 0 (4 bytes), inner at 4, 40 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 8, next subobject at 40}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_STREAM_OUTPUT;
  // x64-warning@+1 {{packing (#pragma pack or packed) puts the inner 'StreamOutput' of subobject 'PackedStreamOutput' at offset 4; the runtime reads it at offset 8 (alignof(D3D12_STREAM_OUTPUT_DESC) = 8) [d3d12-subobject-layout]}}
  D3D12_STREAM_OUTPUT_DESC StreamOutput;
};
// A 4-aligned inner is at 4 packed or not: silent everywhere.
struct alignas(void *) PackedBlend {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
#pragma pack(pop)

// pack(8) changes nothing: silent.
#pragma pack(push, 8)
struct alignas(void *) Pack8RootSignature {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  ID3D12RootSignature *RootSignature;
};
#pragma pack(pop)

// The GNU attribute packs to 1: the root signature pointer lands at 4, which
// is only right where a pointer is 4 bytes.
struct __attribute__((packed)) PackedRootSignature { // x64-note {{'PackedRootSignature' as declared: tag at 0 (4 bytes), inner at 4, 12 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 8, next subobject at 16}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  // x64-warning@+1 {{packing (#pragma pack or packed) puts the inner 'RootSignature' of subobject 'PackedRootSignature' at offset 4; the runtime reads it at offset 8 (alignof(ID3D12RootSignature *) = 8) [d3d12-subobject-layout]}}
  ID3D12RootSignature *RootSignature;
};

//===--- An alignment request on the inner ----------------------------------===//

// The runtime aligns the inner to its type, not to what the member asks for.
// (The record's own alignment grows too: d3d12-subobject-alignment.)
struct OverAlignedBlend { // x86-note {{'OverAlignedBlend' as declared: tag at 0 (4 bytes), inner at 8, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 332}} x64-note {{'OverAlignedBlend' as declared: tag at 0 (4 bytes), inner at 8, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 336}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  // all-warning@+1 {{the inner 'Desc' of subobject 'OverAlignedBlend' is at offset 8; the runtime reads it at offset 4 (alignof(D3D12_BLEND_DESC) = 4) [d3d12-subobject-layout]}}
  alignas(8) D3D12_BLEND_DESC Desc;
};
struct GnuAlignedSampleDesc { // x86-note {{'GnuAlignedSampleDesc' as declared: tag at 0 (4 bytes), inner at 16, 32 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 12}} x64-note {{'GnuAlignedSampleDesc' as declared: tag at 0 (4 bytes), inner at 16, 32 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 16}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  // all-warning@+1 {{the inner 'Desc' of subobject 'GnuAlignedSampleDesc' is at offset 16; the runtime reads it at offset 4 (alignof(DXGI_SAMPLE_DESC) = 4) [d3d12-subobject-layout]}}
  DXGI_SAMPLE_DESC Desc __attribute__((aligned(16)));
};

//===--- Members between the tag and the inner ------------------------------===//

// The inner is found by its kind's type; the member before it is padding the
// runtime does not know about.
struct alignas(void *) ReservedBlend { // x86-note {{'ReservedBlend' as declared: tag at 0 (4 bytes), inner at 8, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 332}} x64-note {{'ReservedBlend' as declared: tag at 0 (4 bytes), inner at 8, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 336}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  UINT Reserved; // all-note {{this member is not part of the stream format}}
  // all-warning@+1 {{member 'Reserved' between the tag and the inner puts the inner 'Desc' of subobject 'ReservedBlend' at offset 8; the runtime reads it at offset 4 (alignof(D3D12_BLEND_DESC) = 4) [d3d12-subobject-layout]}}
  D3D12_BLEND_DESC Desc;
};

// Explicit padding before an 8-aligned inner is what x64 inserts anyway:
// right on x64, 4 bytes off on x86.
struct alignas(void *) PaddedPixelShader { // x86-note {{'PaddedPixelShader' as declared: tag at 0 (4 bytes), inner at 8, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 12}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  UINT Padding; // x86-note {{this member is not part of the stream format}}
  // x86-warning@+1 {{member 'Padding' between the tag and the inner puts the inner 'Code' of subobject 'PaddedPixelShader' at offset 8; the runtime reads it at offset 4 (alignof(D3D12_SHADER_BYTECODE) = 4) [d3d12-subobject-layout]}}
  D3D12_SHADER_BYTECODE Code;
};

//===--- Members after the inner ----------------------------------------------===//

// The runtime steps 8 bytes over a sample mask; the next subobject's tag is
// read from 'Extra'.
struct alignas(void *) SampleMaskWithExtra { // x86-note {{'SampleMaskWithExtra' as declared: tag at 0 (4 bytes), inner at 4, 12 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}} x64-note {{'SampleMaskWithExtra' as declared: tag at 0 (4 bytes), inner at 4, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
  // x64-warning@+2 {{member 'Extra' after the inner makes subobject 'SampleMaskWithExtra' 16 bytes; the runtime advances 8 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  // x86-warning@+1 {{member 'Extra' after the inner makes subobject 'SampleMaskWithExtra' 12 bytes; the runtime advances 8 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  UINT Extra;
};

// On x64 a 4-byte member after a 12-byte sample-desc pair fills padding the
// runtime skips anyway (16 bytes either way); on x86 it does not.
struct alignas(void *) SampleDescWithQuality { // x86-note {{'SampleDescWithQuality' as declared: tag at 0 (4 bytes), inner at 4, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 12}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
  // x86-warning@+1 {{member 'Quality' after the inner makes subobject 'SampleDescWithQuality' 16 bytes; the runtime advances 12 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  UINT Quality;
};

// A pointer after the inner.
struct alignas(void *) InputLayoutWithName { // x86-note {{'InputLayoutWithName' as declared: tag at 0 (4 bytes), inner at 4, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 12}} x64-note {{'InputLayoutWithName' as declared: tag at 0 (4 bytes), inner at 8, 32 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 8, next subobject at 24}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_INPUT_LAYOUT;
  D3D12_INPUT_LAYOUT_DESC Layout;
  // x64-warning@+2 {{member 'DebugName' after the inner makes subobject 'InputLayoutWithName' 32 bytes; the runtime advances 24 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  // x86-warning@+1 {{member 'DebugName' after the inner makes subobject 'InputLayoutWithName' 16 bytes; the runtime advances 12 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  const char *DebugName;
};

// A kind-less record with a trailing member is a subobject because a stream
// holds it (below).
struct alignas(void *) FormatWithCount { // x86-note {{'FormatWithCount' as declared: tag at 0 (4 bytes), inner at 4, 12 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}} x64-note {{'FormatWithCount' as declared: tag at 0 (4 bytes), inner at 4, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_FORMAT Format;
  // x64-warning@+2 {{member 'Count' after the inner makes subobject 'FormatWithCount' 16 bytes; the runtime advances 8 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  // x86-warning@+1 {{member 'Count' after the inner makes subobject 'FormatWithCount' 12 bytes; the runtime advances 8 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  UINT Count;
};

struct UsesPairs {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  IndexedMask Mask;
  FormatWithCount Format; // all-note-re {{in stream 'UsesPairs', 'Format' is at offset {{[0-9]+}}; the runtime reads it at offset {{[0-9]+}}}} all-note-re {{in stream 'UsesPairs', the runtime reads the next tag at byte {{[0-9]+}}, inside the stream's {{[0-9]+}} bytes, after 'Format'}}
};

//===--- Templates: diagnosed once, at the pattern --------------------------===//

// Three instantiations. With BLEND (336 bytes on x64) the counter fills
// padding; with RASTERIZER (52 -> 56 bytes against 48) and SAMPLE_DESC it
// does not. One warning, at the pattern, named after the first instantiation
// found wrong.
template <typename Inner> struct alignas(void *) CountedPair { // x86-note {{'CountedPair<D3D12_BLEND_DESC>' as declared: tag at 0 (4 bytes), inner at 4, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 332}} x64-note {{'CountedPair<D3D12_RASTERIZER_DESC>' as declared: tag at 0 (4 bytes), inner at 4, 56 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 48}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  Inner Desc;
  // x64-warning@+2 {{member 'UseCount' after the inner makes subobject 'CountedPair<D3D12_RASTERIZER_DESC>' 56 bytes; the runtime advances 48 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  // x86-warning@+1 {{member 'UseCount' after the inner makes subobject 'CountedPair<D3D12_BLEND_DESC>' 336 bytes; the runtime advances 332 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}}
  UINT UseCount;
};
CountedPair<D3D12_BLEND_DESC> CountedBlendPair;
CountedPair<D3D12_RASTERIZER_DESC> CountedRasterizerPair;
CountedPair<DXGI_SAMPLE_DESC> CountedSampleDescPair;

//===--- Suppression -------------------------------------------------------------===//

// NOLINT goes on the line the finding points at: the tag, the inner or the
// extra member.
struct alignas(void *) SuppressedExtra {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT Mask;
  UINT Generation; // NOLINT(d3d12-subobject-layout)
};
struct alignas(void *) SuppressedByteTag {
  // NOLINTNEXTLINE(d3d12-subobject-*)
  uint8_t Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK;
  UINT NodeMask;
};
