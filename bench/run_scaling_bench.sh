#!/bin/sh
# Does the tool's cost track the parse's on every input? For each stress
# shape of bench/gen_stress.py and each size N, the CPU time (user + system)
# of
#   tool   sycl-footergen <tu> -o footer --host-tu host --int-header ih
#          --properties json -- <flags>
#   clang  clang++-19 -fsyntax-only <the flags the tool parses with> <tu>
# and their ratio. A ratio that grows with N means work in the tool that
# grows faster than the parse (super-linear in our code); a flat ratio
# means the tool scales as the parse does.
# Usage: bench/run_scaling_bench.sh [build-dir]
#   SHAPES="a b"   shapes to run (default: all, see gen_stress.py --list)
#   SIZES="250 500 1000 2000 4000"
#   RUNS=1         runs per measurement (median)
#   LIMIT=300      seconds of CPU per run before it is cut (printed as >LIMIT)
#   KEEP=dir       write the generated TUs and the tool's outputs to dir and
#                  keep them (the same dir for two builds gives outputs to
#                  compare byte for byte: paths and unique prefixes match)
set -eu
cd "$(dirname "$0")/.."
build=${1:-build}
tool="$build/bin/sycl-footergen"
runs=${RUNS:-1}
limit=${LIMIT:-300}
sizes=${SIZES:-250 500 1000 2000 4000}
shapes=${SHAPES:-$(python3 bench/gen_stress.py --list)}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags="-std=c++17 -fbracket-depth=100000"
# The flags the tool adds to a parse (src/parse/parse.cpp).
parse_flags="-D__SYCLFG_TOOL__=1 -Wno-unknown-warning-option
  -Wno-missing-template-arg-list-after-template-kw -Qunused-arguments
  -isystem include -Xclang -fsycl-is-host"

# clang++-19 parses on the main thread: deeply nested shapes overflow a
# default 8 MB stack (the tool parses on a thread with a large one).
stack=unlimited

# Median CPU time in ms of $runs runs of a command ("" when cut at $limit).
median_ms() {
  i=0
  : > "$work/times"
  while [ $i -lt "$runs" ]; do
    if ! /usr/bin/time -f '%U %S' -o "$work/one" \
        sh -c "ulimit -t $limit; ulimit -s $stack; exec \"\$@\"" sh "$@" \
        > /dev/null 2>&1; then
      echo ""
      return
    fi
    awk '{printf "%d\n", ($1 + $2) * 1000}' "$work/one" >> "$work/times"
    i=$((i + 1))
  done
  sort -n "$work/times" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'
}

echo "# $(date -u '+%Y-%m-%d %H:%M UTC'), $(git rev-parse --short HEAD)," \
  "load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-18s %6s %9s %9s %7s %9s\n' shape N tool_ms clang_ms ratio footer_kB
for shape in $shapes; do
  for n in $sizes; do
    dir=${KEEP:-$work}
    mkdir -p "$dir"
    src="$dir/$shape-$n.cpp"
    out="$dir/$shape-$n"
    rm -f "$out".*
    python3 bench/gen_stress.py "$shape" "$n" "$src"
    t=$(median_ms "$tool" "$src" -o "$out.footer.hpp" --host-tu "$out.host.cpp" \
      --int-header "$out.int.hpp" --properties "$out.json" -- $flags)
    # shellcheck disable=SC2086 # word splitting wanted
    c=$(median_ms clang++-19 -fsyntax-only $flags $parse_flags "$src")
    if [ -n "$t" ] && [ -n "$c" ]; then
      ratio=$(awk "BEGIN {printf \"%.2f\", $t / $c}")
      kb=$(( $(wc -c < "$out.footer.hpp") / 1024 ))
    else
      ratio="-" kb="-"
    fi
    printf '%-18s %6s %9s %9s %7s %9s\n' "$shape" "$n" "${t:->$limit s}" \
      "${c:->$limit s}" "$ratio" "$kb"
  done
done
echo "# done $(date -u '+%H:%M UTC'), load average $(cut -d' ' -f1-3 /proc/loadavg)"
