#!/bin/sh
# Builds the tool with AddressSanitizer + UBSan (LeakSanitizer on) into
# build-asan and runs the unit tests and the tool over every fixture and
# example, single-file and in batch mode, and the runtime's lifetime tests
# under ASan and TSan. Fails on any sanitizer report.
set -eu
cd "$(dirname "$0")/.."
scripts/bootstrap.sh >/dev/null
cmake -S . -B build-asan -G Ninja -DSYCLFG_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build-asan --target sycl-footergen syclfg_unit_tests syclfg
export ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1
build-asan/bin/syclfg_unit_tests
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for f in tests/golden/*.cpp examples/*/*.cpp tests/diagnosed/*.cpp tests/cli/*.cpp; do
  build-asan/bin/sycl-footergen "$f" -o "$out/f.hpp" --int-header "$out/ih.hpp" \
    --host-tu "$out/host.cpp" --properties "$out/p.json" --depfile "$out/d" -- \
    -std=c++17 -Itests/golden -Iexamples/cmake-app/include -DAPP_DEFAULT_FACTOR=2 \
    > /dev/null 2> "$out/log" || true
  if grep -qE "Sanitizer|runtime error" "$out/log"; then
    echo "sanitizer report for $f:"; cat "$out/log"; status=1
  fi
done
# Batch mode, with threads, over the fixtures.
printf '[' > "$out/compile_commands.json"
sep=''
for f in tests/golden/*.cpp; do
  printf '%s{"directory": "%s", "file": "%s", "arguments": ["g++", "-std=c++17", "-I%s/tests/golden", "-c", "%s"]}' \
    "$sep" "$PWD" "$f" "$PWD" "$f" >> "$out/compile_commands.json"
  sep=','
done
printf ']\n' >> "$out/compile_commands.json"
build-asan/bin/sycl-footergen -p "$out" --output-dir "$out/batch" -j 4 2> "$out/log" || true
if grep -qE "Sanitizer|runtime error" "$out/log"; then cat "$out/log"; status=1; fi
# The runtime used at exit and from threads, under ASan and TSan, built by
# both compilers (ctest runs the g++ builds only).
for cxx in g++ clang++-19; do
  for sanitizer in address thread; do
    cmake -DSANITIZER=$sanitizer -DSYCLFG_TOOL="$PWD/build-asan/bin/sycl-footergen" \
      -DSYCLFG_ROOT="$PWD" -DBUILD_DIR="$PWD/build-asan/lifetime-$cxx-$sanitizer" \
      -DCXX=$cxx -DGENERATOR=Ninja -P tests/runtime/lifetime/run_sanitized.cmake || status=1
  done
done
[ $status -eq 0 ] && echo "sanitize: no reports"
exit $status
