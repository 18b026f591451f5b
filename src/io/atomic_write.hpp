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

} // namespace syclfg::io
