#!/bin/sh
# Installs what sycl-footergen needs on Debian 12, only if missing, then
# configures and builds into ./build. Used by the README commands and CI.
set -eu
cd "$(dirname "$0")/.."
packages="build-essential cmake ninja-build pkg-config clang-19 clang-tidy-19 libclang-19-dev llvm-19-dev libfmt-dev nlohmann-json3-dev catch2 libboost-context-dev ccache libclang-rt-19-dev redis-server distcc bazel-bootstrap python3"
missing=""
for p in $packages; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
  echo "Installing:$missing"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO=sudo
  # Wait for another apt/dpkg (a second bootstrap, unattended-upgrades)
  # instead of failing on its lock.
  lock="-o DPkg::Lock::Timeout=900"
  $SUDO apt-get $lock update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get $lock install -y $missing
fi
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
cmake --build build
