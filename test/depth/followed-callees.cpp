// Which callees the value model follows (C++): those that can change what a
// check sees. A helper that loops over resources and never touches pipeline
// data is an unknown call: whatever it is handed escapes, so nothing it
// could have written is ever claimed. A helper that writes a stream is
// followed, however it reaches it: a parameter, a global it names, or a
// class that points at the stream. Each defect has a correct twin.
//
// A helper that writes through a pointer the caller holds (`Target->VS`
// in Builder) writes the caller's stream: the pointer is read in the caller
// when the summary is applied. Which of a flag's branches a helper takes is
// decided by the argument where the helper also needs its caller's values
// (Builder::fillOne's loop runs this->Rounds times): fillOne(Code, false)
// then fillOne(Code, true) set CS and VS.
//
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' -Xclang -verify %s
// RUN: env PSOLINT_DUMP_SUMMARIES=1 %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type' %s 2>&1 | %FileCheck %s
// CHECK-NOT: summary Uploads::uploadAll
// CHECK-NOT: summary Binder::flush
// CHECK-DAG: summary fillGlobal
// CHECK-DAG: summary Builder::fillOne
// CHECK-DAG: summary Builder::fillVertex
// CHECK-NOT: summary Uploads::uploadAll
// CHECK-NOT: summary Binder::flush
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct ComputeStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
};

// Loops over resources: no pipeline data in or out.
struct Uploads {
  ID3D12Resource *Buffers[8];
  UINT Count = 0;
  void uploadAll(ID3D12GraphicsCommandList *List, ID3D12Resource *Staging) {
    for (UINT I = 0; I < Count; ++I)
      List->CopyResource(Buffers[I], Staging);
  }
};

// Points at what owns streams, not at a stream: its loop over resources
// cannot reach a stream's bytes except through a second pointer, and is
// not followed.
struct Owner {
  ComputeStream *Pipelines;
  UINT PipelineCount;
};
struct Binder {
  Owner *Device;
  ID3D12Resource *Tables[4];
  void flush(ID3D12GraphicsCommandList *List) {
    for (UINT I = 0; I < 4; ++I)
      List->CopyResource(Tables[I], Tables[0]);
  }
};

static ComputeStream Global;
static const unsigned char Bytes[] = {0x44, 0x58, 0x42, 0x43};

// Names the global stream; its loop does not stop it being followed.
static void fillGlobal(D3D12_SHADER_BYTECODE Code, bool Vertex) {
  for (int Pass = 0; Pass < 2; ++Pass)
    (void)Pass;
  if (Vertex)
    Global.VS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes));
  else
    Global.CS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes));
}

// Points at the stream it fills.
struct Builder {
  ComputeStream *Target;
  int Rounds;
  void fillOne(D3D12_SHADER_BYTECODE Code, bool Vertex) {
    for (int Round = 0; Round < Rounds; ++Round)
      (void)Round;
    if (Vertex)
      Target->VS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes)); // expected-note {{'VS' is set here}}
    else
      Target->CS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes)); // expected-note {{'CS' is set here}}
  }
  void fillVertex(D3D12_SHADER_BYTECODE Code) {
    for (int Round = 0; Round < Rounds; ++Round)
      (void)Round;
    Target->VS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes)); // expected-note 2 {{'VS' is set here}}
  }
  void fillCompute(D3D12_SHADER_BYTECODE Code) {
    Target->CS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes)); // expected-note 2 {{'CS' is set here}}
  }
};

// Hands the builder on: the pointer it holds is read two calls up.
static void fillBoth(Builder &B, D3D12_SHADER_BYTECODE Code) {
  B.fillVertex(Code);
  B.fillCompute(Code);
}

HRESULT globalBoth(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Code, Uploads &U,
                   ID3D12GraphicsCommandList *List, ID3D12PipelineState **PSO) {
  Global = ComputeStream{};
  fillGlobal(Code, false);
  fillGlobal(Code, true);
  U.uploadAll(List, nullptr);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Global), &Global};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(PSO));
}

HRESULT ownerFlush(ID3D12Device2 *Device, Binder &B,
                   ID3D12GraphicsCommandList *List, ID3D12PipelineState **PSO) {
  B.flush(List);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(ComputeStream),
                                           B.Device->Pipelines};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(PSO));
}

HRESULT globalOne(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Code, Uploads &U,
                  ID3D12GraphicsCommandList *List, ID3D12PipelineState **PSO) {
  Global = ComputeStream{};
  fillGlobal(Code, false);
  U.uploadAll(List, nullptr);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Global), &Global};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(PSO));
}

HRESULT builderBoth(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Code,
                    ID3D12PipelineState **PSO) {
  ComputeStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Builder B{&Stream, 3};
  B.fillVertex(Code);  // expected-note {{by this call}}
  B.fillCompute(Code); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')}}
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(PSO));
}

HRESULT builderHanded(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Code,
                      ID3D12PipelineState **PSO) {
  ComputeStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Builder B{&Stream, 3};
  fillBoth(B, Code); // expected-note 2 {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')}}
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(PSO));
}

HRESULT builderVertex(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Code,
                      ID3D12PipelineState **PSO) {
  ComputeStream Stream;
  Builder B{&Stream, 3};
  B.fillVertex(Code);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(PSO));
}

HRESULT builderFlags(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Code,
                     ID3D12PipelineState **PSO) {
  ComputeStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Builder B{&Stream, 3};
  B.fillOne(Code, false); // expected-note {{by this call}}
  B.fillOne(Code, true); // expected-note {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')}}
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(PSO));
}

HRESULT builderOne(ID3D12Device2 *Device, D3D12_SHADER_BYTECODE Code,
                   ID3D12PipelineState **PSO) {
  ComputeStream Stream;
  Builder B{&Stream, 3};
  B.fillOne(Code, true);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(PSO));
}
