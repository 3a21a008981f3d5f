/* psolint demo: C11 streams: tags set by assignment and by initialisers, pairs without alignment, HS/DS swapped, a wrong SizeInBytes. */
#define COBJMACROS
#include "pso_subobjects.h"

#include <string.h>

/* Shader bytecode handed over by the tools' shader cache. */
struct terrain_shaders {
    D3D12_SHADER_BYTECODE vs;
    D3D12_SHADER_BYTECODE hs;
    D3D12_SHADER_BYTECODE ds;
    D3D12_SHADER_BYTECODE ps;
};

/* ---- terrain preview: tessellated patches ------------------------------------------------------- */

struct terrain_topology_subobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};

struct terrain_rasterizer_subobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_RASTERIZER_DESC Desc;
};

struct terrain_depth_subobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
    D3D12_DEPTH_STENCIL_DESC1 Desc;
};

struct terrain_pipeline_stream {
    PsoRootSignatureSubobject root_signature;
    PsoShaderSubobject vertex_shader;
    PsoShaderSubobject hull_shader;
    PsoShaderSubobject domain_shader;
    PsoShaderSubobject pixel_shader;
    struct terrain_topology_subobject topology;
    struct terrain_rasterizer_subobject raster;
    struct terrain_depth_subobject depth;
    PsoSampleDescSubobject sample_desc;
    PsoRenderTargetFormatsSubobject rt_formats;
    PsoDepthStencilFormatSubobject dsv_format;
};

static void terrain_stream_init(struct terrain_pipeline_stream *stream, ID3D12RootSignature *root_signature,
                                const struct terrain_shaders *shaders, DXGI_FORMAT color_format)
{
    struct terrain_pipeline_stream s;

    memset(&s, 0, sizeof(s));
    s.root_signature.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
    s.root_signature.root_signature = root_signature;
    s.vertex_shader.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
    s.vertex_shader.bytecode = shaders->vs;
    s.hull_shader.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS;
    s.hull_shader.bytecode = shaders->hs;
    s.domain_shader.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS;
    s.domain_shader.bytecode = shaders->ds;
    s.pixel_shader.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS;
    s.pixel_shader.bytecode = shaders->ps;

    s.topology.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY;
    s.topology.Topology = D3D12_PRIMITIVE_TOPOLOGY_TYPE_PATCH;

    s.raster.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
    s.raster.Desc.FillMode = D3D12_FILL_MODE_SOLID;
    s.raster.Desc.CullMode = D3D12_CULL_MODE_BACK;
    s.raster.Desc.DepthClipEnable = TRUE;

    s.depth.Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
    s.depth.Desc.DepthEnable = TRUE;
    s.depth.Desc.DepthWriteMask = D3D12_DEPTH_WRITE_MASK_ALL;
    s.depth.Desc.DepthFunc = D3D12_COMPARISON_FUNC_GREATER_EQUAL;

    s.sample_desc.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
    s.sample_desc.desc.Count = 1;

    s.rt_formats.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RENDER_TARGET_FORMATS;
    s.rt_formats.formats.NumRenderTargets = 1;
    s.rt_formats.formats.RTFormats[0] = color_format;
    s.dsv_format.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT;
    s.dsv_format.format = DXGI_FORMAT_D32_FLOAT;

    *stream = s;
}

HRESULT terrain_create_pipeline(ID3D12Device2 *device, ID3D12RootSignature *root_signature,
                                const struct terrain_shaders *shaders, DXGI_FORMAT color_format,
                                ID3D12PipelineState **pipeline)
{
    struct terrain_pipeline_stream stream;
    D3D12_PIPELINE_STATE_STREAM_DESC desc;

    terrain_stream_init(&stream, root_signature, shaders, color_format);
    desc.SizeInBytes = sizeof(stream);
    desc.pPipelineStateSubobjectStream = &stream;
    return ID3D12Device2_CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pipeline);
}

/* ---- wireframe overlay: the same patches, line fill, built from a constant template --------------- */

