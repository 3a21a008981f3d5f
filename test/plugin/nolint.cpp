// NOLINT comments, with clang-tidy's syntax: bare, with a list of check ids
// or globs, NOLINTNEXTLINE, NOLINTBEGIN/NOLINTEND. A list that does not
// name the check does not suppress it.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fplugin-arg-psolint-strict-records -Xclang -verify %s
// RUN: %clangxx --target=x86_64-w64-mingw32 -DMINGW -std=c++17 -fsyntax-only %dx_win %plugin -fplugin-arg-psolint-strict-records -Xclang -verify %s
#ifdef MINGW
#include <windows.h>
#else
#include <wsl/winadapter.h>
#endif
#include <directx/d3d12.h>

#define BLEND_PAIR(Name)                                                        \
  struct Name {                                                                \
    D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND; \
    D3D12_BLEND_DESC Desc;                                                     \
  }

// ---- NOLINT on the line of the finding ------------------------------------------

struct Reported { // expected-warning-re {{subobject 'Reported' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct Bare { // NOLINT
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct ById { // NOLINT(d3d12-subobject-alignment)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct ByGlob { // NOLINT(d3d12-*)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct InList { // NOLINT(bugprone-sizeof-expression, d3d12-subobject-alignment)
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct OtherCheck { // NOLINT(other-check) expected-warning-re {{subobject 'OtherCheck' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

struct OtherPsolintCheck { // NOLINT(d3d12-stream-*) expected-warning-re {{subobject 'OtherPsolintCheck' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// NOLINT on another line of the record does not reach the finding.
struct WrongLine { // expected-warning-re {{subobject 'WrongLine' is aligned to 4 bytes, {{.*}} [d3d12-subobject-alignment]}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND; // NOLINT
  D3D12_BLEND_DESC Desc;
};

// ---- NOLINTNEXTLINE -------------------------------------------------------------

// NOLINTNEXTLINE(d3d12-subobject-alignment)
struct NextLine {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// NOLINTNEXTLINE
struct NextLineBare {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// NOLINTNEXTLINE(other-check)
struct NextLineOtherCheck { // expected-warning-re {{subobject 'NextLineOtherCheck' is aligned to 4 bytes, {{.*}}}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// NOLINTNEXTLINE(d3d12-subobject-alignment)

struct TwoLinesBelow { // expected-warning-re {{subobject 'TwoLinesBelow' is aligned to 4 bytes, {{.*}}}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// ---- NOLINTBEGIN / NOLINTEND ----------------------------------------------------

// NOLINTBEGIN(d3d12-subobject-alignment)
struct InRegion {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
BLEND_PAIR(InRegionFromMacro);
// NOLINTEND(d3d12-subobject-alignment)

struct AfterRegion { // expected-warning-re {{subobject 'AfterRegion' is aligned to 4 bytes, {{.*}}}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};

// NOLINTBEGIN
struct InBareRegion {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// NOLINTEND

// A region for other checks suppresses nothing here.
// NOLINTBEGIN(d3d12-stream-*)
struct InOtherRegion { // expected-warning-re {{subobject 'InOtherRegion' is aligned to 4 bytes, {{.*}}}}
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_BLEND;
  D3D12_BLEND_DESC Desc;
};
// NOLINTEND(d3d12-stream-*)

// ---- the duplicate check: suppressed where it is reported ------------------------

struct alignas(void *) VertexShader {
  D3D12_PIPELINE_STATE_SUBOBJECT_TYPE Type = D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_VS;
  D3D12_SHADER_BYTECODE Shader;
};

struct DuplicateSuppressed {
  VertexShader VS;
  VertexShader VS2; // NOLINT(d3d12-stream-duplicate-subobject)
};

// NOLINT at the first occurrence (where the note goes) does not suppress it.
struct DuplicateNolintAtNote {
  VertexShader VS; // NOLINT(d3d12-stream-duplicate-subobject) expected-note {{'VS' sets VS here}}
  VertexShader VS2; // expected-warning {{stream 'DuplicateNolintAtNote' sets subobject kind VS twice: 'VS2' repeats 'VS'}}
};

// A NOLINT for another psolint check does not suppress it.
struct DuplicateOtherCheck {
  VertexShader VS; // expected-note {{'VS' sets VS here}}
  VertexShader VS2; // NOLINT(d3d12-subobject-alignment) expected-warning {{'VS2' repeats 'VS'}}
};
