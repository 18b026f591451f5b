#!/bin/sh
# Compatibility sweep: build and run a directory of SYCL programs written for
# other SYCL implementations through sycl-footergen + g++ against this
# checkout's headers and libsyclfg, and record one result per program.
#
#   scripts/compat_sweep.sh <programs-dir> [results.tsv]
#
# <programs-dir> holds one directory per program: its *.cpp files (each a TU),
# any headers they include, and optional files:
#   SOURCE         where the program comes from (repository and path)
#   FLAGS          extra compiler flags (e.g. -DUSE_DEVICE_IMAGE_SCOPE)
#   ARGS           command-line arguments for the run
#   EXPECT_STDOUT  lines the output must contain (a program that does not
#                  check itself), each matched as a fixed string
#   REJECT_OUTPUT  lines the output must not contain (a program that reports
#                  a failed check but still exits 0), fixed strings
# Nothing is fetched. Results (TSV: program, source, result, detail) go to
# results.tsv (default build/compat/results.tsv); build and run logs stay in
# build/compat/<program>/. Result is one of: tool-error, compile-error,
# link-error, run-error (exit status or signal), wrong-output, ok.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
progs=${1:?usage: compat_sweep.sh <programs-dir> [results.tsv]}
progs=$(cd "$progs" && pwd)
work=$here/build/compat
results=${2:-$work/results.tsv}
tool=$here/build/bin/sycl-footergen
lib=$here/build/lib
cxx=${CXX:-g++}
mkdir -p "$work"
printf 'program\tsource\tresult\tdetail\n' >"$results"

# First line of a log that says what went wrong (compiler error, assertion,
# exception), cut to one table cell.
first_error() {
  grep -m1 -E 'error|Assertion|terminate|what\(\)|FAILED|failed|Wrong|incorrect' "$1" |
    sed -e "s|$progs/||g" -e "s|$work/||g" -e 's/\t/ /g' | cut -c1-200
}

record() {
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" >>"$results"
  printf '%-40s %s\n' "$1" "$3"
}

sweep_one() {
  dir=$1
  name=$(basename "$dir")
  out=$work/$name
  rm -rf "$out" && mkdir -p "$out"
  src=$(cat "$dir/SOURCE" 2>/dev/null || echo "?")
  flags=$(cat "$dir/FLAGS" 2>/dev/null || true)
  hosts=""
  for tu in "$dir"/*.cpp; do
    stem=$(basename "$tu" .cpp)
    # shellcheck disable=SC2086
    if ! nice "$tool" "$tu" -o "$out/$stem.footer.hpp" \
      --host-tu "$out/$stem.host.cpp" -- -std=c++17 -I"$dir" $flags \
      >>"$out/tool.log" 2>&1; then
      record "$name" "$src" tool-error "$(first_error "$out/tool.log")"
      return
    fi
    hosts="$hosts $out/$stem.host.cpp"
  done
  # shellcheck disable=SC2086
  if ! (cd "$out" && nice "$cxx" -std=c++17 -c -I"$here/include" -I"$dir" \
    $flags $hosts >compile.log 2>&1); then
    record "$name" "$src" compile-error "$(first_error "$out/compile.log")"
    return
  fi
  if ! "$cxx" "$out"/*.host.o -L"$lib" -Wl,-rpath,"$lib" -lsyclfg \
    -o "$out/program" >"$out/link.log" 2>&1; then
    record "$name" "$src" link-error "$(first_error "$out/link.log")"
    return
  fi
  args=$(cat "$dir/ARGS" 2>/dev/null || true)
  # shellcheck disable=SC2086
  (cd "$out" && timeout 300 nice ./program $args </dev/null >run.log 2>&1)
  status=$?
  if [ "$status" -ne 0 ]; then
    record "$name" "$src" run-error "exit $status: $(first_error "$out/run.log")"
    return
  fi
  if [ -f "$dir/EXPECT_STDOUT" ]; then
    while IFS= read -r line; do
      if ! grep -qF -- "$line" "$out/run.log"; then
        record "$name" "$src" wrong-output "missing: $line"
        return
      fi
    done <"$dir/EXPECT_STDOUT"
  fi
  if [ -f "$dir/REJECT_OUTPUT" ]; then
    while IFS= read -r line; do
      if grep -qF -- "$line" "$out/run.log"; then
        record "$name" "$src" wrong-output "has: $line"
        return
      fi
    done <"$dir/REJECT_OUTPUT"
  fi
  record "$name" "$src" ok ""
}

for dir in "$progs"/*/; do
  sweep_one "${dir%/}"
done
echo "results: $results"
awk -F'\t' 'NR > 1 { n[$3]++ } END { for (r in n) printf "%s %d\n", r, n[r] }' \
  "$results" | sort
