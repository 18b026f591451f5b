// Writes a set of output files all-or-nothing: every file goes to a
// temporary next to its destination, and only when all temporaries are
// complete are they renamed into place. A file whose content is unchanged is
// not touched (its timestamp stays, so builds do not recompile).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace syclfg::io {

struct OutputFile {
  std::string path;
  std::string content;
};

// nullopt on success, else a message naming the file and the reason; on
// failure no destination is created or modified.
std::optional<std::string> writeAll(const std::vector<OutputFile> &files);

// Whether two paths name the same file: equal once made absolute and
// symlinks and ".." resolved (also for files not created yet), or the same
// existing file through a hard link.
bool sameFile(const std::string &a, const std::string &b);

} // namespace syclfg::io
