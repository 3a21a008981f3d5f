#!/usr/bin/env bash
# Installs what psolint needs on Debian 12 (as root, or through sudo), only
# the packages that are missing. Safe to run again.
set -euo pipefail

packages=(
  cmake ninja-build python3 git
  clang-19 libclang-19-dev llvm-19-dev llvm-19-tools clang-tidy-19 clang-tools-19 clang-format-19
  clang-22 libclang-22-dev llvm-22-dev llvm-22-tools clang-tidy-22 clang-tools-22
  directx-headers-dev distcc
  mingw-w64-x86-64-dev mingw-w64-i686-dev g++-mingw-w64-x86-64 g++-mingw-w64-i686
  libc6-dev-i386 lib32stdc++-12-dev gcc-multilib
  libicu72
)
# For the SARIF validations of the tool's tests: npm fetches Microsoft's
# SARIF Multitool (a .NET program, hence libicu72), python3's jsonschema
# checks the log against the SARIF 2.1.0 schema. A Node.js that bundles its
# own npm (NodeSource) counts: Debian's npm package would conflict with it.
command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)
/usr/bin/python3 -c "import jsonschema" >/dev/null 2>&1 || packages+=(python3-jsonschema)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "psolint: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
