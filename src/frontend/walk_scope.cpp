#include "frontend/walk_scope.hpp"

#include <clang/AST/Decl.h>
#include <clang/AST/DeclTemplate.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

// The template through whose first declaration a whole walk reaches
// `decl` (its specializations are walked there), or the template `decl`
// is the pattern of; null for neither.
const Decl *templateOf(const Decl *decl) {
  if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(decl))
    return spec->getSpecializedTemplate();
  if (const auto *spec = dyn_cast<VarTemplateSpecializationDecl>(decl))
    return spec->getSpecializedTemplate();
  if (const auto *fn = dyn_cast<FunctionDecl>(decl)) {
    if (const FunctionTemplateDecl *primary = fn->getPrimaryTemplate())
      return primary;
    return fn->getDescribedFunctionTemplate();
  }
  if (const auto *record = dyn_cast<CXXRecordDecl>(decl))
    return record->getDescribedClassTemplate();
  if (const auto *var = dyn_cast<VarDecl>(decl))
    return var->getDescribedVarTemplate();
  return nullptr;
}

} // namespace

WalkScope::WalkScope(const std::vector<const Decl *> &roots) {
  for (const Decl *root : roots) {
    roots_.insert(root);
    addPath(root);
  }
}

// Over-approximates the path (every way the walk may reach `decl`): a
// declaration kept that the whole walk does not pass through only costs
// deserialization, never a different result.
void WalkScope::addPath(const Decl *decl) {
  std::vector<const Decl *> pending{decl};
  while (!pending.empty()) {
    const Decl *next = pending.back();
    pending.pop_back();
    if (next == nullptr || !onPath_.insert(next).second)
      continue;
    if (const Decl *templ = templateOf(next)) {
      pending.push_back(templ);
      pending.push_back(templ->getCanonicalDecl());
    }
    if (const DeclContext *lexical = next->getLexicalDeclContext())
      pending.push_back(cast<Decl>(lexical));
    if (const DeclContext *semantic = next->getDeclContext())
      pending.push_back(cast<Decl>(semantic));
  }
}

bool WalkScope::enters(const Decl *decl) const {
  return decl == nullptr || !decl->isFromASTFile() || onPath_.count(decl) != 0;
}

bool WalkScope::walksWhole(const Decl *decl) const {
  return decl != nullptr && !isa<TranslationUnitDecl>(decl) &&
         (!decl->isFromASTFile() || roots_.count(decl) != 0);
}

} // namespace syclfg::frontend
