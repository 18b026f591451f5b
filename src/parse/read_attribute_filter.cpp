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

// The kernel attributes the tool reads (frontend/kernel_attrs.hpp), by
// scope and name.
struct ReadSpelling {
  const char *scope;
  const char *name;
};
constexpr ReadSpelling kRead[] = {{"sycl", "reqd_sub_group_size"},
                                  {"intel", "reqd_sub_group_size"},
                                  {"sycl", "reqd_work_group_size"},
                                  {"cl", "reqd_work_group_size"},
                                  {"sycl", "work_group_size_hint"},
                                  {"cl", "work_group_size_hint"},
                                  {"sycl", "device_has"}};

// One of kRead's "scope::name" (blanks allowed around ::) at `at`, where
// Clang puts a scoped attribute's location.
bool readSpellingAt(const char *at, const char *end) {
  for (const ReadSpelling &read : kRead) {
    const char *p = at;
    if (!startsWith(p, end, read.scope, true))
      continue;
    p = skipBlanks(p, end);
    if (!startsWith(p, end, "::", false))
      continue;
    p = skipBlanks(p, end);
    if (startsWith(p, end, read.name, true))
      return true;
  }
  return false;
}

} // namespace

bool isReadAttributeWarning(clang::DiagnosticsEngine::Level level,
                            const clang::Diagnostic &info) {
  if (level != clang::DiagnosticsEngine::Warning ||
      info.getID() != clang::diag::warn_unknown_attribute_ignored ||
      !info.hasSourceManager() || info.getLocation().isInvalid())
    return false;
  const clang::SourceManager &sm = info.getSourceManager();
  // Written in a macro's argument (a test macro around a launch), where
  // the reader finds it too: the text there; through a macro's definition,
  // where it does not: the macro's name, which is no attribute.
  const clang::SourceLocation loc = sm.getFileLoc(info.getLocation());
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
