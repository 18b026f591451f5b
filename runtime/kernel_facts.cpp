// The per-kernel facts the footers register (see
// <sycl/detail/runtime/kernel_facts.hpp>): immortal and guarded by a mutex,
// like the other tables, since footers register from global constructors in any
// order and bundles may be queried until the process ends.
#include <sycl/detail/abi/footer_abi.hpp>
#include <sycl/detail/runtime/kernel_facts.hpp>
#include <sycl/kernel_id.hpp>

#include "immortal.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

namespace sycl {
namespace detail {
namespace {

struct kernel_facts {
  std::vector<std::string> constants; // symbolic IDs
  bool any = false;
  std::size_t functor_size = 0;
  std::size_t sub_group_size = 0;

  bool reads(const char *id) const {
    if (any)
      return true;
    if (id == nullptr)
      return !constants.empty();
    return std::find(constants.begin(), constants.end(), id) != constants.end();
  }
};

struct facts_table {
  std::mutex mutex;
  std::map<std::string, kernel_facts, std::less<>> named;
  std::vector<kernel_facts> unnamed;
};

facts_table &instance() {
  return syclfg::detail::process_lifetime_instance<facts_table>();
}

kernel_facts read_facts(const __syclfg_kernel_facts &k) {
  kernel_facts f;
  for (const char *const *id = k.constants; id != nullptr && *id != nullptr;
       ++id)
    f.constants.emplace_back(*id);
  f.any = k.reads_any_constant != 0;
  f.functor_size = k.functor_size;
  f.sub_group_size = k.required_sub_group_size;
  return f;
}

} // namespace

bool kernels_read_spec_constant(const std::vector<kernel_id> &kernels,
                                const char *id) {
  facts_table &t = instance();
  std::lock_guard<std::mutex> lock(t.mutex);
  bool has_unnamed = false;
  for (const kernel_id &k : kernels) {
    auto it = t.named.find(std::string_view(k.get_name()));
    if (it == t.named.end())
      has_unnamed = true;
    else if (it->second.reads(id))
      return true;
  }
  return has_unnamed &&
         std::any_of(t.unnamed.begin(), t.unnamed.end(),
                     [&](const kernel_facts &f) { return f.reads(id); });
}

std::size_t required_sub_group_size(const char *name,
                                    std::size_t functor_size) {
  facts_table &t = instance();
  std::lock_guard<std::mutex> lock(t.mutex);
  if (name != nullptr) {
    auto it = t.named.find(std::string_view(name));
    if (it != t.named.end())
      return it->second.sub_group_size;
  }
  std::size_t size = 0;
  for (const kernel_facts &f : t.unnamed) {
    if (f.functor_size != functor_size || f.sub_group_size == 0)
      continue;
    if (size != 0 && size != f.sub_group_size)
      return 0; // two candidates disagree: the default
    size = f.sub_group_size;
  }
  return size;
}

} // namespace detail
} // namespace sycl

extern "C" void
__syclfg_register_kernel_facts(const __syclfg_kernel_facts *kernels,
                               unsigned long count) {
  using namespace sycl::detail;
  if (count != 0 && kernels == nullptr) {
    std::fprintf(stderr, "syclfg: error: __syclfg_register_kernel_facts "
                         "called with a null table\n");
    std::abort();
  }
  facts_table &t = instance();
  std::lock_guard<std::mutex> lock(t.mutex);
  for (unsigned long i = 0; i < count; ++i) {
    kernel_facts f = read_facts(kernels[i]);
    if (kernels[i].host_name == nullptr)
      t.unnamed.push_back(std::move(f));
    else // a kernel of a shared header: every TU registers the same facts
      t.named.emplace(kernels[i].host_name, std::move(f));
  }
}
