// The checking mode's reports and launches: one line per report on stderr,
// the kernel's name demangled, the work-item by global id (and local id and
// group for nd_range kernels); a launch that reported throws at its end.
#include "checks_report.hpp"

#include <sycl/exception.hpp>

#include <cxxabi.h>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <mutex>
#include <new>
#include <utility>
#include <vector>

namespace syclfg {
namespace runtime {
namespace {

std::atomic<bool> enabled{false};
std::atomic<unsigned long> next_serial{1};
// At most this many lines per launch; the rest are only counted.
constexpr unsigned printed_per_launch = 20;

std::mutex &report_mutex() {
  static std::mutex *mutex = new std::mutex; // usable from static destructors
  return *mutex;
}

struct pending_kernel {
  const char *name = nullptr;
  const void *late_specs = nullptr;
};
thread_local pending_kernel pending;
thread_local sycl::detail::check_item *current = nullptr;

// "Foo" for typeid(Foo *).name(), the kernel's interned name.
std::string kernel_name(const char *mangled) {
  if (mangled == nullptr)
    return "unnamed kernel";
  int status = 0;
  std::unique_ptr<char, void (*)(void *)> text(
      abi::__cxa_demangle(mangled, nullptr, nullptr, &status), std::free);
  std::string name = status == 0 && text ? text.get() : mangled;
  if (!name.empty() && name.back() == '*')
    name.pop_back();
  // A class local to a lambda or a function: "main::{lambda(sycl::
  // handler&)#1}::operator()(sycl::handler&) const::K" (g++), "main::$_0::
  // operator()(sycl::handler&) const::K" (clang++) read as K.
  for (const char *marker : {") const::", ")::"}) {
    const std::size_t at = name.rfind(marker);
    if (at != std::string::npos)
      return name.substr(at + std::strlen(marker));
  }
  return name;
}

void delinearize(std::size_t linear, const std::size_t *extent, int dims,
                 std::size_t *out) {
  for (int d = dims - 1; d >= 0; --d) {
    out[d] = linear % extent[d];
    linear /= extent[d];
  }
}

std::string where_text(sycl::detail::source_where where) {
  if (where.file == nullptr)
    return "";
  return " at " + std::string(where.file) + ":" + std::to_string(where.line);
}

// Prints one line unless the launch printed its share already.
void emit(const sycl::detail::check_launch *launch, const std::string &line) {
  std::lock_guard<std::mutex> lock(report_mutex());
  unsigned count = 0;
  if (launch != nullptr)
    count = ++const_cast<sycl::detail::check_launch *>(launch)->reports;
  if (count <= printed_per_launch)
    std::fprintf(stderr, "%s\n", line.c_str());
  else if (count == printed_per_launch + 1)
    std::fprintf(stderr, "syclfg check: (further reports of this launch are "
                         "counted, not printed)\n");
  std::fflush(stderr);
}

} // namespace

std::string format_index(int dims, const std::size_t *values) {
  std::string text = "(";
  for (int d = 0; d < dims; ++d)
    text += (d == 0 ? "" : ", ") + std::to_string(values[d]);
  return text + ")";
}

void check_report_for(const sycl::detail::check_launch &launch,
                      std::size_t group_linear, std::size_t local_linear,
                      const char *kind, const std::string &what) {
  std::size_t group[3] = {0, 0, 0}, local[3] = {0, 0, 0}, global[3];
  delinearize(group_linear, launch.groups, launch.dims, group);
  delinearize(local_linear, launch.local, launch.dims, local);
  for (int d = 0; d < launch.dims; ++d)
    global[d] = group[d] * launch.local[d] + local[d];
  emit(&launch, "syclfg check: " + std::string(kind) + ": kernel " +
                    kernel_name(launch.kernel) + ", work-item " +
                    format_index(launch.dims, global) + " (local " +
                    format_index(launch.dims, local) + " of group " +
                    format_index(launch.dims, group) + "), " + what);
}

void check_report(const char *kind, const std::string &what,
                  sycl::detail::source_where where) {
  const sycl::detail::check_item *item = current;
  if (item == nullptr || item->launch == nullptr) {
    // Outside kernels nothing is left to finish: refused at once.
    const std::string line =
        "syclfg check: " + std::string(kind) + ": " + what + where_text(where);
    emit(nullptr, line);
    throw sycl::exception(sycl::errc::invalid, line);
  }
  const sycl::detail::check_launch &launch = *item->launch;
  if (launch.nd) {
    check_report_for(launch, item->group_linear, item->local_linear, kind,
                     what + where_text(where));
    return;
  }
  emit(&launch, "syclfg check: " + std::string(kind) + ": kernel " +
                    kernel_name(launch.kernel) + ", work-item " +
                    format_index(launch.dims, item->global) + ", " + what +
                    where_text(where));
}

} // namespace runtime
} // namespace syclfg

