// psolint demo: streams that carry a subobject kind twice: DEPTH_STENCIL with DEPTH_STENCIL1, via a base class, via a nested block.
#include "d3d12_include.h"

using Microsoft::WRL::ComPtr;

namespace render {

// State every opaque geometry pass shares; embedded at the start of the pass streams.
struct OpaqueStateBlock {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
    CD3DX12_PIPELINE_STATE_STREAM_INPUT_LAYOUT InputLayout;
    CD3DX12_PIPELINE_STATE_STREAM_PRIMITIVE_TOPOLOGY Topology;
    CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS RenderTargets;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT DepthFormat;
};

struct OpaquePassSetup {
    ID3D12RootSignature *rootSignature;
    D3D12_INPUT_LAYOUT_DESC inputLayout;
    D3D12_RT_FORMAT_ARRAY renderTargets;
    DXGI_FORMAT depthFormat;
};

static void FillOpaqueState(OpaqueStateBlock &block, const OpaquePassSetup &setup)
{
    block.RootSignature = setup.rootSignature;
    block.InputLayout = setup.inputLayout;
    block.Topology = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
    block.RenderTargets = setup.renderTargets;
    block.DepthFormat = setup.depthFormat;
}

// G-buffer fill.
struct GBufferStream {
    OpaqueStateBlock Common;
    CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
    CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
    CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil;
};

HRESULT CreateGBufferPipeline(ID3D12Device2 *device, const OpaquePassSetup &setup, ID3DBlob *vertexShader,
                              ID3DBlob *pixelShader, ComPtr<ID3D12PipelineState> &pipeline)
{
    GBufferStream stream;
    FillOpaqueState(stream.Common, setup);
    stream.VertexShader = CD3DX12_SHADER_BYTECODE(vertexShader);
    stream.PixelShader = CD3DX12_SHADER_BYTECODE(pixelShader);

    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline.ReleaseAndGetAddressOf()));
}

// Depth prepass; depth-bounds culling of distant clusters came later.
struct DepthPrepassStream {
    OpaqueStateBlock Common;
    CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil;
    CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthBounds;
};

HRESULT CreateDepthPrepassPipeline(ID3D12Device2 *device, const OpaquePassSetup &setup, ID3DBlob *vertexShader,
                                   ComPtr<ID3D12PipelineState> &pipeline)
{
    DepthPrepassStream stream;
    FillOpaqueState(stream.Common, setup);
    stream.Common.RenderTargets = D3D12_RT_FORMAT_ARRAY{};
    stream.VertexShader = CD3DX12_SHADER_BYTECODE(vertexShader);

    CD3DX12_DEPTH_STENCIL_DESC depth(D3D12_DEFAULT);
    depth.DepthFunc = D3D12_COMPARISON_FUNC_GREATER;
    stream.DepthStencil = depth;

    CD3DX12_DEPTH_STENCIL_DESC1 bounds(D3D12_DEFAULT);
    bounds.DepthFunc = D3D12_COMPARISON_FUNC_GREATER;
    bounds.DepthBoundsTestEnable = TRUE;
    stream.DepthBounds = bounds;

    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline.ReleaseAndGetAddressOf()));
}

// Generic skinned/static geometry stream; passes extend it.
struct GeometryStream {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
    CD3DX12_PIPELINE_STATE_STREAM_INPUT_LAYOUT InputLayout;
    CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
    CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
};

struct ShadowCasterStream : GeometryStream {
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT DepthFormat;
    CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER SlopeScaledBias;
};

HRESULT CreateShadowCasterPipeline(ID3D12Device2 *device, ID3D12RootSignature *rootSignature,
                                   const D3D12_INPUT_LAYOUT_DESC &inputLayout, ID3DBlob *vertexShader,
                                   ComPtr<ID3D12PipelineState> &pipeline)
{
    ShadowCasterStream stream;
    stream.RootSignature = rootSignature;
    stream.InputLayout = inputLayout;
    stream.VertexShader = CD3DX12_SHADER_BYTECODE(vertexShader);
    stream.DepthFormat = DXGI_FORMAT_D16_UNORM;

    CD3DX12_RASTERIZER_DESC bias(D3D12_DEFAULT);
    bias.DepthBias = 100;
    bias.SlopeScaledDepthBias = 2.0f;
    bias.DepthClipEnable = FALSE;
    stream.SlopeScaledBias = bias;

    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline.ReleaseAndGetAddressOf()));
}

// Deferred decals blend into the albedo and normal targets of the G-buffer.
struct DecalStream {
    OpaqueStateBlock Common;
    CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
    CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
    CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend;
    CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS DecalTargets;
};

HRESULT CreateDecalPipeline(ID3D12Device2 *device, const OpaquePassSetup &setup, ID3DBlob *vertexShader,
                            ID3DBlob *pixelShader, ComPtr<ID3D12PipelineState> &pipeline)
{
    DecalStream stream;
    FillOpaqueState(stream.Common, setup);
    stream.VertexShader = CD3DX12_SHADER_BYTECODE(vertexShader);
    stream.PixelShader = CD3DX12_SHADER_BYTECODE(pixelShader);

    CD3DX12_BLEND_DESC blend(D3D12_DEFAULT);
    blend.IndependentBlendEnable = TRUE;
    for (int target = 0; target < 2; ++target) {
        blend.RenderTarget[target].BlendEnable = TRUE;
        blend.RenderTarget[target].SrcBlend = D3D12_BLEND_SRC_ALPHA;
        blend.RenderTarget[target].DestBlend = D3D12_BLEND_INV_SRC_ALPHA;
    }
    stream.Blend = blend;

    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline.ReleaseAndGetAddressOf()));
}

} // namespace render
