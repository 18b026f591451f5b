// Clang 19 warns "unknown attribute 'reqd_sub_group_size' ignored" for
// [[sycl::reqd_sub_group_size(N)]] and [[intel::...]], and the same for
// reqd_work_group_size, work_group_size_hint (sycl:: and cl::) and
// sycl::device_has, which the tool reads itself from the kernel's tokens
// (frontend/kernel_attrs.hpp): users should not see that warning from the
// tool's parse. Only that warning, for those spellings written in the source
// or in a macro's argument (not in a macro's definition, which the reader
// does not see either); every other
// unknown attribute still warns, and a warning made an error (-Werror) is still
// reported.
#pragma once

#include <clang/Basic/Diagnostic.h>

namespace syclfg::parse {

// Whether `info` at `level` is the unknown-attribute warning of a
// kernel attribute the tool reads.
bool isReadAttributeWarning(clang::DiagnosticsEngine::Level level,
                            const clang::Diagnostic &info);

// Passes every diagnostic but those on to `target` (which it counts, for
// "N warnings generated."), and the source files' begin and end.
class ReadAttributeFilter : public clang::DiagnosticConsumer {
public:
  explicit ReadAttributeFilter(clang::DiagnosticConsumer &target)
      : target_(target) {}
  void BeginSourceFile(const clang::LangOptions &langOpts,
                       const clang::Preprocessor *pp) override {
    target_.BeginSourceFile(langOpts, pp);
  }
  void EndSourceFile() override { target_.EndSourceFile(); }
  void finish() override { target_.finish(); }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level level,
                        const clang::Diagnostic &info) override;

private:
  clang::DiagnosticConsumer &target_;
};

} // namespace syclfg::parse
