#!/usr/bin/env bash
# Formats psolint's C++ sources with clang-format 19 and the repository's
# .clang-format (LLVM style, as the Clang codebase uses).
#   scripts/format.sh            rewrite the files in place
#   scripts/format.sh --check    change nothing; list the files that differ
#                                and exit 1 if any does (scripts/test.sh runs it)
# Test inputs (test/, examples/, bench/) are not formatted: their layout,
# line numbers and comments are what the tests check.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
format=clang-format-19
command -v "$format" >/dev/null 2>&1 || format=/usr/lib/llvm-19/bin/clang-format
cd "$root"
mapfile -t files < <(git ls-files 'clang-plugin/*.cpp' 'clang-plugin/*.h' 2>/dev/null ||
                     find clang-plugin -name '*.cpp' -o -name '*.h')
if [ "${1:-}" = "--check" ]; then
  bad=0
  for f in "${files[@]}"; do
    if ! "$format" --style=file "$f" | cmp -s - "$f"; then
      echo "psolint: $f is not formatted (scripts/format.sh fixes it)" >&2
      bad=1
    fi
  done
  [ $bad -eq 0 ] && echo "psolint: ${#files[@]} sources formatted"
  exit $bad
fi
"$format" --style=file -i "${files[@]}"
