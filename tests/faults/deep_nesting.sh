#!/bin/bash
# Extreme nesting never kills the tool silently: moderately deep namespaces,
# classes, template instantiations and template arguments give the right
# footer; nesting past the walk's bound (tens of thousands of template
# arguments) is an error naming the place; and a parse that exhausts even
# the big stack (200,000 nested parentheses) is an internal error for that
# file, exit 1, while batch mode still generates the other files.
# usage: deep_nesting.sh <tool> <fault_shim.so (unused)> <work dir>
set -u
tool=$1 work=$3
rm -rf "$work" && mkdir -p "$work/src"
src=$work/src
fail() { echo "FAIL: $*" >&2; exit 1; }
python3 - "$src" <<'PY' || fail "cannot write the sources"
import sys
src = sys.argv[1]
def write(name, body):
    with open(f"{src}/{name}", "w") as f:
        f.write("#include <sycl/sycl.hpp>\n" + body)
deep = "namespace " + "::".join(f"n{i}" for i in range(3000)) + \
    " { constexpr sycl::specialization_id<int> in_namespaces{1}; }\n"
deep += "".join(f"struct c{i} {{ " for i in range(300)) + \
    "static constexpr sycl::specialization_id<int> in_classes{2};" + \
    " };" * 300 + "\n"
deep += "template <int N> struct T { static constexpr int v = T<N - 1>::v + 1; };\n" \
    "template <> struct T<0> { static constexpr int v = 0; };\n" \
    "constexpr sycl::specialization_id<int> by_instantiation{T<3000>::v};\n"
deep += "template <class X> struct W {};\n" \
    "template <class X> struct H { static constexpr sycl::specialization_id<int> in_arguments{4}; };\n" \
    "template struct H<" + "W<" * 5000 + "int" + ">" * 5000 + ">;\n"
write("deep.cpp", deep)
write("too_deep.cpp", "template <class X> struct W {};\nusing D = " +
      "W<" * 30000 + "int" + ">" * 30000 + ";\n")
write("exhausting.cpp", "constexpr sycl::specialization_id<int> e{" +
      "(" * 200000 + "1" + ")" * 200000 + "};\n")
write("good.cpp", "constexpr sycl::specialization_id<int> good{1};\n")
PY
flags="-fbracket-depth=1000000 -ftemplate-depth=100000"

"$tool" "$src/deep.cpp" -o "$work/deep.hpp" -- $flags 2>"$work/stderr" || fail "deep: exit $?: $(tail -3 "$work/stderr")"
for name in in_namespaces in_classes by_instantiation in_arguments; do
  grep -q "$name" "$work/deep.hpp" || fail "deep: $name not in the footer"
done
grep -q "::T<3000>::v\|by_instantiation" "$work/deep.hpp" || fail "deep: footer"

"$tool" "$src/too_deep.cpp" -o "$work/too_deep.hpp" -- $flags 2>"$work/stderr"
rc=$?
[ $rc = 1 ] || fail "too deep: exit $rc: $(tail -3 "$work/stderr")"
grep -q "too_deep.cpp:3:[0-9]*: error: the translation unit nests .* more than [0-9]* levels deep" "$work/stderr" ||
  fail "too deep: message: $(cat "$work/stderr")"
[ ! -e "$work/too_deep.hpp" ] || fail "too deep: output written"

args=$(printf '"%s", ' $flags)
printf '[{"directory": "%s", "file": "exhausting.cpp", "arguments": ["g++", %s"-c", "exhausting.cpp"]},
 {"directory": "%s", "file": "good.cpp", "arguments": ["g++", "-c", "good.cpp"]}]\n' \
  "$src" "$args" "$src" >"$src/compile_commands.json"
"$tool" -p "$src" --output-dir "$work/out" -j1 2>"$work/stderr"
rc=$?
[ $rc = 1 ] || fail "exhausted stack: exit $rc: $(tail -3 "$work/stderr")"
grep -q "error: internal error while processing '$src/exhausting.cpp'" "$work/stderr" ||
  fail "exhausted stack: no internal error: $(tail -3 "$work/stderr")"
grep -q "1 generated, 0 unchanged, 1 failed" "$work/stderr" || fail "exhausted stack: summary: $(tail -3 "$work/stderr")"
ls "$work/out"/good-*.footer.hpp >/dev/null || fail "exhausted stack: good.cpp not generated"
! ls "$work/out"/exhausting-* >/dev/null 2>&1 || fail "exhausted stack: outputs written for it"
echo ok
