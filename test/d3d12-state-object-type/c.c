// C: a count past the written elements (zero tail and past the end), and
// the twin whose count comes from the index. The fix-it writes the count.
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Xclang -verify %s
// RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Xclang -verify %s
// RUN: cp %s %t.c
// RUN: %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Xclang -fixit %t.c 2>&1 | %FileCheck --check-prefix=APPLIED %s
// APPLIED-COUNT-1: FIX-IT applied suggested code changes
// RUN: %not %clang -std=c11 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-state-object-type' -Werror %t.c 2>&1 | %FileCheck --check-prefix=AFTER --implicit-check-not=error: %s
// AFTER: error: NumSubobjects is 4, but 'subobjects' holds 3 subobjects
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

static void create(ID3D12Device5 *device, const D3D12_STATE_OBJECT_DESC *desc) {
  ID3D12StateObject *so = 0;
  device->lpVtbl->CreateStateObject(device, desc, &IID_ID3D12StateObject, (void **)&so); // expected-note 2 {{where CreateStateObject reads it}}
}

void tail(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_STATE_SUBOBJECT subobjects[3] = {{D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library}};
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 3, subobjects}; // expected-warning {{NumSubobjects is 3, but the program writes 1 element of 'subobjects': the runtime reads elements 1 to 2, zeroed, as STATE_OBJECT_CONFIG subobjects with a null pDesc}}
  create(device, &desc); // expected-note {{the desc is given to the runtime through this call}}
  D3D12_STATE_OBJECT_DESC past = {D3D12_STATE_OBJECT_TYPE_COLLECTION, 4, subobjects}; // expected-warning {{NumSubobjects is 4, but 'subobjects' holds 3 subobjects from pSubobjects: the runtime reads 1 subobject past its end}}
  create(device, &past); // expected-note {{the desc is given to the runtime through this call}}
}

void twin(ID3D12Device5 *device, D3D12_DXIL_LIBRARY_DESC *library) {
  D3D12_STATE_SUBOBJECT subobjects[3] = {{D3D12_STATE_SUBOBJECT_TYPE_DXIL_LIBRARY, library}};
  UINT n = 1;
  D3D12_STATE_OBJECT_DESC desc = {D3D12_STATE_OBJECT_TYPE_COLLECTION, n, subobjects};
  create(device, &desc);
}
