// psolint demo: d3dx12 stream helpers used as intended (meshlet, forward and legacy-desc pipelines); no findings.
#include "d3d12_include.h"

using Microsoft::WRL::ComPtr;

namespace render {

struct MeshletShaders {
    ComPtr<ID3DBlob> amplification;
    ComPtr<ID3DBlob> mesh;
    ComPtr<ID3DBlob> pixel;
};

struct ForwardShaders {
    ComPtr<ID3DBlob> vertex;
    ComPtr<ID3DBlob> pixel;
};

// G-buffer layout shared by the meshlet and forward passes.
static const DXGI_FORMAT kGBufferFormats[] = {
    DXGI_FORMAT_R8G8B8A8_UNORM_SRGB, // albedo
    DXGI_FORMAT_R10G10B10A2_UNORM,   // normal
    DXGI_FORMAT_R8G8B8A8_UNORM,      // roughness / metalness / occlusion
};
static const DXGI_FORMAT kSceneDepthFormat = DXGI_FORMAT_D32_FLOAT;

static D3D12_RT_FORMAT_ARRAY GBufferTargets()
{
    D3D12_RT_FORMAT_ARRAY targets = {};
    targets.NumRenderTargets = UINT(sizeof(kGBufferFormats) / sizeof(kGBufferFormats[0]));
    for (UINT i = 0; i < targets.NumRenderTargets; ++i)
        targets.RTFormats[i] = kGBufferFormats[i];
    return targets;
}

// Amplification + mesh shader pipeline for the meshlet renderer.
struct MeshletPipelineStream {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
    CD3DX12_PIPELINE_STATE_STREAM_AS AmplificationShader;
    CD3DX12_PIPELINE_STATE_STREAM_MS MeshShader;
    CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
    CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
    CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL1 DepthStencil;
    CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS RenderTargets;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT DepthFormat;
    CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_DESC SampleDesc;
};

HRESULT CreateMeshletPipeline(ID3D12Device2 *device, ID3D12RootSignature *rootSignature,
                              const MeshletShaders &shaders, ComPtr<ID3D12PipelineState> &pipeline)
{
    MeshletPipelineStream stream;
    stream.RootSignature = rootSignature;
    stream.AmplificationShader = CD3DX12_SHADER_BYTECODE(shaders.amplification.Get());
    stream.MeshShader = CD3DX12_SHADER_BYTECODE(shaders.mesh.Get());
    stream.PixelShader = CD3DX12_SHADER_BYTECODE(shaders.pixel.Get());

    CD3DX12_RASTERIZER_DESC rasterizer(D3D12_DEFAULT);
    rasterizer.FrontCounterClockwise = TRUE;
    stream.Rasterizer = rasterizer;

    CD3DX12_DEPTH_STENCIL_DESC1 depth(D3D12_DEFAULT);
    depth.DepthFunc = D3D12_COMPARISON_FUNC_GREATER_EQUAL; // reversed Z
    depth.DepthBoundsTestEnable = TRUE;
    stream.DepthStencil = depth;

    stream.RenderTargets = GBufferTargets();
    stream.DepthFormat = kSceneDepthFormat;

    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline.ReleaseAndGetAddressOf()));
}

// Classic vertex + pixel shader pipeline for the forward (transparent) pass.
struct ForwardPipelineStream {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
    CD3DX12_PIPELINE_STATE_STREAM_INPUT_LAYOUT InputLayout;
    CD3DX12_PIPELINE_STATE_STREAM_PRIMITIVE_TOPOLOGY Topology;
    CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
    CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
    CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL DepthStencil;
    CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS RenderTargets;
    CD3DX12_PIPELINE_STATE_STREAM_DEPTH_STENCIL_FORMAT DepthFormat;
};

static const D3D12_INPUT_ELEMENT_DESC kForwardVertexLayout[] = {
    {"POSITION", 0, DXGI_FORMAT_R32G32B32_FLOAT, 0, 0, D3D12_INPUT_CLASSIFICATION_PER_VERTEX_DATA, 0},
    {"NORMAL", 0, DXGI_FORMAT_R32G32B32_FLOAT, 0, 12, D3D12_INPUT_CLASSIFICATION_PER_VERTEX_DATA, 0},
    {"TEXCOORD", 0, DXGI_FORMAT_R32G32_FLOAT, 0, 24, D3D12_INPUT_CLASSIFICATION_PER_VERTEX_DATA, 0},
};

HRESULT CreateForwardPipeline(ID3D12Device2 *device, ID3D12RootSignature *rootSignature,
                              const ForwardShaders &shaders, DXGI_FORMAT colorFormat,
                              ComPtr<ID3D12PipelineState> &pipeline)
{
    ForwardPipelineStream stream;
    stream.RootSignature = rootSignature;
    stream.InputLayout = D3D12_INPUT_LAYOUT_DESC{kForwardVertexLayout,
                                                 UINT(sizeof(kForwardVertexLayout) / sizeof(kForwardVertexLayout[0]))};
    stream.Topology = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
    stream.VertexShader = CD3DX12_SHADER_BYTECODE(shaders.vertex.Get());
    stream.PixelShader = CD3DX12_SHADER_BYTECODE(shaders.pixel.Get());

    CD3DX12_BLEND_DESC blend(D3D12_DEFAULT);
    blend.RenderTarget[0].BlendEnable = TRUE;
    blend.RenderTarget[0].SrcBlend = D3D12_BLEND_SRC_ALPHA;
    blend.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC_ALPHA;
    stream.Blend = blend;

    CD3DX12_DEPTH_STENCIL_DESC depth(D3D12_DEFAULT);
    depth.DepthWriteMask = D3D12_DEPTH_WRITE_MASK_ZERO;
    depth.DepthFunc = D3D12_COMPARISON_FUNC_GREATER_EQUAL;
    stream.DepthStencil = depth;

    D3D12_RT_FORMAT_ARRAY targets = {};
    targets.NumRenderTargets = 1;
    targets.RTFormats[0] = colorFormat;
    stream.RenderTargets = targets;
    stream.DepthFormat = kSceneDepthFormat;

    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline.ReleaseAndGetAddressOf()));
}

// Older tools still fill a D3D12_GRAPHICS_PIPELINE_STATE_DESC; the ready-made stream converts it.
HRESULT CreatePipelineFromLegacyDesc(ID3D12Device2 *device, const D3D12_GRAPHICS_PIPELINE_STATE_DESC &legacy,
                                     ComPtr<ID3D12PipelineState> &pipeline)
{
    CD3DX12_PIPELINE_STATE_STREAM2 stream(legacy);
    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline.ReleaseAndGetAddressOf()));
}

} // namespace render
