#!/usr/bin/env bash
# Runs every test: builds psolint for LLVM 19 and LLVM 22 and runs the lit
# suite against each. Pass a major (19 or 22) to test only that one.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/bootstrap.sh"
majors=("${@:-19 22}")
read -r -a majors <<<"${majors[*]}"
status=0
for major in "${majors[@]}"; do
  dir="$("$root/scripts/build.sh" "$major")"
  echo "== psolint tests, LLVM $major ($dir)"
  # lit is plain Python; Debian ships it with llvm-19-tools only.
  python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv "$dir/test" || status=1
done
exit $status
