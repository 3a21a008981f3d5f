// SizeInBytes must be the size of the object pPipelineStateSubobjectStream
// points to: sizeof the desc (the bug that shipped), sizeof a pointer,
// sizeof another type and stale literals make the runtime stop early or read
// past the object. The message gives both sizes for the target; the fix-it
// is sizeof(<object>) (its round trip: fixit.cpp).
// RUN: %clangxx -std=c++20 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify=x64 %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++20 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify=x64 %s
// RUN: %clangxx -m32 -std=c++20 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify=x86 %s
// RUN: %clangxx --target=i686-w64-mingw32 -DMINGW -std=c++20 -fsyntax-only %dx_win %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify=x86 %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

// 4 pairs: x64 16 + 3 * 24 = 88 bytes; x86 8 + 3 * 12 = 44 bytes.
struct MeshStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_AS AS;
  CD3DX12_PIPELINE_STATE_STREAM_MS MS;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};

struct ComputeStream {
  CD3DX12_PIPELINE_STATE_STREAM_ROOT_SIGNATURE RootSignature;
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
};

// ---- the desc's size instead of the stream's --------------------------------

void sizeofDesc(ID3D12Device2 *Device, ID3D12PipelineState **Pso) {
  MeshStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Desc), &Stream};
  // x64-warning@-1 {{SizeInBytes is sizeof(Desc) = 16 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes: the runtime stops after 16 bytes and never reads the rest [d3d12-stream-desc-size]}}
  // x86-warning@-2 {{SizeInBytes is sizeof(Desc) = 8 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 44 bytes: the runtime stops after 8 bytes and never reads the rest [d3d12-stream-desc-size]}}
  Device->CreatePipelineState(&Desc, IID_PPV_ARGS(Pso));
}

// The same, spelled with the type, in member assignments.
void sizeofDescType() {
  MeshStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc;
  Desc.SizeInBytes = sizeof(D3D12_PIPELINE_STATE_STREAM_DESC);
  // x64-warning@-1 {{SizeInBytes is sizeof(D3D12_PIPELINE_STATE_STREAM_DESC) = 16 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes}}
  // x86-warning@-2 {{SizeInBytes is sizeof(D3D12_PIPELINE_STATE_STREAM_DESC) = 8 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 44 bytes}}
  Desc.pPipelineStateSubobjectStream = &Stream;
  (void)Desc;
}

// Designated, in the order of the struct.
void sizeofDescDesignated() {
  ComputeStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {.SizeInBytes = sizeof(Desc), .pPipelineStateSubobjectStream = &Stream};
  // x64-warning@-1 {{SizeInBytes is sizeof(Desc) = 16 bytes, but pPipelineStateSubobjectStream points to 'Stream' (ComputeStream), 40 bytes: the runtime stops after 16 bytes}}
  // x86-warning@-2 {{SizeInBytes is sizeof(Desc) = 8 bytes, but pPipelineStateSubobjectStream points to 'Stream' (ComputeStream), 20 bytes: the runtime stops after 8 bytes}}
  (void)Desc;
}

// ---- other wrong sizes --------------------------------------------------------------

void sizeofPointer() {
  MeshStream Stream;
  MeshStream *StreamPointer = &Stream;
  // The pointer is followed to the stream it holds.
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(StreamPointer), StreamPointer};
  // x64-warning@-1 {{SizeInBytes is sizeof(StreamPointer) = 8 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes: the runtime stops after 8 bytes and never reads the rest}}
  // x86-warning@-2 {{SizeInBytes is sizeof(StreamPointer) = 4 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 44 bytes}}
  D3D12_PIPELINE_STATE_STREAM_DESC Direct = {sizeof(&Stream), &Stream};
  // x64-warning@-1 {{SizeInBytes is sizeof(&Stream) = 8 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes: the runtime stops after 8 bytes and never reads the rest}}
  // x86-warning@-2 {{SizeInBytes is sizeof(&Stream) = 4 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 44 bytes: the runtime stops after 4 bytes and never reads the rest}}
  (void)Desc;
  (void)Direct;
}

// Too small: a copy-pasted size of a different stream.
void sizeofOtherType() {
  MeshStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(ComputeStream), &Stream};
  // x64-warning@-1 {{SizeInBytes is sizeof(ComputeStream) = 40 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes: the runtime stops after 40 bytes and never reads the rest}}
  // x86-warning@-2 {{SizeInBytes is sizeof(ComputeStream) = 20 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 44 bytes: the runtime stops after 20 bytes and never reads the rest}}
  (void)Desc;
}

