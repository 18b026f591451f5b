// Function templates marked [[clang::sycl_kernel]] launch kernels (that is
// how DPC++'s headers do it in a device compile, and how any launcher can).
// The tool parses as a host compile, where Clang ignores the attribute and
// keeps no trace of it, so the mark is read from the declaration's tokens.
#pragma once

#include <clang/AST/Decl.h>
#include <clang/Lex/Preprocessor.h>

#include <map>

namespace syclfg::frontend {

class KernelLaunchers {
public:
  explicit KernelLaunchers(clang::Preprocessor &pp) : pp_(pp) {}

  // True when `fn` is a specialization of a function template whose
  // declaration is marked [[clang::sycl_kernel]] (also
  // __attribute__((sycl_kernel)), or through a macro that expands to it).
  bool isLauncher(const clang::FunctionDecl *fn);

private:
  bool marked(const clang::FunctionTemplateDecl *tmpl) const;
  bool markedTokens(clang::SourceLocation begin,
                    clang::SourceLocation end) const;
  bool macroExpandsToMark(llvm::StringRef name, clang::SourceLocation at) const;

  clang::Preprocessor &pp_;
  std::map<const clang::FunctionTemplateDecl *, bool> known_;
};

} // namespace syclfg::frontend
