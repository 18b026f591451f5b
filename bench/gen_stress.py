#!/usr/bin/env python3
"""Writes stress translation units for bench/run_scaling_bench.sh.

Usage: bench/gen_stress.py SHAPE N OUT.cpp    (one TU)
       bench/gen_stress.py --list            (the shapes, one per line)

Each shape grows one thing the tool's collect / plan / render handles per
object or per kernel (nesting depth, objects, kernels, call-chain length,
properties) to N, with a source whose size is linear in N, so that a
`clang++-19 -fsyntax-only` of it costs about linear time: a tool/clang
ratio that grows with N points at super-linear work in the tool itself.
Nested shapes need -fbracket-depth (the bench passes it to both).
"""
import sys

HEAD = """#include <sycl/sycl.hpp>

namespace syclex = sycl::ext::oneapi::experimental;

struct Pair {
  int a;
  float b;
};
"""


def nested_namespaces(n, each):
    """N namespaces inside each other; objects at every level or the last."""
    out = []
    for k in range(n):
        out.append("namespace n%d {" % k)
        if each or k == n - 1:
            out.append("constexpr sycl::specialization_id<int> s{%d};" % k)
            out.append("syclex::device_global<int> g;")
    out.append("}" * n)
    return out


def nested_classes(n, each):
    """N classes inside each other; static members at every level or the last."""
    out = []
    for k in range(n):
        out.append("struct C%d {" % k)
        if each or k == n - 1:
            out.append("  static constexpr sycl::specialization_id<int> s{%d};"
                       % k)
            out.append("  static inline syclex::device_global<int> g;")
    out.append("};" * n)
    return out


