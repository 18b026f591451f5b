#!/bin/bash
# The tool as a Bazel action (bazel/defs.bzl, bazel/example/): two copies of
# the example workspace at different paths, one --disk_cache, Debian 12's
# bazel-bootstrap offline (--batch: no server outlives the test; --nohome_rc:
# no ~/.bazelrc).
#  1. workspace one builds //:app (the tool and compiles run, sandboxed);
#  2. workspace two runs its own sycl_footer actions without the cache: the
#     footers and host TUs are byte-identical to workspace one's;
#  3. workspace two, cleaned, builds //:app with the cache: every SyclFooter
#     and C++ compile action is a cache hit. Both programs run.
# bazel_check.py reads the execution logs: each SyclFooter action's inputs
# are exactly the workspace files its depfile lists, plus the tool.
# Usage: bazel.sh WORK_DIR SOURCE_DIR PREFIX (a sycl-footergen install)
set -eu
# shellcheck source=tests/scale/services.sh
. "$(dirname "$0")/services.sh"
work=$1 repo=$2 prefix=$3
rm -rf "$work"
mkdir -p "$work"

workspace() {
  mkdir -p "$1"
  cp -r "$repo/examples/cmake-app/main.cpp" "$repo/examples/cmake-app/scale.cpp" \
    "$repo/examples/cmake-app/include" "$repo/bazel/example/BUILD" "$1/"
  sed -e "s|@BAZEL_DIR@|$repo/bazel|g" -e "s|@PREFIX@|$prefix|g" \
    "$repo/bazel/example/WORKSPACE.in" >"$1/WORKSPACE"
}

# bz WORKSPACE LOG COMMAND [ARGS...]: one bounded Bazel run, logged.
bz() {
  local ws=$1 log=$2 start end
  shift 2
  start=$(date +%s%N)
  (cd "$ws" && timeout 420 bazel --nohome_rc --batch "--output_user_root=$work/root" "$@") >"$log" 2>&1 ||
    { cat "$log" >&2; scale_fail "bazel $* in $ws failed (log: $log)"; }
  end=$(date +%s%N)
  echo "bazel $1 in $ws: $(((end - start) / 1000000)) ms; $(grep -m1 'processes' "$log" || true)"
}

flags=(--jobs=2 --nosandbox_debug --show_result=0)
one=$work/one/ws two=$work/elsewhere/two/ws
workspace "$one"
workspace "$two"
bz "$one" "$work/one.log" build "${flags[@]}" "--disk_cache=$work/disk-cache" \
  "--execution_log_json_file=$work/one.json" --output_groups=+depfile //:app
bz "$two" "$work/two-local.log" build "${flags[@]}" --output_groups=+depfile \
  //:main_sycl //:scale_sycl
for f in main_sycl.footer.hpp main_sycl.host.cpp scale_sycl.footer.hpp scale_sycl.host.cpp; do
  cmp "$one/bazel-bin/$f" "$two/bazel-bin/$f" ||
    scale_fail "$f differs between the two workspaces (diff -u $one/bazel-bin/$f $two/bazel-bin/$f)"
done
echo "footers and host TUs byte-identical in both workspaces"
bz "$two" "$work/two-clean.log" clean
bz "$two" "$work/two.log" build "${flags[@]}" "--disk_cache=$work/disk-cache" \
  "--execution_log_json_file=$work/two.json" //:app
for ws in "$one" "$two"; do
  "$ws/bazel-bin/app" | grep -q 'cmake-app: OK' || scale_fail "$ws/bazel-bin/app failed"
done
echo "both programs print 'cmake-app: OK'"
python3 "$(dirname "$0")/bazel_check.py" "$one" "$work/one.json" "$work/two.json" "$prefix"
