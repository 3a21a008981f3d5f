/* d3d12-subobject-alignment, C: "union the entire subobject struct with a
 * void*" is the docs' spelling where alignas is missing, and it is right
 * whether the pair struct is anonymous or has a tag. A pair struct that is
 * only ever used inside such a union is never read by the runtime on its
 * own: neither it nor the union is flagged. (The anonymous form is in c.c.)
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify %s
 * RUN: %clang --target=x86_64-w64-mingw32 -DMINGW -std=c11 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify %s
 * expected-no-diagnostics
 */
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>

/* The pair's tag declared inside the union (C gives it file scope). */
typedef union {
  struct BlendPair {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_BLEND_DESC Desc;
  } Pair;
  void *Align;
} BlendSubobject;

/* The same inside an anonymous union of a larger struct. */
struct SampleDescSubobject {
  union {
    struct SampleDescPair {
      D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
      DXGI_SAMPLE_DESC Desc;
    } Pair;
    void *Align;
  };
};

/* The pair declared on its own, then unioned. */
typedef struct RasterizerPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_RASTERIZER_DESC Desc;
} RasterizerPair;
typedef union {
  RasterizerPair Pair;
  void *Align;
} RasterizerSubobject;

typedef struct {
  BlendSubobject Blend;
  RasterizerSubobject Rasterizer;
  struct SampleDescSubobject SampleDesc;
} Stream;
