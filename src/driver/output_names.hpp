// Where batch mode writes a source's outputs inside --output-dir.
#pragma once

#include "driver/outputs.hpp"

#include <string>

namespace syclfg::driver {

// "<dir>/<stem>-<16 hex of the absolute source path>.<ext>": collision-free
// (the hash), readable (the stem) and always inside `dir` whatever the source
// path holds ("..", absolute paths, spaces, unicode): only the file name's
// stem is kept, with path separators and leading dots replaced.
OutputPaths batchOutputPaths(const std::string &outputDir,
                             const std::string &source);

} // namespace syclfg::driver
