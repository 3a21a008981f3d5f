// clang-tidy's own NOLINT, --header-filter and --warnings-as-errors apply to
// psolint's checks like to any other. (clang-tidy 22 shows user headers by default; 19 does not: say which.)
// RUN: %clang_tidy --load=%psolint_tidy --config='{CheckOptions: {StrictRecords: true}}' --checks='-*,d3d12-*' --header-filter='^$' %s -- -std=c++17 %dx -I%S/Inputs 2>&1 | %FileCheck %s --check-prefix=DEFAULT --implicit-check-not=warning:
// RUN: %clang_tidy --load=%psolint_tidy --config='{CheckOptions: {StrictRecords: true}}' --checks='-*,d3d12-*' --header-filter='pairs\.h' %s -- -std=c++17 %dx -I%S/Inputs 2>&1 | %FileCheck %s --check-prefixes=DEFAULT,HEADER --implicit-check-not=warning:
// RUN: %not %clang_tidy --load=%psolint_tidy --config='{CheckOptions: {StrictRecords: true}}' --checks='-*,d3d12-*' --warnings-as-errors='d3d12-subobject-*' %s -- -std=c++17 %dx -I%S/Inputs 2>&1 | %FileCheck %s --check-prefix=WERROR
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include "pairs.h"
// HEADER: pairs.h:3:8: warning: subobject 'HeaderBlendSubobject' is aligned to 4 bytes{{.*}} [d3d12-subobject-alignment]

struct SampleDescSubobject { // NOLINT(d3d12-subobject-alignment)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_SAMPLE_DESC;
  DXGI_SAMPLE_DESC Desc;
};

// NOLINTNEXTLINE(d3d12-*)
struct DepthStencilSubobject {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_DEPTH_STENCIL1;
  D3D12_DEPTH_STENCIL_DESC1 Desc;
};

struct RasterizerSubobject { // NOLINT(some-other-check)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_RASTERIZER;
  D3D12_RASTERIZER_DESC Desc;
};
// DEFAULT: suppression-and-filters.cpp:[[@LINE-4]]:8: warning: subobject 'RasterizerSubobject' is aligned to 4 bytes{{.*}} [d3d12-subobject-alignment]
// WERROR: suppression-and-filters.cpp:[[@LINE-5]]:8: error: subobject 'RasterizerSubobject' {{.*}} [d3d12-subobject-alignment,-warnings-as-errors]
