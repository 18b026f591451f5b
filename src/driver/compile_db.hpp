// Jobs from a compile_commands.json, read strictly: JSON syntax errors are
// reported at file:line:col, every field's type is checked, "command"
// strings are split as a shell would and must balance their quotes.
#pragma once

#include "driver/job.hpp"

#include <llvm/Support/Error.h>

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
// in the database's order. An error when the database cannot be read, is not
// a valid compile database, is empty, or a requested file is not in it.
llvm::Expected<std::vector<Job>> loadJobs(const DatabaseQuery &query);

// The entries of a database's text; `path` names it in messages and its
// directory resolves relative "directory" entries.
llvm::Expected<std::vector<Job>> parseDatabase(const std::string &text,
                                               const std::string &path);

// The compile flags of a command line, without the compiler (and launchers
// such as ccache), the source, the output and the flags that only matter
// when compiling (-c, -o, dependency-file flags).
Job jobFromCommandLine(const std::vector<std::string> &commandLine,
                       const std::string &source, const std::string &directory);

} // namespace syclfg::driver
