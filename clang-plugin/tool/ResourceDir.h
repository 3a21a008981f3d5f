//===- ResourceDir.h - Where Clang's own headers are ------------*- C++ -*-===//
#ifndef PSOLINT_TOOL_RESOURCEDIR_H
#define PSOLINT_TOOL_RESOURCEDIR_H

#include <optional>
#include <string>

namespace psolint {

/// The resource directory (stddef.h, stdarg.h, the intrinsics) of the Clang
/// psolint links, found at run time; nullopt when none is installed.
/// Argv0 is the tool's own path.
std::optional<std::string> findResourceDir(const char *Argv0);

} // namespace psolint

#endif // PSOLINT_TOOL_RESOURCEDIR_H
