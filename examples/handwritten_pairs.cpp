// psolint demo: hand-written subobject pairs in the documentation's style; some lack alignas(void*), two union only the tag.
#include "pso_subobjects.h"

namespace render {
namespace stream {

// Pairs written after the D3D12_PIPELINE_STATE_STREAM_DESC documentation.
struct alignas(void *) VertexShaderSubobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
    D3D12_SHADER_BYTECODE Desc = {};
};

struct alignas(void *) PixelShaderSubobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
    D3D12_SHADER_BYTECODE Desc = {};
};

struct alignas(void *) RasterizerSubobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
    D3D12_RASTERIZER_DESC Desc = CD3DX12_RASTERIZER_DESC(D3D12_DEFAULT);
};

struct BlendSubobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
    D3D12_BLEND_DESC Desc = CD3DX12_BLEND_DESC(D3D12_DEFAULT);
};

struct DepthStencilSubobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
    D3D12_DEPTH_STENCIL_DESC1 Desc = CD3DX12_DEPTH_STENCIL_DESC1(D3D12_DEFAULT);
};

// The type is unioned with a pointer so that it takes a full word without needing alignas.
struct TopologySubobject {
    union {
        D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
        void *WordAlign;
    };
    D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology = D3D12_PRIMITIVE_TOPOLOGY_TYPE_TRIANGLE;
};

struct InputLayoutSubobject {
    union {
        D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_INPUT_LAYOUT;
        void *WordAlign;
    };
    D3D12_INPUT_LAYOUT_DESC Layout = {};
};

} // namespace stream

struct ForwardPassStream {
    PsoRootSignatureSubobject RootSignature;
    stream::InputLayoutSubobject InputLayout;
    stream::VertexShaderSubobject VertexShader;
    stream::PixelShaderSubobject PixelShader;
    stream::RasterizerSubobject Rasterizer;
    stream::BlendSubobject Blend;
    stream::DepthStencilSubobject DepthStencil;
    PsoRenderTargetFormatsSubobject RenderTargets;
    PsoDepthStencilFormatSubobject DepthFormat;
    PsoSampleDescSubobject SampleDesc;
};

struct ShadowPassStream {
    PsoRootSignatureSubobject RootSignature;
    stream::InputLayoutSubobject InputLayout;
    stream::TopologySubobject Topology;
    stream::VertexShaderSubobject VertexShader;
    stream::RasterizerSubobject Rasterizer;
    PsoDepthStencilFormatSubobject DepthFormat;
};

static const D3D12_INPUT_ELEMENT_DESC kStaticMeshLayout[] = {
    {"POSITION", 0, DXGI_FORMAT_R32G32B32_FLOAT, 0, 0, D3D12_INPUT_CLASSIFICATION_PER_VERTEX_DATA, 0},
    {"NORMAL", 0, DXGI_FORMAT_R32G32B32_FLOAT, 0, 12, D3D12_INPUT_CLASSIFICATION_PER_VERTEX_DATA, 0},
    {"TEXCOORD", 0, DXGI_FORMAT_R32G32_FLOAT, 0, 24, D3D12_INPUT_CLASSIFICATION_PER_VERTEX_DATA, 0},
};
static const UINT kStaticMeshLayoutCount = UINT(sizeof(kStaticMeshLayout) / sizeof(kStaticMeshLayout[0]));

HRESULT CreateForwardPassPipeline(ID3D12Device2 *device, ID3D12RootSignature *rootSignature, ID3DBlob *vertexShader,
                                  ID3DBlob *pixelShader, DXGI_FORMAT colorFormat, ID3D12PipelineState **pipeline)
{
    ForwardPassStream stream;
    stream.RootSignature = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, rootSignature};
    stream.InputLayout.Layout = {kStaticMeshLayout, kStaticMeshLayoutCount};
    stream.VertexShader.Desc = CD3DX12_SHADER_BYTECODE(vertexShader);
    stream.PixelShader.Desc = CD3DX12_SHADER_BYTECODE(pixelShader);
    stream.SampleDesc = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC, {1, 0}};

    stream.Blend.Desc.RenderTarget[0].BlendEnable = TRUE;
    stream.Blend.Desc.RenderTarget[0].SrcBlend = D3D12_BLEND_SRC_ALPHA;
    stream.Blend.Desc.RenderTarget[0].DestBlend = D3D12_BLEND_INV_SRC_ALPHA;
    stream.DepthStencil.Desc.DepthWriteMask = D3D12_DEPTH_WRITE_MASK_ZERO;

    stream.RenderTargets.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RENDER_TARGET_FORMATS;
    stream.RenderTargets.formats = {};
    stream.RenderTargets.formats.NumRenderTargets = 1;
    stream.RenderTargets.formats.RTFormats[0] = colorFormat;
    stream.DepthFormat = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT, DXGI_FORMAT_D32_FLOAT};

    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline));
}

HRESULT CreateShadowPassPipeline(ID3D12Device2 *device, ID3D12RootSignature *rootSignature, ID3DBlob *vertexShader,
                                 ID3D12PipelineState **pipeline)
{
    ShadowPassStream stream;
    stream.RootSignature = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, rootSignature};
    stream.InputLayout.Layout = {kStaticMeshLayout, kStaticMeshLayoutCount};
    stream.VertexShader.Desc = CD3DX12_SHADER_BYTECODE(vertexShader);
    stream.Rasterizer.Desc.DepthBias = 1000;
    stream.Rasterizer.Desc.SlopeScaledDepthBias = 1.5f;
    stream.DepthFormat = {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT, DXGI_FORMAT_D32_FLOAT};

    D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(stream), &stream};
    return device->CreatePipelineState(&desc, IID_PPV_ARGS(pipeline));
}

} // namespace render
