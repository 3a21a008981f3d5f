/* psolint demo: hand-written subobject pairs shared by C and C++ code; one pair lacks the shared alignment macro. */
#ifndef ENGINE_PSO_SUBOBJECTS_H
#define ENGINE_PSO_SUBOBJECTS_H

#include "d3d12_include.h"

/*
 * CreatePipelineState walks the stream one pointer-aligned (type, desc) pair at a time.
 * PSO_SUBOBJECT_TAG declares the type member and gives the whole pair pointer alignment,
 * in either language.
 */
#if defined(__cplusplus)
#define PSO_SUBOBJECT_TAG alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE
#else
#define PSO_SUBOBJECT_TAG _Alignas(void *) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE
#endif

#if defined(__cplusplus)
extern "C" {
#endif

typedef struct PsoRootSignatureSubobject {
    PSO_SUBOBJECT_TAG type;
    ID3D12RootSignature *root_signature;
} PsoRootSignatureSubobject;

/* VS, HS, DS, GS, PS, AS, MS or CS: the type member says which stage. */
typedef struct PsoShaderSubobject {
    PSO_SUBOBJECT_TAG type;
    D3D12_SHADER_BYTECODE bytecode;
} PsoShaderSubobject;

typedef struct PsoRenderTargetFormatsSubobject {
    PSO_SUBOBJECT_TAG type;
    struct D3D12_RT_FORMAT_ARRAY formats;
} PsoRenderTargetFormatsSubobject;

typedef struct PsoDepthStencilFormatSubobject {
    PSO_SUBOBJECT_TAG type;
    DXGI_FORMAT format;
} PsoDepthStencilFormatSubobject;

typedef struct PsoSampleDescSubobject {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
    DXGI_SAMPLE_DESC desc;
} PsoSampleDescSubobject;

typedef struct PsoSampleMaskSubobject {
    PSO_SUBOBJECT_TAG type;
    UINT mask;
} PsoSampleMaskSubobject;

typedef struct PsoFlagsSubobject {
    PSO_SUBOBJECT_TAG type;
    D3D12_PIPELINE_STATE_FLAGS flags;
} PsoFlagsSubobject;

#if defined(__cplusplus)
}
#endif

#endif /* ENGINE_PSO_SUBOBJECTS_H */
