/* C11: the fix-it aligns the tag with _Alignas; <stddef.h> and <stdarg.h>
   come from Clang's resource directory, which the tool finds itself. */
#include <stdarg.h>
#include <stddef.h>
#include <wsl/winadapter.h>
#include <directx/d3d12.h>

typedef struct SampleDescSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type;
  DXGI_SAMPLE_DESC Desc;
} SampleDescSubobject;

void init(SampleDescSubobject *S) {
  S->Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
}

size_t sampleDescSize(void) { return sizeof(SampleDescSubobject); }
