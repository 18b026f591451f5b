#include "frontend/unique_names.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/Expr.h>
#include <clang/AST/GlobalDecl.h>
#include <clang/AST/Mangle.h>

#include <memory>

namespace syclfg::frontend {
namespace {

using namespace clang;

// Lambdas are numbered as the device compile numbers them (the numbers
// Clang assigns under -fsycl-is-host); every other entity as Itanium does.
std::optional<unsigned> deviceLambdaNumber(ASTContext &,
                                           const NamedDecl *decl) {
  if (const auto *record = dyn_cast<CXXRecordDecl>(decl))
    if (record->isLambda() && record->getDeviceLambdaManglingNumber() > 0)
      return record->getDeviceLambdaManglingNumber();
  return std::nullopt;
}

} // namespace

std::string mangleForUniqueId(ASTContext &ctx, const VarDecl *var) {
  // A fresh context per name, as the builtin does: discriminators of unnamed
  // entities must not depend on what was mangled before.
  std::unique_ptr<ItaniumMangleContext> mangler(ItaniumMangleContext::create(
      ctx, ctx.getDiagnostics(), deviceLambdaNumber));
  std::string out;
  llvm::raw_string_ostream os(out);
  // mangleCXXName, not mangleName: the latter writes a global-namespace
  // variable's bare identifier, the builtin's IDs are "_Z9GlobalInt".
  mangler->mangleCXXName(GlobalDecl(var), os);
  return out;
}

bool uniqueIdIsExternal(const VarDecl *var) {
  return var->isExternallyVisible();
}

bool hasPerTuCopiesWithGxx(const VarDecl *var) {
  return isa<VarTemplateSpecializationDecl>(var) &&
         var->getDeclContext()->getRedeclContext()->isFileContext() &&
         var->getType().isConstQualified() && !var->isInline() &&
         var->getStorageClass() != SC_Extern && var->isExternallyVisible();
}

std::string uniqueStableName(ASTContext &ctx, QualType type) {
  return SYCLUniqueStableNameExpr::ComputeName(ctx, type);
}

} // namespace syclfg::frontend
