// Runs Clang on one translation unit and returns the collected model.
// Thread-safe: each call has its own file system view and diagnostics, so
// batch mode runs several at once.
#pragma once

#include "model/model.hpp"

#include <llvm/Support/raw_ostream.h>

#include <string>
#include <vector>

namespace syclfg::parse {

class PreambleStore;

struct ParseRequest {
  std::string source;                   // absolute path of the main file
  std::string directory;                // working directory of the compile
  std::vector<std::string> compileArgs; // the user's flags, no file, no -o
  bool clDriverMode = false;            // cl.exe-style flags
  std::string resourceDir;              // Clang's builtin headers
  std::string syclIncludeDir;           // our include/ (SYCL headers)
  // Shared precompiled preambles (null: parse the whole source).
  PreambleStore *preambles = nullptr;
};

struct ParseResult {
  bool ok = false; // false: Clang reported errors (written to `diagnostics`)
  model::TranslationUnit tu;
  std::vector<std::string> filesRead; // every file the parse opened
};

// Diagnostics (file:line:col: error: ...) go to `diagnostics`.
ParseResult parse(const ParseRequest &request, llvm::raw_ostream &diagnostics);

// The clang++ command line the parse runs (the source last).
std::vector<std::string> commandLineFor(const ParseRequest &request);

// The key of the shared preamble `request` would use: TUs with equal keys
// share one. "" when the source has no leading #include <...> lines.
std::string preambleKey(const ParseRequest &request);

// Drops the flags Clang's driver does not know (gcc-only options and the
// like) so they cannot fail the parse; `dropped` receives each one once.
std::vector<std::string> dropUnknownFlags(const std::vector<std::string> &args,
                                          bool clDriverMode,
                                          std::vector<std::string> &dropped);

} // namespace syclfg::parse
