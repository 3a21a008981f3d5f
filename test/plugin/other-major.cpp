// The plugin built for the other LLVM major, loaded into this clang, says so
// and stops instead of crashing or silently doing nothing.
// REQUIRES: other-major-plugin
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx -fplugin=%other_plugin %s 2>&1 \
// RUN:   | %FileCheck -DOTHER=%other_major -DTHIS=%llvm_major %s
// RUN: %not %clang -x c -std=c11 -fsyntax-only %dx -fplugin=%other_plugin %s 2>&1 \
// RUN:   | %FileCheck -DOTHER=%other_major -DTHIS=%llvm_major %s
// CHECK: error: psolint-plugin.so was built for LLVM [[OTHER]] but this {{clang|process}} uses LLVM [[THIS]]; load the psolint build for LLVM [[THIS]]
// CHECK-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct alignas(sizeof(void *)) VertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
};
