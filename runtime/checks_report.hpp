// Internal to libsyclfg: how the checking mode's parts (checks_report.cpp,
// checks_local.cpp, usm.cpp, fiber_team.cpp) print one report. Included
// only by runtime/*.cpp.
#pragma once

#include <sycl/detail/runtime/checks.hpp>

#include <cstddef>
#include <string>

namespace syclfg {
namespace runtime {

// Prints `syclfg check: <kind>: <who>, <what>[ at file:line]` and counts it
// against the current work-item's launch (kernel and work-item from it);
// outside kernels (host accessors, USM operations, sycl::free) it then
// throws errc::invalid with the same text.
void check_report(const char *kind, const std::string &what,
                  sycl::detail::source_where where);
// The same for work-item `local_linear` of group `group_linear` of
// `launch`, which need not be the one running (the fiber team's reports).
void check_report_for(const sycl::detail::check_launch &launch,
                      std::size_t group_linear, std::size_t local_linear,
                      const char *kind, const std::string &what);
// "(1, 2)": `dims` numbers.
std::string format_index(int dims, const std::size_t *values);

} // namespace runtime
} // namespace syclfg
