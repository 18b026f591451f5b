// Small text helpers shared by the renderers.
#pragma once

#include "render/templates.hpp"

#include <fmt/format.h>

#include <string>
#include <string_view>
#include <utility>

namespace syclfg::render {

// A comment must stay on one line whatever the path or name contains.
inline std::string oneLine(std::string text) {
  for (char &c : text)
    if (c == '\n' || c == '\r')
      c = ' ';
  return text;
}

// `text` as the contents of a C++ string literal.
inline std::string escapeForLiteral(const std::string &text) {
  std::string out;
  for (char c : text) {
    if (c == '\\' || c == '"')
      out += '\\';
    out += c;
  }
  return out;
}

// The footer template `name` with its named arguments filled in.
template <class... Args>
std::string renderTemplate(std::string_view name, Args &&...args) {
  return fmt::format(fmt::runtime(templateText(name)),
                     std::forward<Args>(args)...);
}

} // namespace syclfg::render
