// --export-fixes writes YAML that clang-apply-replacements applies; the
// result compiles and is clean.
// RUN: rm -rf %t && mkdir -p %t && sed 's|// *CHECK.*||' %s > %t/input.cpp
// RUN: %clang_tidy --load=%psolint_tidy --config='{CheckOptions: {StrictRecords: true}}' --checks='-*,d3d12-*' --export-fixes=%t/fixes.yaml %t/input.cpp -- -std=c++17 %dx > /dev/null 2>&1 || true
// RUN: %FileCheck %s --check-prefix=YAML < %t/fixes.yaml
// RUN: clang-apply-replacements-%llvm_major %t
// RUN: %FileCheck %s --check-prefix=FIXED < %t/input.cpp
// RUN: %clang_tidy --load=%psolint_tidy --config='{CheckOptions: {StrictRecords: true}}' --checks='-*,d3d12-*' --warnings-as-errors='*' %t/input.cpp -- -std=c++17 %dx
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct BlendSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// YAML: DiagnosticName: d3d12-subobject-alignment
// YAML: ReplacementText: ' alignas(void*)'
// FIXED: struct alignas(void*) BlendSubobject {
