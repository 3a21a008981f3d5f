#!/usr/bin/env bash
# Runs every test: builds psolint for LLVM 19 and LLVM 22 and runs the lit
# suite against each, then (with 19) the sanitised build's suite
# (scripts/test-sanitized.sh). Pass a major (19 or 22) to test only that one.
#
#   scripts/test.sh --quick [<test path>...]
# is the inner loop: LLVM 19 only, the lit suite only (no second major, no
# sanitised build, no SARIF Multitool install), and only the given folders
# or files of test/ when some are named (test/d3d12-stream-desc-size, or
# just d3d12-stream-desc-size at-the-cause).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
"$root/scripts/bootstrap.sh"

if [ "${1:-}" = "--quick" ]; then
  shift
  dir="$("$root/scripts/build.sh" 19)"
  paths=()
  for p in "$@"; do
    p="${p#test/}"
    [ -e "$root/test/$p" ] || { echo "psolint: no test/$p" >&2; exit 2; }
    paths+=("$dir/test/$p")
  done
  [ ${#paths[@]} -eq 0 ] && paths=("$dir/test")
  echo "== psolint tests (quick), LLVM 19 ($dir)"
  exec python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv "${paths[@]}"
fi

# Microsoft's SARIF Multitool for test/tool/sarif-multitool.test, installed
# once under build/npm, where test/tool/lit.local.cfg looks for it. Without
# the network the test is reported unsupported, not failed.
multitool="$root/build/npm/node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool"
if [ ! -x "$multitool" ]; then
  mkdir -p "$root/build/npm"
  if npm install --prefix "$root/build/npm" --no-audit --no-fund \
      @microsoft/sarif-multitool >/dev/null && [ -f "$multitool" ]; then
    chmod u+x "$multitool"
  else
    echo "psolint: could not install @microsoft/sarif-multitool; the SARIF Multitool test will be unsupported" >&2
  fi
fi
# The sources are formatted (.clang-format, LLVM style).
status=0
"$root/scripts/format.sh" --check || status=1
majors=("${@:-19 22}")
read -r -a majors <<<"${majors[*]}"
for major in "${majors[@]}"; do
  dir="$("$root/scripts/build.sh" "$major")"
  echo "== psolint tests, LLVM $major ($dir)"
  # lit is plain Python; Debian ships it with llvm-19-tools only.
  python3 /usr/lib/llvm-19/build/utils/lit/lit.py -sv "$dir/test" || status=1
done
# The sanitised build (ASan + UBSan) of the primary major, with its fuzz
# smoke test; PSOLINT_SANITIZED=0 skips it.
if [[ " ${majors[*]} " == *" 19 "* && "${PSOLINT_SANITIZED:-1}" != 0 ]]; then
  "$root/scripts/test-sanitized.sh" || status=1
fi
exit $status
