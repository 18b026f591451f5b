// One translation unit to process.
#pragma once

#include <string>
#include <vector>

namespace syclfg::driver {

struct Job {
  std::string source;            // absolute
  std::string directory;         // working directory of its compile
  std::vector<std::string> args; // compile flags, without compiler/file/-o/-c
  bool clDriverMode = false;
};

} // namespace syclfg::driver
