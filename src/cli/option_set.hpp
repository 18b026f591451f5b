// Our command-line options as LLVM cl objects. Created once, after every
// option libLLVM registers (--stats, --rng-seed, --debug-counter, ...) has
// been unregistered: only ours (and --help, --version) are accepted.
#pragma once

#include "driver/outputs.hpp"

#include <llvm/Support/CommandLine.h>

#include <array>
#include <memory>
#include <string>

namespace syclfg::cli {

extern const char *const kOverview;

struct OptionSet {
  llvm::cl::OptionCategory category{"sycl-footergen options"};
  llvm::cl::list<std::string> sources;
  // One per row of the output table that has an option (the stamp has none).
  std::array<std::unique_ptr<llvm::cl::opt<std::string>>, driver::kOutputCount>
      outputs;
  llvm::cl::opt<std::string> uniquePrefix, baseDir, flavor, dpcppIntHeader,
      buildDir, filter, exclude, outputDir, resourceDir, preambleCache;
  llvm::cl::opt<unsigned> jobs;
  llvm::cl::opt<bool> printFlags, noPreamble, kernelReport;
  // -h for --help, ours: cl would otherwise add its own at each parse, which
  // takes any "--h..." typo (--hostx) for a request for help.
  std::unique_ptr<llvm::cl::alias> helpAlias;

  // The one set (the cl registry is global).
  static OptionSet &get();
  // Back to the defaults, for another parse.
  void reset();

  OptionSet(); // use get(): options register themselves globally
};

} // namespace syclfg::cli
