#!/usr/bin/env bash
# Times psolint on bench/large.py's inputs at 1x and 10x their base size
# (wide stream: 5 000 -> 50 000 members; nesting: 200 -> 2 000 levels; record
# types: 10 000 -> 100 000) and prints CPU seconds (user + sys, which a busy
# machine disturbs less than wall time), the findings against the expected
# count, and the 10x/1x ratio: about 10 is linear growth.
#   bench/large_bench.sh [build-dir] [tool|plugin]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build}"
frontend="${2:-tool}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
flags=(-std=c++17 -I/usr/include/wsl/stubs)

run() { # file -> "cpu-seconds findings"
  local out="$work/out" status=0
  if [ "$frontend" = plugin ]; then
    /usr/bin/time -f "%U %S" -o "$work/time" /usr/lib/llvm-19/bin/clang++ \
      "${flags[@]}" -fsyntax-only "-fplugin=$build/lib/psolint-plugin.so" "$1" \
      >/dev/null 2>"$out" || status=$?
  else
    /usr/bin/time -f "%U %S" -o "$work/time" "$build/bin/psolint" "$1" -- \
      "${flags[@]}" >"$out" 2>/dev/null || status=$?
  fi
  [ "$status" -le 1 ] || { echo "psolint failed ($status) on $1" >&2; exit 1; }
  echo "$(tail -n 1 "$work/time" | awk '{printf "%.2f", $1 + $2}') $(grep -c 'warning:' "$out" || true)"
}

printf '%-6s %8s %10s %10s %10s %8s\n' input size cpu-s findings expected ratio
for spec in "wide 5000" "deep 200" "many 10000"; do
  read -r kind base <<<"$spec"
  first=""
  for size in "$base" "$((base * 10))"; do
    python3 "$root/bench/large.py" "$kind" "$size" "$work/$kind.cpp"
    read -r cpu found <<<"$(run "$work/$kind.cpp")"
    expected="$(python3 "$root/bench/large.py" count "$kind" "$size")"
    ratio="-"
    [ -z "$first" ] && first="$cpu" || ratio="$(awk -v a="$cpu" -v b="$first" 'BEGIN{printf "%.1f", a / b}')"
    printf '%-6s %8s %10s %10s %10s %8s\n' "$kind" "$size" "$cpu" "$found" "$expected" "$ratio"
  done
done
