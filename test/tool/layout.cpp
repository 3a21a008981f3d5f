// --layout prints each subobject and stream record as the runtime reads it:
// offsets, kinds, inner types, sizes, padding; the first place where the
// declaration diverges marked '>' with both offsets.
// RUN: %psolint --strict-records --layout %s -- -std=c++17 %dx > %t.x64
// RUN: %FileCheck %s --check-prefix=X64 --match-full-lines < %t.x64
// On x86 the pointer alignment is 4 and the same declarations are right.
// RUN: %psolint --strict-records --layout %s -- -std=c++17 %dx -m32 -idirafter /usr/include/x86_64-linux-gnu > %t.x86
// RUN: %FileCheck %s --check-prefix=X86 --match-full-lines < %t.x86
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

// A d3dx12 stream: every subobject where the runtime reads it.
struct OpaqueStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_MASK SampleMask;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS RenderTargets;
};
// X64:      stream 'OpaqueStream' at {{.*}}layout.cpp:14:8 (x86_64-{{.*}}, pointer alignment 8): 448 bytes, aligned to 8
// X64-NEXT:     offset  inner   size  padding  kind                   inner type             member
// X64-NEXT:          0      8      8        4  ROOT_SIGNATURE         ID3D12RootSignature *  RootSignature
// X64-NEXT:         16     24     16        4  VS                     D3D12_SHADER_BYTECODE  VertexShader
// X64-NEXT:         40     48     16        4  PS                     D3D12_SHADER_BYTECODE  PixelShader
// X64-NEXT:         64     68    328        4  BLEND                  CD3DX12_BLEND_DESC     Blend
// X64-NEXT:        400    404      4        0  SAMPLE_MASK            unsigned int           SampleMask
// X64-NEXT:        408    412     36        0  RENDER_TARGET_FORMATS  D3D12_RT_FORMAT_ARRAY  RenderTargets
// X64-NEXT:   the declaration matches the runtime's reading
// X64-EMPTY:

// Hand-written pairs, two without alignas(void*): the blend pair is 332
// bytes, so the runtime reads the sample description 4 bytes further on.
struct alignas(void *) VertexShaderSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Desc;
};
struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
struct SampleDescSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};
struct HandWrittenStream {
  VertexShaderSubobject VertexShader;
  BlendSubobject Blend;
  SampleDescSubobject SampleDesc;
  VertexShaderSubobject PixelShader;
};
// X64:      subobject 'BlendSubobject' at {{.*}}layout.cpp:39:8 (x86_64-{{.*}}, pointer alignment 8): 332 bytes, aligned to 4
// X64-NEXT:     offset  inner   size  padding  kind   inner type        record
// X64-NEXT:          0      4    328        4  BLEND  D3D12_BLEND_DESC  BlendSubobject
// X64-NEXT:   the declaration matches the runtime's reading
// X64-NEXT:   the runtime walks 336 bytes over it; sizeof is 332
// X64:      stream 'HandWrittenStream' at {{.*}}layout.cpp:47:8 (x86_64-{{.*}}, pointer alignment 8): 392 bytes, aligned to 8
// X64-NEXT:     offset  inner   size  padding  kind         inner type             member
// X64-NEXT:          0      8     16        4  VS           D3D12_SHADER_BYTECODE  VertexShader
// X64-NEXT:         24     28    328        4  BLEND        D3D12_BLEND_DESC       Blend
// X64-NEXT:   >    360    364      8        4  SAMPLE_DESC  DXGI_SAMPLE_DESC       SampleDesc    declared: tag at 356, inner at 360
// X64-NEXT:        376    384     16        4  VS           D3D12_SHADER_BYTECODE  PixelShader   declared: tag at 368, inner at 376
// X64-NEXT:   first divergence: 'SampleDesc': the runtime reads its tag at byte 360, the declaration puts it at byte 356; every subobject from there on is misread
// X64-NEXT:   the runtime walks 400 bytes over it; sizeof is 392
// X64-EMPTY:

// X86:      stream 'HandWrittenStream' at {{.*}}layout.cpp:47:8 (i386-{{.*}}, pointer alignment 4): 368 bytes, aligned to 4
// X86-NEXT:     offset  inner   size  padding  kind         inner type             member
// X86-NEXT:          0      4      8        0  VS           D3D12_SHADER_BYTECODE  VertexShader
// X86-NEXT:         12     16    328        0  BLEND        D3D12_BLEND_DESC       Blend
// X86-NEXT:        344    348      8        0  SAMPLE_DESC  DXGI_SAMPLE_DESC       SampleDesc
// X86-NEXT:        356    360      8        0  VS           D3D12_SHADER_BYTECODE  PixelShader
// X86-NEXT:   the declaration matches the runtime's reading
