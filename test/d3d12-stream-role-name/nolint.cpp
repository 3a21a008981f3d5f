// The finding is at the member's, variable's or type's name.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-role-name' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct TessellationStream {
  CD3DX12_PIPELINE_STATE_STREAM_DS HullShader; // NOLINT(d3d12-stream-role-name)
  // NOLINTNEXTLINE(d3d12-stream-role-name)
  CD3DX12_PIPELINE_STATE_STREAM_HS DomainShader;
  CD3DX12_PIPELINE_STATE_STREAM_MS AS; // NOLINT(d3d12-stream-duplicate-subobject) expected-warning {{member 'AS' is named for the amplification shader (AS) but holds an MS subobject}}
};
typedef CD3DX12_PIPELINE_STATE_STREAM_PS StreamVS; // NOLINT
