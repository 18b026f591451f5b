#include "parse/read_attribute_filter.hpp"

#include <clang/Basic/DiagnosticSema.h>
#include <clang/Basic/SourceManager.h>

#include <cctype>

namespace syclfg::parse {
namespace {

// Skips blanks from `at` (within `end`).
const char *skipBlanks(const char *at, const char *end) {
  while (at != end && std::isspace(static_cast<unsigned char>(*at)))
    ++at;
  return at;
}

// Whether [at, end) starts with `word` (a whole identifier when `whole`).
bool startsWith(const char *&at, const char *end, llvm::StringRef word,
                bool whole) {
  if (static_cast<std::size_t>(end - at) < word.size() ||
      llvm::StringRef(at, word.size()) != word)
    return false;
  const char *after = at + word.size();
  if (whole && after != end &&
      (std::isalnum(static_cast<unsigned char>(*after)) || *after == '_'))
    return false;
  at = after;
  return true;
}

// "sycl::reqd_sub_group_size" or "intel::..." (blanks allowed around ::)
// at `at`, where Clang puts a scoped attribute's location.
bool readSpellingAt(const char *at, const char *end) {
  if (!startsWith(at, end, "sycl", true) && !startsWith(at, end, "intel", true))
    return false;
  at = skipBlanks(at, end);
  if (!startsWith(at, end, "::", false))
    return false;
  at = skipBlanks(at, end);
  return startsWith(at, end, "reqd_sub_group_size", true);
}

} // namespace

bool isReadAttributeWarning(clang::DiagnosticsEngine::Level level,
                            const clang::Diagnostic &info) {
  if (level != clang::DiagnosticsEngine::Warning ||
      info.getID() != clang::diag::warn_unknown_attribute_ignored ||
      !info.hasSourceManager() || info.getLocation().isInvalid())
    return false;
  const clang::SourceManager &sm = info.getSourceManager();
  const clang::SourceLocation loc = info.getLocation();
  if (loc.isMacroID())
    return false;
  bool invalid = false;
  llvm::StringRef buffer = sm.getBufferData(sm.getFileID(loc), &invalid);
  if (invalid)
    return false;
  return readSpellingAt(buffer.data() + sm.getFileOffset(loc), buffer.end());
}

void ReadAttributeFilter::HandleDiagnostic(
    clang::DiagnosticsEngine::Level level, const clang::Diagnostic &info) {
  if (isReadAttributeWarning(level, info))
    return;
  DiagnosticConsumer::HandleDiagnostic(level, info);
  target_.HandleDiagnostic(level, info);
}

} // namespace syclfg::parse
