// Does not compile.
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
struct Broken { D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = 42; };
