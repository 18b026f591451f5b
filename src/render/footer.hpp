// Renders the integration footer and the host translation unit from a plan.
// Pure text: no Clang.
#pragma once

#include "plan/plan.hpp"

#include <string>

namespace syclfg::render {

// The footer for a translation unit whose main file is `sourcePath`.
std::string renderFooter(const plan::Plan &plan, const std::string &sourcePath);

// The host translation unit: the integration header (`intHeader`: its text,
// or an #include of it), the prologue, then #include of the source and of
// the footer (both by the paths given, normally absolute). #include "..."
// has no escapes: the driver refuses paths holding '"', a backslash or a
// newline.
std::string renderHostTu(const std::string &sourcePath,
                         const std::string &footerPath,
                         const std::string &intHeader);

} // namespace syclfg::render
