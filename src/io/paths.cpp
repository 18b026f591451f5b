#include "io/paths.hpp"

#include <filesystem>
#include <optional>

namespace syclfg::io {
namespace fs = std::filesystem;

std::string absolute(const std::string &path) {
  std::error_code error;
  fs::path abs = fs::absolute(path, error);
  return (error ? fs::path(path) : abs).lexically_normal().string();
}

std::string onDisk(const std::string &path, const std::string &directory) {
  fs::path p(path);
  if (p.is_relative())
    p = fs::path(directory) / p;
  std::error_code error;
  fs::path real = fs::weakly_canonical(p, error);
  return (error ? p.lexically_normal() : real).string();
}

bool sameFile(const std::string &a, const std::string &b) {
  auto resolved = [](const std::string &path) -> std::optional<fs::path> {
    std::error_code error;
    fs::path absolute = fs::absolute(path, error);
    if (error)
      return std::nullopt;
    fs::path canonical = fs::weakly_canonical(absolute, error);
    if (error)
      return std::nullopt;
    return canonical;
  };
  std::optional<fs::path> resolvedA = resolved(a), resolvedB = resolved(b);
  if (resolvedA && resolvedB && *resolvedA == *resolvedB)
    return true;
  std::error_code error;
  return fs::equivalent(a, b, error) && !error;
}

bool includablePath(const std::string &path) {
  // #include "..." has no escapes: '"' and a newline end it, and a backslash
  // is kept as is by g++/clang++ (an escaped one would be doubled). On
  // Windows '\\' is a separator, which the include does resolve.
#ifdef _WIN32
  return path.find_first_of("\"\n") == std::string::npos;
#else
  return path.find_first_of("\"\n\\") == std::string::npos;
#endif
}

} // namespace syclfg::io
