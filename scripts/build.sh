#!/usr/bin/env bash
# Configures and builds psolint for one LLVM major: build/ for 19 (the
# primary), build-llvm<major>/ for the others.
set -euo pipefail
major="${1:-19}"
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/build"
[ "$major" = 19 ] || dir="$root/build-llvm$major"
if [ ! -f "$dir/build.ninja" ]; then
  cmake -S "$root" -B "$dir" -G Ninja -DPSOLINT_LLVM_MAJOR="$major" >/dev/null
fi
cmake --build "$dir" >/dev/null
echo "$dir"
