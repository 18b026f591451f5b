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
  kernel_requirements needs;

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

// Whether two kernels require the same work-group size and aspects.
bool same_launch_rules(const kernel_requirements &a,
                       const kernel_requirements &b) {
  return a.work_group_dims == b.work_group_dims &&
         std::equal(a.work_group_size, a.work_group_size + 3,
                    b.work_group_size) &&
         a.aspects == b.aspects;
}

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
  kernel_requirements &r = f.needs;
  r.sub_group_size = k.required_sub_group_size;
  for (int d = 0; d < 3 && k.required_work_group_size[d] != 0; ++d) {
    r.work_group_size[d] = k.required_work_group_size[d];
    r.work_group_dims = d + 1;
  }
  for (const int *a = k.aspects; a != nullptr && *a != -1; ++a)
    r.aspects.push_back(*a);
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

kernel_requirements kernel_requirements_of(const char *name,
                                           std::size_t functor_size) {
  facts_table &t = instance();
  std::lock_guard<std::mutex> lock(t.mutex);
  if (name != nullptr) {
    auto it = t.named.find(std::string_view(name));
    if (it != t.named.end())
      return it->second.needs;
  }
  kernel_requirements out;
  const kernel_requirements *first = nullptr;
  bool agree = true;
  for (const kernel_facts &f : t.unnamed) {
    if (f.functor_size != functor_size)
      continue;
    const kernel_requirements &r = f.needs;
    if (first == nullptr)
      first = &r;
    agree = agree && same_launch_rules(*first, r);
    if (r.sub_group_size == 0)
      continue;
    if (out.sub_group_size != 0 && out.sub_group_size != r.sub_group_size)
      out.sub_group_size = static_cast<std::size_t>(-1); // two disagree
    else if (out.sub_group_size == 0)
      out.sub_group_size = r.sub_group_size;
  }
  if (out.sub_group_size == static_cast<std::size_t>(-1))
    out.sub_group_size = 0; // the default
  if (first != nullptr && agree) {
    out.work_group_dims = first->work_group_dims;
    std::copy(first->work_group_size, first->work_group_size + 3,
              out.work_group_size);
    out.aspects = first->aspects;
  }
  return out;
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
