// Turns validated options into jobs and runs them: parse, plan, render,
// write. Holds no AST logic (that is frontend/) and no option parsing
// (that is cli/).
#pragma once

#include "render/flavor.hpp"

#include <string>
#include <vector>

namespace syclfg::driver {

enum ExitCode { kOk = 0, kInputError = 1, kUsageError = 2 };

struct Options {
  std::vector<std::string> sources;
  std::vector<std::string> compileArgs; // after "--"
  // Single-file outputs.
  std::string footerOutput; // -o ("" or "-": stdout)
  std::string hostTuOutput;
  std::string propertiesOutput;
  std::string depfileOutput;
  std::string intHeaderOutput;
  // Batch mode (-p): jobs from compile_commands.json.
  std::string buildDir;
  std::string filter, exclude;
  std::string outputDir;
  unsigned jobs = 0;     // 0: all cores
  bool progress = false; // [i/N] lines (on a terminal)

  render::Flavor flavor = render::Flavor::Syclfg;
  std::string dpcppIntHeader; // --flavor=dpcpp: DPC++'s integration header

  std::string uniquePrefix; // "" = derived per TU
  std::string resourceDir;
  std::string syclIncludeDir;
  std::string toolVersion;
};

int run(const Options &options);

// Whether a host TU can #include this path (no '"', newline or, off
// Windows, backslash).
bool includablePath(const std::string &path);

} // namespace syclfg::driver
