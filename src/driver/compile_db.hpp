// Jobs from a compile_commands.json, the way clang-tidy and
// include-what-you-use read it.
#pragma once

#include "driver/job.hpp"

#include <optional>
#include <string>
#include <vector>

namespace syclfg::driver {

struct DatabaseQuery {
  std::string buildDir;           // holds compile_commands.json
  std::vector<std::string> files; // restrict to these (empty: all)
  std::string filter;             // regex on the absolute path ("" = all)
  std::string exclude;            // regex on the absolute path ("" = none)
};

// The selected entries as jobs (first entry wins for a file listed twice),
// in the database's order. nullopt with `error` set when the database cannot
// be read or a regex is invalid.
std::optional<std::vector<Job>> loadJobs(const DatabaseQuery &query,
                                         std::string &error);

// The compile flags of a command line, without the compiler (and launchers
// such as ccache), the source, the output and the flags that only matter
// when compiling (-c, -o, dependency-file flags).
Job jobFromCommandLine(const std::vector<std::string> &commandLine,
                       const std::string &source, const std::string &directory);

} // namespace syclfg::driver
