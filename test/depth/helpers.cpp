// Depth (C++): stream and desc values followed the way engines write them.
// Each defect is reported at the statement to change, with notes at the
// helper that wrote the value and at the branch that leads to it; each has
// a correct twin that stays silent.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' -Xclang -verify=expected,x64 %s
// RUN: %clangxx -m32 -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' -Xclang -verify=expected,x86 %s
// RUN: %check_clang_tidy %s 'd3d12-stream-pipeline-type,d3d12-stream-desc-size' %t.cpp -- -std=c++17 %dx
// RUN: %not %psolint --checks='-*,d3d12-stream-pipeline-type,d3d12-stream-desc-size' %s -- -std=c++17 %dx | %FileCheck --check-prefix=TOOL %s
// TOOL-COUNT-9: warning:
// TOOL-NOT: warning:
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct GraphicsStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
  CD3DX12_PIPELINE_STATE_STREAM_PRIMITIVE_TOPOLOGY Topology;
};

struct Inputs {
  ID3D12RootSignature *RootSignature;
  ID3DBlob *Vertex, *Pixel, *Compute;
};

// ---- a helper fills the stream and the desc (one level, then two) -----------

static void initDesc(D3D12_PIPELINE_STATE_STREAM_DESC *Desc, GraphicsStream *S) {
  Desc->pPipelineStateSubobjectStream = S;
  Desc->SizeInBytes = sizeof(*S);
}

static void initStream(GraphicsStream *S, const Inputs &In,
                       D3D12_PIPELINE_STATE_STREAM_DESC *Desc) {
  S->RootSignature = In.RootSignature;
  S->VS = CD3DX12_SHADER_BYTECODE(In.Vertex);
  S->PS = CD3DX12_SHADER_BYTECODE(In.Pixel);
  initDesc(Desc, S);
}

