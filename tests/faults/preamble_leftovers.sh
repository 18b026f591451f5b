#!/bin/bash
# A shared --preamble-cache keeps no temporaries of killed processes: for each
# rename of a cold-cache run in turn, SIGKILL there; the next plain run
# removes what the dead process left (its half-built PCH included), keeps a
# live process's files, and writes the outputs of a run without a cache.
# usage: preamble_leftovers.sh <tool> <fault_shim.so> <work dir>
set -u
tool=$1 shim=$2 work=$3
rm -rf "$work" && mkdir -p "$work/src/inc"
src=$work/src cache=$work/cache
fail() { echo "FAIL: $*" >&2; exit 1; }

printf '#pragma once\n#include <sycl/sycl.hpp>\ninline constexpr sycl::specialization_id<int> shared_id{7};\n' >"$src/inc/common.hpp"
printf '#include <sycl/sycl.hpp>\n#include <common.hpp>\nconstexpr sycl::specialization_id<long> own{3};\n' >"$src/app.cpp"

# One single-file run (the CMake path) writing into $work/out (the host TU
# names the footer by absolute path: every run writes to the same place).
run() {
  local dir=$work/out
  rm -rf "$dir" && mkdir -p "$dir"
  (cd "$src" && "$@" "$tool" app.cpp -o "$dir/app.footer.hpp" --host-tu "$dir/app.host.cpp" \
    --depfile="$dir/app.d" --unique-prefix=uidT $PREAMBLE -- -std=c++17 "-I$src/inc") 2>"$work/stderr"
}
PREAMBLE=--no-preamble run || fail "run without a cache: $(cat "$work/stderr")"
mv "$work/out" "$work/whole"
PREAMBLE=--preamble-cache=$cache

leftovers() { ls -A "$cache" | grep '^\.syclfg-' || true; }
killed=0
for n in $(seq 1 40); do
  rm -rf "$cache" "$work/hit"
  run env LD_PRELOAD="$shim" SYCLFG_KILL_RENAME=$n SYCLFG_FAULT_HIT="$work/hit"
  rc=$?
  [ -e "$work/hit" ] || { [ $rc = 0 ] || fail "rename $n (no fault): exit $rc: $(cat "$work/stderr")"; break; }
  [ $rc = 137 ] || fail "rename $n: expected SIGKILL (137), got $rc"
  killed=$((killed + 1))
  # A live process's temporary (this shell's pid) must survive the sweep.
  live="$cache/.syclfg-$$-0123abcd-0-0.pch"
  mkdir -p "$cache" && echo live >"$live"
  run || fail "run after SIGKILL at rename $n: $(cat "$work/stderr")"
  [ -e "$live" ] || fail "rename $n: a live process's temporary was removed"
  rm -f "$live"
  [ -z "$(leftovers)" ] || fail "rename $n: temporaries left: $(leftovers)"
  for f in app.footer.hpp app.host.cpp; do
    cmp -s "$work/whole/$f" "$work/out/$f" || fail "rename $n: $f differs from a run without a cache"
  done
  ls "$cache"/*.manifest >/dev/null 2>&1 || fail "rename $n: no preamble published after healing"
done
[ $killed -ge 2 ] || fail "only $killed renames were interrupted: the cold-cache run publishes at least a PCH and a manifest"
echo "preamble cache healed after SIGKILL at each of $killed renames"
