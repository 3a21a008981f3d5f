/*
 * d3d12_x_derived.h - a stand-in for the part of Xbox's d3d12_x.h that derives pipeline states, for
 * psolint's d3d12-derived-pso-desc tests. Written from the public reference page of
 * ID3D12Device::CreateDerivedGraphicsPipelineStateX; the Xbox headers themselves are not public.
 *
 * What is taken from the reference page: the method's name and parameters (source state, NumDescs,
 * pDescs, riid, out pointer), and that each desc names one state grouping (blend, rasterizer or
 * depth/stencil) in its Type member and carries the new state for it. What is made up: the enum's
 * values and the union's member names, and the interface name. On Xbox the method belongs to
 * ID3D12Device itself; here it sits on ID3D12XboxDevice because Debian's d3d12.h already declares
 * ID3D12Device.
 *
 * Include it after <directx/d3d12.h> (or <d3d12.h>), from C11 or C++.
 */
#ifndef PSOLINT_TEST_D3D12_X_DERIVED_H
#define PSOLINT_TEST_D3D12_X_DERIVED_H

typedef enum D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_BLEND = 0,
  D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_RASTERIZER = 1,
  D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE_DEPTH_STENCIL = 2
} D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE;

/* One state grouping to override: Type says which member of the union is read. */
typedef struct D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC {
  D3D12XBOX_DERIVED_GRAPHICS_STATE_TYPE Type;
  union {
    D3D12_BLEND_DESC BlendDesc;
    D3D12_RASTERIZER_DESC RasterizerDesc;
    D3D12_DEPTH_STENCIL_DESC DepthStencilDesc;
  };
} D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC;

#ifdef __cplusplus

struct ID3D12XboxDevice : public ID3D12Device {
  /* Reads NumDescs descs from pDescs; the derived state starts as a copy of pSrcPipelineState. */
  virtual HRESULT STDMETHODCALLTYPE CreateDerivedGraphicsPipelineStateX(
      ID3D12PipelineState *pSrcPipelineState, UINT NumDescs,
      const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC *pDescs, REFIID riid,
      void **ppDerivedPipelineState) = 0;
};

#else /* C: the COM layout, a vtable with the interface pointer first */

typedef struct ID3D12XboxDevice ID3D12XboxDevice;
typedef struct ID3D12XboxDeviceVtbl {
  HRESULT(STDMETHODCALLTYPE *CreateDerivedGraphicsPipelineStateX)(
      ID3D12XboxDevice *This, ID3D12PipelineState *pSrcPipelineState, UINT NumDescs,
      const D3D12XBOX_DERIVED_GRAPHICS_STATE_DESC *pDescs, REFIID riid,
      void **ppDerivedPipelineState);
} ID3D12XboxDeviceVtbl;
struct ID3D12XboxDevice {
  const struct ID3D12XboxDeviceVtbl *lpVtbl;
};
#define ID3D12XboxDevice_CreateDerivedGraphicsPipelineStateX(This, pSrc, NumDescs, pDescs, riid, ppOut) \
  ((This)->lpVtbl->CreateDerivedGraphicsPipelineStateX(This, pSrc, NumDescs, pDescs, riid, ppOut))

#endif /* __cplusplus */

#endif /* PSOLINT_TEST_D3D12_X_DERIVED_H */
