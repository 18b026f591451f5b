// Stable content hashes (xxh3, 16 hex digits): what stamps and the preamble
// cache compare to decide whether something is still current.
#pragma once

#include <string>
#include <string_view>

namespace syclfg::util {

std::string hashText(std::string_view text);

// "" when the file cannot be read.
std::string hashFile(const std::string &path);

} // namespace syclfg::util
