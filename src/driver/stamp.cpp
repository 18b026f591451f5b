#include "driver/stamp.hpp"

#include <algorithm>
#include <fstream>

namespace syclfg::driver {
namespace {

using util::hashFile;

// v2: "in <hash> <path>" and "out <hash> <path>" lines.
constexpr const char *kHeader = "sycl-footergen stamp v2";

} // namespace

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
