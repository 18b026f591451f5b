// libFuzzer target: the compile-database reader. Any text must give jobs or
// an error, never a crash, a hang or a leak.
#include "driver/compile_db.hpp"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const std::string text(reinterpret_cast<const char *>(data), size);
  auto jobs =
      syclfg::driver::parseDatabase(text, "/fuzz/compile_commands.json");
  if (!jobs)
    llvm::consumeError(jobs.takeError());
  else
    for (const syclfg::driver::Job &job : *jobs)
      if (job.source.empty() || job.source.front() != '/')
        __builtin_trap(); // sources are always absolute
  return 0;
}
