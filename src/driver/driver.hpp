// Turns validated options into jobs and runs them: parse, plan, render,
// write. Holds no AST logic (that is frontend/) and no option parsing
// (that is cli/).
#pragma once

#include <string>
#include <vector>

namespace syclfg::driver {

enum ExitCode { kOk = 0, kInputError = 1, kUsageError = 2 };

struct Options {
  std::vector<std::string> sources;
  std::vector<std::string> compileArgs; // after "--"
  std::string footerOutput;             // -o ("" or "-": stdout)
  std::string hostTuOutput;             // --host-tu
  std::string propertiesOutput;         // --properties
  std::string depfileOutput;            // --depfile
  std::string uniquePrefix;             // "" = derived per TU
  std::string resourceDir;
  std::string syclIncludeDir;
};

int run(const Options &options);

} // namespace syclfg::driver
