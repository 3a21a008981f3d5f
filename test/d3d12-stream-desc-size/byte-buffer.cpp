// A stream built into a raw byte buffer: the buffer is storage, not the
// stream, and SizeInBytes is how much of it was filled. A constant smaller
// than the buffer says nothing; only a size past the buffer's end is a
// finding.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin '-fplugin-arg-psolint-checks=-*,d3d12-stream-desc-size' -Xclang -verify %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

struct alignas(void *) ShaderPair {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  D3D12_SHADER_BYTECODE Shader;
};

void writePairs(unsigned char *Storage);

void partlyFilled() {
  alignas(void *) unsigned char Storage[256];
  writePairs(Storage);
  // Two pairs written.
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {2 * sizeof(ShaderPair), Storage};
  D3D12_PIPELINE_STATE_STREAM_DESC Whole = {sizeof(Storage), Storage};
  (void)Desc;
  (void)Whole;
}

void pastTheEnd() {
  alignas(void *) unsigned char Storage[32];
  writePairs(Storage);
  D3D12_PIPELINE_STATE_STREAM_DESC Desc = {2 * sizeof(ShaderPair), Storage}; // expected-warning {{SizeInBytes is 2 * sizeof(ShaderPair) = 48 bytes, but pPipelineStateSubobjectStream points to 'Storage' (unsigned char[32]), 32 bytes: the runtime reads 16 bytes past its end [d3d12-stream-desc-size]}}
  (void)Desc;
}
