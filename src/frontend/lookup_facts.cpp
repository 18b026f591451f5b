#include "frontend/lookup_facts.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/Sema/Lookup.h>

#include <set>
#include <vector>

namespace syclfg::frontend {
namespace {

using namespace clang;

// The entity a lookup result stands for, comparable across redeclarations.
const Decl *entityOf(const NamedDecl *found) {
  found = found->getUnderlyingDecl(); // using-declarations, aliases
  if (const auto *alias = dyn_cast<NamespaceAliasDecl>(found))
    found = alias->getNamespace();
  return found->getCanonicalDecl();
}

// The entity a lookup must find to reach `decl`: a specialization is reached
// through its template's name.
const Decl *intendedEntity(const NamedDecl *decl) {
  if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(decl))
    return spec->getSpecializedTemplate()->getCanonicalDecl();
  if (const auto *spec = dyn_cast<VarTemplateSpecializationDecl>(decl))
    return spec->getSpecializedTemplate()->getCanonicalDecl();
  return decl->getCanonicalDecl();
}

bool isScopeName(const NamedDecl *decl) {
  decl = decl->getUnderlyingDecl();
  return isa<NamespaceDecl, NamespaceAliasDecl, TypeDecl, ClassTemplateDecl,
             TypeAliasTemplateDecl>(decl);
}

// Names of a set of lookup results, with class names hidden by a variable,
// function or enumerator of the same name ([basic.scope.hiding]).
bool findsExactly(const std::vector<const NamedDecl *> &found,
                  const Decl *intended, LookupFor what) {
  std::set<const Decl *> entities;
  bool anyNonTag = false;
  for (const NamedDecl *d : found)
    if (what == LookupFor::Variable && !isa<TagDecl>(d->getUnderlyingDecl()))
      anyNonTag = true;
  for (const NamedDecl *d : found) {
    if (what == LookupFor::Scope && !isScopeName(d))
      continue; // before "::" only namespaces and types are considered
    if (anyNonTag && isa<TagDecl>(d->getUnderlyingDecl()))
      continue;
    entities.insert(entityOf(d));
  }
  return entities.size() == 1 && *entities.begin() == intended;
}

const DeclContext *nameableParent(const NamedDecl *decl) {
  const DeclContext *dc = decl->getDeclContext()->getRedeclContext();
  while (const auto *ns = dyn_cast<NamespaceDecl>(dc)) {
    if (!ns->isAnonymousNamespace())
      break;
    dc = dc->getParent()->getRedeclContext();
  }
  return dc;
}

// The namespaces whose members unqualified lookup sees at the level of
// `level`: itself, its inline namespaces, and namespaces nested in it that a
// using-directive (implicit for unnamed namespaces) nominates, transitively.
void visibleAtLevel(const DeclContext *ns, const DeclContext *level,
                    std::set<const DeclContext *> &seen) {
  ns = ns->getPrimaryContext();
  if (!seen.insert(ns).second)
    return;
  if (const auto *nsDecl = dyn_cast<NamespaceDecl>(ns)) {
    for (const NamespaceDecl *redecl : nsDecl->redecls())
      for (const Decl *member : redecl->decls())
        if (const auto *child = dyn_cast<NamespaceDecl>(member);
            child && child->isInline())
          visibleAtLevel(child, level, seen);
  } else {
    for (const Decl *member : ns->decls())
      if (const auto *child = dyn_cast<NamespaceDecl>(member);
          child && child->isInline())
        visibleAtLevel(child, level, seen);
  }
  for (const UsingDirectiveDecl *directive : ns->using_directives()) {
    const NamespaceDecl *nominated = directive->getNominatedNamespace();
    if (nominated != nullptr && level->Encloses(nominated))
      visibleAtLevel(nominated, level, seen);
  }
}

} // namespace

