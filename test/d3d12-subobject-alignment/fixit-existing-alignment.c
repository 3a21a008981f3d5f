/* d3d12-subobject-alignment fix-its, C, for alignment the code already asks
 * for in spellings other than aligned(N): C11's own `_Alignas(N)` on the tag
 * (the place the check itself puts `_Alignas(void*)`) is rewritten in place,
 * as alignas(N) is in C++; a bare `aligned` (the target's largest alignment,
 * 16 here) gets its argument. Round trip: the result compiles with -Werror
 * and the plugin without a finding, and is pointer-aligned.
 *
 * RUN: %clang -std=c11 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %s 2>&1 | %FileCheck --implicit-check-not=fix-it: %s
 * RUN: cp %s %t.c
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.c
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.c
 * RUN: cp %s %t.x86.c
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.x86.c
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -DFIX_APPLIED -Werror %t.x86.c
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

/* CHECK: fixit-existing-alignment.c:[[@LINE+3]]:8: warning: subobject 'C11Tag16Mask' is aligned to 16 bytes
 * CHECK: fix-it:"{{.*}}":{[[@LINE+3]]:3-[[@LINE+3]]:15}:"_Alignas(void*)"
 */
struct C11Tag16Mask {
  _Alignas(16) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
};

/* CHECK: fixit-existing-alignment.c:[[@LINE+3]]:33: warning: subobject 'MaxAlignedMask' is aligned to 16 bytes
 * CHECK: fix-it:"{{.*}}":{[[@LINE+2]]:23-[[@LINE+2]]:30}:"aligned(sizeof(void*))"
 */
struct __attribute__((aligned)) MaxAlignedMask {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  UINT Mask;
};

#ifdef FIX_APPLIED
_Static_assert(_Alignof(struct C11Tag16Mask) == sizeof(void *), "pointer-aligned");
_Static_assert(sizeof(struct C11Tag16Mask) == 8, "tag and mask, nothing more");
_Static_assert(_Alignof(struct MaxAlignedMask) == sizeof(void *), "pointer-aligned");
_Static_assert(sizeof(struct MaxAlignedMask) == 8, "tag and mask, nothing more");
#endif
