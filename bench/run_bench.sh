#!/bin/sh
# Measures sycl-footergen against what a build does anyway, per source:
#   tool      sycl-footergen <src> (footer + host TU + int header)
#   clang     clang++-19 -fsyntax-only <src>   (the parse the tool is made of)
#   g++       g++ -c <host TU>                  (the host compile it precedes)
# Prints the median CPU time (user + system, so that other load on the
# machine matters less than for wall time) over RUNS runs, and the ratios
# tool/clang and tool/g++.
# Usage: bench/run_bench.sh [build-dir]   (RUNS=5 by default)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
runs=${RUNS:-5}
tool="$build/bin/sycl-footergen"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# Median CPU time of $runs runs of a command, in milliseconds.
median_ms() {
  i=0
  : > "$out/times"
  while [ $i -lt "$runs" ]; do
    /usr/bin/time -f '%U %S' -o "$out/one" "$@" > /dev/null 2>&1
    awk '{printf "%d\n", ($1 + $2) * 1000}' "$out/one" >> "$out/times"
    i=$((i + 1))
  done
  sort -n "$out/times" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

printf '%-20s %8s %8s %8s %10s %10s\n' source tool_ms clang_ms gxx_ms tool/clang tool/g++
for src in examples/quickstart/quickstart.cpp examples/convolution/convolution.cpp \
           examples/matrix_multiply/matrix_multiply.cpp examples/all_forms/all_forms.cpp \
           tests/golden/templates.cpp tests/golden/kernels_forms.cpp; do
  name=$(basename "$src" .cpp)
  flags="-std=c++17 -Iinclude -Itests/golden"
  "$tool" "$src" -o "$out/$name.footer.hpp" --host-tu "$out/$name.host.cpp" -- $flags
  t=$(median_ms "$tool" "$src" -o "$out/$name.footer.hpp" --host-tu "$out/$name.host.cpp" -- $flags)
  c=$(median_ms clang++-19 -fsyntax-only $flags "$src")
  g=$(median_ms g++ -c $flags "$out/$name.host.cpp" -o "$out/$name.o")
  printf '%-20s %8s %8s %8s %10s %10s\n' "$name" "$t" "$c" "$g" \
    "$(awk "BEGIN {printf \"%.2f\", $t / $c}")" "$(awk "BEGIN {printf \"%.2f\", $t / $g}")"
done
