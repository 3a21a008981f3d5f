// A defect inside a record is reported where the record is declared, in a
// header of the user's, though no stream in this translation unit places
// it: the tag unioned alone with a pointer (d3d12-subobject-enum-union) and
// a packed inner (d3d12-subobject-layout). On x86 both records read as the
// runtime reads them, so nothing is said. -Werror makes them errors.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -I%S %plugin -Xclang -verify=x64 %s
// RUN: %not %clangxx -std=c++17 -fsyntax-only %dx -I%S %plugin -Werror %s 2>&1 | %FileCheck --check-prefix=WERROR %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx -I%S %plugin -Xclang -verify=x86 %s
// RUN: %clang_tidy --load=%psolint_tidy --checks='-*,d3d12-*' --header-filter='.*' %s -- -std=c++17 %dx -I%S 2>&1 | %FileCheck --check-prefix=TIDY %s
// RUN: %clang_tidy --load=%psolint_tidy --checks='-*,d3d12-*' --header-filter='.*' %s -- -m32 -std=c++17 %dx -I%S 2>&1 | %FileCheck --allow-empty --check-prefix=TIDY-X86 %s
// RUN: %not %psolint %s -- -std=c++17 %dx -I%S | %FileCheck --check-prefix=TOOL %s
// RUN: %psolint %s -- -m32 -std=c++17 %dx -I%S | count 0
//
// WERROR: documented_union.h:10:3: error: tag of subobject 'PrimitiveTopologyToken' is unioned with 'PointerAlign'{{.*}}[d3d12-subobject-enum-union]
// WERROR: packed_record.h:11:25: error: packing (#pragma pack or packed) puts the inner 'Code'{{.*}}[d3d12-subobject-layout]
// TIDY: documented_union.h:10:3: warning: tag of subobject 'PrimitiveTopologyToken' is unioned with 'PointerAlign': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]
// TIDY: packed_record.h:11:25: warning: packing (#pragma pack or packed) puts the inner 'Code' of subobject 'PackedVertexShader' at offset 4; the runtime reads it at offset 8 (alignof(D3D12_SHADER_BYTECODE) = 8) [d3d12-subobject-layout]
// TIDY-X86-NOT: warning:
// TOOL: documented_union.h:10:3: warning: tag of subobject 'PrimitiveTopologyToken' is unioned with 'PointerAlign': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]
// TOOL: packed_record.h:11:25: warning: packing (#pragma pack or packed) puts the inner 'Code' of subobject 'PackedVertexShader' at offset 4; the runtime reads it at offset 8 (alignof(D3D12_SHADER_BYTECODE) = 8) [d3d12-subobject-layout]
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

#include "Inputs/documented_union.h"
#include "Inputs/packed_record.h"

// x64-warning@Inputs/documented_union.h:10 {{tag of subobject 'PrimitiveTopologyToken' is unioned with 'PointerAlign': the inner 'Topology' (D3D12_PRIMITIVE_TOPOLOGY_TYPE, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4 [d3d12-subobject-enum-union]}}
// x64-warning@Inputs/packed_record.h:11 {{packing (#pragma pack or packed) puts the inner 'Code' of subobject 'PackedVertexShader' at offset 4; the runtime reads it at offset 8 (alignof(D3D12_SHADER_BYTECODE) = 8) [d3d12-subobject-layout]}}
// x64-note@Inputs/packed_record.h:9 {{'PackedVertexShader' as declared: tag at 0 (4 bytes), inner at 4, 20 bytes; as the runtime reads it: tag at 0 (4 bytes), inner at 8, next subobject at 24}}
// x86-no-diagnostics

int noStreamHere() { return 0; }
