#!/usr/bin/env bash
# The sanitised build: configures build-asan/ (LLVM 19, PSOLINT_SANITIZE=ON:
# ASan + UBSan in the tool, the plugin and the tidy module), builds it and
# runs the lit suite against it. There the plugin and the module run inside
# clang and clang-tidy with libasan preloaded (test/lit.cfg.py), the tool as
# it is, and test/robustness/ adds a bounded fuzz run (fuzz/run.py) on the
# sanitised tool. Extra arguments go to lit (e.g. a subset of build-asan/test).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/build-asan"
if [ ! -f "$dir/build.ninja" ]; then
  cmake -S "$root" -B "$dir" -G Ninja -DPSOLINT_LLVM_MAJOR=19 \
    -DPSOLINT_SANITIZE=ON >/dev/null
fi
cmake --build "$dir" >/dev/null
echo "== psolint tests, LLVM 19, ASan + UBSan ($dir)"
if [ $# -eq 0 ]; then
  set -- "$dir/test"
fi
python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv "$@"
