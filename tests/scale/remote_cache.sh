#!/bin/bash
# A shared remote cache: redis-server on 127.0.0.1 as ccache's
# remote_storage; tests/cmake_package/relocate.cmake builds the same project
# in two checkouts, each with its own empty local cache, and checks that the
# second build's compiles are all remote hits, that the generated files are
# byte-identical and that the program runs.
# Usage: remote_cache.sh WORK_DIR BUILD_TYPE CMAKE -- <relocate.cmake arguments>
set -eu
# shellcheck source=tests/scale/services.sh
. "$(dirname "$0")/services.sh"
work=$1 build_type=$2 cmake=$3
shift 4
rm -rf "$work"
mkdir -p "$work/redis"
# No persistence, loopback only, bounded: a throwaway cache server.
scale_start "$work/redis.log" 300 redis-server --bind 127.0.0.1 --port @PORT@ \
  --dir "$work/redis" --save "" --appendonly no --protected-mode yes
"$cmake" "-DWORK_DIR=$work/builds" "-DBUILD_TYPE=$build_type" \
  "-DREMOTE_STORAGE=redis://127.0.0.1:$scale_port" "$@" \
  -P "$(dirname "$0")/../cmake_package/relocate.cmake"
echo "redis keys: $(timeout 10 redis-cli -p "$scale_port" dbsize)"
