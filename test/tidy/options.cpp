// .clang-tidy CheckOptions reach the core: AlignMacro spells the fix-it,
// Pedantic reports tag unions that are harmless by coincidence.
// RUN: %check_clang_tidy --config="{CheckOptions: {StrictRecords: true, d3d12-subobject-alignment.AlignMacro: 'PSO_ALIGN', d3d12-subobject-enum-union.Pedantic: true}}" %s 'd3d12-*' %t.cpp -- -std=c++17 %dx
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

#define PSO_ALIGN alignas(void *)

struct NodeMaskSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_NODE_MASK;
  UINT NodeMask;
};
// CHECK-MESSAGES: :[[@LINE-4]]:8: warning: subobject 'NodeMaskSubobject' is aligned to 4 bytes{{.*}}[d3d12-subobject-alignment]
// CHECK-FIXES: struct PSO_ALIGN NodeMaskSubobject {

struct VertexShaderSubobject {
  union {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
    void *Pad;
  };
  D3D12_SHADER_BYTECODE Bytecode;
};
// CHECK-MESSAGES: :[[@LINE-6]]:3: warning: tag of subobject 'VertexShaderSubobject' is unioned with 'Pad': harmless on x86_64-pc-linux-gnu only because 'Bytecode' (D3D12_SHADER_BYTECODE) is 8-byte aligned and lands at offset 8 either way; an inner aligned to less than 8 bytes would be misread [d3d12-subobject-enum-union]
// CHECK-FIXES: struct PSO_ALIGN VertexShaderSubobject {
// CHECK-FIXES-NEXT: {{^  }}D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
// CHECK-FIXES-NEXT: {{^  }}D3D12_SHADER_BYTECODE Bytecode;
