// Classes whose qualified name does not reach them from the global
// namespace (a namesake hides them: `struct Secret;` next to the `Secret` of
// an unnamed namespace) are named through an alias the footer declares in
// the class's own namespace, where unqualified lookup still finds it.
#pragma once

#include "frontend/lookup_facts.hpp"
#include "model/model.hpp"

#include <clang/AST/Decl.h>
#include <clang/Sema/Sema.h>

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace syclfg::frontend {

class ClassAliases {
public:
  // Alias names avoid every "__syclfg*" identifier of the TU.
  ClassAliases(clang::Sema &sema, const clang::ASTContext &ctx);

  // How to write the class `tag` from the global namespace: "" when
  // `written` ("struct ::a::X<int>" with `elaborated`, else "::a::X<int>")
  // reaches it; else "::a::__syclfg_type_N", an alias declared in the
  // class's namespace as `using __syclfg_type_N = <aliased>;` (`aliased`
  // "struct X<int>", arguments written from "::"). Throws UnspellableError
  // when neither reaches it.
  std::string reference(const clang::TagDecl *tag, bool elaborated,
                        const std::string &aliased);

  // The aliases to declare, in the order they were first needed (an
  // alias's arguments only name earlier aliases).
  std::vector<model::TypeAlias> take() { return std::move(aliases_); }

private:
  std::string declare(const clang::TagDecl *tag, const std::string &aliased);

  clang::Sema &sema_;
  VisibleNamespaces visible_;
  // Whether a class's qualified name reaches it (elaborated or not), asked
  // once per class: each answer takes a lookup per enclosing scope.
  std::map<std::pair<const clang::TagDecl *, bool>, bool> reachable_;
  std::set<std::string> taken_;
  std::map<const clang::TagDecl *, std::string> references_;
  std::vector<model::TypeAlias> aliases_;
  unsigned counter_ = 0;
};

} // namespace syclfg::frontend
