#!/bin/sh
# Builds bench/use_mutex/use_mutex_bench.cpp through sycl-footergen with g++
# -O2 against the build tree's headers and libsyclfg, and runs it: the cost
# of a buffer's use_mutex per command group and per host_accessor. Prints
# the date and load average, then a Markdown table of medians (RUNS=7
# rounds).
# Usage: bench/run_use_mutex_bench.sh [build-dir]
set -eu
cd "$(dirname "$0")/.."
build=$(cd "${1:-build}" && pwd)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
bench/build_sycl_bench.sh bench/use_mutex/use_mutex_bench.cpp "$out/bench" "$build"
echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
"$out/bench"
echo
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
