// Found by fuzz/run.py (seed 100, input 800: a mutant of
// test/d3d12-stream-duplicate-subobject/fixit-positional.cpp), reduced by
// hand. A record whose first member does not parse, initialised by
// position: after Clang's recovery the syntactic initialiser list holds a
// null init, and writtenPositions() (core/UserCode.cpp:359) calls
// isa<DesignatedInitExpr> on it. The tool and the clang-tidy module crash
// (SIGSEGV; UBSan: "reference binding to null pointer of type 'const struct
// Expr'"); the plugin does not (it leaves a translation unit with errors
// alone). The core now skips null inits.
// RUN: %expect_exit 2 %psolint %s -- -std=c++17 2>&1 | %FileCheck %s --check-prefix=TOOL
// TOOL: error: expected member name or ';'
// TOOL: psolint: error: '{{.*}}crash-null-init-after-error.cpp' did not compile; its findings may be incomplete
// RUN: %not %clang_tidy --load=%psolint_tidy --checks='-*,d3d12-*' %s -- -std=c++17 2>&1 | %FileCheck %s --check-prefix=TIDY
// TIDY: error: expected member name or ';'
// TIDY-NOT: Stack dump
// RUN: %not %clangxx -std=c++17 -fsyntax-only %plugin %s 2>&1 | %FileCheck %s --check-prefix=PLUGIN
// PLUGIN: error: expected member name or ';'
// PLUGIN-NOT: Stack dump
enum D3D12_PIPELINE_STATE_SUBOBJECT_TYPE { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS = 6 };
struct Bytecode { const void *p; unsigned long n; };
struct Pair {
  , D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  Bytecode Shader;
};
struct Stream { Pair CS; };
Stream S = {{D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_CS, {0, 0}}};
