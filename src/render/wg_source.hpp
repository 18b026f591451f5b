// The main file with its compiled nd_range kernels rewritten (issue 22):
// each such lambda also takes a compiled_group pointer and, given one, runs
// its whole work-group as loops over the work-items between barriers; the
// original body stays first and untouched. #line directives keep
// diagnostics, __FILE__ and debug info on the user's file and lines.
// Included by driver/outputs.cpp (the host TU embeds the text) and tests.
#pragma once

#include "model/work_groups.hpp"

#include <string>

namespace syclfg::render {

// "" when no kernel is compiled. `file`: how the host TU names the source
// (its #include spelling), for #line and for the source's own quoted
// #includes, rewritten to `file`'s directory.
std::string renderWorkGroupSource(const model::WorkGroups &groups,
                                  const std::string &file);

// One line per nd_range kernel: where, and whether it runs as work-group
// loops or on fibers and why (--kernel-report).
std::string renderKernelReport(const model::WorkGroups &groups);

} // namespace syclfg::render
