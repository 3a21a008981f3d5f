// Removing a duplicate's line leaves the neighbouring lines exactly as they
// were: the next line keeps its indentation, whatever trails the semicolon.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -fdiagnostics-parseable-fixits %s 2>&1 \
// RUN:   | %FileCheck --implicit-check-not=fix-it: %s
// RUN: cp %s %t.cpp
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Xclang -fixit %t.cpp 2>/dev/null
// RUN: %clangxx -std=c++17 -fsyntax-only %dx %plugin -Werror %t.cpp
// RUN: %FileCheck --strict-whitespace --check-prefix=FIXED --input-file=%t.cpp %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <directx/d3dx12.h>

struct IndentedNextLine {
  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
  CD3DX12_PIPELINE_STATE_STREAM_VS VertexShader;
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};
// CHECK: fix-it:"{{.*}}fixit-whitespace.cpp":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
// FIXED:      {{^}}struct IndentedNextLine {
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_VS VS;
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
// FIXED-NEXT: {{^}}};

// Trailing blanks after the semicolon go with the line.
struct TrailingBlanks {
  CD3DX12_PIPELINE_STATE_STREAM_GS GS;
  CD3DX12_PIPELINE_STATE_STREAM_GS GeometryShader;   
  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
};
// CHECK: fix-it:"{{.*}}fixit-whitespace.cpp":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
// FIXED:      {{^}}struct TrailingBlanks {
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_GS GS;
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_PS PS;
// FIXED-NEXT: {{^}}};

// Tab indentation.
struct Tabs {
	CD3DX12_PIPELINE_STATE_STREAM_HS HS;
	CD3DX12_PIPELINE_STATE_STREAM_HS HullShader;
	CD3DX12_PIPELINE_STATE_STREAM_DS DS;
};
// CHECK: fix-it:"{{.*}}fixit-whitespace.cpp":{[[@LINE-4]]:{{[0-9]+}}-[[@LINE-3]]:{{[0-9]+}}}:""
// FIXED:      {{^}}struct Tabs {
// FIXED-NEXT: {{^}}	CD3DX12_PIPELINE_STATE_STREAM_HS HS;
// FIXED-NEXT: {{^}}	CD3DX12_PIPELINE_STATE_STREAM_DS DS;
// FIXED-NEXT: {{^}}};

// The duplicate is the last member: the closing brace is untouched.
struct LastMember {
  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
  CD3DX12_PIPELINE_STATE_STREAM_CS ComputeShader;
};
// CHECK: fix-it:"{{.*}}fixit-whitespace.cpp":{[[@LINE-3]]:{{[0-9]+}}-[[@LINE-2]]:{{[0-9]+}}}:""
// FIXED:      {{^}}struct LastMember {
// FIXED-NEXT: {{^}}  CD3DX12_PIPELINE_STATE_STREAM_CS CS;
// FIXED-NEXT: {{^}}};