// Too large: the runtime walks into whatever follows the object.
void sizeofLargerType() {
  ComputeStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(MeshStream), &Stream};
  // x64-warning@-1 {{SizeInBytes is sizeof(MeshStream) = 88 bytes, but pPipelineStateSubobjectStream points to 'Stream' (ComputeStream), 40 bytes: the runtime reads 48 bytes past its end}}
  // x86-warning@-2 {{SizeInBytes is sizeof(MeshStream) = 44 bytes, but pPipelineStateSubobjectStream points to 'Stream' (ComputeStream), 20 bytes: the runtime reads 24 bytes past its end}}
  (void)Desc;
}

// The enclosing object's size for a stream inside it.
struct PipelineRecord {
  MeshStream Stream;
  ID3D12PipelineState *State;
};

void sizeofEnclosing(PipelineRecord &Record) {
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Record), &Record.Stream};
  // x64-warning@-1 {{SizeInBytes is sizeof(Record) = 96 bytes, but pPipelineStateSubobjectStream points to 'Record.Stream' (MeshStream), 88 bytes: the runtime reads 8 bytes past its end}}
  // x86-warning@-2 {{SizeInBytes is sizeof(Record) = 48 bytes, but pPipelineStateSubobjectStream points to 'Record.Stream' (MeshStream), 44 bytes: the runtime reads 4 bytes past its end}}
  (void)Desc;
}

// A constant expression: the value, not the spelling, is compared.
void sizeofArithmetic() {
  MeshStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {2 * sizeof(Stream), &Stream};
  // x64-warning@-1 {{SizeInBytes is 2 * sizeof(Stream) = 176 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 88 bytes: the runtime reads 88 bytes past its end}}
  // x86-warning@-2 {{SizeInBytes is 2 * sizeof(Stream) = 88 bytes, but pPipelineStateSubobjectStream points to 'Stream' (MeshStream), 44 bytes: the runtime reads 44 bytes past its end}}
  (void)Desc;
}

// ---- right sizes: silent ---------------------------------------------------------

void sizeofStream() {
  MeshStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream), &Stream};
  D3D12_PIPELINE_STATE_STREAM_DESC ByType = {sizeof(MeshStream), &Stream};
  D3D12_PIPELINE_STATE_STREAM_DESC NoParens = {sizeof Stream, &Stream};
  (void)Desc;
  (void)ByType;
  (void)NoParens;
  CD3DX12_PIPELINE_STATE_STREAM2 ReadyMade;
  D3D12_PIPELINE_STATE_STREAM_DESC ReadyMadeDesc = {sizeof(ReadyMade), &ReadyMade};
  (void)ReadyMadeDesc;
}

// SizeInBytes may leave out the last subobject's trailing padding. On x64
// the stream is 24 + 336 = 360 bytes: the BLEND pair is a 4-byte tag and a
// 328-byte inner, 332 bytes, padded to 336, so 356 is enough. On x86 it is
// 12 + 332 = 344 bytes with no padding to leave out.
struct BlendLastStream {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_BLEND_DESC Blend;
};

void trailingPadding() {
  BlendLastStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream) - 4, &Stream};
  // x86-warning@-1 {{SizeInBytes is sizeof(Stream) - 4 = 340 bytes, but pPipelineStateSubobjectStream points to 'Stream' (BlendLastStream), 344 bytes: the runtime stops after 340 bytes and never reads the rest}}
  (void)Desc;
}

// More than the padding cuts into the blend desc.
void intoTheLastInner() {
  BlendLastStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(Stream) - 8, &Stream};
  // x64-warning@-1 {{SizeInBytes is sizeof(Stream) - 8 = 352 bytes, but pPipelineStateSubobjectStream points to 'Stream' (BlendLastStream), 360 bytes: the runtime stops after 352 bytes and never reads the rest}}
  // x86-warning@-2 {{SizeInBytes is sizeof(Stream) - 8 = 336 bytes, but pPipelineStateSubobjectStream points to 'Stream' (BlendLastStream), 344 bytes: the runtime stops after 336 bytes and never reads the rest}}
  (void)Desc;
}

// Sizes that are not constants.
void runTimeSize(SIZE_T Size) {
  MeshStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {Size, &Stream};
  (void)Desc;
}

// Pointers whose object is not visible here.
void unknownObject(MeshStream *Stream, void *Bytes, ID3DBlob *Blob) {
  D3D12_PIPELINE_STATE_STREAM_DESC FromParameter = {sizeof(FromParameter), Stream};
  D3D12_PIPELINE_STATE_STREAM_DESC FromVoid = {64, Bytes};
  D3D12_PIPELINE_STATE_STREAM_DESC FromBlob = {sizeof(MeshStream), Blob->GetBufferPointer()};
  (void)FromParameter;
  (void)FromVoid;
  (void)FromBlob;
}

// d3dx12's helpers overload operator&: `&Stream.MS` is the address of the
// inner D3D12_SHADER_BYTECODE, not of a stream. Nothing to compare.
void overloadedAddressOf() {
  MeshStream Stream;
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {sizeof(D3D12_SHADER_BYTECODE), &Stream.MS};
  (void)Desc;
}
