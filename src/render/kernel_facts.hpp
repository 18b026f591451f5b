// Renders the footer's per-kernel facts for our runtime: the constants each
// kernel reads and its required sub-group size, keyed by the host
// compiler's typeid of the kernel-name type. Pure text: no Clang.
#pragma once

#include "plan/plan.hpp"

#include <string>

namespace syclfg::render {

// The definition of register_kernels() (footer-templates/kernel_facts.tmpl);
// "" when the plan has no kernels.
std::string renderKernelFacts(const plan::Plan &plan);

} // namespace syclfg::render
