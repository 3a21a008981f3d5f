//===- VersionGuard.cpp - Refuse to run inside another LLVM major ---------===//
//
// A plugin or clang-tidy module built for one LLVM major and loaded into
// another binds to an incompatible C++ ABI: it would crash or silently report
// nothing. Before any other static initialiser of the module touches Clang,
// look at which libclang-cpp/libLLVM the process has loaded and stop with a
// clear message. Compiled into each loadable module (not into the core
// library) with PSOLINT_MODULE_NAME set to the module's file name.
//
//===----------------------------------------------------------------------===//
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <initializer_list>
#include <link.h>
#include <unistd.h>

namespace {

struct Found {
  int Major = -1;
};

int inspect(struct dl_phdr_info *Info, size_t, void *Data) {
  const char *Name = Info->dlpi_name;
  if (!Name)
    return 0;
  for (const char *Lib : {"libclang-cpp.so.", "libLLVM.so.", "libLLVM-"}) {
    const char *At = std::strstr(Name, Lib);
    if (!At)
      continue;
    int Major = std::atoi(At + std::strlen(Lib));
    if (Major > 0) {
      static_cast<Found *>(Data)->Major = Major;
      return 1;
    }
  }
  return 0;
}

struct VersionGuard {
  VersionGuard() {
    Found Host;
    dl_iterate_phdr(inspect, &Host);
    // A statically linked clang shows no library: nothing to compare.
    if (Host.Major < 0 || Host.Major == PSOLINT_LLVM_MAJOR)
      return;
    std::fprintf(stderr,
                 "error: %s was built for LLVM %d but this process uses "
                 "LLVM %d; load the psolint build for LLVM %d (configure "
                 "with -DPSOLINT_LLVM_MAJOR=%d)\n",
                 PSOLINT_MODULE_NAME, PSOLINT_LLVM_MAJOR, Host.Major,
                 Host.Major, Host.Major);
    std::fflush(stderr);
    _exit(1);
  }
};

// Constructed when the library is loaded, before registration.
__attribute__((init_priority(101))) VersionGuard Guard;

} // namespace
