/*
 * d3d12_state_objects_613.h - the SDK-613+ shape of D3D12 state objects, for psolint's tests.
 *
 * Debian's directx-headers-dev (SDK 606) stops at RAYTRACING_PIPELINE_CONFIG1 (12). SDK 613 adds
 * WORK_GRAPH (13) and the graphics kinds of generic programs (14-30, 25 unused), numbered unlike the
 * pipeline-stream enum (BLEND is 8 there, 15 here), and RASTERIZER here takes D3D12_RASTERIZER_DESC2.
 * This header declares, self-contained and without any Windows or DirectX-Headers include, both kind
 * enums, the state-object records, and the descs of the kinds the tests use. The records psolint reads
 * fields of (the state-object desc and subobject) have the field order and types of the real d3d12.h;
 * the work-graph and generic-program descs are declared with their real leading fields only, since no
 * check reads them. Use it instead of <d3d12.h>, never together with it.
 */
#ifndef PSOLINT_TEST_D3D12_STATE_OBJECTS_613_H
#define PSOLINT_TEST_D3D12_STATE_OBJECTS_613_H

typedef unsigned int UINT;
typedef int INT;
typedef int BOOL;
typedef float FLOAT;
typedef long HRESULT;
typedef const wchar_t *LPCWSTR;
typedef struct _GUID { unsigned long Data1; unsigned short Data2, Data3; unsigned char Data4[8]; } GUID;
typedef const GUID &REFIID;

/* The pipeline-stream kinds (psolint analyses a unit only where this enum is declared). */
typedef enum D3D12_PIPELINE_STATE_SUBOBJECT_TYPE {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE = 0,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS = 1,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_PS = 2,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS = 3,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_HS = 4,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_GS = 5,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS = 6,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_STREAM_OUTPUT = 7,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND = 8,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_MASK = 9,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER = 10,
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_MAX_VALID = 31
} D3D12_PIPELINE_STATE_SUBOBJECT_TYPE;

typedef enum D3D12_STATE_SUBOBJECT_TYPE {
  D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG = 0,
  D3D12_STATE_SUBOBJECT_TYPE_GLOBAL_ROOT_SIGNATURE = 1,
  D3D12_STATE_SUBOBJECT_TYPE_LOCAL_ROOT_SIGNATURE = 2,
  D3D12_STATE_SUBOBJECT_TYPE_NODE_MASK = 3,
  D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY = 5,
  D3D12_STATE_SUBOBJECT_TYPE_EXISTING_COLLECTION = 6,
  D3D12_STATE_SUBOBJECT_TYPE_SUBOBJECT_TO_EXPORTS_ASSOCIATION = 7,
  D3D12_STATE_SUBOBJECT_TYPE_DXIL_SUBOBJECT_TO_EXPORTS_ASSOCIATION = 8,
  D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_SHADER_CONFIG = 9,
  D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG = 10,
  D3D12_STATE_SUBOBJECT_TYPE_HIT_GROUP = 11,
  D3D12_STATE_SUBOBJECT_TYPE_RAYTRACING_PIPELINE_CONFIG1 = 12,
  D3D12_STATE_SUBOBJECT_TYPE_WORK_GRAPH = 13,
  D3D12_STATE_SUBOBJECT_TYPE_STREAM_OUTPUT = 14,
  D3D12_STATE_SUBOBJECT_TYPE_BLEND = 15,
  D3D12_STATE_SUBOBJECT_TYPE_SAMPLE_MASK = 16,
  D3D12_STATE_SUBOBJECT_TYPE_RASTERIZER = 17,
  D3D12_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL = 18,
  D3D12_STATE_SUBOBJECT_TYPE_INPUT_LAYOUT = 19,
  D3D12_STATE_SUBOBJECT_TYPE_IB_STRIP_CUT_VALUE = 20,
  D3D12_STATE_SUBOBJECT_TYPE_PRIMITIVE_TOPOLOGY = 21,
  D3D12_STATE_SUBOBJECT_TYPE_RENDER_TARGET_FORMATS = 22,
  D3D12_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL_FORMAT = 23,
  D3D12_STATE_SUBOBJECT_TYPE_SAMPLE_DESC = 24,
  D3D12_STATE_SUBOBJECT_TYPE_FLAGS = 26,
  D3D12_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1 = 27,
  D3D12_STATE_SUBOBJECT_TYPE_VIEW_INSTANCING = 28,
  D3D12_STATE_SUBOBJECT_TYPE_GENERIC_PROGRAM = 29,
  D3D12_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL2 = 30,
  D3D12_STATE_SUBOBJECT_TYPE_MAX_VALID = 31
} D3D12_STATE_SUBOBJECT_TYPE;

