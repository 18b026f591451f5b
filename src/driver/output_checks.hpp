// Checks of a single-source run's output paths against each other and the
// source, before anything is parsed.
#pragma once

#include "driver/options.hpp"

#include <llvm/Support/Error.h>

#include <string>

namespace syclfg::driver {

// The outputs of one source as given: the footer defaults to a file beside
// the host TU, which #includes it.
OutputPaths singleOutputPaths(const Options &options);

// A usage error when two outputs name the same file or one names `source`.
llvm::Error checkOutputConflicts(const OutputPaths &outputs,
                                 const Options &options,
                                 const std::string &source);

} // namespace syclfg::driver
