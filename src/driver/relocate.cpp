#include "driver/relocate.hpp"

#include "io/paths.hpp"

#include <filesystem>

namespace syclfg::driver {
namespace fs = std::filesystem;

void relocateLocations(model::TranslationUnit &tu, const io::BaseDir &base) {
  for (model::Object &object : tu.objects)
    object.location.file = base.name(object.location.file);
  for (model::Kernel &kernel : tu.kernels) {
    kernel.location.file = base.name(kernel.location.file);
    // Clang names a lambda or unnamed class "(lambda at <file>:L:C)".
    kernel.displayName = base.strip(kernel.displayName);
  }
}

std::string includeSpelling(const std::string &path, const std::string &hostTu,
                            const io::BaseDir &base) {
  const std::string hostDir =
      fs::path(io::absolute(hostTu)).parent_path().generic_string();
  return base.relativeFrom(io::absolute(path), hostDir);
}

std::vector<std::string> depfileSpelling(std::vector<std::string> paths,
                                         const io::BaseDir &base) {
  if (!base.enabled())
    return paths;
  std::error_code error;
  const std::string cwd = fs::current_path(error).generic_string();
  for (std::string &path : paths)
    path = base.relativeFrom(io::absolute(path), cwd);
  return paths;
}

} // namespace syclfg::driver
