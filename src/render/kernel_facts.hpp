// Renders the footer's per-kernel facts for our runtime: the constants each
// kernel reads and what its attributes require (sub-group size, work-group
// size, aspects), keyed by the host compiler's typeid of the kernel-name
// type. Our flavor only: DPC++'s footer has no such facts (its device image
// carries them). Pure text: no Clang.
#pragma once

#include "plan/plan.hpp"

#include <string>

namespace syclfg::render {

// The definition of register_kernels() (footer-templates/kernel_facts.tmpl);
// "" when the plan has no kernels.
std::string renderKernelFacts(const plan::Plan &plan);

} // namespace syclfg::render
