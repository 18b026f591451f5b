#include "frontend/kernel_reads.hpp"

#include "frontend/sycl_names.hpp"
#include "frontend/unique_names.hpp"

#include <clang/AST/Attr.h>
#include <clang/AST/DeclTemplate.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <llvm/ADT/DenseSet.h>

#include <algorithm>

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

using Event = KernelReadsFinder::Event;

// `fn`'s definition when this TU has its body, else null.
const FunctionDecl *definitionWithBody(const FunctionDecl *fn) {
  const FunctionDecl *definition = fn->getDefinition();
  return definition != nullptr && definition->hasBody() ? definition : nullptr;
}

// Records what one function's constructor initializers and body do, in the
// order a walk of them meets it: the constants read, the calls it cannot
// follow that are given the handler, the functions it enters.
class BodyEvents : public RecursiveASTVisitor<BodyEvents> {
public:
  BodyEvents(ASTContext &ctx, std::vector<Event> &out) : ctx_(ctx), out_(out) {}

  bool shouldVisitImplicitCode() const { return true; }

  void record(const FunctionDecl *fn) {
    if (const auto *ctor = dyn_cast<CXXConstructorDecl>(fn))
      for (const CXXCtorInitializer *init : ctor->inits())
        TraverseStmt(init->getInit());
    TraverseStmt(fn->getBody());
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
        out_.push_back(
            {Event::Kind::Read, nullptr, mangleForUniqueId(ctx_, read)});
        return true;
      }
    if (isIndirect(call) && mentionsHandler(call))
      out_.push_back({Event::Kind::Unknown, nullptr, {}});
    if (callee != nullptr)
      enter(callee, call);
    return true;
  }

  bool VisitCXXConstructExpr(CXXConstructExpr *construct) {
    enter(construct->getConstructor(), construct);
    return true;
  }

private:
  // A function without a body here that is given the handler by `site`
  // may read anything.
  void enter(const FunctionDecl *fn, const Expr *site) {
    if (const FunctionDecl *definition = definitionWithBody(fn))
      out_.push_back({Event::Kind::Enter, definition, {}});
    else if (mentionsHandler(site))
      out_.push_back({Event::Kind::Unknown, nullptr, {}});
  }

  ASTContext &ctx_;
  std::vector<Event> &out_;
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

bool mayTakeKernelHandler(const CXXRecordDecl *functor) {
  for (const FunctionDecl *op : callOperators(functor))
    for (const ParmVarDecl *param : op->parameters())
      if (isKernelHandler(param->getType()) &&
          !param->getType()->isPointerType())
        return true;
  return false;
}

const std::vector<Event> &
KernelReadsFinder::eventsOf(const FunctionDecl *definition) {
  auto known = events_.find(definition);
  if (known != events_.end())
    return known->second;
  std::vector<Event> events;
  BodyEvents(ctx_, events).record(definition);
  return events_.emplace(definition, std::move(events)).first->second;
}

// Each distinct function the kernel may run is entered once (up to
// kMaxFunctions), from its call operators, last entered first.
KernelReads KernelReadsFinder::find(const CXXRecordDecl *functor) {
  KernelReads reads;
  llvm::DenseSet<const FunctionDecl *> seen;
  std::vector<const FunctionDecl *> pending;
  auto enter = [&](const FunctionDecl *definition) {
    if (!seen.insert(definition).second)
      return;
    if (seen.size() > kMaxFunctions)
      reads.unknown = true;
    else
      pending.push_back(definition);
  };
  for (const FunctionDecl *op : callOperators(functor)) {
    if (const FunctionDecl *definition = definitionWithBody(op))
      enter(definition);
    while (!pending.empty()) {
      const FunctionDecl *fn = pending.back();
      pending.pop_back();
      for (const Event &event : eventsOf(fn)) {
        if (event.kind == Event::Kind::Read)
          reads.constants.push_back(event.constant);
        else if (event.kind == Event::Kind::Unknown)
          reads.unknown = true;
        else
          enter(event.entered);
      }
    }
  }
  std::sort(reads.constants.begin(), reads.constants.end());
  reads.constants.erase(
      std::unique(reads.constants.begin(), reads.constants.end()),
      reads.constants.end());
  return reads;
}

} // namespace syclfg::frontend
