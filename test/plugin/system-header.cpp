// Findings in system headers are never reported: a header found through
// -isystem, or one that says '#pragma clang system_header'. The same header
// through -I is the user's own and is reported. Code in the main file that
// uses a system header's types is still checked.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -isystem %S/Inputs %plugin -fplugin-arg-psolint-strict-records -Xclang -verify=sys %s
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -I%S/Inputs %plugin -fplugin-arg-psolint-strict-records -Xclang -verify=user,sys %s
// Even under -Werror and with the checks made errors, a system header stays silent.
// RUN: %clangxx -std=c++17 -fsyntax-only %dx -isystem %S/Inputs %plugin -fplugin-arg-psolint-strict-records -Werror -fplugin-arg-psolint-error=d3d12-* -Xclang -verify=syserr %s
#include <wsl/winadapter.h>
#include <directx/d3d12.h>
#include <faulty_streams.h>
#include <pragma_system_streams.h>

HeaderTemplateStream<HeaderVertexShader> Instantiated;

// The main file's own stream of a header's pairs.
struct MainFileStream {
  PragmaPixelShader PS; // sys-note {{'PS' sets PS here}} syserr-note {{'PS' sets PS here}}
  PragmaPixelShader PixelShader; // sys-warning {{stream 'MainFileStream' sets subobject kind PS twice: 'PixelShader' repeats 'PS'}} syserr-error {{'PixelShader' repeats 'PS'}}
};
