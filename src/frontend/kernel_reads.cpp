#include "frontend/kernel_reads.hpp"

#include "frontend/sycl_names.hpp"
#include "frontend/unique_names.hpp"

#include <clang/AST/Attr.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/RecursiveASTVisitor.h>

#include <algorithm>
#include <set>

namespace syclfg::frontend {
namespace {

using namespace clang;

// How many distinct functions one kernel's walk may enter: far beyond a
// real kernel's call graph; past it the answer is "may read any constant".
constexpr std::size_t kMaxFunctions = 20000;

bool isKernelHandler(QualType type) {
  type = type.getNonReferenceType();
  if (const auto *pointer = type->getAs<PointerType>())
    type = pointer->getPointeeType();
  return classNameWithoutInlineNamespaces(type.getUnqualifiedType()) ==
         "sycl::kernel_handler";
}

// Whether an expression hands a kernel_handler on: it names one (a
// parameter, a variable, a member) anywhere inside, lambdas included.
class HandlerMention : public RecursiveASTVisitor<HandlerMention> {
public:
  bool found = false;
  bool VisitExpr(Expr *expr) {
    if (isa<DeclRefExpr>(expr) || isa<MemberExpr>(expr))
      found = found || isKernelHandler(expr->getType());
    return !found;
  }
};

bool mentionsHandler(const Expr *expr) {
  HandlerMention mention;
  mention.TraverseStmt(const_cast<Expr *>(expr));
  return mention.found;
}

// kernel_handler::get_specialization_constant<S>(): the S it reads.
const VarDecl *constantRead(const FunctionDecl *callee) {
  const auto *method = dyn_cast<CXXMethodDecl>(callee);
  if (method == nullptr || method->getIdentifier() == nullptr ||
      method->getName() != "get_specialization_constant" ||
      nameWithoutInlineNamespaces(method->getParent()) !=
          "sycl::kernel_handler")
    return nullptr;
  const TemplateArgumentList *args = method->getTemplateSpecializationArgs();
  if (args == nullptr || args->size() == 0 ||
      args->get(0).getKind() != TemplateArgument::Declaration)
    return nullptr;
  return dyn_cast<VarDecl>(args->get(0).getAsDecl());
}

// A call whose target the AST does not fix: through a pointer, or of a
// virtual function not named with a qualifier nor final.
bool isIndirect(const CallExpr *call) {
  const FunctionDecl *callee = call->getDirectCallee();
  if (callee == nullptr)
    return true;
  const auto *method = dyn_cast<CXXMethodDecl>(callee);
  if (method == nullptr || !method->isVirtual())
    return false;
  const auto *member = dyn_cast<MemberExpr>(call->getCallee()->IgnoreParens());
  return !(member != nullptr && member->hasQualifier()) &&
         !method->hasAttr<FinalAttr>() &&
         !method->getParent()->hasAttr<FinalAttr>();
}

class ReadsWalker : public RecursiveASTVisitor<ReadsWalker> {
public:
  ReadsWalker(ASTContext &ctx, KernelReads &out) : ctx_(ctx), out_(out) {}

  bool shouldVisitImplicitCode() const { return true; }

  void walk(const FunctionDecl *start) {
    enter(start, nullptr);
    while (!pending_.empty()) {
      const FunctionDecl *fn = pending_.back();
      pending_.pop_back();
      if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fn))
        for (const CXXCtorInitializer *init : ctor->inits())
          TraverseStmt(init->getInit());
      TraverseStmt(fn->getBody());
    }
  }

  // A lambda's body runs when it is called (a call this walk follows), not
  // where it is written: only its captures' initializers run here.
  bool TraverseLambdaExpr(LambdaExpr *lambda) {
    for (Expr *init : lambda->capture_inits())
      if (init != nullptr)
        TraverseStmt(init);
    return true;
  }

  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (callee != nullptr)
      if (const VarDecl *read = constantRead(callee)) {
        out_.constants.push_back(mangleForUniqueId(ctx_, read));
        return true;
      }
    if (isIndirect(call) && mentionsHandler(call))
      out_.unknown = true;
    if (callee != nullptr)
      enter(callee, call);
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *construct) {
    enter(construct->getConstructor(), construct);
    return true;
  }

private:
  // Queues `fn`'s definition once; one without a body here that is given
  // the handler by `site` may read anything.
  void enter(const FunctionDecl *fn, const Expr *site) {
    const FunctionDecl *definition = fn->getDefinition();
    if (definition == nullptr || !definition->hasBody()) {
      if (site != nullptr && mentionsHandler(site))
        out_.unknown = true;
      return;
    }
    if (!seen_.insert(definition).second)
      return;
    if (seen_.size() > kMaxFunctions) {
      out_.unknown = true;
      return;
    }
    pending_.push_back(definition);
  }

  ASTContext &ctx_;
  KernelReads &out_;
  std::set<const FunctionDecl *> seen_;
  std::vector<const FunctionDecl *> pending_;
};

// Every call operator the kernel may run: each overload, and each
// instantiation of a templated one (a generic lambda's), else its pattern.
std::vector<const FunctionDecl *> callOperators(const CXXRecordDecl *functor) {
  std::vector<const FunctionDecl *> out;
  for (const Decl *decl : functor->decls()) {
    if (const auto *tmpl = dyn_cast<FunctionTemplateDecl>(decl)) {
      if (tmpl->getTemplatedDecl()->getOverloadedOperator() != OO_Call)
        continue;
      for (const FunctionDecl *spec : tmpl->specializations())
        out.push_back(spec);
      if (tmpl->specializations().empty())
        out.push_back(tmpl->getTemplatedDecl());
    } else if (const auto *method = dyn_cast<CXXMethodDecl>(decl)) {
      if (method->getOverloadedOperator() == OO_Call)
        out.push_back(method);
    }
  }
  return out;
}

} // namespace

KernelReads kernelReads(const CXXRecordDecl *functor, ASTContext &ctx) {
  KernelReads reads;
  ReadsWalker walker(ctx, reads);
  for (const FunctionDecl *op : callOperators(functor))
    walker.walk(op);
  std::sort(reads.constants.begin(), reads.constants.end());
  reads.constants.erase(
      std::unique(reads.constants.begin(), reads.constants.end()),
      reads.constants.end());
  return reads;
}

} // namespace syclfg::frontend