namespace sycl {
namespace detail {

void check_enable() noexcept { syclfg::runtime::enabled = true; }
bool checks_enabled() noexcept { return syclfg::runtime::enabled; }

namespace {
// The group launches of checked launches now running (few at a time).
std::vector<std::pair<const void *, const check_launch *>> &group_launches() {
  static auto *launches =
      new std::vector<std::pair<const void *, const check_launch *>>;
  return *launches;
}
} // namespace

void check_register_group_launch(const void *group,
                                 const check_launch *launch) {
  std::lock_guard<std::mutex> lock(syclfg::runtime::report_mutex());
  auto &all = group_launches();
  for (auto it = all.begin(); it != all.end(); ++it)
    if (it->first == group) {
      all.erase(it);
      break;
    }
  if (launch != nullptr)
    all.emplace_back(group, launch);
}

// Only on the executor's error path: checked programs only.
const check_launch *check_launch_of(const void *group) noexcept {
  if (!checks_enabled())
    return nullptr;
  std::lock_guard<std::mutex> lock(syclfg::runtime::report_mutex());
  for (const auto &[g, launch] : group_launches())
    if (g == group)
      return launch;
  return nullptr;
}

void check_set_kernel(const char *kernel, const void *late_specs) noexcept {
  syclfg::runtime::pending = {kernel, late_specs};
}

void check_launch_begin(check_launch &launch, const char *kernel, int dims) {
  launch.kernel = kernel != nullptr ? kernel : syclfg::runtime::pending.name;
  launch.late_specs = syclfg::runtime::pending.late_specs;
  syclfg::runtime::pending = {};
  launch.dims = dims;
  launch.serial = syclfg::runtime::next_serial++;
  launch.reports = 0;
}

void check_launch_end(const check_launch &launch) {
  unsigned reports = 0;
  {
    std::lock_guard<std::mutex> lock(syclfg::runtime::report_mutex());
    reports = launch.reports;
  }
  if (reports != 0)
    throw exception(errc::kernel,
                    "syclfg check: " + std::to_string(reports) +
                        " error(s) reported in kernel " +
                        syclfg::runtime::kernel_name(launch.kernel) +
                        " (see the lines above on stderr)");
}

check_item *check_current() noexcept { return syclfg::runtime::current; }
void check_set_current(check_item *item) noexcept {
  syclfg::runtime::current = item;
}

void check_index(const char *what, int dims, const std::size_t *index,
                 const std::size_t *extent, source_where where) {
  syclfg::runtime::check_report("index out of bounds",
                                std::string(what) + " index " +
                                    syclfg::runtime::format_index(dims, index) +
                                    " outside its range " +
                                    syclfg::runtime::format_index(dims, extent),
                                where);
}

void *check_scratch(std::size_t bytes) noexcept {
  alignas(64) static thread_local unsigned char small[256];
  static thread_local unsigned char *large = nullptr;
  static thread_local std::size_t large_bytes = 0;
  if (bytes <= sizeof small)
    return small;
  if (bytes > large_bytes) { // kept for the thread: reports are rare
    large = static_cast<unsigned char *>(
        ::operator new(bytes, std::align_val_t(64), std::nothrow));
    large_bytes = large != nullptr ? bytes : 0;
  }
  return large != nullptr ? large : small;
}

} // namespace detail
} // namespace sycl
