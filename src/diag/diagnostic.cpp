#include "diag/diagnostic.hpp"

#include <algorithm>

namespace syclfg::diag {
namespace {

const char *label(Severity severity) {
  switch (severity) {
  case Severity::Error:
    return "error";
  case Severity::Warning:
    return "warning";
  case Severity::Note:
    return "note";
  }
  return "error";
}

std::string where(const Location &location) {
  if (location.file.empty())
    return "sycl-footergen";
  std::string text = location.file;
  if (location.line != 0) {
    text += ':' + std::to_string(location.line);
    if (location.column != 0)
      text += ':' + std::to_string(location.column);
  }
  return text;
}

} // namespace

std::string format(const Diagnostic &diagnostic) {
  const std::string at = where(diagnostic.location);
  std::string text =
      at + ": " + label(diagnostic.severity) + ": " + diagnostic.message + '\n';
  if (!diagnostic.note.empty())
    text += at + ": note: " + diagnostic.note + '\n';
  return text;
}

bool hasErrors(const std::vector<Diagnostic> &diagnostics) {
  return std::any_of(
      diagnostics.begin(), diagnostics.end(),
      [](const Diagnostic &d) { return d.severity == Severity::Error; });
}

} // namespace syclfg::diag
