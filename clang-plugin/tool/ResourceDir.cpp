//===- ResourceDir.cpp ----------------------------------------------------===//
//
// A compiler finds its resource directory next to its own binary; psolint is
// not installed there, so it probes: the LLVM it was built against (Debian:
// /usr/lib/llvm-<major>), then its own prefix, then Debian's path for the
// major it links. Each candidate must hold include/stddef.h.
//
//===----------------------------------------------------------------------===//
#include "ResourceDir.h"

#include "clang/Basic/Version.h"
#include "clang/Config/config.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"

using namespace llvm;

namespace psolint {

/// <Prefix>/lib/clang/<major>, or CLANG_RESOURCE_DIR relative to
/// <Prefix>/bin when the build set one.
static std::string resourceDirUnder(StringRef Prefix) {
  SmallString<256> Dir(Prefix);
  StringRef Custom = CLANG_RESOURCE_DIR;
  if (!Custom.empty()) {
    sys::path::append(Dir, "bin", Custom);
  } else {
    sys::path::append(Dir, CLANG_INSTALL_LIBDIR_BASENAME, "clang",
                      Twine(CLANG_VERSION_MAJOR));
  }
  sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
  return Dir.str().str();
}

static bool hasStddef(StringRef Dir) {
  SmallString<256> Header(Dir);
  sys::path::append(Header, "include", "stddef.h");
  return sys::fs::exists(Header);
}

std::optional<std::string> findResourceDir(const char *Argv0) {
  std::vector<std::string> Candidates;
  Candidates.push_back(resourceDirUnder(PSOLINT_LLVM_PREFIX));
  std::string Self = sys::fs::getMainExecutable(
      Argv0, reinterpret_cast<void *>(&findResourceDir));
  if (!Self.empty())
    Candidates.push_back(
        resourceDirUnder(sys::path::parent_path(sys::path::parent_path(Self))));
  Candidates.push_back(
      resourceDirUnder("/usr/lib/llvm-" + std::to_string(CLANG_VERSION_MAJOR)));
  for (const std::string &Dir : Candidates)
    if (hasStddef(Dir))
      return Dir;
  return std::nullopt;
}

} // namespace psolint
