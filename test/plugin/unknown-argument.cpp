// An argument the plugin does not know stops the compile with an error that
// names it and lists the valid ones.
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-bogus %s 2>&1 \
// RUN:   | %FileCheck --check-prefix=BOGUS %s
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-checks %s 2>&1 \
// RUN:   | %FileCheck --check-prefix=NOVALUE %s
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-no-werror=1 %s 2>&1 \
// RUN:   | %FileCheck --check-prefix=EXTRA %s
// A bad argument among good ones is still an error.
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-no-werror -fplugin-arg-psolint-Werror %s 2>&1 \
// RUN:   | %FileCheck --check-prefix=AMONG %s
// The same without D3D12 in the translation unit: the arguments are checked first.
// RUN: %not %clangxx -std=c++17 -fsyntax-only -DNO_D3D12 %plugin -fplugin-arg-psolint-bogus %s 2>&1 \
// RUN:   | %FileCheck --check-prefix=BOGUS %s

// BOGUS: error: psolint: unknown argument 'bogus'; valid arguments are -fplugin-arg-psolint-<arg> with <arg> one of: checks=<globs>, error=<globs>, no-werror, align-macro=<spelling>, pedantic
// NOVALUE: error: psolint: unknown argument 'checks'; valid arguments are {{.*}}checks=<globs>
// EXTRA: error: psolint: unknown argument 'no-werror=1'; valid arguments are {{.*}}no-werror
// AMONG: error: psolint: unknown argument 'Werror'; valid arguments are
// AMONG-NOT: error:

#ifndef NO_D3D12
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#endif
int main() { return 0; }
