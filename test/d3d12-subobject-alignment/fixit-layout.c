/* A fix-it is offered only where the record it leaves has the layout the
 * runtime reads; otherwise a note says what stands in the way. Three
 * records, in C11 (the tag's _Alignas) and gnu99 (the record's aligned
 * attribute), on x86_64 and i686:
 *  - a tag whose typedef is aligned(8): on i686 neither spelling can lower
 *    the record to 4 bytes (_Alignas below a type's alignment does not
 *    compile; aligned() on the record cannot go below a member's);
 *  - a record under #pragma pack(2): the pack caps _Alignas on the tag, so
 *    C11's spelling changes nothing; the record's own attribute is not
 *    capped and makes it pointer-aligned, with the inner where it was;
 *  - a pointer-holding inner under #pragma pack(4) on x86_64: aligning the
 *    record leaves the inner at offset 4, where the runtime reads 8.
 * The one fix-it is applied, recompiled, and the finding is gone.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64,c11,x64-c11 %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x64,gnu,x64-gnu %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86,c11,x86-c11 %s
 * RUN: %clang -m32 -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -verify=x86,gnu,x86-gnu %s
 *
 * The fix-it, applied for each target, compiles and silences PackedBlend.
 * RUN: cp %s %t.x64.c && cp %s %t.x86.c
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.x64.c
 * RUN: %clang -m32 -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' -Xclang -fixit %t.x86.c
 * RUN: %FileCheck --check-prefix=FIXED --input-file=%t.x64.c %s
 * RUN: %FileCheck --check-prefix=FIXED --input-file=%t.x86.c %s
 * RUN: %clang -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %t.x64.c 2>&1 | %FileCheck --check-prefix=AFTER-X64 %s
 * RUN: %clang -m32 -std=gnu99 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records '-fplugin-arg-psolint-checks=-*,d3d12-subobject-alignment' %t.x86.c 2>&1 | %FileCheck --check-prefix=AFTER-X86 %s
 * FIXED: struct __attribute__((aligned(sizeof(void*)))) PackedBlend {
 * AFTER-X64-NOT: 'PackedBlend'
 * AFTER-X64: warning: subobject 'PackedShader'
 * AFTER-X64-NOT: 'PackedBlend'
 * AFTER-X86-NOT: 'PackedBlend'
 * AFTER-X86: warning: subobject 'WideTag'
 * AFTER-X86-NOT: 'PackedBlend'
 *
 * The tool gives the same verdicts: no edit for the withheld ones.
 * RUN: not %psolint --strict-records --checks='-*,d3d12-subobject-alignment' --export-fixes=%t.yaml %s -- -m32 -std=c11 %dx | %FileCheck --check-prefix=TOOL %s
 * RUN: %FileCheck --check-prefix=NO-EDITS --input-file=%t.yaml %s
 * TOOL: warning: subobject 'WideTag'
 * TOOL: note: no fix-it: the tag's type 'Tag8' is 8-byte aligned
 * TOOL: warning: subobject 'PackedBlend'
 * TOOL: note: no fix-it: '#pragma pack(2)' caps
 * NO-EDITS-NOT: ReplacementText
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

typedef D3D12_PIPELINE_STATE_SUBOBJECT_TYPE __attribute__((aligned(8))) Tag8;
struct WideTag { /* x86-warning {{subobject 'WideTag' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes (pointer alignment on i386-pc-linux-gnu), not 8; its size, 336 bytes, also misplaces the next subobject: it follows at byte 336, the runtime reads it at byte 332}} */
  Tag8 Type; /* x86-c11-note {{no fix-it: the tag's type 'Tag8' is 8-byte aligned, and _Alignas cannot lower a member's alignment to 4; give the tag a type aligned to at most 4 bytes}} x86-gnu-note {{no fix-it: member 'Type' (Tag8) is 8-byte aligned on i386-pc-linux-gnu, and an alignment attribute cannot lower a record's alignment below its members'; the record cannot be made 4-byte aligned from here}} */
  D3D12_BLEND_DESC Desc;
};

#pragma pack(push, 2)
struct PackedBlend { /* x64-warning {{subobject 'PackedBlend' is aligned to 2 bytes, but the runtime reads each subobject at a multiple of 8 bytes}} x86-warning {{subobject 'PackedBlend' is aligned to 2 bytes, but the runtime reads each subobject at a multiple of 4 bytes}} x64-c11-note {{no fix-it: '#pragma pack(2)' caps the alignment of every member of 'PackedBlend' at 2 bytes, _Alignas on the tag included, so no spelling on the tag makes it 8-byte aligned; move the record out of the packed region}} x86-c11-note {{no fix-it: '#pragma pack(2)' caps the alignment of every member of 'PackedBlend' at 2 bytes, _Alignas on the tag included, so no spelling on the tag makes it 4-byte aligned; move the record out of the packed region}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_BLEND_DESC Desc;
};
#pragma pack(pop)

#pragma pack(push, 4)
struct PackedShader { /* x64-warning {{subobject 'PackedShader' is aligned to 4 bytes, but the runtime reads each subobject at a multiple of 8 bytes (pointer alignment on x86_64-pc-linux-gnu); its size, 20 bytes, also misplaces the next subobject: it follows at byte 20, the runtime reads it at byte 24}} x64-c11-note {{no fix-it: '#pragma pack(4)' caps the alignment of every member of 'PackedShader' at 4 bytes}} x64-gnu-note {{no fix-it: aligning 'PackedShader' to 8 bytes leaves its inner 'VS' off the offset the runtime reads, 8: '#pragma pack(4)' puts it at offset 4; move the record out of the packed region}} */
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE VS;
};
#pragma pack(pop)
