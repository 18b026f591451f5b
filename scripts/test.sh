#!/bin/sh
# The whole test suite, from a fresh Debian 12 machine: install, build, test.
set -eu
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
cd build
ctest --output-on-failure -j"$(nproc)"
cd ..
# libFuzzer smoke run: a fixed seed and 30,000 runs per target, so CI is
# reproducible (scripts/fuzz.sh SECONDS fuzzes randomly for longer).
SYCLFG_FUZZ_SEED=1 SYCLFG_FUZZ_RUNS=30000 scripts/fuzz.sh 60
