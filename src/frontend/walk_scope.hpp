// Which of a precompiled preamble's declarations a parse on it must walk:
// the collection walks the whole TU in a whole parse's order, but skips
// every subtree of the preamble that the TU left as the preamble's build
// saw it (that build's walk found nothing there). What the TU changed is
// `roots` (see new_decls.hpp); their ancestors are the path the whole walk
// takes to reach them, so the walk finds the same things in the same order
// as the whole walk while deserializing only that path.
#pragma once

#include <clang/AST/DeclBase.h>

#include <set>
#include <vector>

namespace syclfg::frontend {

class WalkScope {
public:
  explicit WalkScope(const std::vector<const clang::Decl *> &roots);

  // Whether the walk enters `decl` when it is not already inside a
  // subtree it walks whole.
  bool enters(const clang::Decl *decl) const;
  // Whether the walk takes all of `decl`'s subtree: a root, or a
  // declaration of the TU itself (never one from the PCH).
  bool walksWhole(const clang::Decl *decl) const;

private:
  void addPath(const clang::Decl *decl);

  std::set<const clang::Decl *> roots_;
  std::set<const clang::Decl *> onPath_;
};

} // namespace syclfg::frontend
