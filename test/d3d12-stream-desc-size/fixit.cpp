// The fix-it replaces SizeInBytes with sizeof(<object>), whatever the wrong
// size was spelled as. Round trip: -fixit applies every edit in a copy, the
// copy has the expected text, and it compiles with the check and -Werror
// without a finding, on x64 and x86.
// RUN: %clangxx -std=c++17 -fsyntax-only -fdiagnostics-parseable-fixits %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' %s 2>&1 | %FileCheck --check-prefix=EDITS --implicit-check-not=fix-it: %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -fixit %t.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: %FileCheck --check-prefix=FIXED --input-file=%t.cpp %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Werror %t.cpp
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Werror %t.cpp
// RUN: cp %s %t.x86.cpp
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -fixit %t.x86.cpp 2>&1 | %FileCheck --check-prefix=APPLIED %s
// RUN: diff %t.cpp %t.x86.cpp
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct MeshStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_AS AS;
  CD3DX12_PIPELINE_STATE_STREAM_MS MS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};
struct PipelineRecord {
  MeshStream Stream;
  ID3D12PipelineState *State;
};

void fill(ID3D12Device2 *Device, PipelineRecord &Record, ID3D12PipelineState **Pso) {
  MeshStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Desc), &Stream};
  Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
  D3D12_PIPELINE_STATE_STREAM_DESC Assigned;
  Assigned.SizeInBytes = sizeof(D3D12_PIPELINE_STATE_STREAM_DESC);
  Assigned.pPipelineStateSubobjectStream = &Stream;
  Device->CreatePipelineState(&Assigned, IID_PPV_ARGS(Pso));
  D3D12_PIPELINE_STATE_STREAM_DESC Literal = {64, &Stream};
  Device->CreatePipelineState(&Literal, IID_PPV_ARGS(Pso));
  D3D12_PIPELINE_STATE_STREAM_DESC Member = {sizeof Record, &Record.Stream};
  Device->CreatePipelineState(&Member, IID_PPV_ARGS(Pso));
}

// EDITS-DAG: fix-it:"{{.*}}fixit.cpp":{[[@LINE-12]]:44-[[@LINE-12]]:56}:"sizeof(Stream)"
// EDITS-DAG: fix-it:"{{.*}}fixit.cpp":{[[@LINE-10]]:26-[[@LINE-10]]:66}:"sizeof(Stream)"
// EDITS-DAG: fix-it:"{{.*}}fixit.cpp":{[[@LINE-8]]:47-[[@LINE-8]]:49}:"sizeof(Stream)"
// EDITS-DAG: fix-it:"{{.*}}fixit.cpp":{[[@LINE-7]]:46-[[@LINE-7]]:59}:"sizeof(Record.Stream)"

// APPLIED-COUNT-4: warning: SizeInBytes is

// FIXED: D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
// FIXED: Assigned.SizeInBytes = sizeof(Stream);
// FIXED: D3D12_PIPELINE_STATE_STREAM_DESC Literal = {sizeof(Stream), &Stream};
// FIXED: D3D12_PIPELINE_STATE_STREAM_DESC Member = {sizeof(Record.Stream), &Record.Stream};
