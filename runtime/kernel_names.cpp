// The kernel names of the program (see <sycl/detail/runtime/kernel_names.hpp>):
// immortal, so bundles can be made from static destructors too.
#include <sycl/detail/runtime/kernel_names.hpp>

#include "immortal.hpp"

#include <mutex>
#include <set>
#include <string>

namespace sycl {
namespace detail {
namespace {
struct kernel_name_set {
  std::mutex mutex;
  std::set<std::string, std::less<>> names; // nodes never move
};
kernel_name_set &names() {
  return syclfg::detail::process_lifetime_instance<kernel_name_set>();
}
} // namespace

const char *intern_kernel_name(const char *name) {
  kernel_name_set &s = names();
  std::lock_guard<std::mutex> lock(s.mutex);
  return s.names.emplace(name).first->c_str();
}

std::vector<const char *> known_kernel_names() {
  kernel_name_set &s = names();
  std::lock_guard<std::mutex> lock(s.mutex);
  std::vector<const char *> out;
  out.reserve(s.names.size());
  for (const std::string &name : s.names)
    out.push_back(name.c_str());
  return out;
}

} // namespace detail
} // namespace sycl
