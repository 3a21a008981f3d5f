/* Two independent defects in one x86 stream: the root signature's tag is
 * unioned with an 8-byte member, and the sample-desc record is aligned to
 * 8, so the runtime walks its 16 bytes as 12. Each is reported at its own
 * record, with the member where it shows: the second is no consequence of
 * the first, and fixing the first leaves it. On x86_64 both records are
 * where the runtime reads them: silent.
 *
 * RUN: %clang -std=c11 -fsyntax-only %dx %plugin -Xclang -verify=x64 %s
 * RUN: %clang -m32 -std=c11 -fsyntax-only %dx %plugin -Xclang -verify=x86 %s
 * RUN: %compare_frontends --work %t/x86 %s -- -m32 -std=c11 %dx
 * RUN: %not %psolint %s -- -m32 -std=c11 %dx | %FileCheck --check-prefix=TOOL-X86 %s
 * TOOL-X86-DAG: two-causes.c:[[@LINE+12]]:3: warning: tag of subobject 'root_sub' is unioned with 'pad'
 * TOOL-X86-DAG: two-causes.c:[[@LINE+17]]:8: warning: subobject 'samples_sub' is aligned to 8 bytes
 * TOOL-X86-NOT: warning:
 * RUN: %psolint %s -- -std=c11 %dx | %FileCheck --allow-empty --check-prefix=TOOL-X64 %s
 * TOOL-X64-NOT: warning:
 */
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <stdint.h>

/* x64-no-diagnostics */
struct root_sub {
  union { /* x86-warning {{tag of subobject 'root_sub' is unioned with 'pad': the inner 'root' (ID3D12RootSignature *, 4-byte aligned) is at offset 8, but the runtime reads it at offset 4}} */
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type; /* x86-note {{declare the tag on its own}} */
    uint64_t pad;
  } tag;
  ID3D12RootSignature *root;
};
struct samples_sub { /* x86-warning {{subobject 'samples_sub' is aligned to 8 bytes, but the runtime reads each subobject right after the previous one, rounded up to a multiple of 4 bytes}} */
  _Alignas(8) D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
  DXGI_SAMPLE_DESC samples;
};
struct stream {
  struct root_sub root;
  struct samples_sub samples; /* x86-note {{in stream 'stream', 'samples' is at offset 16; the runtime reads it at offset 8}} */
  struct {
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE type;
    D3D12_SHADER_BYTECODE code;
  } vs; /* x86-note {{in stream 'stream', 'vs' is at offset 32; the runtime reads it at offset 28}} */
};

HRESULT make(ID3D12Device2 *device, ID3D12RootSignature *root, D3D12_SHADER_BYTECODE vs, ID3D12PipelineState **out) {
  struct stream s;
  s.root.tag.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_ROOT_SIGNATURE;
  s.root.root = root;
  s.samples.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  s.samples.samples.Count = 1;
  s.samples.samples.Quality = 0;
  s.vs.type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  s.vs.code = vs;
  D3D12_PIPELINE_STATE_STREAM_DESC desc = {sizeof(s), &s};
  return device->lpVtbl->CreatePipelineState(device, &desc, &IID_ID3D12PipelineState, (void **)out);
}
