// content_walker.h — the rules of what a graphics pipeline's descs hold, as
// ../shared/desc-content-rules.md tables them, applied to a
// D3D12_GRAPHICS_PIPELINE_STATE_DESC at run time: the oracle run_content.py
// compares the four desc-content checks with. A stream is first read the
// way the runtime reads it, by d3dx12's own stream parser
// (D3DX12ParsePipelineStream with CD3DX12_PIPELINE_STATE_STREAM_PARSE_HELPER,
// which fills the parts a stream leaves out with the runtime's defaults),
// then judged as the classic desc it describes.
//
// Written from the rules, not from psolint's code: the format classes are
// the D3D11.3 functional spec's FL11 table, by DXGI_FORMAT value.
#ifndef PSOLINT_TEST_CONTENT_WALKER_H
#define PSOLINT_TEST_CONTENT_WALKER_H

#include <cstdio>
#include <set>
#include <string>

namespace content_walker {

enum class FormatClass { None, Blendable, Uint, Sint };

inline FormatClass formatClass(DXGI_FORMAT F) {
  switch (F) {
  case DXGI_FORMAT_R32G32B32A32_FLOAT: case DXGI_FORMAT_R32G32B32_FLOAT:
  case DXGI_FORMAT_R16G16B16A16_FLOAT: case DXGI_FORMAT_R16G16B16A16_UNORM:
  case DXGI_FORMAT_R16G16B16A16_SNORM: case DXGI_FORMAT_R32G32_FLOAT:
  case DXGI_FORMAT_R10G10B10A2_UNORM: case DXGI_FORMAT_R11G11B10_FLOAT:
  case DXGI_FORMAT_R8G8B8A8_UNORM: case DXGI_FORMAT_R8G8B8A8_UNORM_SRGB:
  case DXGI_FORMAT_R8G8B8A8_SNORM: case DXGI_FORMAT_R16G16_FLOAT:
  case DXGI_FORMAT_R16G16_UNORM: case DXGI_FORMAT_R16G16_SNORM:
  case DXGI_FORMAT_R32_FLOAT: case DXGI_FORMAT_R8G8_UNORM: case DXGI_FORMAT_R8G8_SNORM:
  case DXGI_FORMAT_R16_FLOAT: case DXGI_FORMAT_R16_UNORM: case DXGI_FORMAT_R16_SNORM:
  case DXGI_FORMAT_R8_UNORM: case DXGI_FORMAT_R8_SNORM: case DXGI_FORMAT_A8_UNORM:
  case DXGI_FORMAT_B5G6R5_UNORM: case DXGI_FORMAT_B5G5R5A1_UNORM:
  case DXGI_FORMAT_B8G8R8A8_UNORM: case DXGI_FORMAT_B8G8R8X8_UNORM:
  case DXGI_FORMAT_B8G8R8A8_UNORM_SRGB: case DXGI_FORMAT_B8G8R8X8_UNORM_SRGB:
  case DXGI_FORMAT_B4G4R4A4_UNORM:
    return FormatClass::Blendable;
  case DXGI_FORMAT_R32G32B32A32_UINT: case DXGI_FORMAT_R32G32B32_UINT:
  case DXGI_FORMAT_R16G16B16A16_UINT: case DXGI_FORMAT_R32G32_UINT:
  case DXGI_FORMAT_R10G10B10A2_UINT: case DXGI_FORMAT_R8G8B8A8_UINT:
  case DXGI_FORMAT_R16G16_UINT: case DXGI_FORMAT_R32_UINT: case DXGI_FORMAT_R8G8_UINT:
  case DXGI_FORMAT_R16_UINT: case DXGI_FORMAT_R8_UINT:
    return FormatClass::Uint;
  case DXGI_FORMAT_R32G32B32A32_SINT: case DXGI_FORMAT_R32G32B32_SINT:
  case DXGI_FORMAT_R16G16B16A16_SINT: case DXGI_FORMAT_R32G32_SINT:
  case DXGI_FORMAT_R8G8B8A8_SINT: case DXGI_FORMAT_R16G16_SINT: case DXGI_FORMAT_R32_SINT:
  case DXGI_FORMAT_R8G8_SINT: case DXGI_FORMAT_R16_SINT: case DXGI_FORMAT_R8_SINT:
    return FormatClass::Sint;
  default:
    return FormatClass::None;
  }
}

inline bool isColourFactor(D3D12_BLEND B) {
  return B == D3D12_BLEND_SRC_COLOR || B == D3D12_BLEND_INV_SRC_COLOR ||
         B == D3D12_BLEND_DEST_COLOR || B == D3D12_BLEND_INV_DEST_COLOR ||
         B == D3D12_BLEND_SRC1_COLOR || B == D3D12_BLEND_INV_SRC1_COLOR;
}

inline bool isSecondSource(D3D12_BLEND B) {
  return B == D3D12_BLEND_SRC1_COLOR || B == D3D12_BLEND_INV_SRC1_COLOR ||
         B == D3D12_BLEND_SRC1_ALPHA || B == D3D12_BLEND_INV_SRC1_ALPHA;
}

// The check ids whose rules the desc breaks.
inline std::set<std::string> judge(const D3D12_GRAPHICS_PIPELINE_STATE_DESC &D) {
  std::set<std::string> Ids;
  const D3D12_BLEND_DESC &B = D.BlendState;
  UINT N = D.NumRenderTargets;
  // A1, A2, B8, B9.
  if (N > D3D12_SIMULTANEOUS_RENDER_TARGET_COUNT) {
    Ids.insert("d3d12-pso-render-targets");
  } else {
    for (UINT I = N; I < 8; ++I)
      if (D.RTVFormats[I] != DXGI_FORMAT_UNKNOWN)
        Ids.insert("d3d12-pso-render-targets");
    for (UINT I = 0; I < N; ++I) {
      const D3D12_RENDER_TARGET_BLEND_DESC &T = B.RenderTarget[B.IndependentBlendEnable ? I : 0];
      FormatClass C = formatClass(D.RTVFormats[I]);
      if (T.BlendEnable && (C == FormatClass::Uint || C == FormatClass::Sint))
        Ids.insert("d3d12-pso-render-targets");
      if (T.LogicOpEnable && (C == FormatClass::Blendable || C == FormatClass::Sint))
        Ids.insert("d3d12-pso-render-targets");
      // B1, B2.
      if (T.BlendEnable && T.LogicOpEnable)
        Ids.insert("d3d12-pso-blend-state");
      if (T.LogicOpEnable && B.IndependentBlendEnable)
        Ids.insert("d3d12-pso-blend-state");
    }
    // B10.
    const D3D12_RENDER_TARGET_BLEND_DESC &T0 = B.RenderTarget[0];
    if (T0.BlendEnable &&
        (isSecondSource(T0.SrcBlend) || isSecondSource(T0.DestBlend) ||
         isSecondSource(T0.SrcBlendAlpha) || isSecondSource(T0.DestBlendAlpha)) &&
        ((N >= 2 && D.RTVFormats[1] != DXGI_FORMAT_UNKNOWN) ||
         (B.IndependentBlendEnable && B.RenderTarget[1].BlendEnable)))
      Ids.insert("d3d12-pso-blend-state");
  }
  // B3: every slot the blend desc's validation reads.
  for (UINT I = 0; I < (B.IndependentBlendEnable ? 8u : 1u); ++I) {
    const D3D12_RENDER_TARGET_BLEND_DESC &T = B.RenderTarget[I];
    if (T.BlendEnable && (isColourFactor(T.SrcBlendAlpha) || isColourFactor(T.DestBlendAlpha)))
      Ids.insert("d3d12-pso-blend-state");
  }
  // A6.
  if ((D.DepthStencilState.DepthEnable || D.DepthStencilState.StencilEnable) &&
      D.DSVFormat == DXGI_FORMAT_UNKNOWN)
    Ids.insert("d3d12-pso-depth-stencil");
  // A9 where decidable.
  if (D.SampleDesc.Count == 0 || D.SampleDesc.Count > 32)
    Ids.insert("d3d12-pso-sample-desc");
  return Ids;
}

// A stream read by d3dx12's parser into the classic desc it describes; false
// when the parser rejects it.
inline bool parseStream(const void *Stream, size_t Size, D3D12_GRAPHICS_PIPELINE_STATE_DESC &Out) {
  CD3DX12_PIPELINE_STATE_STREAM_PARSE_HELPER Helper;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {Size, const_cast<void *>(Stream)};
  if (FAILED(D3DX12ParsePipelineStream(Desc, &Helper)))
    return false;
  Out = Helper.PipelineStream.GraphicsDescV0();
  return true;
}

inline void print(int Case, const std::set<std::string> &Ids) {
  std::printf("case %d:", Case);
  for (const std::string &Id : Ids)
    std::printf(" %s", Id.c_str());
  std::printf("\n");
}

} // namespace content_walker

#endif // PSOLINT_TEST_CONTENT_WALKER_H
