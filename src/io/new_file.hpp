// Creating a file that must not exist yet, with all of its content.
#pragma once

#include <cstdint>
#include <string>

namespace syclfg::io {

// The identity of a file on its file system.
struct FileId {
  std::uint64_t device = 0, inode = 0;
};

// Creates `path` (O_EXCL) holding `content`; "" or the reason it failed
// (then `path` does not exist). `id`, if given, receives the file's identity.
std::string writeNewFile(const std::string &path, const std::string &content,
                         FileId *id = nullptr);

} // namespace syclfg::io