def flat(n, where):
    """N spec IDs and N device_globals (half each) in one scope."""
    out = []
    if where == "unnamed":
        out.append("namespace {")
    for k in range(n // 2):
        if k % 2 == 0:
            out.append("constexpr sycl::specialization_id<int> s%d{%d};"
                       % (k, k))
        else:
            out.append("constexpr sycl::specialization_id<Pair> s%d{Pair{%d, 1.5f}};"
                       % (k, k))
        out.append("syclex::device_global<int> g%d;" % k)
    if where == "unnamed":
        out.append("} // namespace")
    return out


def namespaces(n):
    """N sibling namespaces, one spec ID and one device_global in each."""
    return ["namespace ns%d { constexpr sycl::specialization_id<int> s{%d}; "
            "syclex::device_global<int> g; }" % (k, k) for k in range(n // 2)]


def static_members(n):
    """N classes with a static spec ID and a device_global defined outside."""
    out = []
    for k in range(n // 2):
        out.append("struct H%d {\n"
                   "  static constexpr sycl::specialization_id<int> s{%d};\n"
                   "  static syclex::device_global<int> g;\n};" % (k, k))
        out.append("syclex::device_global<int> H%d::g;" % k)
    return out


def uses(n, spec, glob):
    """N/2 odr-uses of each of two templates: each instantiates one."""
    out = []
    for k in range(n // 2):
        out.append("const void *use_s%d = &%s;" % (k, spec % k))
        out.append("const void *use_g%d = &%s;" % (k, glob % k))
    return out


def var_templates(n):
    """A spec-ID and a device_global variable template, N/2 uses of each."""
    return ["template <int I> constexpr sycl::specialization_id<int> vt{I};",
            "template <int I> syclex::device_global<int[I + 1]> dgt;"] + \
        uses(n, "vt<%d>", "dgt<%d>")


def member_templates(n):
    """Static members of a class template, N/2 specializations."""
    return ["template <int I> struct MT {\n"
            "  static constexpr sycl::specialization_id<int> s{I};\n"
            "  static inline syclex::device_global<int> g;\n};"] + \
        uses(n, "MT<%d>::s", "MT<%d>::g")


def shadowed(n):
    """N/2 pairs of namesakes (global and unnamed namespace): shims."""
    out = []
    for k in range(n // 2):
        out.append("syclex::device_global<int> x%d;" % k)
        out.append("namespace { constexpr sycl::specialization_id<int> x%d{%d}; "
                   "}" % (k, k))
    return out


def kernels(n, form):
    """N kernels: named lambdas, unnamed lambdas or function objects."""
    out = []
    if form == "functor":
        for k in range(n):
            out.append("struct F%d {\n  int *p;\n  void operator()() const "
                       "{ p[%d %% 4] = %d; }\n};" % (k, k, k))
    per_function = 50
    for f in range((n + per_function - 1) // per_function):
        out.append("void launch%d(sycl::queue &q, int *p) {" % f)
        for k in range(f * per_function, min(n, (f + 1) * per_function)):
            if form == "functor":
                out.append("  q.submit([&](sycl::handler &h) { "
                           "h.single_task(F%d{p}); });" % k)
                continue
            name = "<class k%d>" % k if form == "named" else ""
            out.append("  q.submit([&](sycl::handler &h) { h.single_task%s("
                       "[=] { p[%d %% 4] = %d; }); });" % (name, k, k))
        out.append("}")
    return out


def call_chain(n):
    """N kernels taking a kernel_handler, each calling into one chain of N
    functions whose last one reads a spec constant."""
    out = ["constexpr sycl::specialization_id<int> deep{7};",
           "int f%d(const sycl::kernel_handler &h) "
           "{ return h.get_specialization_constant<deep>(); }" % n]
    for k in range(n - 1, -1, -1):
        out.append("int f%d(const sycl::kernel_handler &h) "
                   "{ return f%d(h) + 1; }" % (k, k + 1))
    per_function = 50
    for f in range((n + per_function - 1) // per_function):
        out.append("void launch%d(sycl::queue &q, int *p) {" % f)
        for k in range(f * per_function, min(n, (f + 1) * per_function)):
            out.append("  q.submit([&](sycl::handler &h) { h.single_task<"
                       "class c%d>([=](sycl::kernel_handler kh) { "
                       "p[0] = f%d(kh); }); });" % (k, k % n))
        out.append("}")
    return out


def dg_properties(n):
    """N device_globals with property lists."""
    props = ["syclex::host_access_read", "syclex::host_access_none",
             "syclex::device_image_scope", "syclex::init_mode_reset",
             "syclex::implement_in_csr_on"]
    out = []
    for k in range(n):
        chosen = [props[(k + i) % len(props)] for i in range(1 + k % 3)]
        chosen = sorted(set(chosen))
        out.append("syclex::device_global<int, decltype(syclex::properties(%s))>"
                   " pg%d;" % (", ".join(chosen), k))
    return out


SHAPES = {
    "nested_ns_leaf": lambda n: nested_namespaces(n, False),
    "nested_ns_each": lambda n: nested_namespaces(n, True),
    "nested_class_leaf": lambda n: nested_classes(n, False),
    "nested_class_each": lambda n: nested_classes(n, True),
    "flat_global": lambda n: flat(n, "global"),
    "flat_unnamed": lambda n: flat(n, "unnamed"),
    "namespaces": namespaces,
    "static_members": static_members,
    "var_templates": var_templates,
    "member_templates": member_templates,
    "shadowed": shadowed,
    "kernels_named": lambda n: kernels(n, "named"),
    "kernels_unnamed": lambda n: kernels(n, "unnamed"),
    "kernels_functor": lambda n: kernels(n, "functor"),
    "call_chain": call_chain,
    "dg_properties": dg_properties,
}


def main(argv):
    if len(argv) == 2 and argv[1] == "--list":
        print("\n".join(SHAPES))
        return 0
    if len(argv) != 4 or argv[1] not in SHAPES:
        sys.stderr.write("usage: gen_stress.py SHAPE N OUT.cpp | --list\n"
                         "shapes: " + " ".join(SHAPES) + "\n")
        return 2
    lines = SHAPES[argv[1]](int(argv[2]))
    with open(argv[3], "w") as out:
        out.write("// Generated by bench/gen_stress.py %s %s\n" % (argv[1],
                                                                  argv[2]))
        out.write(HEAD + "\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
