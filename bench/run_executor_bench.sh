#!/bin/sh
# Builds bench/executor/executor_bench.cpp through sycl-footergen with g++
# -O2 against the build tree's headers and libsyclfg, and runs it: scaling
# from 1 to 2 threads, a barrier-heavy nd_range kernel against the same loops
# without SYCL, a specialization constant read in an inner loop against a
# captured constant, sub-group costs. Prints the date and load average, then
# a Markdown table of medians (RUNS=5 runs), then the floor of a
# fiber-per-work-item barrier (bench/executor/fiber_floor.cpp: Boost.Context
# switches alone, as many as the tiled kernel's waits).
# Usage: bench/run_executor_bench.sh [build-dir]
set -eu
cd "$(dirname "$0")/.."
build=$(cd "${1:-build}" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bench/build_sycl_bench.sh bench/executor/executor_bench.cpp "$out/bench" "$build"
g++ -std=c++17 -O2 bench/executor/fiber_floor.cpp -o "$out/fiber_floor" -lboost_context
# The ratios need an idle machine: say how loaded it was.
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
"$out/bench"
echo
"$out/fiber_floor"
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
