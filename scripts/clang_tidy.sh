#!/bin/sh
# clang-tidy-19 over every source of src/ and runtime/, with warnings as
# errors, files in parallel (the configuration: .clang-tidy files).
#   scripts/clang_tidy.sh <build dir with compile_commands.json> [clang-tidy args]
# CI (ctest style.clang_tidy) passes --checks to leave out the slow
# clang-analyzer and bugprone groups; run without them for the full set.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=$1
shift
tidy=${CLANG_TIDY:-clang-tidy-19}
jobs=$(nproc 2>/dev/null || echo 2)
find "$root/src" "$root/runtime" -name '*.cpp' | sort |
  xargs -P "$jobs" -n 1 "$tidy" -p "$build" --quiet "$@"
