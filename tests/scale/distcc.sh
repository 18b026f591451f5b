#!/bin/bash
# Distributed compiles: a distccd on 127.0.0.1 (its own working directory,
# only 127.0.0.1 allowed) compiles the host TUs of examples/cmake-app, built
# through tests/cmake_package/build_project.cmake twice: with
# CMAKE_CXX_COMPILER_LAUNCHER=distcc, then with ccache in front of distcc
# (CCACHE_PREFIX=distcc, an empty cache). The daemon's log must show each
# host TU compiled there, and the programs run. No local fallback: a compile
# the daemon refuses fails the build.
# Usage: distcc.sh WORK_DIR CMAKE CCACHE -- <build_project.cmake arguments>
set -eu
# shellcheck source=tests/scale/services.sh
. "$(dirname "$0")/services.sh"
work=$1 cmake=$2 ccache=$3
shift 4
rm -rf "$work"
mkdir -p "$work/distccd/tmp" "$work/client"
user=()
if [ "$(id -u)" -eq 0 ]; then
  # distccd will not compile as root: it becomes nobody, who must write here.
  chmod -R 1777 "$work/distccd"
  user=(--user nobody)
fi
log=$work/distccd/distccd.log
scale_start "$work/distccd.out" 300 env "TMPDIR=$work/distccd/tmp" distccd --no-detach --daemon \
  --listen 127.0.0.1 --port @PORT@ --allow 127.0.0.1/32 --jobs 2 --log-level info \
  "--log-file=$log" "${user[@]}"
export DISTCC_HOSTS="127.0.0.1:$scale_port/2" DISTCC_DIR="$work/client"
export DISTCC_FALLBACK=0 DISTCC_SKIP_LOCAL_RETRY=1

# build NAME LAUNCHER: builds and runs the example; the daemon must have
# compiled its two host TUs (main.cpp's and scale.cpp's) meanwhile.
build() {
  local name=$1 launcher=$2 before after
  shift 2
  before=$(grep -c 'COMPILE_OK.*\.host\.cpp' "$log" || true)
  "$cmake" "-DWORK_DIR=$work/$name" "-DCONFIGURE_ARGS=-DCMAKE_CXX_COMPILER_LAUNCHER=$launcher" \
    "$@" -P "$(dirname "$0")/../cmake_package/build_project.cmake" >"$work/$name.log" 2>&1 ||
    { cat "$work/$name.log" "$log" >&2; scale_fail "$name: the build or the program failed"; }
  after=$(grep -c 'COMPILE_OK.*\.host\.cpp' "$log" || true)
  [ $((after - before)) -eq 2 ] ||
    { cat "$log" >&2; scale_fail "$name: distccd compiled $((after - before)) host TUs, not 2"; }
  echo "$name: distccd compiled 2 host TUs, the program ran"
}
build distcc distcc "$@"
export CCACHE_DIR="$work/ccache" CCACHE_PREFIX=distcc
build ccache-distcc "$ccache" "$@"
"$ccache" --print-stats | grep -E '^(cache_miss|direct_cache_hit|preprocessed_cache_hit)[[:space:]]'
grep 'COMPILE_OK' "$log"
