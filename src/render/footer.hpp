// Renders the integration footer and the host translation unit from a plan.
// Pure text: no Clang.
#pragma once

#include "plan/plan.hpp"
#include "render/flavor.hpp"

#include <string>

namespace syclfg::render {

// The footer for a translation unit whose main file is `sourcePath`, in the
// shape `flavor`'s runtime headers expect.
// `registrarDeclared`: the integration header declares the flavor's
// registrar (DPC++'s __sycl_device_global_registration), so the footer must
// define its constructor even when it has nothing to register.
std::string renderFooter(const plan::Plan &plan, const std::string &sourcePath,
                         Flavor flavor = Flavor::Syclfg,
                         bool registrarDeclared = false);

// The host translation unit: the integration header (`intHeader`: its text,
// or an #include of it; for DPC++ the #include of the header its device
// compile wrote), our flavor's prologue, then #include of the source and of
// the footer (both by the paths given, normally absolute). With
// `compiledSource` (render/wg_source.hpp), that text stands for the
// #include of the source. #include "..."
// has no escapes: the driver refuses paths holding '"', a backslash or a
// newline.
std::string renderHostTu(const std::string &sourcePath,
                         const std::string &footerPath,
                         const std::string &intHeader,
                         Flavor flavor = Flavor::Syclfg,
                         const std::string &compiledSource = "");

} // namespace syclfg::render
