#!/bin/sh
# Builds the libFuzzer targets (fuzz/, Clang 19, ASan/UBSan) in build-fuzz/
# and runs each for SECONDS seconds (default 20: the CI smoke run; give more
# to fuzz longer) on a copy of its seed corpus in fuzz/corpus/<name>. A crash
# fails the script and leaves the reproducer in build-fuzz/<name>-crash-*.
# usage: scripts/fuzz.sh [SECONDS]; CI sets SYCLFG_FUZZ_SEED=1 and
# SYCLFG_FUZZ_RUNS so its run is reproducible (a random run found an open
# bug in option parsing: input "-'h" exits like --help).
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-20}
cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++-19 -DSYCLFG_FUZZ=ON -DSYCLFG_BUILD_TESTS=OFF >/dev/null
cmake --build build-fuzz --target fuzzers
rm -f build-fuzz/*-crash-* build-fuzz/*-leak-* build-fuzz/*-timeout-* build-fuzz/*-oom-*
for name in compile_db options paths; do
  corpus=build-fuzz/corpus-$name
  mkdir -p "$corpus"
  cp fuzz/corpus/$name/* "$corpus"/
  echo "fuzzing $name for ${seconds}s"
  build-fuzz/bin/${name}_fuzzer -max_total_time="$seconds" -timeout=10 \
    -seed="${SYCLFG_FUZZ_SEED:-0}" ${SYCLFG_FUZZ_RUNS:+-runs=$SYCLFG_FUZZ_RUNS} \
    -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix=build-fuzz/$name- \
    "$corpus" 2>&1 | tail -12
  # tail hides the fuzzer's exit code: a failure leaves an artifact.
  for artifact in build-fuzz/$name-*; do
    if [ -e "$artifact" ]; then
      echo "fuzz: $name found a failing input: $artifact" >&2
      exit 1
    fi
  done
done
