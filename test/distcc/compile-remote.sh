#!/usr/bin/env bash
# compile-remote.sh <workdir> <compiler> <plugin> <inputs>: the compiles of
# distcc.test, run under with-distccd.sh. For each, <name>.err holds stderr and
# <name>.rc the exit status.
set -uo pipefail
work="$1" cxx="$2" inputs="$4"
# The plugin at a path the daemon's user can read, as on a farm where every
# host has it installed at the same path.
plugin="$DISTCCD_SHARED/psolint-plugin.so"
cp "$3" "$plugin"
flags=(-std=c++17 -I/usr/include/wsl/stubs)
load=(-Xclang=-load "-Xclang=$plugin")

run() { # name, distcc arguments...
  local name="$1"; shift
  timeout 60 distcc "$@" 2>"$work/$name.err"
  echo $? >"$work/$name.rc"
}
# The daemon drops the connection on -fplugin= and the client keeps retrying:
# one try is enough to see the refusal in the daemon's log.
timeout 5 distcc "$cxx" "${flags[@]}" "-fplugin=$plugin" -c "$inputs/misaligned.cpp" -o "$work/fplugin.o" \
  2>"$work/fplugin.err"
echo $? >"$work/fplugin.rc"
run warn "$cxx" "${flags[@]}" "${load[@]}" -c "$inputs/misaligned.cpp" -o "$work/warn.o"
run werror "$cxx" "${flags[@]}" "${load[@]}" -Werror -c "$inputs/misaligned.cpp" -o "$work/werror.o"
run nolint "$cxx" "${flags[@]}" "${load[@]}" -c "$inputs/nolint.cpp" -o "$work/nolint.o"
run nolint-C "$cxx" "${flags[@]}" "${load[@]}" -C -Wno-unused-command-line-argument -c "$inputs/nolint.cpp" -o "$work/nolint-C.o"
exit 0
