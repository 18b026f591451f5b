#!/bin/sh
# Shared-preamble benchmark (issue 12): a generated compile_commands.json of
# N TUs (default 40) that begin with the same #include <...> lines
# (<sycl/sycl.hpp> and standard headers), each with its own spec constants,
# device globals and kernels. Reports, in one run:
#   * CPU time (user + sys) of batch mode -j2 with the preamble, against the
#     sum over the TUs of `clang++-19 -fsyntax-only` (target <= 0.5x), and of
#     batch mode --no-preamble;
#   * whether the outputs with and without the preamble are byte-identical;
#   * the no-op rerun (stamps current) in ms per TU (target <= 5 ms);
#   * peak RSS (/usr/bin/time's maximum resident set: the largest of the
#     tool's process and any process it ran) against the largest
#     `clang++-19 -fsyntax-only` of the same TUs: of one worker that builds
#     the PCH and parses on it (batch -j1, cold --preamble-cache), of one
#     worker that only parses on it (-j1, the same cache warm), and, as a
#     reference, of clang++-19's own PCH build of the same shared lines;
#   * the load average before and after (the machine is shared).
# Usage: bench/run_preamble_bench.sh [build-dir]   (N=40 by default)
set -eu
cd "$(dirname "$0")/.."
repo=$(pwd)
build=${1:-build}
tool="$repo/$build/bin/sycl-footergen"
n=${N:-40}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/src"

# One TU: the shared leading includes, then code of its own.
gen_tu() {
  cat <<TU
// Benchmark TU $1
#include <sycl/sycl.hpp>
#include <algorithm>
#include <map>
#include <numeric>
#include <string>
#include <vector>

namespace tu$1 {
constexpr sycl::specialization_id<int> factor{$1};
constexpr sycl::specialization_id<float> scale{1.5f};
sycl::ext::oneapi::experimental::device_global<int> counter;
struct Functor$1 {
  int *out;
  void operator()(sycl::id<1> i) const { out[i] = static_cast<int>(i[0]) * $1; }
};
} // namespace tu$1

int run$1(sycl::queue &q) {
  std::vector<int> data(64);
  {
    sycl::buffer<int> buf(data.data(), sycl::range<1>{data.size()});
    q.submit([&](sycl::handler &h) {
      sycl::accessor acc{buf, h, sycl::write_only};
      h.set_specialization_constant<tu$1::factor>($1);
      h.parallel_for(sycl::range<1>{64}, [=](sycl::id<1> i, sycl::kernel_handler kh) {
        acc[i] = static_cast<int>(i[0]) * kh.get_specialization_constant<tu$1::factor>();
      });
    });
  }
  int *usm = sycl::malloc_shared<int>(8, q);
  q.parallel_for(sycl::range<1>{8}, tu$1::Functor$1{usm}).wait();
  q.single_task([=] { usm[0] += 1; }).wait();
  std::map<std::string, int> names{{"tu$1", usm[0]}};
  const int sum = std::accumulate(data.begin(), data.end(), 0) + names.size();
  sycl::free(usm, q);
  return sum;
}
TU
}

entries=""
i=0
while [ $i -lt "$n" ]; do
  gen_tu $i > "$work/src/tu$i.cpp"
  entries="$entries{\"directory\": \"$work/src\", \"file\": \"tu$i.cpp\", \"arguments\": [\"g++\", \"-std=c++17\", \"-O2\", \"-c\", \"tu$i.cpp\"]},"
  i=$((i + 1))
done
echo "[${entries%,}]" > "$work/src/compile_commands.json"

