// Unnamed namespaces at any depth, names shadowed by a global variable, a
// named namespace, an inline namespace, a function, a type and a namespace;
// an object named like the shim's function (ref).
#include <sycl/sycl.hpp>

#include "check.hpp"

constexpr sycl::specialization_id<int> same_name{1};
namespace {
namespace {
constexpr sycl::specialization_id<int> same_name{3}; // the seed's example
int read_inner() { return same_name.get_default_value(); }
const void *inner_address() { return &same_name; }
} // namespace
constexpr sycl::specialization_id<int> only_here{4};
} // namespace

namespace named {
constexpr sycl::specialization_id<int> twin{5};
namespace {
constexpr sycl::specialization_id<int> twin{6};
const void *anon_twin() { return &twin; }
} // namespace
} // namespace named

// Shadowed by a function, a type and a namespace at global scope.
void fn_name() {}
struct type_name {};
namespace ns_name {}
namespace {
constexpr sycl::specialization_id<int> fn_name{7};
constexpr sycl::specialization_id<int> type_name{8};
const void *fn_name_address() { return &fn_name; }
const void *type_name_address() { return &type_name; }
} // namespace
namespace {
namespace ns_name {
constexpr sycl::specialization_id<int> member{9};
}
const void *ns_member_address() { return &ns_name::member; }
} // namespace

// Named like the shim's function: `ref() { return ref; }` named the
// function itself, so the shim's function is named otherwise here.
int ref;
namespace {
constexpr sycl::specialization_id<int> ref{10};
const void *ref_address() { return &ref; }
} // namespace

// A user namespace with the name the seed uses for shims.
namespace __sycl_detail {
inline int __shim_0() { return 0; }
} // namespace __sycl_detail

int main() {
  if (read_inner() != 3)
    return 1;
  golden::expect_spec_id<::same_name>(INTERNAL("_ZL9same_name"));
  golden::expect_registered(inner_address(),
                            INTERNAL("_ZN12_GLOBAL__N_112_GLOBAL__N_19same_nameE"),
                            "specialization_id");
  golden::expect_spec_id<only_here>(INTERNAL("_ZN12_GLOBAL__N_19only_hereE"));
  golden::expect_spec_id<named::twin>(INTERNAL("_ZN5namedL4twinE"));
  golden::expect_registered(named::anon_twin(),
                            INTERNAL("_ZN5named12_GLOBAL__N_14twinE"),
                            "specialization_id");
  golden::expect_registered(fn_name_address(),
                            INTERNAL("_ZN12_GLOBAL__N_17fn_nameE"),
                            "specialization_id");
  golden::expect_registered(type_name_address(),
                            INTERNAL("_ZN12_GLOBAL__N_19type_nameE"),
                            "specialization_id");
  golden::expect_registered(ns_member_address(),
                            INTERNAL("_ZN12_GLOBAL__N_17ns_name6memberE"),
                            "specialization_id");
  golden::expect_registered(ref_address(), INTERNAL("_ZN12_GLOBAL__N_13refE"),
                            "specialization_id");
  return golden::result(9);
}