/* Whole pair unioned with a pointer, for compilers without _Alignas. */
union overlay_rasterizer_subobject {
    struct {
        D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
        D3D12_RASTERIZER_DESC desc;
    };
    void *align;
};

struct overlay_pipeline_stream {
    PsoRootSignatureSubobject root_signature;
    PsoShaderSubobject vertex_shader;
    PsoShaderSubobject hull_shader;
    PsoShaderSubobject domain_shader;
    PsoShaderSubobject pixel_shader;
    union overlay_rasterizer_subobject raster;
    PsoDepthStencilFormatSubobject dsv_format;
    PsoRenderTargetFormatsSubobject rt_formats;
};

static const struct overlay_pipeline_stream overlay_stream_template = {
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE, NULL},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS, {NULL, 0}},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS, {NULL, 0}},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS, {NULL, 0}},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS, {NULL, 0}},
    {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER,
      {D3D12_FILL_MODE_WIREFRAME, D3D12_CULL_MODE_NONE, FALSE, 0, 0.0f, 0.0f, TRUE, FALSE, TRUE, 0,
       D3D12_CONSERVATIVE_RASTERIZATION_MODE_OFF}}},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT, DXGI_FORMAT_D32_FLOAT},
    {D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RENDER_TARGET_FORMATS, {{DXGI_FORMAT_R8G8B8A8_UNORM}, 1}},
};

HRESULT overlay_create_pipeline(ID3D12Device2 *device, ID3D12RootSignature *root_signature,
                                const struct terrain_shaders *shaders, ID3D12PipelineState **pipeline)
{
    struct overlay_pipeline_stream stream = overlay_stream_template;
    D3D12_PIPELINE_STATE_STREAM_DESC stream_desc;

    stream.root_signature.root_signature = root_signature;
    stream.vertex_shader.bytecode = shaders->vs;
    stream.hull_shader.bytecode = shaders->hs;
    stream.domain_shader.bytecode = shaders->ds;
    stream.pixel_shader.bytecode = shaders->ps;

    stream_desc.pPipelineStateSubobjectStream = &stream;
    stream_desc.SizeInBytes = sizeof(stream_desc);
    return ID3D12Device2_CreatePipelineState(device, &stream_desc, &IID_ID3D12PipelineState, (void **)pipeline);
}

/* ---- sky dome: designated initialisers ------------------------------------------------------------ */

struct sky_pipeline_stream {
    PsoRootSignatureSubobject root_signature;
    PsoShaderSubobject vertex_shader;
    PsoShaderSubobject pixel_shader;
    PsoRenderTargetFormatsSubobject rt_formats;
    PsoDepthStencilFormatSubobject dsv_format;
    PsoFlagsSubobject flags;
};

HRESULT sky_create_pipeline(ID3D12Device2 *device, ID3D12RootSignature *root_signature, ID3DBlob *vertex_blob,
                            ID3DBlob *pixel_blob, DXGI_FORMAT hdr_format, ID3D12PipelineState **pipeline)
{
    struct sky_pipeline_stream stream = {
        .root_signature = {.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE,
                           .root_signature = root_signature},
        .vertex_shader = {.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS,
                          .bytecode = {ID3D10Blob_GetBufferPointer(vertex_blob),
                                       ID3D10Blob_GetBufferSize(vertex_blob)}},
        .pixel_shader = {.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS,
                         .bytecode = {ID3D10Blob_GetBufferPointer(pixel_blob),
                                      ID3D10Blob_GetBufferSize(pixel_blob)}},
        .rt_formats = {.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RENDER_TARGET_FORMATS,
                       .formats = {.RTFormats = {hdr_format}, .NumRenderTargets = 1}},
        .dsv_format = {.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT,
                       .format = DXGI_FORMAT_D32_FLOAT},
        .flags = {.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_FLAGS, .flags = D3D12_PIPELINE_STATE_FLAG_NONE},
    };
    D3D12_PIPELINE_STATE_STREAM_DESC desc = {.SizeInBytes = sizeof(stream), .pPipelineStateSubobjectStream = &stream};

    return ID3D12Device2_CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)pipeline);
}
