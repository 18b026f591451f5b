// libFuzzer target: the path checks. The input is NUL-separated paths:
// the source, then -o, --host-tu, --int-header, --properties, --depfile.
// Checks never crash, and batch names always stay inside --output-dir.
#include "driver/output_checks.hpp"
#include "driver/output_names.hpp"
#include "io/paths.hpp"

#include <llvm/ADT/StringRef.h>

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::SmallVector<llvm::StringRef, 8> words;
  llvm::StringRef(reinterpret_cast<const char *>(data), size)
      .split(words, '\0');
  const std::string source = words.front().str();
  syclfg::driver::Options options;
  for (std::size_t i = 1; i < words.size() && i <= 5; ++i)
    options.outputs.path[i - 1] = words[i].str();
  const syclfg::driver::OutputPaths outputs =
      syclfg::driver::singleOutputPaths(options);
  llvm::consumeError(
      syclfg::driver::checkOutputConflicts(outputs, options, source));
  for (const std::string &path : outputs.path)
    (void)syclfg::io::includablePath(path);
  const std::string outputDir = "/fuzz/out";
  for (const std::string &path :
       syclfg::driver::batchOutputPaths(outputDir, source).path)
    if (!path.empty() &&
        (path.compare(0, outputDir.size() + 1, outputDir + "/") != 0 ||
         path.find('/', outputDir.size() + 1) != std::string::npos))
      __builtin_trap(); // a batch output outside --output-dir
  return 0;
}