typedef enum D3D12_STATE_OBJECT_TYPE {
  D3D12_STATE_OBJECT_TYPE_COLLECTION = 0,
  D3D12_STATE_OBJECT_TYPE_RAYTRACING_PIPELINE = 3,
  D3D12_STATE_OBJECT_TYPE_EXECUTABLE = 4
} D3D12_STATE_OBJECT_TYPE;

typedef struct D3D12_STATE_SUBOBJECT {
  D3D12_STATE_SUBOBJECT_TYPE Type;
  const void *pDesc;
} D3D12_STATE_SUBOBJECT;

typedef struct D3D12_STATE_OBJECT_DESC {
  D3D12_STATE_OBJECT_TYPE Type;
  UINT NumSubobjects;
  const D3D12_STATE_SUBOBJECT *pSubobjects;
} D3D12_STATE_OBJECT_DESC;

typedef struct D3D12_NODE_MASK { UINT NodeMask; } D3D12_NODE_MASK;

typedef struct D3D12_RENDER_TARGET_BLEND_DESC {
  BOOL BlendEnable, LogicOpEnable;
  INT SrcBlend, DestBlend, BlendOp, SrcBlendAlpha, DestBlendAlpha, BlendOpAlpha, LogicOp;
  unsigned char RenderTargetWriteMask;
} D3D12_RENDER_TARGET_BLEND_DESC;
typedef struct D3D12_BLEND_DESC {
  BOOL AlphaToCoverageEnable, IndependentBlendEnable;
  D3D12_RENDER_TARGET_BLEND_DESC RenderTarget[8];
} D3D12_BLEND_DESC;

typedef struct D3D12_RASTERIZER_DESC {
  INT FillMode, CullMode;
  BOOL FrontCounterClockwise;
  INT DepthBias;
  FLOAT DepthBiasClamp, SlopeScaledDepthBias;
  BOOL DepthClipEnable, MultisampleEnable, AntialiasedLineEnable;
  UINT ForcedSampleCount;
  INT ConservativeRaster;
} D3D12_RASTERIZER_DESC;
typedef struct D3D12_RASTERIZER_DESC2 {
  INT FillMode, CullMode;
  BOOL FrontCounterClockwise;
  FLOAT DepthBias, DepthBiasClamp, SlopeScaledDepthBias;
  BOOL DepthClipEnable;
  INT LineRasterizationMode;
  UINT ForcedSampleCount;
  INT ConservativeRaster;
} D3D12_RASTERIZER_DESC2;

typedef struct D3D12_WORK_GRAPH_DESC {
  LPCWSTR ProgramName;
  UINT Flags;
  UINT NumEntrypoints;
  const void *pEntrypoints;
  UINT NumExplicitlyDefinedNodes;
  const void *pExplicitlyDefinedNodes;
} D3D12_WORK_GRAPH_DESC;

typedef struct D3D12_GENERIC_PROGRAM_DESC {
  LPCWSTR ProgramName;
  UINT NumExports;
  LPCWSTR *pExports;
  UINT NumSubobjects;
  const D3D12_STATE_SUBOBJECT *const *ppSubobjects;
} D3D12_GENERIC_PROGRAM_DESC;

struct ID3D12StateObject;
struct ID3D12Device14 {
  HRESULT CreateStateObject(const D3D12_STATE_OBJECT_DESC *pDesc, REFIID riid, void **ppStateObject);
};

#endif
