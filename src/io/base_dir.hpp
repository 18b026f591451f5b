// --base-dir DIR (the idea of ccache's base_dir): paths under DIR are
// written relative, so that two checkouts of a project at different paths
// give byte-identical outputs, which shared compiler caches and
// remote-execution builds can then reuse.
#pragma once

#include <string>
#include <vector>

namespace syclfg::io {

class BaseDir {
public:
  BaseDir() = default; // off: every path is written as it is
  // `dir` made absolute (against the current directory) and normalized.
  explicit BaseDir(const std::string &dir);

  bool enabled() const { return !dir_.empty(); }

  // Whether `path` (absolute, normalized) is the base directory or below it.
  bool contains(const std::string &path) const;

  // `path` relative to the directory `from` when both are under the base
  // directory (an #include next to the host TU, a depfile entry against
  // the current directory); else `path` unchanged.
  std::string relativeFrom(const std::string &path,
                           const std::string &from) const;

  // `path` relative to the base directory when under it: a name for
  // comments and hash keys; else `path` unchanged.
  std::string name(const std::string &path) const;

  // `text` with every "<base dir>/" cut: hash keys of flags such as
  // "-I<base dir>/include".
  std::string strip(const std::string &text) const;
  std::vector<std::string> strip(std::vector<std::string> texts) const;

private:
  std::string dir_; // absolute, normalized, no trailing '/'; "" when off
};

} // namespace syclfg::io
