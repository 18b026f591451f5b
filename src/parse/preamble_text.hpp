// Text helpers shared by the preamble's scanners (preamble_cut.cpp,
// preamble_split.cpp): both read leading lines of C++ source without
// Clang and must agree on blanks and block comments.
#pragma once

#include <string_view>

namespace syclfg::parse {

// `text` without leading and trailing spaces, tabs and carriage returns.
inline std::string_view trimBlanks(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t\r");
  if (first == std::string_view::npos)
    return {};
  return text.substr(first, text.find_last_not_of(" \t\r") - first + 1);
}

// The end of the line holding the "*/" of a block comment starting at `pos`
// (npos: unterminated, or code follows it on that line, or no newline
// after it).
inline std::size_t blockCommentEnd(std::string_view source, std::size_t pos) {
  const std::size_t close = source.find("*/", pos + 2);
  if (close == std::string_view::npos)
    return close;
  const std::size_t lineEnd = source.find('\n', close);
  if (lineEnd == std::string_view::npos ||
      !trimBlanks(source.substr(close + 2, lineEnd - close - 2)).empty())
    return std::string_view::npos;
  return lineEnd;
}

} // namespace syclfg::parse
