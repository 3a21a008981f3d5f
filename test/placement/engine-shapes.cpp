// Placement decides (C++): the stream shapes engines write are clean, and a
// real misplacement in each is still reported, once.
// - an aligning wrapper: pair records placed only as the member of
//   `template <class T> struct alignas(void *) Slot { T Value; }`;
// - a flat stream: its own members interleave tags and inners, the tags
//   aligned by a typedef, or padded by explicit members on 64-bit targets,
//   ending in a pointer-aligned byte tail filled at run time;
// - a class holding graphics and compute streams beside other state, which
//   hands one member's address to the runtime: no duplicate across them;
// - an array of pair records as a stream member: a run of subobjects.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -Xclang -verify %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -DDEFECTS -Xclang -verify=defect %s
// RUN: %check_clang_tidy %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
// RUN: %psolint %s -- -std=c++17 %dx | count 0
// The twins in the tool and clang-tidy: the same two findings.
// RUN: %not %psolint %s -- -std=c++17 %dx -DDEFECTS | %FileCheck --check-prefix=TWINS %s
// RUN: %clang_tidy --load=%psolint_tidy '--checks=-*,d3d12-*' %s -- -std=c++17 %dx -DDEFECTS 2>/dev/null | %FileCheck --check-prefix=TWINS %s
// TWINS: engine-shapes.cpp:{{[0-9]+}}:{{[0-9]+}}: warning: subobject 'Pair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND>' is aligned to 4 bytes
// TWINS: note: in stream 'Unwrapped', 'SampleMask' is at offset 356; the runtime reads it at offset 360
// TWINS: warning: 'SampleMask' is at offset 356 of stream 'FlatWithoutPadding'
// TWINS-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <cstddef>

// defect-warning@+1 {{subobject 'Pair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND>' is aligned to 4 bytes}}
template <class Inner, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Kind> struct Pair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = Kind;
  Inner Value{};
};
template <class T> struct alignas(void *) Slot {
  T Value;
};

struct WrappedStream {
  Slot<Pair<ID3D12RootSignature *, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE>> RootSignature;
  Slot<Pair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS>> VS;
  Slot<Pair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND>> Blend;
  Slot<Pair<DXGI_SAMPLE_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC>> SampleDesc;
  Slot<Pair<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK>> SampleMask;
};

// A flat stream, the tags aligned by their typedef.
typedef D3D12_PIPELINE_STATE_SUBOBJECT_TYPE AlignedTag __attribute__((aligned(sizeof(void *))));
struct FlatStream {
  AlignedTag RootSignatureType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  ID3D12RootSignature *RootSignature = nullptr;
  AlignedTag PixelShaderType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
  D3D12_SHADER_BYTECODE PixelShader = {};
  AlignedTag BlendType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Blend = {};
  AlignedTag SampleDescType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC SampleDesc = {};
  AlignedTag SampleMaskType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK;
  UINT SampleMask = ~0u;
};

// Two alternative streams and other state; only one is handed over.
class PackedPipeline {
public:
  D3D12_PIPELINE_STATE_STREAM_DESC *desc(bool Compute) {
    if (Compute) {
      Desc.pPipelineStateSubobjectStream = &ComputeData;
      Desc.SizeInBytes = sizeof(ComputeData);
    } else {
      Desc.pPipelineStateSubobjectStream = &GraphicsData;
      Desc.SizeInBytes = offsetof(GraphicsStream, Written) + WrittenBytes;
    }
    return &Desc;
  }

private:
  // Tags not aligned: the padding members stand where the runtime's cursor
  // rounds up on 64-bit targets.
  struct GraphicsStream {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE RootSignatureType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
    ID3D12RootSignature *RootSignature = nullptr;
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE VSType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
    D3D12_SHADER_BYTECODE VS = {};
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE BlendType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
    D3D12_BLEND_DESC Blend = {};
#if defined(__x86_64__) || defined(_WIN64)
    UINT Pad0;
#endif
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE SampleDescType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
    DXGI_SAMPLE_DESC SampleDesc = {};
#if defined(__x86_64__) || defined(_WIN64)
    UINT Pad1;
#endif
    // Versioned subobjects, written at run time.
    alignas(void *) unsigned char Written[128];
  } GraphicsData;
  D3D12_SHADER_BYTECODE MeshShader = {};
  size_t WrittenBytes = 0;
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE RootSignatureType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
    ID3D12RootSignature *RootSignature = nullptr;
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE CSType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS;
    D3D12_SHADER_BYTECODE CS = {};
  } ComputeData;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {};
};

// An array of shader pairs whose kinds are set at run time.
struct alignas(void *) ShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Bytecode;
};
struct StagedStream {
  Slot<Pair<ID3D12RootSignature *, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE>> RootSignature;
  ShaderPair Stages[3];
  Slot<Pair<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK>> SampleMask;
};

// expected-no-diagnostics
#ifdef DEFECTS
// The twins, each with one real misplacement.
// Without the wrapper, the BLEND pair (332 bytes, 4-aligned) is harmless
// before a wrapped pair, which starts at the cursor anyway ...
struct UnwrappedBeforeWrapped {
  Slot<Pair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS>> VS;
  Pair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> Blend;
  Slot<Pair<DXGI_SAMPLE_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC>> SampleDesc;
};
// ... but before an unwrapped one it puts that at 356, where the runtime
// reads 360: the template both come from is reported once.
struct Unwrapped {
  Slot<Pair<D3D12_SHADER_BYTECODE, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS>> VS;
  Pair<D3D12_BLEND_DESC, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND> Blend;
  Pair<UINT, D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK> SampleMask; // defect-note {{in stream 'Unwrapped', 'SampleMask' is at offset 356; the runtime reads it at offset 360}}
};
// A flat stream that forgot the padding after BLEND.
struct FlatWithoutPadding {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE VSType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE VS = {};
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE BlendType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Blend = {}; // defect-note@-1 {{the runtime reads 'Blend' as tag at 24, inner at 28, next subobject at 360}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE SampleMaskType = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK; // defect-warning {{'SampleMask' is at offset 356 of stream 'FlatWithoutPadding', but the runtime reads the next subobject at offset 360}}
  UINT SampleMask = ~0u;
};
#endif
