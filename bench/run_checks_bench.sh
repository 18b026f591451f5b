#!/bin/sh
# The checking mode when off (docs/runtime.md "Checking mode"): builds
# bench/checks/stream_bench.cpp and bench/executor/executor_bench.cpp
# without SYCLFG_CHECKS through the tool of <build-dir> and against its
# source tree's headers and libsyclfg, and the same through
# <baseline-build-dir> (a build of the commit before the checking mode),
# with g++ -O2. Compares the .text of each pair of objects (identical
# code means identical speed), then runs each STREAM binary RUNS times
# (default 5), alternating, and prints every time.
# Usage: bench/run_checks_bench.sh <build-dir> <baseline-build-dir>
set -eu
cd "$(dirname "$0")/.."
here=$(pwd)
runs=${RUNS:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source_of() { sed -n 's/^CMAKE_HOME_DIRECTORY:INTERNAL=//p' "$1/CMakeCache.txt"; }

# <variant> <build-dir> <bench source>: object and binary in $work/<variant>.
build() {
  variant=$1 build=$(cd "$2" && pwd) src=$here/$3
  include=$(source_of "$build")/include
  mkdir -p "$work/$variant"
  # The same paths for both variants: only the headers differ.
  "$build/bin/sycl-footergen" "$src" -o "$work/bench.footer.hpp" \
    --host-tu "$work/bench.host.cpp" -- -std=c++17 -I"$include"
  g++ -std=c++17 -O2 -I"$include" -c "$work/bench.host.cpp" -o "$work/$variant/bench.o"
  g++ "$work/$variant/bench.o" -o "$work/$variant/bench" \
    -L"$build/lib" -lsyclfg -Wl,-rpath,"$build/lib"
}

text_of() { objcopy -O binary --only-section=.text "$1" "$1.text"; echo "$1.text"; }

echo "$(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) CPUs, load average: $(cut -d' ' -f1-3 /proc/loadavg)"
for bench in bench/executor/executor_bench.cpp bench/checks/stream_bench.cpp; do
  build new "$1" "$bench"
  build old "$2" "$bench"
  new=$(text_of "$work/new/bench.o") old=$(text_of "$work/old/bench.o")
  if cmp -s "$new" "$old"; then
    echo "$bench: .text identical ($(wc -c <"$new") bytes)"
  else
    echo "$bench: .text differs ($(wc -c <"$new") vs $(wc -c <"$old") bytes)"
  fi
done
for i in $(seq "$runs"); do
  for variant in old new; do
    echo "run $i, $variant:"
    "$work/$variant/bench"
  done
done
