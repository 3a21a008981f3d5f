// The C++ twin of fixit-layout.c: alignas(void*) on the record is offered
// only where the record it leaves is what the runtime reads. alignas cannot
// lower a record below a member's alignment (i686: a tag typedef aligned(8)
// would not compile); it is not capped by #pragma pack or packed, so it
// fixes a packed record whose inner is where the runtime reads it, and is
// withheld where the packing moved a pointer-holding inner.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86 %s
// RUN: %check_clang_tidy --config="{CheckOptions: {StrictRecords: true}}" %s d3d12-subobject-alignment %t.x64.cpp -- -std=c++17 %dx
// RUN: %check_clang_tidy --check-suffix=X86 --config="{CheckOptions: {StrictRecords: true}}" %s d3d12-subobject-alignment %t.x86.cpp -- -m32 -std=c++17 %dx
//
// Applied, recompiled for its target, and re-checked: only the withheld
// findings are left.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %t.x64.cpp 2>&1 | %FileCheck --check-prefix=AFTER-X64 --implicit-check-not=warning: %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %t.x86.cpp 2>&1 | %FileCheck --check-prefix=AFTER-X86 --implicit-check-not=warning: %s
// AFTER-X64-DAG: warning: subobject 'PackedShader'
// AFTER-X64-DAG: warning: subobject 'PackedAttr'
// AFTER-X86: warning: subobject 'WideTag'
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

typedef D3D12_PIPELINE_STATE_SUBOBJECT_TYPE __attribute__((aligned(8))) Tag8;
struct WideTag { // x86-warning {{subobject 'WideTag' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes}}
  Tag8 Type; // x86-note {{no fix-it: member 'Type' (Tag8) is 8-byte aligned on i386-pc-linux-gnu, and an alignment attribute cannot lower a record's alignment below its members'; the record cannot be made 4-byte aligned from here}}
  D3D12_BLEND_DESC Desc;
};
// CHECK-MESSAGES-X86: :[[@LINE-4]]:8: warning: subobject 'WideTag'
// CHECK-MESSAGES-X86: :[[@LINE-4]]:8: note: no fix-it: member 'Type' (Tag8) is 8-byte aligned

#pragma pack(push, 2)
struct PackedBlend { // x64-warning {{subobject 'PackedBlend' is aligned to 2 bytes, but the runtime reads each subobject at a multiple of 8 bytes}} x86-warning {{subobject 'PackedBlend' is aligned to 2 bytes, but the runtime reads each subobject at a multiple of 4 bytes}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};
#pragma pack(pop)
// CHECK-MESSAGES: :[[@LINE-5]]:8: warning: subobject 'PackedBlend'
// CHECK-MESSAGES-X86: :[[@LINE-6]]:8: warning: subobject 'PackedBlend'
// CHECK-FIXES: struct alignas(void*) PackedBlend {
// CHECK-FIXES-X86: struct alignas(void*) PackedBlend {

#pragma pack(push, 4)
struct PackedShader { // x64-warning {{subobject 'PackedShader' is aligned to 4 bytes}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; // x64-note@-1 {{no fix-it: aligning 'PackedShader' to 8 bytes leaves its inner 'VS' off the offset the runtime reads, 8: '#pragma pack(4)' puts it at offset 4; move the record out of the packed region}}
  D3D12_SHADER_BYTECODE VS;
};
#pragma pack(pop)
// CHECK-MESSAGES: :[[@LINE-5]]:8: warning: subobject 'PackedShader'
// CHECK-MESSAGES: :[[@LINE-6]]:8: note: no fix-it: aligning 'PackedShader'

struct __attribute__((packed)) PackedAttr { // x64-warning {{subobject 'PackedAttr' is aligned to 1 bytes}} x64-note {{no fix-it: aligning 'PackedAttr' to 8 bytes leaves its inner 'VS' off the offset the runtime reads, 8: 'packed' puts it at offset 4; move the record out of the packed region}} x86-warning {{subobject 'PackedAttr' is aligned to 1 bytes}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE VS;
};
// CHECK-MESSAGES: :[[@LINE-4]]:32: warning: subobject 'PackedAttr'
// CHECK-MESSAGES: :[[@LINE-5]]:32: note: no fix-it: aligning 'PackedAttr'
// CHECK-MESSAGES-X86: :[[@LINE-6]]:32: warning: subobject 'PackedAttr'
// CHECK-FIXES-X86: struct alignas(void*) __attribute__((packed)) PackedAttr {
