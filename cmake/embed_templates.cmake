# Generates a C++ source that embeds every footer template as a string, so
# the tool needs no data files at run time.
#   cmake -DTEMPLATE_DIR=... -DOUTPUT=... -P embed_templates.cmake
file(GLOB templates RELATIVE "${TEMPLATE_DIR}" "${TEMPLATE_DIR}/*.tmpl")
list(SORT templates)
set(body "")
foreach(t IN LISTS templates)
  file(READ "${TEMPLATE_DIR}/${t}" text)
  string(REGEX REPLACE "\\.tmpl$" "" name "${t}")
  string(APPEND body "    {\"${name}\", R\"__syclfg__(${text})__syclfg__\"},\n")
endforeach()
set(content "// Generated from footer-templates/ by cmake/embed_templates.cmake.
#include \"render/templates.hpp\"

#include <map>
#include <stdexcept>
#include <string>

namespace syclfg::render {
std::string_view templateText(std::string_view name) {
  static const std::map<std::string, std::string_view, std::less<>> all = {
${body}  };
  auto it = all.find(name);
  if (it == all.end())
    throw std::logic_error(\"no footer template named \" + std::string(name));
  return it->second;
}
} // namespace syclfg::render
")
# Rewrite only on change, so an unchanged template does not rebuild the tool.
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
  if(old STREQUAL content)
    return()
  endif()
endif()
file(WRITE "${OUTPUT}" "${content}")
