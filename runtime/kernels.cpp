// The kernel table filled by integration headers. Every TU's header calls
// __syclfg_register_kernels from a global constructor, in any order, and
// programs may query it until the process ends, so the state is immortal
// (constructed on first use, never destroyed) and guarded by a mutex.
#include <syclfg/kernels.hpp>

#include "conflict.hpp"
#include "immortal.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace syclfg {
namespace {

using sycl::detail::kernel_param_kind_t;

struct kernel_table {
  std::mutex mutex;
  std::vector<std::string> names; // registration order
  std::map<std::string, std::vector<kernel_param>, std::less<>> params;
};

kernel_table &instance() {
  return detail::process_lifetime_instance<kernel_table>();
}

void report_conflict(const std::string &name,
                     const std::vector<kernel_param> &first,
                     const std::vector<kernel_param> &second) {
  detail::report_conflict(
      "kernel '" + name + "' is registered twice with different parameters (" +
      std::to_string(first.size()) + " and " + std::to_string(second.size()) +
      " parameters); two translation units define different kernels with the "
      "same name. The first registration is kept");
}

// The entries of one kernel; warns when its terminator is missing, which
// means the generated table and this runtime disagree on the layout.
std::vector<kernel_param>
read_params(const sycl::detail::kernel_info_t &kernel,
            const sycl::detail::kernel_param_desc_t *signatures) {
  std::vector<kernel_param> params;
  params.reserve(kernel.param_count);
  const sycl::detail::kernel_param_desc_t *first =
      signatures + kernel.first_param;
  for (unsigned i = 0; i < kernel.param_count; ++i)
    params.push_back(
        kernel_param{first[i].kind, first[i].info, first[i].offset});
  if (first[kernel.param_count].kind != kernel_param_kind_t::kind_invalid)
    std::fprintf(stderr,
                 "syclfg: warning: kernel '%s': entry %u of its signature is "
                 "not the kind_invalid terminator\n",
                 kernel.name, kernel.param_count);
  return params;
}

} // namespace

std::optional<std::vector<kernel_param>> kernel_params(std::string_view name) {
  kernel_table &t = instance();
  std::lock_guard<std::mutex> lock(t.mutex);
  auto it = t.params.find(name);
  if (it == t.params.end())
    return std::nullopt;
  return it->second;
}

std::vector<std::string> kernel_names() {
  kernel_table &t = instance();
  std::lock_guard<std::mutex> lock(t.mutex);
  return t.names;
}

} // namespace syclfg

extern "C" void
__syclfg_register_kernels(const sycl::detail::kernel_info_t *kernels,
                          unsigned long kernel_count,
                          const sycl::detail::kernel_param_desc_t *signatures) {
  using namespace syclfg;
  if (kernel_count == 0)
    return;
  if (kernels == nullptr || signatures == nullptr) {
    std::fprintf(stderr, "syclfg: error: __syclfg_register_kernels called with "
                         "a null table\n");
    std::abort();
  }
  kernel_table &t = instance();
  for (unsigned long k = 0; k < kernel_count; ++k) {
    if (kernels[k].name == nullptr) {
      std::fprintf(stderr,
                   "syclfg: error: __syclfg_register_kernels: kernel %lu "
                   "has no name\n",
                   k);
      std::abort();
    }
    std::string name = kernels[k].name;
    std::vector<kernel_param> params = read_params(kernels[k], signatures);
    std::vector<kernel_param> known;
    {
      std::lock_guard<std::mutex> lock(t.mutex);
      auto [it, inserted] = t.params.emplace(name, params);
      if (inserted) {
        t.names.push_back(name);
        continue;
      }
      // A kernel defined in a header shared by several TUs: same table.
      if (it->second == params)
        continue;
      known = it->second;
    }
    // Reported outside the lock: a fatal exit must not hold it.
    report_conflict(name, known, params);
  }
}
