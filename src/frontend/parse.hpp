// Runs Clang on one translation unit and returns the collected model.
#pragma once

#include "model/model.hpp"

#include <string>
#include <vector>

namespace syclfg::frontend {

struct ParseRequest {
  std::string source;                   // absolute path of the main file
  std::string directory;                // working directory of the compile
  std::vector<std::string> compileArgs; // the user's flags (after "--")
  std::string resourceDir;              // Clang's builtin headers
  std::string syclIncludeDir;           // our include/ (SYCL headers)
};

struct ParseResult {
  bool ok = false; // false: Clang reported errors (already printed)
  model::TranslationUnit tu;
  std::vector<std::string> filesRead; // every file the parse opened
};

ParseResult parse(const ParseRequest &request);

} // namespace syclfg::frontend
