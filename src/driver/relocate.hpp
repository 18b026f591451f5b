// --base-dir applied to one translation unit's outputs: every path under
// the base directory that an output spells is made relative, so two
// checkouts at different paths give byte-identical outputs.
#pragma once

#include "io/base_dir.hpp"
#include "model/model.hpp"

#include <string>
#include <vector>

namespace syclfg::driver {

// The files named in the model's locations (comments in the footer and the
// integration header), relative to the base directory. Diagnostics are
// printed before this, with the files as the compiler named them.
void relocateLocations(model::TranslationUnit &tu, const io::BaseDir &base);

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
