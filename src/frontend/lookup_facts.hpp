// Name-lookup facts about one step of a path to an object: does qualified
// lookup find it, does unqualified lookup from its namespace find it. The
// planner combines these facts into a spelling; it never needs Clang.
#pragma once

#include <clang/AST/Decl.h>
#include <clang/Sema/Sema.h>

#include <map>
#include <vector>

namespace syclfg::frontend {

enum class LookupFor { Scope, Variable };

// Qualified lookup of `decl`'s name in the nearest enclosing scope that can
// be named (unnamed namespaces are skipped, as "::a::b" skips them) finds
// exactly `decl` (for a template specialization: its template).
bool qualifiedLookupFinds(clang::Sema &sema, const clang::NamedDecl *decl,
                          LookupFor what);

// The name "class-key ::a::b::X" (`elaborated`) or "::a::b::X" reaches the
// class or enumeration `tag` (unnamed namespaces skipped): the last name by
// tag lookup (an elaborated name ignores variables and functions, a plain
// one is hidden by them), each enclosing scope as qualifiedLookupFinds.
bool qualifiedTagLookupFinds(clang::Sema &sema, const clang::TagDecl *tag,
                             bool elaborated);

// "::a::b::T" reaches the typedef or alias `decl` (unnamed namespaces
// skipped): ordinary lookup of its name, each enclosing scope as
// qualifiedLookupFinds.
bool qualifiedNameFinds(clang::Sema &sema, const clang::TypedefNameDecl *decl);

// The namespaces whose members unqualified lookup sees at the level of a
// namespace (itself, its inline namespaces, the namespaces its
// using-directives nominate), found once per namespace: finding them walks
// all of the namespace's members, so finding them again for each of
// thousands of variables in one namespace would take quadratic time.
class VisibleNamespaces {
public:
  const std::vector<const clang::DeclContext *> &
  at(const clang::DeclContext *level);

private:
  std::map<const clang::DeclContext *, std::vector<const clang::DeclContext *>>
      known_;
};

// Unqualified lookup of `decl`'s name from inside its enclosing namespace, at
// the end of the translation unit, stops at that namespace's level and finds
// exactly `decl`. False when the parent is not a namespace.
bool unqualifiedLookupFinds(const clang::NamedDecl *decl, LookupFor what,
                            VisibleNamespaces &visible);

} // namespace syclfg::frontend
