// --base-dir applied to the paths one translation unit's outputs spell
// (the #includes of the host TU, the depfile's entries): those under the
// base directory are made relative, so two checkouts at different paths
// give byte-identical outputs. Included by driver/outputs.cpp, and by
// pipeline/stages.cpp for the plan's spellings.
#pragma once

#include "io/base_dir.hpp"
#include "plan/plan.hpp"

#include <string>
#include <vector>

namespace syclfg::driver {

// How the plan spells the files of locations and the kernel names that
// hold paths (Clang's "(lambda at <file>:L:C)") under --base-dir (off:
// as the compiler named them). `base` must outlive the plan's making.
plan::OutputSpelling outputSpelling(const io::BaseDir &base);

// How the host TU at `hostTu` spells the #include of `path`: relative to
// the host TU's directory when both are under the base directory (the
// compiler resolves a quoted #include against the including file's
// directory first, so __FILE__ and debug info still name the user's file),
// else the absolute path.
std::string includeSpelling(const std::string &path, const std::string &hostTu,
                            const io::BaseDir &base);

// Depfile paths (absolute) relative to the current directory when under the
// base directory: the build tool runs the tool there and reads them against
// it (CMake: the custom command's working directory).
std::vector<std::string> depfileSpelling(std::vector<std::string> paths,
                                         const io::BaseDir &base);

} // namespace syclfg::driver
