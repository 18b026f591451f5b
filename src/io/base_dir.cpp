#include "io/base_dir.hpp"

#include "io/paths.hpp"

#include <filesystem>

namespace syclfg::io {
namespace fs = std::filesystem;

BaseDir::BaseDir(const std::string &dir) : dir_(absolute(dir)) {
  while (dir_.size() > 1 && dir_.back() == '/')
    dir_.pop_back();
}

bool BaseDir::contains(const std::string &path) const {
  if (!enabled() || path.compare(0, dir_.size(), dir_) != 0)
    return false;
  // "/a/bc" is not under "/a/b"; everything is under "/".
  return path.size() == dir_.size() || path[dir_.size()] == '/' || dir_ == "/";
}

std::string BaseDir::relativeFrom(const std::string &path,
                                  const std::string &from) const {
  if (!contains(path) || !contains(from))
    return path;
  const std::string relative =
      fs::path(path).lexically_relative(fs::path(from)).generic_string();
  return relative.empty() ? path : relative;
}

std::string BaseDir::name(const std::string &path) const {
  return relativeFrom(path, dir_);
}

std::string BaseDir::strip(const std::string &text) const {
  if (!enabled())
    return text;
  const std::string cut = dir_ == "/" ? dir_ : dir_ + '/';
  std::string out;
  std::size_t at = 0;
  for (std::size_t hit; (hit = text.find(cut, at)) != std::string::npos;
       at = hit + cut.size())
    out.append(text, at, hit - at);
  return out.append(text, at, std::string::npos);
}

std::vector<std::string> BaseDir::strip(std::vector<std::string> texts) const {
  for (std::string &text : texts)
    text = strip(text);
  return texts;
}

} // namespace syclfg::io
