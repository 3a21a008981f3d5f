/* d3d12-subobject-layout, C: the same mistakes as basic.cpp, spelled in C.
 * Kinds come from designated and positional initialisers and from
 * assignments in functions; a plain integer is a tag where one of those
 * gives it a tag enumerator. C11 and gnu99, on x86_64 and x86 Linux, x64
 * MinGW and x64 MSVC; offsets are the target's own.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x64 %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x64 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x86 %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x64 %s
 * RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x86 %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-layout' -Xclang -verify=all,x64 %s
 */
#if defined(MSVC)
#define PSOLINT_TEST_SYSTEM_HEADER
#include "d3d12_min.h"
#else
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#endif
#include <stdint.h>

/* Pointer alignment without C11's _Alignas, so that gnu99 parses it. */
#define POINTER_ALIGNED __attribute__((aligned(sizeof(void *))))

/* ---- the tag is not first ---------------------------------------------- */

typedef struct POINTER_ALIGNED CountedSampleDesc { /* x86-note {{'CountedSampleDesc' as declared: tag at 4 (4 bytes), inner at 8, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 12}} x64-note {{'CountedSampleDesc' as declared: tag at 4 (4 bytes), inner at 8, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 16}} */
  UINT Count;
  /* all-warning@+1 {{tag of subobject 'CountedSampleDesc' is at offset 4, after member 'Count'; the runtime reads the tag at offset 0, where 'Count' (4 bytes) is [d3d12-subobject-layout]}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_SAMPLE_DESC Desc;
} CountedSampleDesc;
static CountedSampleDesc countedSampleDesc = {1, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC, {1, 0}};

/* ---- the tag is not 4 bytes -------------------------------------------- */

/* A byte, made a tag by the designated initialiser. */
typedef struct POINTER_ALIGNED ByteTagNodeMask { /* all-note {{'ByteTagNodeMask' as declared: tag at 0 (1 byte), inner at 4, 8 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}} */
  /* all-warning@+1 {{tag of subobject 'ByteTagNodeMask' is stored in 1 byte (uint8_t); the runtime reads a 4-byte tag, so it takes padding bytes as part of the kind [d3d12-subobject-layout]}} */
  uint8_t Type;
  UINT NodeMask;
} ByteTagNodeMask;
static ByteTagNodeMask nodeMask = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK, .NodeMask = 1};

/* 64 bits, made a tag by an assignment. */
typedef struct WideTagBlend { /* x86-note {{'WideTagBlend' as declared: tag at 0 (8 bytes), inner at 8, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 332}} x64-note {{'WideTagBlend' as declared: tag at 0 (8 bytes), inner at 8, 336 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 336}} */
  /* all-warning@+1 {{tag of subobject 'WideTagBlend' is stored in 8 bytes (uint64_t); the runtime reads a 4-byte tag, and it reads the inner at offset 4 where 'Desc' is at offset 8 [d3d12-subobject-layout]}} */
  uint64_t Type;
  D3D12_BLEND_DESC Desc;
} WideTagBlend;
void initWideTag(WideTagBlend *pair) { pair->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND; }

/* A UINT tag is 4 bytes: silent. */
typedef struct POINTER_ALIGNED UintTagBlend {
  UINT Type;
  D3D12_BLEND_DESC Desc;
} UintTagBlend;
void initUintTag(UintTagBlend *pair) { pair->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND; }

/* ---- packing ------------------------------------------------------------ */

#pragma pack(push, 4)
typedef struct POINTER_ALIGNED PackedInputLayout { /* x64-note {{'PackedInputLayout' as declared: tag at 0 (4 bytes), inner at 4, 24 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 8, next subobject at 24}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  /* x64-warning@+1 {{packing (#pragma pack or packed) puts the inner 'Layout' of subobject 'PackedInputLayout' at offset 4; the runtime reads it at offset 8 (alignof(D3D12_INPUT_LAYOUT_DESC) = 8) [d3d12-subobject-layout]}} */
  D3D12_INPUT_LAYOUT_DESC Layout;
} PackedInputLayout;
typedef struct POINTER_ALIGNED PackedDepthStencil {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_DEPTH_STENCIL_DESC Desc;
} PackedDepthStencil;
#pragma pack(pop)

typedef struct __attribute__((packed, aligned(sizeof(void *)))) PackedCachedPso { /* x64-note {{'PackedCachedPso' as declared: tag at 0 (4 bytes), inner at 4, 24 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 8, next subobject at 24}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  /* x64-warning@+1 {{packing (#pragma pack or packed) puts the inner 'CachedPso' of subobject 'PackedCachedPso' at offset 4; the runtime reads it at offset 8 (alignof(D3D12_CACHED_PIPELINE_STATE) = 8) [d3d12-subobject-layout]}} */
  D3D12_CACHED_PIPELINE_STATE CachedPso;
} PackedCachedPso;

/* ---- members between the tag and the inner ---------------------------- */

typedef struct POINTER_ALIGNED ReservedDepthStencil { /* x86-note {{'ReservedDepthStencil' as declared: tag at 0 (4 bytes), inner at 8, 60 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 56}} x64-note {{'ReservedDepthStencil' as declared: tag at 0 (4 bytes), inner at 8, 64 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 56}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Reserved; /* all-note {{this member is not part of the stream format}} */
  /* all-warning@+1 {{member 'Reserved' between the tag and the inner puts the inner 'Desc' of subobject 'ReservedDepthStencil' at offset 8; the runtime reads it at offset 4 (alignof(D3D12_DEPTH_STENCIL_DESC) = 4) [d3d12-subobject-layout]}} */
  D3D12_DEPTH_STENCIL_DESC Desc;
} ReservedDepthStencil;
static ReservedDepthStencil reservedDepthStencil = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL};

/* ---- members after the inner -------------------------------------------- */

typedef struct POINTER_ALIGNED FlagsWithMask { /* x86-note {{'FlagsWithMask' as declared: tag at 0 (4 bytes), inner at 4, 12 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}} x64-note {{'FlagsWithMask' as declared: tag at 0 (4 bytes), inner at 4, 16 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 4, next subobject at 8}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_PIPELINE_STATE_FLAGS Flags;
  /* x64-warning@+2 {{member 'Mask' after the inner makes subobject 'FlagsWithMask' 16 bytes; the runtime advances 8 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}} */
  /* x86-warning@+1 {{member 'Mask' after the inner makes subobject 'FlagsWithMask' 12 bytes; the runtime advances 8 bytes past its start, so it reads the next subobject's tag inside this one [d3d12-subobject-layout]}} */
  UINT Mask;
} FlagsWithMask;

typedef struct POINTER_ALIGNED ShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
} ShaderPair;

typedef struct Stream {
  ShaderPair vs;
  FlagsWithMask flags; /* all-note-re {{in stream 'Stream', the runtime reads the next tag at byte {{[0-9]+}}, inside the stream's {{[0-9]+}} bytes, after 'flags'}} */
} Stream;
void initStream(Stream *stream) {
  stream->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  stream->flags.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_FLAGS;
}

/* ---- not subobjects ------------------------------------------------------ */

/* A tag after a pointer, in a record no stream holds, with no kind: a record
 * that happens to have a tag in it. */
typedef struct Labelled {
  const char *Label;
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Value;
} Labelled;
