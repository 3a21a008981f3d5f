/* A record both over-aligned and with a tag-only union draws two findings:
 * d3d12-subobject-alignment (aligned to 16, not P) and
 * d3d12-subobject-enum-union (inner at 8, not 4). Each offers to rewrite the
 * same aligned(16)/alignas(16); applied together (clang -fixit, all checks
 * on, as a user runs it) the edits must still give code that compiles, with
 * the alignment spelled once, and silence both checks.
 *
 * RUN: cp %s %t.gnu99.c
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -fixit %t.gnu99.c
 * RUN: %FileCheck --check-prefix=FIXED-C --input-file=%t.gnu99.c %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror %t.gnu99.c
 * RUN: cp %s %t.c11.c
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -fixit %t.c11.c
 * RUN: %FileCheck --check-prefix=FIXED-C --input-file=%t.c11.c %s
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror %t.c11.c
 * RUN: cp %s %t.cpp
 * RUN: %clangxx -x c++ -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -fixit %t.cpp
 * RUN: %FileCheck --check-prefix=FIXED-CXX --input-file=%t.cpp %s
 * RUN: %clangxx -x c++ -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Werror %t.cpp
 *
 * FIXED-C: {{^}}struct __attribute__((aligned(sizeof(void*)))) TopologySubobject {
 * FIXED-C: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
 * FIXED-CXX: {{^}}struct alignas(void*) TopologySubobject {
 * FIXED-CXX: {{^}}  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

#ifdef __cplusplus
struct alignas(16) TopologySubobject {
#else
struct __attribute__((aligned(16))) TopologySubobject {
#endif
  union { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type; void *Pad; };
  D3D12_PRIMITIVE_TOPOLOGY_TYPE Topology;
};
