// What one run of the tool is asked to do, as cli/ checked it: sources,
// outputs, batch settings, flavor. Plain data, no Clang: included by cli/,
// pipeline/ and the fuzzers.
#pragma once

#include "driver/outputs.hpp"
#include "io/base_dir.hpp"
#include "render/flavor.hpp"

#include <optional>
#include <string>
#include <vector>

namespace syclfg::driver {

struct Options {
  std::vector<std::string> sources;
  std::vector<std::string> compileArgs; // after "--"
  // Single-file outputs, as given (the footer "" or "-": stdout).
  OutputPaths outputs;
  // Batch mode (-p): jobs from compile_commands.json.
  std::string buildDir;
  std::string filter, exclude;
  std::string outputDir;
  unsigned jobs = 0;     // 0: all cores
  bool progress = false; // [i/N] lines (on a terminal)
  // Shared precompiled preambles: in batch mode unless --no-preamble (a
  // run's private directory), and wherever --preamble-cache names one.
  bool preamble = true;
  std::string preambleCache;
  // --kernel-report: compiled and fiber nd_range kernels on stderr.
  bool kernelReport = false;

  render::Flavor flavor = render::Flavor::Syclfg;
  std::string dpcppIntHeader; // --flavor=dpcpp: DPC++'s integration header

  // --unique-prefix; nullopt: derived per TU. An explicitly empty prefix is
  // honoured (a device compile without -fsycl-unique-prefix uses "").
  std::optional<std::string> uniquePrefix;
  io::BaseDir baseDir; // --base-dir; off when not given
  std::string resourceDir;
  std::string syclIncludeDir;
  std::string toolVersion;
};

} // namespace syclfg::driver
