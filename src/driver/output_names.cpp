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
  const std::string base =
      (std::filesystem::path(outputDir) / (stem + "-" + hashText(source)))
          .string();
  OutputPaths paths;
  for (const OutputRow &r : kOutputs)
    if (r.batchSuffix != nullptr)
      paths[r.id] = base + r.batchSuffix;
  return paths;
}

} // namespace syclfg::driver
