// A member, variable or type named for one shader stage that holds another
// stage's subobject: the runtime binds the bytecode to the stage of the tag,
// not of the name. Names are split into words (HullShader, m_ds, hsSubobject,
// StreamVS); a name counts when it names exactly one stage, by its short or
// long name.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

// ---- members ------------------------------------------------------------------------

// Hull and domain shader helpers swapped: this one shipped for two years.
struct TessellationStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  CD3DX12_PIPELINE_STATE_STREAM_DS HullShader; // expected-warning {{member 'HullShader' is named for the hull shader (HS) but holds a DS subobject: the runtime binds its bytecode as the domain shader [d3d12-stream-role-name]}}
  CD3DX12_PIPELINE_STATE_STREAM_HS DomainShader; // expected-warning {{member 'DomainShader' is named for the domain shader (DS) but holds an HS subobject: the runtime binds its bytecode as the hull shader [d3d12-stream-role-name]}}
  CD3DX12_PIPELINE_STATE_STREAM_PS PixelShader;
};

// Short names with a prefix.
class Material {
  CD3DX12_PIPELINE_STATE_STREAM_VS m_vs;
  CD3DX12_PIPELINE_STATE_STREAM_HS m_ds; // expected-warning {{member 'm_ds' is named for the domain shader (DS) but holds an HS subobject}}
  CD3DX12_PIPELINE_STATE_STREAM_DS m_hs; // expected-warning {{member 'm_hs' is named for the hull shader (HS) but holds a DS subobject}}
  CD3DX12_PIPELINE_STATE_STREAM_PS m_ps;
};

// An amplification shader member declared with the mesh shader helper.
struct MeshletStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_MS AS; // expected-warning {{member 'AS' is named for the amplification shader (AS) but holds an MS subobject: the runtime binds its bytecode as the mesh shader}}
  CD3DX12_PIPELINE_STATE_STREAM_MS MS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// Hand-written pairs: the kind comes from the tag's initialiser.
struct alignas(void *) DomainShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DS;
  D3D12_SHADER_BYTECODE Shader;
};

struct HandWrittenStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS vertex;
  DomainShaderPair hull; // expected-warning {{member 'hull' is named for the hull shader (HS) but holds a DS subobject}}
};

// A class template: reported once, at the pattern, for the instantiations
// that hold the wrong stage (the member's kind may depend on the argument).
template <typename PixelStage> struct TessellationTemplate {
  CD3DX12_PIPELINE_STATE_STREAM_DS HS; // expected-warning {{member 'HS' is named for the hull shader (HS) but holds a DS subobject}}
  PixelStage PS; // expected-warning {{member 'PS' is named for the pixel shader (PS) but holds a GS subobject: the runtime binds its bytecode as the geometry shader}}
};
TessellationTemplate<CD3DX12_PIPELINE_STATE_STREAM_PS> WithPixelShader;
TessellationTemplate<CD3DX12_PIPELINE_STATE_STREAM_GS> WithGeometryShader;

// A base's member is reported at the base, not again in each derived stream.
struct TessellationBase {
  CD3DX12_PIPELINE_STATE_STREAM_HS DS; // expected-warning {{member 'DS' is named for the domain shader (DS) but holds an HS subobject}}
};
struct DerivedStream : TessellationBase {
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};
struct HoldsBase {
  TessellationBase Tessellation;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

// ---- variables ------------------------------------------------------------------------

DomainShaderPair hsSubobject; // expected-warning {{variable 'hsSubobject' is named for the hull shader (HS) but holds a DS subobject: the runtime binds its bytecode as the domain shader [d3d12-stream-role-name]}}
DomainShaderPair dsSubobject;

void localVariables() {
  CD3DX12_PIPELINE_STATE_STREAM_HS domainShader; // expected-warning {{variable 'domainShader' is named for the domain shader (DS) but holds an HS subobject}}
  CD3DX12_PIPELINE_STATE_STREAM_CS computeShader;
  (void)domainShader;
  (void)computeShader;
}

// ---- types ----------------------------------------------------------------------------

typedef CD3DX12_PIPELINE_STATE_STREAM_PS StreamVS; // expected-warning {{type 'StreamVS' is named for the vertex shader (VS) but holds a PS subobject: the runtime binds its bytecode as the pixel shader [d3d12-stream-role-name]}}
using AmplificationStage = CD3DX12_PIPELINE_STATE_STREAM_MS; // expected-warning {{type 'AmplificationStage' is named for the amplification shader (AS) but holds an MS subobject}}
using GeometryStage = CD3DX12_PIPELINE_STATE_STREAM_GS;
typedef DomainShaderPair DSPair;

// ---- silent ---------------------------------------------------------------------------

// No stage word: Rasterizer, MSAA (not MS), Decals, psoDesc (not PS), pass.
struct NoStageWords {
  CD3DX12_PIPELINE_STATE_STREAM_VS Stage0;
  CD3DX12_PIPELINE_STATE_STREAM_RASTERIZER Rasterizer;
  CD3DX12_PIPELINE_STATE_STREAM_SAMPLE_DESC MSAA;
  CD3DX12_PIPELINE_STATE_STREAM_PS Decals;
  CD3DX12_PIPELINE_STATE_STREAM_GS psoDesc;
  CD3DX12_PIPELINE_STATE_STREAM_HS pass;
  CD3DX12_PIPELINE_STATE_STREAM_DS Displacement;
};

// Names that match what they hold, in every spelling.
struct MatchingNames {
  CD3DX12_PIPELINE_STATE_STREAM_AS amplificationShader;
  CD3DX12_PIPELINE_STATE_STREAM_MS MeshShader;
  CD3DX12_PIPELINE_STATE_STREAM_PS m_pixel;
  CD3DX12_PIPELINE_STATE_STREAM_HS HSBlob;
  CD3DX12_PIPELINE_STATE_STREAM_DS domain_shader;
  CD3DX12_PIPELINE_STATE_STREAM_GS gs;
};
struct ComputeOnly {
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
};

// Names naming two stages: no single stage to compare with.
struct TwoStageNames {
  CD3DX12_PIPELINE_STATE_STREAM_PS VertexOrPixelShader;
  CD3DX12_PIPELINE_STATE_STREAM_DS HullDomainShader;
  CD3DX12_PIPELINE_STATE_STREAM_MS AsMsShader;
};
using VsOrPsStage = CD3DX12_PIPELINE_STATE_STREAM_VS;

// Non-shader kinds have no stage to disagree with.
struct NonShaderKinds {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_INPUT_LAYOUT VSInput;
  CD3DX12_PIPELINE_STATE_STREAM_RENDER_TARGET_FORMATS PSOutputs;
};
