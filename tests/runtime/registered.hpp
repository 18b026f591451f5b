// Finds a kernel that this program's integration header registered, by the
// kernel name given at the call (the tool's unique name ends with it).
#pragma once

#include <syclfg/kernels.hpp>

#include <catch2/catch.hpp>

#include <string>
#include <vector>

namespace test {

inline std::vector<syclfg::kernel_param>
registered_params(const std::string &suffix) {
  for (const std::string &name : syclfg::kernel_names())
    if (name.size() >= suffix.size() &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
      auto params = syclfg::kernel_params(name);
      REQUIRE(params.has_value());
      return *params;
    }
  FAIL("no registered kernel name ends with " << suffix);
  return {};
}

} // namespace test
