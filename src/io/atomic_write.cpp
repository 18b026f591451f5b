#include "io/atomic_write.hpp"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace syclfg::io {
namespace fs = std::filesystem;
namespace {

bool sameContent(const std::string &path, const std::string &content) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return false;
  std::ostringstream existing;
  existing << in.rdbuf();
  return existing.str() == content;
}

// The temporary's name does not contain the destination's: a destination
// whose name is near the file-name length limit must still be writable.
// The process id and a counter keep concurrent writers (threads, or two
// processes writing the same outputs) apart; rename() makes the last
// complete file win.
std::string temporaryFor(const std::string &path) {
  static std::atomic<unsigned> counter{0};
  fs::path p(path);
  return (p.parent_path() / (".syclfg-" + std::to_string(::getpid()) + "-" +
                             std::to_string(counter++) + ".tmp"))
      .string();
}

} // namespace

std::optional<std::string> writeAll(const std::vector<OutputFile> &files) {
  std::vector<std::pair<std::string, std::string>> pending; // temp -> dest
  auto cleanup = [&] {
    for (const auto &[temp, dest] : pending) {
      std::error_code ignored;
      fs::remove(temp, ignored);
    }
  };
  // Check every destination before writing anything: a rename onto a
  // directory fails only after earlier outputs were already replaced.
  for (const OutputFile &file : files) {
    std::error_code error;
    fs::file_status status = fs::status(file.path, error);
    if (fs::exists(status) && !fs::is_regular_file(status))
      return "cannot write '" + file.path + "': it exists and is " +
             (fs::is_directory(status) ? "a directory" : "not a regular file") +
             "; give the path of a file";
  }
  for (const OutputFile &file : files) {
    if (sameContent(file.path, file.content))
      continue;
    fs::path parent = fs::path(file.path).parent_path();
    if (!parent.empty() && !fs::is_directory(parent)) {
      cleanup();
      return "cannot write '" + file.path + "': directory '" + parent.string() +
             "' does not exist";
    }
    std::string temp = temporaryFor(file.path);
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    if (out)
      pending.emplace_back(temp, file.path);
    out << file.content;
    out.close();
    if (!out) {
      std::string reason = std::strerror(errno);
      cleanup();
      return "cannot write '" + file.path + "': " + reason;
    }
  }
  for (const auto &[temp, dest] : pending) {
    std::error_code error;
    fs::rename(temp, dest, error);
    if (error) {
      std::string message = "cannot replace '" + dest + "': " + error.message();
      cleanup();
      return message;
    }
  }
  return std::nullopt;
}

} // namespace syclfg::io
