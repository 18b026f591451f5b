// Deprecated objects, members, types and namespaces: the footer names them
// (symbolic IDs, registrations, shims, layout checks), so without its own
// -Wdeprecated-declarations suppression a user's -Werror build failed on
// the footer, not on the user's code (g++ and clang++ both warn there).
#include <sycl/sycl.hpp>

#include "check.hpp"

struct [[deprecated("use Value")]] OldValue {
  int v;
};
struct Value {
  int v;
};

#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#elif defined(_MSC_VER)
#pragma warning(push)
#pragma warning(disable : 4996)
#endif
[[deprecated("use current")]] constexpr sycl::specialization_id<int> old_id{1};
constexpr sycl::specialization_id<OldValue> old_value{OldValue{2}};
struct Holder {
  [[deprecated]] static constexpr sycl::specialization_id<int> old_member{3};
};
[[deprecated]] sycl::ext::oneapi::experimental::device_global<int> old_global;
namespace [[deprecated]] old_ns {
constexpr sycl::specialization_id<int> in_old_ns{4};
}
int old_hidden; // hides the unnamed namespace's one: the footer uses a shim
namespace {
[[deprecated]] constexpr sycl::specialization_id<int> old_hidden{5};
const void *old_hidden_address() { return &old_hidden; }
} // namespace
struct [[deprecated]] OldKernel {
  int *out;
  void operator()() const { *out = 6; }
};

// Uses of the deprecated objects, inside the region that allows them
// (clang++ also warns where a template is instantiated with them, so only
// addresses are checked: the registry holds each with its ID).
void check_deprecated() {
  golden::expect_registered(&old_id, INTERNAL("_ZL6old_id"),
                            "specialization_id");
  golden::expect_registered(&old_value, INTERNAL("_ZL9old_value"),
                            "specialization_id");
  golden::expect_registered(&Holder::old_member, "_ZN6Holder10old_memberE",
                            "specialization_id");
  golden::expect_registered(&old_global, "_Z10old_global", "device_global");
  golden::expect_registered(&old_ns::in_old_ns,
                            INTERNAL("_ZN6old_nsL9in_old_nsE"),
                            "specialization_id");
  golden::expect_registered(old_hidden_address(),
                            INTERNAL("_ZN12_GLOBAL__N_110old_hiddenE"),
                            "specialization_id");
  sycl::queue q;
  int *out = sycl::malloc_shared<int>(1, q);
  q.single_task(OldKernel{out}).wait();
  if (*out != 6)
    golden::fail("deprecated kernel ran", "6", "other");
  sycl::free(out, q);
}
#if defined(__GNUC__) || defined(__clang__)
#pragma GCC diagnostic pop
#elif defined(_MSC_VER)
#pragma warning(pop)
#endif

constexpr sycl::specialization_id<int> current{7};

int main() {
  check_deprecated();
  golden::expect_spec_id<current>(INTERNAL("_ZL7current"));
  return golden::result(7);
}
