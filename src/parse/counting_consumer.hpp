// A diagnostic consumer that only counts: a preamble build or a parse on a
// preamble that reports anything at all is not used (the whole parse then
// prints its own diagnostics). The warnings the tool's parse does not show
// (read_attribute_filter.hpp) do not count.
#pragma once

#include "parse/read_attribute_filter.hpp"

#include <clang/Basic/Diagnostic.h>

namespace syclfg::parse {

class CountingConsumer : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override {
    if (isReadAttributeWarning(level, info))
      return;
    DiagnosticConsumer::HandleDiagnostic(level, info);
    if (level != clang::DiagnosticsEngine::Ignored)
      ++count_;
  }
  unsigned count() const { return count_; }

private:
  unsigned count_ = 0;
};

} // namespace syclfg::parse
