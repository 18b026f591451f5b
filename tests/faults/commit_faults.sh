#!/bin/bash
# All-or-nothing commits under injected faults (LD_PRELOAD fault_shim.so):
# each rename and each write of a batch run fails in turn; after every failed
# run the output directory holds the complete old set (stamp included), after
# a successful one the complete new set, and a plain rerun heals to the new
# set. Then: a crash between two renames followed by reverting the edit
# restores the old set (no stale footer); SIGKILL before each rename, then a
# failing run, leaves the complete old or new set and no leftovers; a live
# process's temporaries are kept, a dead one's removed; a damaged output or
# stamp is repaired by a rerun; a file-size limit fails the run cleanly.
# usage: commit_faults.sh <tool> <fault_shim.so> <work dir>
set -u
tool=$1 shim=$2 work=$3
rm -rf "$work" && mkdir -p "$work/src"
src=$work/src out=$work/out
fail() { echo "FAIL: $*" >&2; exit 1; }

# v1 and v2 differ in every output: footer (constant), host TU (kernel in the
# embedded integration header), depfile (an extra header) and stamp.
v1() {
  printf '#include <sycl/sycl.hpp>\nconstexpr sycl::specialization_id<int> a{1};\n' >"$src/app.cpp"
}
v2() {
  printf '#include <sycl/sycl.hpp>\n#include "extra.hpp"\nconstexpr sycl::specialization_id<int> b{2};\nvoid run(sycl::queue &q) {\n  q.submit([&](sycl::handler &cgh) { cgh.single_task<class k2>([] {}); });\n}\n' >"$src/app.cpp"
}
echo '// extra' >"$src/extra.hpp"
printf '[{"directory": "%s", "file": "app.cpp", "arguments": ["g++", "-std=c++17", "-c", "app.cpp"]}]\n' "$src" >"$src/compile_commands.json"

# Name and checksum of every output (leftover temporaries listed apart).
snapshot() { (cd "$out" && for f in *; do [ -e "$f" ] && md5sum "$f"; done); }
leftovers() { ls -A "$out" | grep '^\.syclfg-' || true; }
run() { "$tool" -p "$src" --output-dir "$out" -j1 2>"$work/stderr"; }

v1; run || fail "v1 run: $(cat "$work/stderr")"
old=$(snapshot)
v2; run || fail "v2 run: $(cat "$work/stderr")"
new=$(snapshot)
[ "$(echo "$old" | wc -l)" = 4 ] || fail "expected 4 outputs: $old"
[ "$(echo "$old" | cut -c1-32 | sort -u | wc -l)" = 4 ] || fail "outputs not distinct"
for i in 1 2 3 4; do
  o=$(echo "$old" | sed -n ${i}p | cut -c1-32); n=$(echo "$new" | sed -n ${i}p | cut -c1-32)
  [ "$o" != "$n" ] || fail "output $i is the same in v1 and v2"
done

# From: the set now on disk (`from` source version); to: the other.
from=v2 fromset=$new toset=$old to=v1
injected=0
for kind in RENAME WRITE; do
  for n in $(seq 1 20); do
    hit=$work/hit; rm -f "$hit"
    $to
    env LD_PRELOAD="$shim" SYCLFG_FAIL_$kind=$n SYCLFG_FAULT_HIT="$hit" \
      "$tool" -p "$src" --output-dir "$out" -j1 2>"$work/stderr"
    rc=$?
    now=$(snapshot)
    [ -z "$(leftovers)" ] || fail "$kind $n: temporaries left: $(leftovers)"
    if [ ! -e "$hit" ]; then
      [ $rc = 0 ] && [ "$now" = "$toset" ] || fail "$kind $n (no fault): rc $rc"
      t=$to; to=$from; from=$t; t=$toset; toset=$fromset; fromset=$t
      break
    fi
    injected=$((injected + 1)); echo "$kind $n: exit $rc" >&2
    if [ $rc = 0 ]; then
      [ "$now" = "$toset" ] || fail "$kind $n: exit 0 but not the new set"
    else
      grep -q "error: " "$work/stderr" || fail "$kind $n: no error message"
      [ "$now" = "$fromset" ] || fail "$kind $n: exit $rc and not the old set:
$now
expected
$fromset"
      run || fail "$kind $n: healing rerun failed"
      [ "$(snapshot)" = "$toset" ] || fail "$kind $n: rerun did not heal"
    fi
    # The next round goes the other way.
    t=$to; to=$from; from=$t; t=$toset; toset=$fromset; fromset=$t
  done