bool qualifiedLookupFinds(Sema &sema, const NamedDecl *decl, LookupFor what) {
  const DeclContext *scope = nameableParent(decl);
  LookupResult result(sema, decl->getDeclName(), decl->getLocation(),
                      what == LookupFor::Scope
                          ? Sema::LookupNestedNameSpecifierName
                          : Sema::LookupOrdinaryName);
  result.suppressDiagnostics();
  if (!sema.LookupQualifiedName(result, const_cast<DeclContext *>(scope)))
    return false;
  if (result.isAmbiguous())
    return false;
  std::vector<const NamedDecl *> found(result.begin(), result.end());
  if (!findsExactly(found, intendedEntity(decl), what))
    return false;
  // Reached through an unnamed namespace: g++ 12 does not skip a
  // non-namespace of the same name in the scope it starts from (Clang does),
  // so any such name makes the qualified spelling unusable; a shim is used.
  if (what == LookupFor::Scope &&
      decl->getDeclContext()->getRedeclContext() != scope) {
    LookupResult ordinary(sema, decl->getDeclName(), decl->getLocation(),
                          Sema::LookupOrdinaryName);
    ordinary.suppressDiagnostics();
    sema.LookupQualifiedName(ordinary, const_cast<DeclContext *>(scope));
    for (const NamedDecl *d : ordinary)
      if (entityOf(d) != intendedEntity(decl))
        return false;
  }
  return true;
}

namespace {

// Each named scope enclosing `decl` is reached by its qualified name.
bool enclosingScopesFound(Sema &sema, const NamedDecl *decl) {
  for (const DeclContext *dc = decl->getDeclContext(); !dc->isTranslationUnit();
       dc = dc->getParent()) {
    const auto *named = dyn_cast<NamedDecl>(dc);
    if (named == nullptr || named->getDeclName().isEmpty())
      continue; // unnamed namespaces, linkage specifications
    if (!qualifiedLookupFinds(sema, named, LookupFor::Scope))
      return false;
  }
  return true;
}

// Qualified lookup of `decl`'s name (of kind `kind`) in its nameable parent
// finds exactly `decl`, judged as findsExactly does for `what`.
bool lastStepFinds(Sema &sema, const NamedDecl *decl, Sema::LookupNameKind kind,
                   LookupFor what) {
  LookupResult result(sema, decl->getDeclName(), decl->getLocation(), kind);
  result.suppressDiagnostics();
  if (!sema.LookupQualifiedName(
          result, const_cast<DeclContext *>(nameableParent(decl))) ||
      result.isAmbiguous())
    return false;
  std::vector<const NamedDecl *> found(result.begin(), result.end());
  return findsExactly(found, intendedEntity(decl), what);
}

} // namespace

bool qualifiedTagLookupFinds(Sema &sema, const TagDecl *tag, bool elaborated) {
  return lastStepFinds(sema, tag,
                       elaborated ? Sema::LookupTagName
                                  : Sema::LookupOrdinaryName,
                       elaborated ? LookupFor::Scope : LookupFor::Variable) &&
         enclosingScopesFound(sema, tag);
}

bool qualifiedNameFinds(Sema &sema, const TypedefNameDecl *decl) {
  return lastStepFinds(sema, decl, Sema::LookupOrdinaryName,
                       LookupFor::Variable) &&
         enclosingScopesFound(sema, decl);
}

const std::vector<const DeclContext *> &
VisibleNamespaces::at(const DeclContext *level) {
  // Encloses() and the walk compare primary contexts: any redeclaration of
  // a namespace gives the same set.
  level = level->getPrimaryContext();
  auto known = known_.find(level);
  if (known != known_.end())
    return known->second;
  std::set<const DeclContext *> namespaces;
  visibleAtLevel(level, level, namespaces);
  return known_
      .emplace(level, std::vector<const DeclContext *>(namespaces.begin(),
                                                       namespaces.end()))
      .first->second;
}

bool unqualifiedLookupFinds(const NamedDecl *decl, LookupFor what,
                            VisibleNamespaces &visible) {
  const DeclContext *parent = decl->getDeclContext()->getRedeclContext();
  if (!parent->isFileContext())
    return false;
  std::vector<const NamedDecl *> found;
  for (const DeclContext *ns : visible.at(parent))
    for (const NamedDecl *d : ns->lookup(decl->getDeclName()))
      found.push_back(d);
  return findsExactly(found, intendedEntity(decl), what);
}

} // namespace syclfg::frontend
