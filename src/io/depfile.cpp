#include "io/depfile.hpp"

#include <algorithm>

namespace syclfg::io {
namespace {

std::string escape(const std::string &path) {
  std::string out;
  for (char c : path) {
    if (c == ' ' || c == '#')
      out += '\\';
    if (c == '$')
      out += '$';
    out += c;
  }
  return out;
}

} // namespace

std::string renderDepfile(const std::string &target,
                          std::vector<std::string> dependencies) {
  std::sort(dependencies.begin(), dependencies.end());
  dependencies.erase(std::unique(dependencies.begin(), dependencies.end()),
                     dependencies.end());
  std::string out = escape(target) + ":";
  for (const std::string &dep : dependencies)
    out += " \\\n  " + escape(dep);
  return out + "\n";
}

} // namespace syclfg::io
