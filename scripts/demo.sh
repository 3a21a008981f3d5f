#!/usr/bin/env bash
# The main job: builds psolint if needed, runs the clang plugin over
# examples/, shows every finding with its fix-it, then applies the fix-its
# to a copy and shows the diff and the clean re-check.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/bootstrap.sh"
build="$("$root/scripts/build.sh" 19)"
plugin="$build/lib/psolint-plugin.so"
clang=/usr/lib/llvm-19/bin/clang
flags=(-fsyntax-only -I/usr/include/wsl/stubs "-fplugin=$plugin")

compile() { # file, extra args...
  local file="$1"; shift
  case "$file" in
    *.c) "$clang" -x c -std=c11 "${flags[@]}" "$@" "$file" ;;
    *) "$clang" -x c++ -std=c++17 "${flags[@]}" "$@" "$file" ;;
  esac
}

cd "$root/examples"
sources=$(ls *.c *.cpp 2>/dev/null)
echo "== psolint: findings on examples/ (x86_64 Linux layout)"
for f in $sources; do
  compile "$f" 2>&1 || true
done

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp -r "$root/examples/." "$work/"
cd "$work"
for f in $sources; do
  compile "$f" -Xclang -fixit >/dev/null 2>&1 || true
done
echo
echo "== psolint: the fix-its, applied to a copy"
diff -ru "$root/examples" "$work" | sed "s|$work|fixed|" || true
echo
echo "== psolint: re-check of the fixed copy"
for f in $sources; do
  compile "$f" 2>&1 | grep -E "warning:|error:" || true
done
echo "(done)"