# "<user+sys seconds> <wall seconds> <peak RSS KiB>" of a command.
measure() {
  /usr/bin/time -f '%U %S %e %M' -o "$work/time" "$@" > /dev/null 2> "$work/stderr" ||
    { cat "$work/stderr" >&2; exit 1; }
  awk '{printf "%.2f %.2f %d\n", $1 + $2, $3, $4}' "$work/time"
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
clang_cpu=0
clang_rss=0
i=0
while [ $i -lt "$n" ]; do
  set -- $(measure clang++-19 -fsyntax-only -std=c++17 -O2 -isystem "$repo/include" "$work/src/tu$i.cpp")
  clang_cpu=$(awk "BEGIN {print $clang_cpu + $1}")
  [ "$3" -gt "$clang_rss" ] && clang_rss=$3
  i=$((i + 1))
done

set -- $(measure "$tool" -p "$work/src" --output-dir "$work/out-shared" -j2)
shared_cpu=$1 shared_wall=$2
summary=$(tail -1 "$work/stderr")
set -- $(measure "$tool" -p "$work/src" --output-dir "$work/out-shared" -j2)
noop_wall=$2
noop_summary=$(tail -1 "$work/stderr")
set -- $(measure "$tool" -p "$work/src" --output-dir "$work/out-whole" -j2 --no-preamble)
whole_cpu=$1 whole_wall=$2
set -- $(measure "$tool" -p "$work/src" --output-dir "$work/out-j1" -j1 \
  --preamble-cache "$work/cache")
j1_cpu=$1 j1_rss=$3
set -- $(measure "$tool" -p "$work/src" --output-dir "$work/out-warm" -j1 \
  --preamble-cache "$work/cache")
warm_rss=$3
warm_summary=$(tail -1 "$work/stderr")
# Clang's own PCH of the shared lines (the TUs' first 7 lines), built as the
# tool builds it (-fpch-instantiate-templates) and without.
head -7 "$work/src/tu0.cpp" > "$work/shared.hpp"
pch_flags="-std=c++17 -O2 -isystem $repo/include -x c++-header $work/shared.hpp"
set -- $(measure clang++-19 $pch_flags -fpch-instantiate-templates -o "$work/i.pch")
clang_pch_rss=$3
set -- $(measure clang++-19 $pch_flags -o "$work/n.pch")
clang_pch_plain_rss=$3
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# The first output set that differs from the --no-preamble one, or "yes".
same_as_whole() {
  for f in "$work/$1"/*; do
    name=$(basename "$f")
    case $name in *.stamp) continue ;; esac
    sed "s#/$1/#/OUT/#g" "$f" > "$work/a"
    sed "s#/out-whole/#/OUT/#g" "$work/out-whole/$name" > "$work/b"
    cmp -s "$work/a" "$work/b" || { echo "NO ($1/$name)"; return; }
  done
  echo yes
}
identical=$(same_as_whole out-shared)
[ "$identical" = yes ] && identical=$(same_as_whole out-warm)

echo "TUs: $n, load average before: $load_before, after: $load_after"
echo "tool summary: $summary"
echo "no-op rerun:  $noop_summary"
echo "warm cache:   $warm_summary"
printf '%-44s %10s %10s\n' measurement value target
printf '%-44s %10s\n' "sum of clang++-19 -fsyntax-only, CPU s" "$clang_cpu"
printf '%-44s %10s\n' "batch -j2 with preamble, CPU s (wall s)" "$shared_cpu ($shared_wall)"
printf '%-44s %10s\n' "batch -j2 --no-preamble, CPU s (wall s)" "$whole_cpu ($whole_wall)"
printf '%-44s %10s %10s\n' "with preamble / clang++-19 sum (CPU)" \
  "$(awk "BEGIN {printf \"%.2f\", $shared_cpu / $clang_cpu}")" "<= 0.5"
printf '%-44s %10s\n' "--no-preamble / clang++-19 sum (CPU)" \
  "$(awk "BEGIN {printf \"%.2f\", $whole_cpu / $clang_cpu}")"
printf '%-44s %10s %10s\n' "outputs identical with and without" "$identical" "yes"
printf '%-44s %10s %10s\n' "no-op rerun -j2, wall ms per TU" \
  "$(awk "BEGIN {printf \"%.1f\", $noop_wall * 1000 / $n}")" "<= 5"
printf '%-44s %10s\n' "batch -j1 with preamble, CPU s" "$j1_cpu"
ratio() { awk "BEGIN {printf \"%d / %d (%.2fx)\", $1 / 1024, $2 / 1024, $1 / $2}"; }
echo "peak RSS, MiB, against the largest clang++-19 -fsyntax-only (target <= 1x):"
printf '  %-52s %s\n' "one worker building the PCH and parsing (-j1)" \
  "$(ratio "$j1_rss" "$clang_rss")"
printf '  %-52s %s\n' "one worker parsing on the built PCH (-j1, warm)" \
  "$(ratio "$warm_rss" "$clang_rss")"
printf '  %-52s %s\n' "clang++-19's PCH build, -fpch-instantiate-templates" \
  "$(ratio "$clang_pch_rss" "$clang_rss")"
printf '  %-52s %s\n' "clang++-19's PCH build, without" \
  "$(ratio "$clang_pch_plain_rss" "$clang_rss")"
