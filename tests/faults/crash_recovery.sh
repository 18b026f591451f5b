#!/bin/bash
# A crash while parsing one file (injected: SIGSEGV when the parse opens
# crash_me.hpp) is reported as an internal error for that file, exit 1; in
# batch mode the other files are still generated; nothing is written for the
# crashed one (extreme nesting: deep_nesting.sh).
# usage: crash_recovery.sh <tool> <fault_shim.so> <work dir>
set -u
tool=$1 shim=$2 work=$3
rm -rf "$work" && mkdir -p "$work/src"
src=$work/src
fail() { echo "FAIL: $*" >&2; exit 1; }
printf '#include <sycl/sycl.hpp>\nconstexpr sycl::specialization_id<int> a{1};\n' >"$src/good.cpp"
printf '#include <sycl/sycl.hpp>\n#include "crash_me.hpp"\n' >"$src/crashing.cpp"
echo 'constexpr sycl::specialization_id<int> c{1};' >"$src/crash_me.hpp"
printf '[{"directory": "%s", "file": "crashing.cpp", "arguments": ["g++", "-c", "crashing.cpp"]},
 {"directory": "%s", "file": "good.cpp", "arguments": ["g++", "-c", "good.cpp"]}]\n' "$src" "$src" >"$src/compile_commands.json"

env LD_PRELOAD="$shim" SYCLFG_CRASH_OPEN=crash_me.hpp "$tool" -p "$src" --output-dir "$work/out" -j1 2>"$work/stderr"
rc=$?
[ $rc = 1 ] || fail "batch: exit $rc: $(cat "$work/stderr")"
grep -q "error: internal error while processing '$src/crashing.cpp'" "$work/stderr" || fail "batch: no internal error: $(cat "$work/stderr")"
grep -q "1 generated, 0 unchanged, 1 failed" "$work/stderr" || fail "batch: summary: $(cat "$work/stderr")"
ls "$work/out"/good-*.footer.hpp >/dev/null || fail "batch: good.cpp not generated"
! ls "$work/out"/crashing-* >/dev/null 2>&1 || fail "batch: outputs written for the crashed file"

env LD_PRELOAD="$shim" SYCLFG_CRASH_OPEN=crash_me.hpp "$tool" "$src/crashing.cpp" -o "$work/single.hpp" 2>"$work/stderr"
rc=$?
[ $rc = 1 ] || fail "single: exit $rc: $(cat "$work/stderr")"
grep -q "internal error while processing" "$work/stderr" || fail "single: no internal error"
[ ! -e "$work/single.hpp" ] || fail "single: output written"

echo ok
