// The text shapes of generated code, embedded from footer-templates/.
#pragma once

#include <string_view>

namespace syclfg::render {
// The template `name` (file name without ".tmpl"); throws std::logic_error
// for an unknown name (a bug, not a user error).
std::string_view templateText(std::string_view name);
} // namespace syclfg::render
