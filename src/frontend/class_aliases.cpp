#include "frontend/class_aliases.hpp"

#include "frontend/lookup_facts.hpp"
#include "frontend/spelling.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

// The namespaces from the global one down to `dc`, outermost first; false
// when a named one among them is not reached by its qualified name (the
// alias in `dc` could not be named either).
bool namespacePath(Sema &sema, const DeclContext *dc,
                   std::vector<model::Step> &steps) {
  std::vector<const NamespaceDecl *> chain;
  for (; !dc->isTranslationUnit(); dc = dc->getParent()->getRedeclContext())
    chain.push_back(cast<NamespaceDecl>(dc));
  for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
    const NamespaceDecl *ns = *it;
    model::Step step;
    if (ns->isAnonymousNamespace()) {
      step.kind = model::ScopeKind::UnnamedNamespace;
    } else {
      if (!qualifiedLookupFinds(sema, ns, LookupFor::Scope))
        return false;
      step.kind = ns->isInline() ? model::ScopeKind::InlineNamespace
                                 : model::ScopeKind::Namespace;
      step.spelling = ns->getNameAsString();
    }
    steps.push_back(std::move(step));
  }
  return true;
}

// A typedef or alias declared at namespace scope (the user's) that names
// `tag`'s type and whose own qualified name reaches it: the last spelling
// when no alias of ours can be placed. Searched only in that case.
const TypedefNameDecl *userAliasOf(Sema &sema, const DeclContext *dc,
                                   QualType type) {
  for (const Decl *member : dc->decls()) {
    if (const auto *ns = dyn_cast<NamespaceDecl>(member)) {
      if (const TypedefNameDecl *found = userAliasOf(sema, ns, type))
        return found;
    } else if (const auto *linkage = dyn_cast<LinkageSpecDecl>(member)) {
      if (const TypedefNameDecl *found = userAliasOf(sema, linkage, type))
        return found;
    } else if (const auto *alias = dyn_cast<TypedefNameDecl>(member)) {
      QualType aliased = alias->getUnderlyingType();
      if (!aliased.hasQualifiers() && sema.Context.hasSameType(aliased, type) &&
          qualifiedNameFinds(sema, alias))
        return alias;
    }
  }
  return nullptr;
}

std::string qualifiedSpelling(const NamedDecl *decl) {
  std::string out;
  for (const DeclContext *dc = decl->getDeclContext(); !dc->isTranslationUnit();
       dc = dc->getParent())
    if (const auto *named = dyn_cast<NamedDecl>(dc);
        named != nullptr && !named->getDeclName().isEmpty())
      out.insert(0, "::" + named->getNameAsString());
  return out + "::" + decl->getNameAsString();
}

} // namespace

ClassAliases::ClassAliases(Sema &sema, const ASTContext &ctx) : sema_(sema) {
  for (const auto &[id, info] : ctx.Idents)
    if (llvm::StringRef(id).starts_with("__syclfg"))
      taken_.insert(id.str());
}

std::string ClassAliases::reference(const TagDecl *tag, bool elaborated,
                                    const std::string &aliased) {
  auto reachable = reachable_.find({tag, elaborated});
  if (reachable == reachable_.end())
    reachable = reachable_
                    .emplace(std::make_pair(tag, elaborated),
                             qualifiedTagLookupFinds(sema_, tag, elaborated))
                    .first;
  if (reachable->second)
    return {};
  auto known = references_.find(tag);
  if (known != references_.end())
    return known->second;
  std::string ref = declare(tag, aliased);
  references_.emplace(tag, ref);
  return ref;
}

// The alias lives in the class's own namespace, where unqualified lookup
// of the class's name stops at that namespace and finds the class itself
// (an elaborated name ignores variables and functions).
std::string ClassAliases::declare(const TagDecl *tag,
                                  const std::string &aliased) {
  const DeclContext *parent = tag->getDeclContext()->getRedeclContext();
  model::TypeAlias alias;
  if (!parent->isFileContext())
    throw UnspellableError{
        "a type involved, '" + tag->getQualifiedNameAsString() +
        "', is nested in a class whose name another declaration hides from "
        "the global namespace"};
  if (!namespacePath(sema_, parent, alias.scopes) ||
      !unqualifiedLookupFinds(tag, LookupFor::Scope, visible_)) {
    QualType type = sema_.Context.getTypeDeclType(tag);
    if (const TypedefNameDecl *user =
            userAliasOf(sema_, sema_.Context.getTranslationUnitDecl(), type))
      return qualifiedSpelling(user);
    throw UnspellableError{
        "a type involved, '" + tag->getQualifiedNameAsString() +
        "', has no name that reaches it from the global namespace (another "
        "declaration of that name hides it there and in its own scope, and "
        "no typedef or alias at namespace scope names it)"};
  }
  do
    alias.name = "__syclfg_type_" + std::to_string(counter_++);
  while (taken_.count(alias.name) != 0);
  alias.aliased = aliased;
  alias.what = tag->getQualifiedNameAsString();
  std::string ref;
  for (const model::Step &step : alias.scopes)
    if (step.kind != model::ScopeKind::UnnamedNamespace)
      ref += "::" + step.spelling;
  ref += "::" + alias.name;
  aliases_.push_back(std::move(alias));
  return ref;
}

} // namespace syclfg::frontend