HRESULT viaHelpers(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  initStream(&Stream, In, &Desc);
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// The twin: the helper also sets the compute shader the caller did not ask for.
static void initStreamAndCompute(GraphicsStream &S, const Inputs &In) {
  S.VS = CD3DX12_SHADER_BYTECODE(In.Vertex); // expected-note {{'VS' is set here}}
  S.CS = CD3DX12_SHADER_BYTECODE(In.Compute); // expected-note {{'CS' is set here}}
}

HRESULT viaReferenceHelper(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream; // expected-note {{stream 'Stream' is declared here}}
  initStreamAndCompute(Stream, In); // expected-note 2 {{by this call}}
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// ---- defined after its caller, reached through a forward declaration --------

static void fillLater(GraphicsStream &S, const Inputs &In);

HRESULT filledLater(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  fillLater(Stream, In);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

static void fillLater(GraphicsStream &S, const Inputs &In) {
  S.VS = CD3DX12_SHADER_BYTECODE(In.Vertex);
}

// ---- a factory returns the stream by value -----------------------------------

static GraphicsStream makeCompute(const Inputs &In) {
  GraphicsStream S;
  S.RootSignature = In.RootSignature;
  S.CS = CD3DX12_SHADER_BYTECODE(In.Compute); // expected-note {{'CS' is set here}}
  return S;
}

HRESULT fromFactory(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream = makeCompute(In);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// The twin: the factory's compute stream gets a vertex shader too.
HRESULT fromFactoryPlusVertex(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream = makeCompute(In); // expected-note {{stream 'Stream' is declared here}} expected-note {{by this call}}
  Stream.VS = CD3DX12_SHADER_BYTECODE(In.Vertex);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// ---- a lambda fills it, capturing by reference --------------------------------

HRESULT byLambda(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  auto Fill = [&](ID3DBlob *Vertex) { Stream.VS = CD3DX12_SHADER_BYTECODE(Vertex); };
  Fill(In.Vertex);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT byLambdaNeverCalled(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream; // expected-note {{stream 'Stream' is declared here}}
  auto Fill = [&](ID3DBlob *Vertex) { Stream.VS = CD3DX12_SHADER_BYTECODE(Vertex); };
  (void)Fill;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' has no VS, CS or MS with bytecode
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// ---- a class holds the stream: filled in one method, created in another -----

class Pipeline {
public:
  Pipeline(ID3D12Device2 *Device, const Inputs &In) {
    build(In);
    create(Device);
  }

private:
  void build(const Inputs &In) {
    Stream.RootSignature = In.RootSignature;
    Stream.VS = CD3DX12_SHADER_BYTECODE(In.Vertex);
    Stream.PS = CD3DX12_SHADER_BYTECODE(In.Pixel);
  }
  void create(ID3D12Device2 *Device) {
    D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
    Device->CreatePipelineState(&Desc, IID_PPV_ARGS(&State));
  }
  GraphicsStream Stream;
  ID3D12PipelineState *State = nullptr;
};

class BrokenPipeline {
public:
  BrokenPipeline(ID3D12Device2 *Device, const Inputs &In) {
    build(In);
    create(Device); // expected-note {{the desc is given to the runtime through this call}}
  }

private:
  void build(const Inputs &In) {
    Stream.RootSignature = In.RootSignature;
    Stream.PS = CD3DX12_SHADER_BYTECODE(In.Pixel);
  }
  void create(ID3D12Device2 *Device) {
    D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
    // CHECK-MESSAGES: :[[@LINE-1]]:62: warning: stream 'Stream' has no VS, CS or MS with bytecode
    Device->CreatePipelineState(&Desc, IID_PPV_ARGS(&State)); // expected-note {{where CreatePipelineState reads it}}
  }
  GraphicsStream Stream; // expected-note {{stream 'Stream' is declared here}}
  ID3D12PipelineState *State = nullptr;
};

// ---- the desc handed to a wrapper ---------------------------------------------

static HRESULT createPso(ID3D12Device2 *Device, const D3D12_PIPELINE_STATE_STREAM_DESC &Desc,
                         ID3D12PipelineState **Pso) {
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso)); // expected-note {{where CreatePipelineState reads it}}
}

HRESULT throughWrapper(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  Stream.CS = CD3DX12_SHADER_BYTECODE(In.Compute);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return createPso(Device, Desc, Pso);
}

HRESULT throughWrapperWrongSize(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  Stream.CS = CD3DX12_SHADER_BYTECODE(In.Compute);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(&Stream), &Stream}; // x64-warning {{SizeInBytes is sizeof(&Stream) = 8 bytes}} x86-warning {{SizeInBytes is sizeof(&Stream) = 4 bytes}}
  // CHECK-MESSAGES: :[[@LINE-1]]:44: warning: SizeInBytes is sizeof(&Stream) = 8 bytes
  // CHECK-FIXES: D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; //
  return createPso(Device, Desc, Pso); // expected-note {{the desc is given to the runtime through this call}}
}

// ---- SizeInBytes in branches (ReShade's slip) and accumulated per part --------

// The optional part comes last, so that a prefix is a whole stream.
struct MeshStream {
  struct {
    CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
    CD3DX12_PIPELINE_STATE_STREAM_PS PS;
    CD3DX12_PIPELINE_STATE_STREAM_MS MS;
  } Common;
  CD3DX12_PIPELINE_STATE_STREAM_AS AS;
};

static const unsigned char Bytes[] = {0x44, 0x58, 0x42, 0x43};

HRESULT sizeInBranches(ID3D12Device2 *Device, bool Mesh, ID3D12PipelineState **Pso) {
  GraphicsStream Graphics = {};
  Graphics.VS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes));
  MeshStream Meshes = {};
  Meshes.Common.MS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  if (Mesh) {
    Desc.pPipelineStateSubobjectStream = &Meshes;
    Desc.SizeInBytes = sizeof(Meshes);
  } else {
    Desc.pPipelineStateSubobjectStream = &Graphics;
    Desc.SizeInBytes = sizeof(Graphics);
  }
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT wrongSizeInOneBranch(ID3D12Device2 *Device, bool Mesh, ID3D12PipelineState **Pso) {
  GraphicsStream Graphics = {};
  Graphics.VS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes));
  MeshStream Meshes = {};
  Meshes.Common.MS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  if (Mesh) { // expected-note {{on the path where this condition is true}}
    Desc.pPipelineStateSubobjectStream = &Meshes;
    Desc.SizeInBytes = sizeof(Graphics); // x64-warning {{SizeInBytes is sizeof(Graphics) = 96 bytes, but pPipelineStateSubobjectStream points to 'Meshes' (MeshStream), 88 bytes: the runtime reads 8 bytes past its end}} x86-warning {{SizeInBytes is sizeof(Graphics) = 52 bytes, but pPipelineStateSubobjectStream points to 'Meshes' (MeshStream), 44 bytes}}
    // CHECK-MESSAGES: :[[@LINE-1]]:24: warning: SizeInBytes is sizeof(Graphics) = 96 bytes
    // CHECK-FIXES: Desc.SizeInBytes = sizeof(Meshes); //
  } else {
    Desc.pPipelineStateSubobjectStream = &Graphics;
    Desc.SizeInBytes = sizeof(Graphics);
  }
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// WickedEngine's way: the optional parts are added when they are used.
HRESULT accumulated(ID3D12Device2 *Device, bool Amplified, ID3D12PipelineState **Pso) {
  MeshStream Stream = {};
  Stream.Common.MS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {0, &Stream};
  Desc.SizeInBytes += sizeof(Stream.Common);
  if (Amplified)
    Desc.SizeInBytes += sizeof(Stream.AS);
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT accumulatedTooFar(ID3D12Device2 *Device, ID3D12PipelineState **Pso) {
  MeshStream Stream = {};
  Stream.Common.MS = CD3DX12_SHADER_BYTECODE(Bytes, sizeof(Bytes));
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  Desc.SizeInBytes += sizeof(Stream.AS); // x64-warning {{SizeInBytes is 112 bytes after this +=, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes: the runtime reads 24 bytes past its end}} x86-warning {{SizeInBytes is 56 bytes after this +=}}
  // CHECK-MESSAGES: :[[@LINE-1]]:20: warning: SizeInBytes is 112 bytes after this +=
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// Shaders chosen per case, or in a loop: every path has exactly one.
HRESULT perCase(ID3D12Device2 *Device, int Kind, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  switch (Kind) {
  case 0:
    Stream.VS = CD3DX12_SHADER_BYTECODE(In.Vertex);
    break;
  default:
    Stream.CS = CD3DX12_SHADER_BYTECODE(In.Compute);
    break;
  }
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT perCaseBoth(ID3D12Device2 *Device, int Kind, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.VS = CD3DX12_SHADER_BYTECODE(In.Vertex);
  switch (Kind) {
  case 1: // expected-note {{on the path through this case}}
    Stream.CS = CD3DX12_SHADER_BYTECODE(In.Compute);
    break;
  default:
    break;
  }
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' sets bytecode for both VS ('VS') and CS ('CS')
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT inLoop(ID3D12Device2 *Device, ID3DBlob *const *Blobs, int Count, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  for (int I = 0; I < Count; ++I)
    Stream.VS = CD3DX12_SHADER_BYTECODE(Blobs[I]);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// ---- from constants ---------------------------------------------------------------

static const D3D12_SHADER_BYTECODE NoShader = {};
static const unsigned char FullscreenBytes[] = {0x44, 0x58, 0x42, 0x43};
static constexpr D3D12_SHADER_BYTECODE Fullscreen = {FullscreenBytes, sizeof(FullscreenBytes)};

HRESULT fromConstants(ID3D12Device2 *Device, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  Stream.VS = Fullscreen;
  Stream.CS = NoShader;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

HRESULT fromConstantsNoShader(ID3D12Device2 *Device, ID3D12PipelineState **Pso) {
  GraphicsStream Stream; // expected-note {{stream 'Stream' is declared here}}
  Stream.VS = NoShader;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream}; // expected-warning {{stream 'Stream' has no VS, CS or MS with bytecode}}
  // CHECK-MESSAGES: :[[@LINE-1]]:60: warning: stream 'Stream' has no VS, CS or MS with bytecode
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// ---- unknown stays silent -----------------------------------------------------

void fillElsewhere(GraphicsStream &S); // no body here

HRESULT filledOutOfSight(ID3D12Device2 *Device, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  fillElsewhere(Stream);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// Recursion: the inner call is not followed, so its write is unknown.
static void recurse(GraphicsStream &S, const Inputs &In, int Depth) {
  if (Depth > 0)
    recurse(S, In, Depth - 1);
  else
    S.VS = CD3DX12_SHADER_BYTECODE(In.Vertex);
}

HRESULT recursive(ID3D12Device2 *Device, const Inputs &In, ID3D12PipelineState **Pso) {
  GraphicsStream Stream;
  recurse(Stream, In, 3);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  return Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}
