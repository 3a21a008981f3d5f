// A tag union harmless by coincidence: the inner is pointer-aligned anyway.
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct RootSignatureSubobject {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
    void *WordAlign;
  };
  ID3D12RootSignature *RootSignature;
};
