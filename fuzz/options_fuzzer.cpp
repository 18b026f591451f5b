// libFuzzer target: the option and environment parser. The input is
// NUL-separated words: the first is SYCL_FOOTERGEN_OPTIONS, the rest argv.
// Every input must parse or give a usage error (exit 2), never crash.
#include "cli/command_line.hpp"
#include "util/error.hpp"

#include <llvm/ADT/StringRef.h>
#include <llvm/Support/raw_ostream.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace {

// --help and --version on the command line print and exit the process: not
// fuzzed (the environment may not hold them: a usage error, fuzzed).
bool exits(llvm::StringRef word) {
  if (!word.consume_front("-"))
    return false;
  word.consume_front("-");
  return word == "h" || word == "help" || word == "version";
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::SmallVector<llvm::StringRef, 8> words;
  llvm::StringRef(reinterpret_cast<const char *>(data), size)
      .split(words, '\0');
  std::vector<std::string> args{"sycl-footergen"};
  for (std::size_t i = 1; i < words.size(); ++i) {
    if (exits(words[i]))
      return 0;
    args.push_back(words[i].str());
  }
  const std::string environment = words.front().str();
  auto parsed = syclfg::cli::parseCommandLine(args, environment.c_str());
  if (!parsed) {
    std::string text;
    llvm::raw_string_ostream os(text);
    if (syclfg::util::report(parsed.takeError(), os) !=
        syclfg::util::kUsageError)
      __builtin_trap(); // option problems are usage errors
  }
  return 0;
}
