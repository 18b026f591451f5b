// The one shape of every problem sycl-footergen reports: found by the
// collector, the planner, the driver or the CLI, printed by one function in
// Clang's "file:line:col: error: message" format. No Clang types here.
#pragma once

#include <string>
#include <vector>

namespace syclfg::diag {

enum class Severity { Error, Warning, Note };

// Where a diagnostic or an object comes from. An empty file means "no
// source location" (a command-line or environment problem): the printer then
// starts the line with the tool's name instead.
struct Location {
  std::string file;
  unsigned line = 0;
  unsigned column = 0;
};

struct Diagnostic {
  Severity severity = Severity::Error;
  Location location;
  std::string message;
  std::string note; // what to do about it; printed as a "note:" line
};

// "file:line:col: error: message\nfile:line:col: note: note\n" (the note
// line only when there is one); "sycl-footergen: error: ..." without a file.
std::string format(const Diagnostic &diagnostic);

// True when any of them is an error (warnings and notes never fail a run).
bool hasErrors(const std::vector<Diagnostic> &diagnostics);

} // namespace syclfg::diag
