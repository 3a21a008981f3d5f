# lit configuration for psolint's tests. Substitutions:
#   %clang %clangxx        the clang of the LLVM major under test
#   %psolint_plugin        path of the plugin; %plugin the -fplugin flag
#   %psolint_build         the build tree under test (bin/psolint, lib/)
#   %dx                    flags that make DirectX-Headers parse on Linux
#   %dx_win                flags for Windows targets (mingw-w64's windows.h)
#   %dx_headers            the directory of DirectX-Headers' d3d12.h, d3dx12.h
#   %inputs                test/Inputs
#   %other_plugin          the plugin built for the other major (feature
#                          'other-major-plugin' when it exists)
import os
import sys

import lit.formats

config.name = "psolint"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".cpp", ".test"]
config.excludes = ["Inputs", "differential_work"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.psolint_binary_root, "test")

major = config.psolint_llvm_major
bindir = config.psolint_llvm_bin
plugin = os.path.join(config.psolint_binary_root, "lib", "psolint-plugin.so")
root = config.psolint_source_root

config.available_features.add("llvm-" + major)
other_major = "22" if major == "19" else "19"
other_build = os.path.join(root, "build" if other_major == "19" else "build-llvm" + other_major)
other_plugin = os.path.join(other_build, "lib", "psolint-plugin.so")
if os.path.exists(other_plugin):
    config.available_features.add("other-major-plugin")

config.environment["PATH"] = os.pathsep.join([bindir, config.environment.get("PATH", "")])

# A sanitised build (PSOLINT_SANITIZE, build-asan/): clang and clang-tidy,
# which are not sanitised, need the ASan runtime preloaded to load the
# sanitised plugin and module. Only they get it, through wrappers that
# %clang, %clangxx, %clang_tidy and PATH name (preloaded into every process,
# cpack hangs). A sanitizer report exits 86, never 1 or 2, the statuses the
# tests expect; leaks are not checked here (clang leaks on purpose;
# fuzz/run.py checks the tool's). allow_user_poisoning=0: LLVM's inline
# allocators poison memory that the unsanitised Clang then uses
# (docs/robustness.md).
hosting_bindir = bindir
asan_runtime = getattr(config, "psolint_asan_runtime", "")
if asan_runtime:
    config.available_features.add("asan")
    hosting_bindir = os.path.join(config.test_exec_root, "asan-preload-bin")
    os.makedirs(hosting_bindir, exist_ok=True)
    for _name in ("clang", "clang++", "clang-tidy"):
        _wrapper = os.path.join(hosting_bindir, _name)
        with open(_wrapper, "w") as _f:
            _f.write('#!/bin/sh\nLD_PRELOAD="%s${LD_PRELOAD:+:$LD_PRELOAD}" exec "%s" "$@"\n'
                     % (asan_runtime, os.path.join(bindir, _name)))
        os.chmod(_wrapper, 0o755)
    config.environment["PATH"] = os.pathsep.join([hosting_bindir, config.environment["PATH"]])
    config.environment["ASAN_OPTIONS"] = "detect_leaks=0:exitcode=86:allow_user_poisoning=0"
    config.environment["UBSAN_OPTIONS"] = "print_stacktrace=1:halt_on_error=1:exitcode=86"

# Diagnostics are matched as plain text.
config.environment.pop("CLANG_FORCE_COLOR_DIAGNOSTICS", None)

tidy_module = os.path.join(config.psolint_binary_root, "lib", "psolint-tidy.so")
clang_tidy = os.path.join(hosting_bindir, "clang-tidy")
config.substitutions.append(("%psolint_tidy", tidy_module))
config.substitutions.append(("%clang_tidy", clang_tidy))
# %check_clang_tidy <source> <checks> <temp> -- <flags>
config.substitutions.append(("%check_clang_tidy", " ".join([
    sys.executable, os.path.join(root, "test", "tidy", "check_clang_tidy.py"),
    "--tidy", clang_tidy, "--load", tidy_module,
    "--filecheck", os.path.join(bindir, "FileCheck"),
    "--compiler", os.path.join(hosting_bindir, "clang++")])))
config.substitutions.append(("%clangxx", os.path.join(hosting_bindir, "clang++")))
config.substitutions.append(("%clang", os.path.join(hosting_bindir, "clang")))
config.substitutions.append(("%psolint_plugin", plugin))
config.substitutions.append(("%plugin", "-fplugin=" + plugin))
config.substitutions.append(("%other_plugin", other_plugin))
config.substitutions.append(("%other_tidy", os.path.join(other_build, "lib", "psolint-tidy.so")))
config.substitutions.append(("%other_major", other_major))
config.substitutions.append(("%llvm_major", major))
config.substitutions.append(("%dx_win", "-isystem " + config.psolint_dx_windows_include))
config.substitutions.append(("%dx_headers", "/usr/include/directx"))
config.substitutions.append(("%dx", "-I/usr/include/wsl/stubs"))
config.substitutions.append(("%inputs", os.path.join(root, "test", "Inputs")))
config.substitutions.append(("%examples", os.path.join(root, "examples")))
config.substitutions.append(("%python", sys.executable))
config.substitutions.append(("%FileCheck", os.path.join(bindir, "FileCheck")))
config.substitutions.append(("%not", os.path.join(bindir, "not")))
config.substitutions.append(("%psolint_build", config.psolint_binary_root))
config.substitutions.append(("%psolint", os.path.join(config.psolint_binary_root, "bin", "psolint")))
