// One translation unit to process, and where its outputs go.
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

struct OutputPaths {
  std::string footer;     // "" or "-": standard output
  std::string hostTu;     // optional
  std::string intHeader;  // optional: else the host TU embeds it
  std::string properties; // optional
  std::string depfile;    // optional
  std::string stamp;      // optional: skip the parse when nothing changed
};

} // namespace syclfg::driver
