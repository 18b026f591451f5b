#include "driver/output_names.hpp"

#include "driver/stamp.hpp"

#include <filesystem>

namespace syclfg::driver {

OutputPaths batchOutputPaths(const std::string &outputDir,
                             const std::string &source) {
  std::string stem = std::filesystem::path(source).stem().string();
  for (char &c : stem)
    if (c == '/' || c == '\\' || c == ':')
      c = '_';
  while (!stem.empty() && stem.front() == '.')
    stem.erase(stem.begin());
  if (stem.empty())
    stem = "source";
  std::filesystem::path base =
      std::filesystem::path(outputDir) / (stem + "-" + hashText(source));
  OutputPaths paths;
  paths.footer = base.string() + ".footer.hpp";
  paths.hostTu = base.string() + ".host.cpp";
  paths.depfile = base.string() + ".d";
  paths.stamp = base.string() + ".stamp";
  return paths;
}

} // namespace syclfg::driver
