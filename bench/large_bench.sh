#!/usr/bin/env bash
# Times psolint on bench/large.py's inputs at 1x and 10x their base size
# (wide stream: 5 000 -> 50 000 members; nesting: 200 -> 2 000 levels; record
# types: 10 000 -> 100 000) and prints CPU seconds (user + sys, which a busy
# machine disturbs less than wall time), the findings against the expected
# count, how many of them carry a fix-it (the tool exports them), and the
# 10x/1x ratio: about 10 is linear growth.
#   bench/large_bench.sh [build-dir] [tool|plugin] [wide|deep|many...]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
frontend="${2:-tool}"
inputs=("${@:3}")
[ "${#inputs[@]}" -gt 0 ] || inputs=(wide deep many)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(-std=c++17 -I/usr/include/wsl/stubs)

run() { # file -> "cpu-seconds findings findings-with-fix-its"
  local out="$work/out" status=0
  rm -f "$work/fixes.yaml"
  if [ "$frontend" = plugin ]; then
    /usr/bin/time -f "%U %S" -o "$work/time" /usr/lib/llvm-19/bin/clang++ \
      "${flags[@]}" -fsyntax-only "-fplugin=$build/lib/psolint-plugin.so" "$1" \
      >/dev/null 2>"$out" || status=$?
  else
    /usr/bin/time -f "%U %S" -o "$work/time" "$build/bin/psolint" \
      --export-fixes="$work/fixes.yaml" "$1" -- "${flags[@]}" >"$out" 2>/dev/null || status=$?
  fi
  [ "$status" -le 1 ] || { echo "psolint failed ($status) on $1" >&2; exit 1; }
  local fixits=-
  [ -f "$work/fixes.yaml" ] && fixits="$(grep -c 'DiagnosticName:' "$work/fixes.yaml" || true)"
  echo "$(tail -n 1 "$work/time" | awk '{printf "%.2f", $1 + $2}') $(grep -c 'warning:' "$out" || true) $fixits"
}

printf '%-6s %8s %10s %10s %10s %8s %8s\n' input size cpu-s findings expected fix-its ratio
for spec in "wide 5000" "deep 200" "many 10000"; do
  read -r kind base <<<"$spec"
  [[ " ${inputs[*]} " == *" $kind "* ]] || continue
  first=""
  for size in "$base" "$((base * 10))"; do
    python3 "$root/bench/large.py" "$kind" "$size" "$work/$kind.cpp"
    read -r cpu found fixits <<<"$(run "$work/$kind.cpp")"
    expected="$(python3 "$root/bench/large.py" count "$kind" "$size")"
    ratio="-"
    [ -z "$first" ] && first="$cpu" || ratio="$(awk -v a="$cpu" -v b="$first" 'BEGIN{printf "%.1f", a / b}')"
    printf '%-6s %8s %10s %10s %10s %8s %8s\n' "$kind" "$size" "$cpu" "$found" "$expected" "$fixits" "$ratio"
  done
done
