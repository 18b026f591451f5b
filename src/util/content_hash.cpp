#include "util/content_hash.hpp"

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/xxhash.h>

#include <cstdio>

namespace syclfg::util {
namespace {

std::string hex(uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx",
                static_cast<unsigned long long>(value));
  return text;
}

} // namespace

std::string hashText(std::string_view text) {
  return hex(llvm::xxh3_64bits(llvm::StringRef(text.data(), text.size())));
}

std::string hashFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return "";
  return hex(llvm::xxh3_64bits((*buffer)->getBuffer()));
}

} // namespace syclfg::util
