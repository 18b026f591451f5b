#include "driver/stamp.hpp"

#include <algorithm>
#include <fstream>
#include <map>
#include <mutex>

namespace syclfg::driver {
namespace {

using util::hashFile;

// An input's hash, read once per process: the TUs of a batch share most of
// their headers, and a no-op rerun would otherwise read each header once
// per TU. An input edited during the run is seen by the next run (the
// stamp then records the older hash).
std::string inputHash(const std::string &path) {
  static std::mutex mutex;
  static std::map<std::string, std::string> known;
  {
    std::lock_guard<std::mutex> lock(mutex);
    if (auto it = known.find(path); it != known.end())
      return it->second;
  }
  std::string hash = hashFile(path);
  std::lock_guard<std::mutex> lock(mutex);
  return known.emplace(path, std::move(hash)).first->second;
}

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
    if (kind != "in" && kind != "out")
      return false;
    const std::string file = line.substr(space + 18);
    if ((kind == "in" ? inputHash(file) : hashFile(file)) != recorded)
      return false;
  }
  return in.eof();
}

} // namespace syclfg::driver
