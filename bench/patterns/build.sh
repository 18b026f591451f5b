#!/bin/sh
# Builds the pattern benchmarks into <out-dir>: patterns_sycl (through
# sycl-footergen, g++ -O3), patterns_omp (the same g++ -O3 plus -fopenmp)
# and, where the OpenCL headers and ICD loader are installed, pocl_bench
# with its kernels (pocl_kernels.cl).
# STATIC=1: statically linked binaries with libsyclfg's sources compiled in
# (no shared library needed: they run on a machine without compilers),
# and bench/executor's executor_bench (-O2, as run_executor_bench.sh);
# else against the build tree's libsyclfg.
# Usage: bench/patterns/build.sh <out-dir> [build-dir]
set -eu
cd "$(dirname "$0")/../.."
mkdir -p "$1"
out=$(cd "$1" && pwd)
build=$(cd "${2:-build}" && pwd)
cxx="g++"
command -v ccache >/dev/null && cxx="ccache g++"
flags="-std=c++17 -O3 -Iinclude -Ibench/patterns"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$build/bin/sycl-footergen" bench/patterns/patterns_sycl.cpp \
  -o "$work/patterns.footer.hpp" --host-tu "$work/patterns.host.cpp" \
  -- -std=c++17 -Iinclude -Ibench/patterns
if [ "${STATIC:-0}" = 1 ]; then
  objs=""
  for src in runtime/*.cpp; do
    obj="$work/$(basename "$src" .cpp).o"
    $cxx $flags -c "$src" -o "$obj"
    objs="$objs $obj"
  done
  # shellcheck disable=SC2086
  $cxx $flags "$work/patterns.host.cpp" $objs -o "$out/patterns_sycl" \
    -static -pthread -lboost_context
  $cxx $flags -fopenmp bench/patterns/patterns_omp.cpp -o "$out/patterns_omp" \
    -static
  # bench/executor's table too, for the range scaling and specialization
  # constant targets on the same machine.
  "$build/bin/sycl-footergen" bench/executor/executor_bench.cpp \
    -o "$work/executor.footer.hpp" --host-tu "$work/executor.host.cpp" \
    -- -std=c++17 -Iinclude
  # shellcheck disable=SC2086
  $cxx -std=c++17 -O2 -Iinclude "$work/executor.host.cpp" $objs \
    -o "$out/executor_bench" -static -pthread -lboost_context
else
  $cxx $flags "$work/patterns.host.cpp" -o "$out/patterns_sycl" \
    -L"$build/lib" -lsyclfg -Wl,-rpath,"$build/lib"
  $cxx $flags -fopenmp bench/patterns/patterns_omp.cpp -o "$out/patterns_omp"
fi
if [ "${STATIC:-0}" != 1 ] && [ -f /usr/include/CL/cl.h ] &&
  [ -e /usr/lib/x86_64-linux-gnu/libOpenCL.so ]; then
  $cxx $flags -DCL_TARGET_OPENCL_VERSION=120 bench/patterns/pocl_bench.cpp \
    -o "$out/pocl_bench" -lOpenCL
  cp bench/patterns/pocl_kernels.cl "$out/"
fi
