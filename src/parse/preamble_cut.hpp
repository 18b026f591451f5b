// Where a translation unit's shared preamble ends. TUs that begin with the
// same #include <...> lines (and #define/#undef lines among them) under the
// same flags can share one precompiled header of those lines; the parse
// then skips the TU's first `bytes` bytes and loads the PCH instead.
// No Clang here: plain text scanning, unit-tested.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace syclfg::parse {

struct PreambleCut {
  // The directives, one per line: the text the shared PCH is built from.
  std::string header;
  // How many leading bytes of the TU those directives (with the comments
  // and blank lines among them) take; ends at the start of a line. 0: the
  // TU has no preamble to share.
  std::size_t bytes = 0;
};

// Scans the leading lines of `source`: blank lines, comments,
// `#include <...>`, and single-line `#define`/`#undef`. It stops at anything
// else (a quoted include resolves against the TU's directory, a conditional
// may span the cut: both stay in the TU's own parse).
PreambleCut cutPreamble(std::string_view source);

} // namespace syclfg::parse
