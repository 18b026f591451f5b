#!/bin/sh
# Builds one benchmark source through sycl-footergen with g++ -O2 against
# the build tree's headers and libsyclfg, into <binary> (an absolute path).
# Usage: bench/build_sycl_bench.sh <source> <binary> [build-dir]
set -eu
cd "$(dirname "$0")/.."
src=$1
binary=$2
build=$(cd "${3:-build}" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$build/bin/sycl-footergen" "$src" -o "$work/bench.footer.hpp" --host-tu "$work/bench.host.cpp" \
  -- -std=c++17 -Iinclude
g++ -std=c++17 -O2 -Iinclude "$work/bench.host.cpp" -o "$binary" \
  -L"$build/lib" -lsyclfg -Wl,-rpath,"$build/lib"