done
[ $injected -ge 6 ] || fail "only $injected faults injected"

# A crash between two renames, then the edit reverted: regenerated, not
# "unchanged" with a stale footer.
v1; run || fail "reset"
v2; env LD_PRELOAD="$shim" SYCLFG_KILL_RENAME=2 "$tool" -p "$src" --output-dir "$out" -j1 2>"$work/stderr"; [ $? = 137 ] || fail "no crash"
v1; run || fail "rerun after crash: $(cat "$work/stderr")"
grep -q "recovered the outputs of an interrupted run" "$work/stderr" || fail "rerun after crash: no recovery"
[ "$(snapshot)" = "$old" ] || fail "after crash and revert: not the v1 set"
[ -z "$(leftovers)" ] || fail "after crash and revert: left: $(leftovers)"

# SIGKILL before each rename in turn; the next run recovers the directory
# before anything else, even when it then fails (the source no longer
# parses): the complete old or new set, nothing of the dead run left.
for n in $(seq 1 8); do
  v1; run || fail "kill $n: reset"
  v2; rm -f "$work/hit"
  env LD_PRELOAD="$shim" SYCLFG_KILL_RENAME=$n SYCLFG_FAULT_HIT="$work/hit" \
    "$tool" -p "$src" --output-dir "$out" -j1 2>"$work/stderr"
  rc=$?
  [ -e "$work/hit" ] || break
  [ $rc = 137 ] || fail "kill $n: exit $rc"
  [ -n "$(leftovers)" ] || fail "kill $n: no journal left by the killed run"
  echo 'this does not parse (' >"$src/app.cpp"
  run && fail "kill $n: broken source accepted"
  grep -q "recovered the outputs of an interrupted run" "$work/stderr" || fail "kill $n: no recovery: $(cat "$work/stderr")"
  now=$(snapshot)
  [ "$now" = "$old" ] || [ "$now" = "$new" ] || fail "kill $n: neither the old nor the new set:
$now"
  [ -z "$(leftovers)" ] || fail "kill $n: left: $(leftovers)"
done
[ "$n" -ge 4 ] || fail "only $((n - 1)) kills"

# Files of a live process (this shell) stay; those of a dead one go.
sh -c 'exit 0' & dead=$!; wait $dead
touch "$out/.syclfg-$$-ab12-0-0.tmp" "$out/.syclfg-$dead-ab12-0-0.tmp" "$out/.syclfg-$dead-ab12-1-0.old"
v1; run || fail "stale files: run: $(cat "$work/stderr")"
[ -e "$out/.syclfg-$$-ab12-0-0.tmp" ] || fail "a live process's temporary was removed"
[ "$(leftovers)" = ".syclfg-$$-ab12-0-0.tmp" ] || fail "stale files left: $(leftovers)"
rm "$out/.syclfg-$$-ab12-0-0.tmp"

# A damaged output, then a damaged stamp: each rerun repairs.
[ "$(snapshot)" = "$old" ] || fail "not the v1 set before the damage tests"
footer=$(ls "$out"/*.footer.hpp)
echo '// edited' >>"$footer"
run && grep -q "1 generated" "$work/stderr" || fail "damaged footer not regenerated"
[ "$(snapshot)" = "$old" ] || fail "damaged footer not repaired"
echo garbage >"$(ls "$out"/*.stamp)"
run && grep -q "1 generated" "$work/stderr" || fail "damaged stamp not regenerated"
run && grep -q "1 unchanged" "$work/stderr" || fail "no-op rerun not unchanged"
rm "$(ls "$out"/*.host.cpp)"
run && grep -q "1 generated" "$work/stderr" || fail "missing output not regenerated"
[ "$(snapshot)" = "$old" ] || fail "missing output not restored"
# A file-size limit (SIGXFSZ's default would kill the process mid-commit):
# the write fails, exit 1, the old set stays, no temporary is left.
v2
(ulimit -f 4 && run)
rc=$?
[ $rc = 1 ] || fail "file-size limit: exit $rc: $(cat "$work/stderr")"
grep -q "error: cannot write" "$work/stderr" || fail "file-size limit: message: $(cat "$work/stderr")"
[ "$(snapshot)" = "$old" ] && [ -z "$(leftovers)" ] || fail "file-size limit: not the old set, or leftovers: $(leftovers)"
echo "ok: $injected faults injected"
