// Renders the integration header (kernel names and signatures) and the
// footer's compile-time layout checks for kernels. Pure text: no Clang.
#pragma once

#include "plan/plan.hpp"

#include <string>

namespace syclfg::render {

std::string renderIntegrationHeader(const plan::Plan &plan,
                                    const std::string &sourcePath);

// static_asserts that the host compiler lays out named function objects and
// captured classes as Clang did; "" when there is nothing to check.
std::string renderKernelChecks(const plan::Plan &plan);

} // namespace syclfg::render
