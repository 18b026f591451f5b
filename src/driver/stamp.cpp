#include "driver/stamp.hpp"

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/xxhash.h>

#include <algorithm>
#include <cstdio>
#include <fstream>

namespace syclfg::driver {
namespace {

std::string hex(uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx",
                static_cast<unsigned long long>(value));
  return text;
}

// "" when the file cannot be read.
std::string hashFile(const std::string &path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer)
    return "";
  return hex(llvm::xxh3_64bits((*buffer)->getBuffer()));
}

// v2: "in <hash> <path>" and "out <hash> <path>" lines.
constexpr const char *kHeader = "sycl-footergen stamp v2";

} // namespace

std::string hashText(const std::string &text) {
  return hex(llvm::xxh3_64bits(llvm::StringRef(text)));
}

std::string makeStamp(const std::string &key,
                      const std::vector<std::string> &inputs,
                      const std::vector<io::OutputFile> &outputs) {
  std::vector<std::string> sorted = inputs;
  std::sort(sorted.begin(), sorted.end());
  sorted.erase(std::unique(sorted.begin(), sorted.end()), sorted.end());
  std::string out = std::string(kHeader) + "\n" + key + "\n";
  for (const std::string &input : sorted)
    out += "in " + hashFile(input) + " " + input + "\n";
  for (const io::OutputFile &output : outputs)
    out += "out " + hashText(output.content) + " " + output.path + "\n";
  return out;
}

bool stampIsCurrent(const std::string &path, const std::string &key) {
  std::ifstream in(path);
  std::string line;
  if (!std::getline(in, line) || line != kHeader)
    return false;
  if (!std::getline(in, line) || line != key)
    return false;
  while (std::getline(in, line)) {
    // "<in|out> <16 hex> <path>"
    const std::size_t space = line.find(' ');
    if (space == std::string::npos || line.size() < space + 19 ||
        line[space + 17] != ' ')
      return false;
    const std::string kind = line.substr(0, space);
    const std::string recorded = line.substr(space + 1, 16);
    if ((kind != "in" && kind != "out") ||
        hashFile(line.substr(space + 18)) != recorded)
      return false;
  }
  return in.eof();
}

} // namespace syclfg::driver
