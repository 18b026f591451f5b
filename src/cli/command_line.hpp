// The command line and SYCL_FOOTERGEN_OPTIONS: parsed (LLVM cl conventions,
// only our own options) and checked into driver::Options. No file is read or
// written here besides the existence checks of directories.
#pragma once

#include "driver/options.hpp"

#include <llvm/Support/Error.h>

#include <string>
#include <vector>

namespace syclfg::cli {

struct CommandLine {
  driver::Options options; // sources, outputs, batch settings
  bool printFlags = false; // --print-flags: print and exit
};

// `args` is argv (args[0] the program name); `environment` the value of
// SYCL_FOOTERGEN_OPTIONS (nullptr: unset), whose words go before args[1].
// A usage error (exit 2) for anything that is not one of our options or
// breaks a rule between them. May be called again (the fuzzer does); --help
// and --version print and exit the process.
llvm::Expected<CommandLine> parseCommandLine(std::vector<std::string> args,
                                             const char *environment);

} // namespace syclfg::cli
