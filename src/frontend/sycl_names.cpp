#include "frontend/sycl_names.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>

namespace syclfg::frontend {

using namespace clang;

std::string nameWithoutInlineNamespaces(const NamedDecl *decl) {
  std::string out = decl->getNameAsString();
  // extern "C++" blocks are transparent.
  for (const DeclContext *dc = decl->getDeclContext()->getRedeclContext();
       !dc->isTranslationUnit(); dc = dc->getParent()->getRedeclContext()) {
    const auto *ns = dyn_cast<NamespaceDecl>(dc);
    if (ns == nullptr)
      return {};
    if (!ns->isInline())
      out = ns->getNameAsString() + "::" + out;
  }
  return out;
}

std::string classNameWithoutInlineNamespaces(QualType type) {
  const auto *record = type->getAsCXXRecordDecl();
  if (record == nullptr)
    return {};
  if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(record))
    return nameWithoutInlineNamespaces(spec->getSpecializedTemplate());
  return nameWithoutInlineNamespaces(record);
}

} // namespace syclfg::frontend
