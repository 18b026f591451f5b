#!/bin/bash
# The one runner of failing sycl-footergen invocations (tests/cli,
# tests/hostile): runs every row of a table, "exit @@ stderr regexes @@
# SYCL_FOOTERGEN_OPTIONS (- for unset) @@ arguments" (see the tables' first
# comment). Each row's exit code must be the one stated, each regex (several
# joined by ' && ') must match a line of stderr, nothing may go to stdout,
# and nothing may be written: the run's directory (existing outputs, the
# database fixtures) is byte-identical afterwards, with no new file.
# usage: expect_failures.sh <tool> <good source> <table> <work dir> [min rows]
set -u
tool=$1 GOOD=$2 table=$3 work=$4 min_rows=${5:-1}
SRC=$(cd "$(dirname "$table")" && pwd)
ROOT=$(cd "$(dirname "$0")/.." && pwd)
rm -rf "$work" && mkdir -p "$work"
DB=$work/db
failures=0 rows=0

db() { mkdir -p "$DB/$1" && printf '%b' "$2" >"$DB/$1/compile_commands.json"; }
entry='{"directory": ".", "file": "a.cpp", "arguments": ["g++", "a.cpp"]}'
db good "[$entry]"
mkdir -p "$DB/dir_db/compile_commands.json"
db empty_file ''
db trailing_garbage '[] x'
db trailing_comma "[$entry,]"
db unquoted_key '[{directory: "."}]'
db single_quotes "[{'directory': '.'}]"
db second_document "[$entry]\n[$entry]"
db comment '[// entries\n]'
db bad_utf8 '["\xff"]'
db empty_array '[]'
db object '{}'
db number_entry '[1]'
db no_directory '[{"file": "a.cpp", "arguments": ["g++"]}]'
db number_directory '[{"directory": 1, "file": "a.cpp", "arguments": ["g++"]}]'
db no_file "[$entry, {\"directory\": \".\", \"arguments\": [\"g++\"]}]"
db both_commands '[{"directory": ".", "file": "a.cpp", "arguments": ["g++"], "command": "g++"}]'
db no_command '[{"directory": ".", "file": "a.cpp"}]'
db number_argument '[{"directory": ".", "file": "a.cpp", "arguments": ["g++", 1]}]'
db string_arguments '[{"directory": ".", "file": "a.cpp", "arguments": "g++ a.cpp"}]'
db array_command '[{"directory": ".", "file": "a.cpp", "command": ["g++"]}]'
db unbalanced_double '[{"directory": ".", "file": "a.cpp", "command": "g++ \\"a.cpp"}]'
db unbalanced_single "[{\"directory\": \".\", \"file\": \"a.cpp\", \"command\": \"g++ 'a.cpp\"}]"
db trailing_backslash '[{"directory": ".", "file": "a.cpp", "command": "g++ a.cpp \\\\"}]'
db number_output '[{"directory": ".", "file": "a.cpp", "arguments": ["g++"], "output": 2}]'
printf 'int a;\n' >"$DB/good/a.cpp"

# Each row runs in its own directory holding a sentinel output.
setup() {
  W=$work/run$1
  mkdir -p "$W/adir"
  echo 'sentinel' >"$W/out.hpp"
  echo 'sentinel' >"$W/host.cpp"
  cp "$GOOD" "$W/existing.cpp"
  printf 'int f() { return undeclared; }\n' >"$W/broken.cpp"
  printf '#include "inc.hpp"\n' >"$W/includes.cpp"
  echo 'int from_header;' >"$W/inc.hpp"
}
snapshot() { (cd "$work" && find . -type f -exec md5sum {} + | sort && find . ! -type f | sort); }

while IFS= read -r line; do
  case "$line" in '#'* | '') continue ;; esac
  rows=$((rows + 1))
  expect=${line%% @@ *} rest=${line#* @@ }
  regex=${rest%% @@ *} rest=${rest#* @@ }
  env=${rest%% @@ *} args=${rest#* @@ }
  setup $rows
  before=$(snapshot)
  eval "set -- $args"
  if [ "$env" = - ]; then
    env -u SYCL_FOOTERGEN_OPTIONS "$tool" "$@" >"$work.stdout" 2>"$work.stderr"
  else
    SYCL_FOOTERGEN_OPTIONS=$env "$tool" "$@" >"$work.stdout" 2>"$work.stderr"
  fi
  rc=$?
  after=$(snapshot)
  problem=""
  [ "$rc" = "$expect" ] || problem="exit $rc, expected $expect"
  while [ -n "$regex" ]; do
    one=${regex%% && *}
    case "$regex" in *' && '*) regex=${regex#* && } ;; *) regex="" ;; esac
    grep -qE -- "$one" "$work.stderr" || problem="$problem; stderr lacks /$one/"
  done
  [ "$before" = "$after" ] || problem="$problem; files changed: $(diff <(echo "$before") <(echo "$after") | head -5)"
  [ -s "$work.stdout" ] && problem="$problem; wrote to stdout"
  if [ -n "$problem" ]; then
    failures=$((failures + 1))
    echo "FAIL row $rows: $args: $problem" >&2
    sed 's/^/    /' "$work.stderr" >&2
  fi
  rm -f "$work.stdout" "$work.stderr"
done <"$table"
echo "$rows rows, $failures failed"
[ $rows -ge "$min_rows" ] && [ $failures = 0 ]
