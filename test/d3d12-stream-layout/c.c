/* d3d12-stream-layout, C: streams as C structs of hand-written pairs, with
 * kinds from assignments and initialisers, or from the inner type. The walk
 * and its findings are the C++ ones (basic.cpp); offsets follow the target.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x64 %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x64 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x86 %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x64 %s
 * RUN: %clang --target=i686-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x86 %s
 * RUN: %clang --target=x86_64-pc-windows-msvc -fms-extensions -DMSVC -std=c11 -fsyntax-only -I%inputs/msvc %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-layout' -Xclang -verify=all,x64 %s
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

#define POINTER_ALIGNED __attribute__((aligned(sizeof(void *))))

typedef struct POINTER_ALIGNED ShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Code;
} ShaderPair;

typedef struct POINTER_ALIGNED RasterizerPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC Desc;
} RasterizerPair;

/* Without alignment: 4-aligned. */
typedef struct BlendPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
} BlendPair;
typedef struct TopologyPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
} TopologyPair;

typedef struct POINTER_ALIGNED BareTag {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
} BareTag;

/* x64: VS 0-24, blend 24-356, topology at 356; the runtime reads it at 360.
 * x86: 12, 344, 352: right. */
typedef struct GraphicsStream {
  ShaderPair vs;
  BlendPair blend; /* x64-note {{the runtime reads 'blend' as tag at 24, inner at 28, next subobject at 360}} */
  TopologyPair topology; /* x64-warning {{'topology' is at offset 356 of stream 'GraphicsStream', but the runtime reads the next subobject at offset 360: it advances 336 bytes over 'blend' (BLEND, 332 bytes declared) [d3d12-stream-layout]}} */
  ShaderPair ps;
} GraphicsStream;
void initGraphics(GraphicsStream *s) {
  s->vs.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s->ps.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
}

/* A count before the subobjects. */
typedef struct CountedStream {
  UINT count; /* all-warning {{member 'count' of stream 'CountedStream' is not a subobject: the runtime reads its first 4 bytes, at offset 0, as a subobject tag [d3d12-stream-layout]}} */
  ShaderPair vs;
} CountedStream;

/* A rasterizer desc without its tag. */
typedef struct UntaggedRasterizer {
  ShaderPair vs;
  D3D12_RASTERIZER_DESC raster; /* x64-warning {{member 'raster' of stream 'UntaggedRasterizer' is not a subobject: the runtime reads its first 4 bytes, at offset 24, as a subobject tag [d3d12-stream-layout]}} x86-warning {{member 'raster' of stream 'UntaggedRasterizer' is not a subobject: the runtime reads its first 4 bytes, at offset 12, as a subobject tag [d3d12-stream-layout]}} */
} UntaggedRasterizer;

/* A trailing tag, and one in the middle. */
typedef struct TruncatedStream {
  ShaderPair vs;
  RasterizerPair raster;
  BareTag end; /* all-warning {{stream 'TruncatedStream' ends with a tag without an inner ('end'): the runtime fails with E_INVALIDARG on a truncated stream [d3d12-stream-layout]}} */
} TruncatedStream;
typedef struct MarkedStream {
  ShaderPair vs;
  BareTag marker; /* all-warning {{'marker' in stream 'MarkedStream' is a tag without an inner: the runtime reads the bytes after it as its inner [d3d12-stream-layout]}} */
  RasterizerPair raster;
} MarkedStream;

/* Padding at the end: the whole stream aligned to 16 through its first
 * member. x64: 24 + 48 = 72 bytes, padded to 80. x86: 12 + 48 = 60, to 64. */
typedef struct PaddedStream { /* x64-warning {{stream 'PaddedStream' is 80 bytes but its last subobject ends at byte 72: with SizeInBytes = sizeof, the runtime reads a tag from the 8 bytes of padding [d3d12-stream-layout]}} x86-warning {{stream 'PaddedStream' is 64 bytes but its last subobject ends at byte 60: with SizeInBytes = sizeof, the runtime reads a tag from the 4 bytes of padding [d3d12-stream-layout]}} */
  _Alignas(16) ShaderPair vs;
  RasterizerPair raster;
} PaddedStream;

/* A nested stream, 4-aligned, after a 4-aligned topology pair: the
 * topology pair is 8 bytes, so the cursor stays right. Silent. */
typedef struct TopologyStream {
  TopologyPair topology;
} TopologyStream;
typedef struct NestedStream {
  TopologyPair first;
  TopologyStream rest;
  ShaderPair vs;
} NestedStream;

/* Right as declared. */
typedef struct CleanStream {
  ShaderPair vs;
  RasterizerPair raster;
  TopologyPair topology;
  ShaderPair ps;
} CleanStream;
static CleanStream clean = {
    .vs = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS},
    .raster = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER},
    .topology = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY},
    .ps = {.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS},
};
CleanStream *getClean(void) { return &clean; }
