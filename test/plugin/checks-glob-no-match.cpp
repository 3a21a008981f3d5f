// A -fplugin-arg-psolint-checks glob that enables no check is a mistake
// (a typo, a check of another tool): an error naming the glob. Removal globs
// ('-*', '-clang-*') may name nothing, as in a shared .clang-tidy line.
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-checks=d3d12-stream-duplicate-subobjects %s 2>&1 \
// RUN:   | %FileCheck --check-prefix=TYPO %s
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-checks=-*,bugprone-*,d3d12-stream-* %s 2>&1 \
// RUN:   | %FileCheck --check-prefix=OTHER --implicit-check-not=error: %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-checks=-*,-clang-*,d3d12-* -Xclang -verify %s

// TYPO: error: psolint: checks glob 'd3d12-stream-duplicate-subobjects' matches no check
// OTHER: error: psolint: checks glob 'bugprone-*' matches no check
// expected-no-diagnostics

#include <wsl/winadapter.h>
#include <directx/d3d12.h>
int main() { return 0; }
