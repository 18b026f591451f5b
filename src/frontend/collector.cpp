#include "frontend/collector.hpp"

#include "frontend/class_aliases.hpp"
#include "frontend/identifiable.hpp"
#include "frontend/kernel_attrs.hpp"
#include "frontend/kernel_launchers.hpp"
#include "frontend/kernel_reads.hpp"
#include "frontend/kernels.hpp"
#include "frontend/lookup_facts.hpp"
#include "frontend/spelling.hpp"
#include "frontend/unique_names.hpp"
#include "frontend/value_layout.hpp"
#include "frontend/walk_scope.hpp"
#include "frontend/wg_collect.hpp"
#include "model/work_groups_compare.hpp"

#include <clang/AST/RecursiveASTVisitor.h>
#include <clang/Basic/SourceManager.h>

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace syclfg::frontend {
namespace {

using namespace clang;

// How deep the walk may recurse through declarations, statements and types
// (e.g. nested namespaces or template arguments): far beyond real code, and
// within the parse thread's stack even with sanitizer-sized frames.
constexpr unsigned kMaxNesting = 50000;

class Collector : public RecursiveASTVisitor<Collector> {
  using Base = RecursiveASTVisitor<Collector>;

public:
  // `scope`: on a preamble, the parts of the PCH the walk enters (null:
  // everything).
  Collector(ASTContext &ctx, Sema &sema, const WalkScope *scope = nullptr)
      : ctx_(ctx), sema_(sema), aliases_(sema, ctx),
        launchers_(sema.getPreprocessor()), reads_(ctx), scope_(scope) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool TraverseDecl(Decl *decl) {
    if (scope_ == nullptr || whole_ != 0)
      return traverseDeclHere(decl);
    if (!scope_->enters(decl))
      return true; // as the preamble's build saw it: nothing there
    const unsigned whole = scope_->walksWhole(decl) ? 1 : 0;
    whole_ += whole;
    const bool result = traverseDeclHere(decl);
    whole_ -= whole;
    return result;
  }
  // The walk recurses once per nesting level: past kMaxNesting it stops
  // with an error instead of exhausting the stack.
  bool traverseDeclHere(Decl *decl) {
    return nested(decl != nullptr ? decl->getLocation() : SourceLocation(),
                  [&] { return Base::TraverseDecl(decl); });
  }
  bool TraverseStmt(Stmt *stmt, DataRecursionQueue *queue = nullptr) {
    return nested(stmt != nullptr ? stmt->getBeginLoc() : SourceLocation(),
                  [&] { return Base::TraverseStmt(stmt, queue); });
  }
  bool TraverseTypeLoc(TypeLoc type) {
    return nested(type.getBeginLoc(),
                  [&] { return Base::TraverseTypeLoc(type); });
  }
  bool TraverseType(QualType type) {
    return nested(SourceLocation(), [&] { return Base::TraverseType(type); });
  }

  bool VisitVarDecl(VarDecl *var) {
    if (isa<ParmVarDecl>(var) || !var->hasGlobalStorage())
      return true;
    if (var->getDescribedVarTemplate() != nullptr ||
        isa<VarTemplatePartialSpecializationDecl>(var) ||
        var->getDeclContext()->isDependentContext() ||
        var->getType()->isDependentType())
      return true; // a pattern: only its instantiations are objects
    std::optional<IdentifiableKind> kind = identifiableKind(var->getType());
    if (!kind) {
      if (const ArrayType *array = var->getType()->getAsArrayTypeUnsafe())
        if (identifiableKind(array->getElementType()))
          problem(var,
                  "'" + var->getNameAsString() +
                      "' is an array of uniquely identifiable objects; each "
                      "object needs its own variable to get a symbolic ID",
                  "declare one variable per element");
      return true;
    }
    if (var->getTLSKind() != VarDecl::TLS_None) {
      problem(var,
              "'" + var->getNameAsString() +
                  "' is thread_local: each thread has its own object, so no "
                  "single address or template argument names it",
              "drop thread_local");
      return true;
    }
    // One object per variable: the walk runs after the whole TU is parsed,
    // so the first declaration seen already knows all its redeclarations
    // (isDefinedHere looks at them).
    if (!seen_.insert(var->getCanonicalDecl()).second)
      return true;
    addObject(var, *kind);
    return true;
  }

  // Kernels: calls of handler::single_task & co., and of any function
  // template marked [[clang::sycl_kernel]].
  bool VisitCallExpr(CallExpr *call) {
    const FunctionDecl *callee = call->getDirectCallee();
    if (call->isTypeDependent() || callee == nullptr || call->getNumArgs() == 0)
      return true;
    const auto *member = dyn_cast<CXXMemberCallExpr>(call);
    if (!(member != nullptr && isKernelInvocation(member)) &&
        !launchers_.isLauncher(callee))
      return true;
    // Calls inside the SYCL headers are the user's kernels only when they
    // launch the user's function object (the queue's shortcuts do); those
    // were never diagnosed, so a kernel they cannot describe is skipped.
    const CXXRecordDecl *functor = kernelFunctor(call);
    const SourceManager &sm = ctx_.getSourceManager();
    const bool viaHeader = sm.isInSystemHeader(call->getExprLoc());
    if (viaHeader &&
        (functor == nullptr || sm.isInSystemHeader(functor->getLocation())))
      return true;
    std::string why;
    std::optional<model::Kernel> kernel =
        describeKernel(call, callee, ctx_, &aliases_, reads_, why);
    model::Location where =
        viaHeader ? locationOf(functor) : locationOf(call->getExprLoc());
    if (!kernel) {
      if (!viaHeader)
        tu_.problems.push_back(
            {diag::Severity::Error, where, why,
             "see the SYCL 2020 rules for kernel function objects"});
      return true;
    }
    kernel->location = where;
    readAttributes(functor, *kernel);
    addWorkGroup(functor, *kernel);
    tu_.kernels.push_back(std::move(*kernel));
    return true;
  }

  // An nd_range kernel lambda, once however often it is launched: compiled
  // into work-group loops, or why not (wg_collect.hpp). A lambda of a
  // template is one class per instantiation, all written by one text that
  // the host TU rewrites once: its first instantiation is kept, and it is
  // compiled only while every other one gives the same compiled form.
  void addWorkGroup(const CXXRecordDecl *functor, const model::Kernel &kernel) {
    if (functor == nullptr || !workGroupSeen_.insert(functor).second)
      return;
    std::optional<model::WgKernel> wg = describeWorkGroup(functor, ctx_);
    if (!wg)
      return;
    const auto [first, added] = workGroupAt_.try_emplace(
        functor->getLocation().getRawEncoding(), tu_.workGroups.kernels.size());
    if (!added) {
      model::WgKernel &kept = tu_.workGroups.kernels[first->second];
      if (kept.compiled && !model::sameCompiledForm(kept, *wg))
        kept = notCompiled(std::move(kept), wg->compiled ? "" : wg->reason);
      return;
    }
    wg->location = locationOf(functor->getLocation());
    wg->displayName = kernel.displayName;
    tu_.workGroups.kernels.push_back(std::move(*wg));
  }

  // `wg` running on fibers because another instantiation of its template
  // cannot be compiled (`why`) or compiles differently ("").
  static model::WgKernel notCompiled(model::WgKernel wg,
                                     const std::string &why) {
    model::WgKernel out;
    out.location = std::move(wg.location);
    out.displayName = std::move(wg.displayName);
    out.reason = why.empty() ? "the instantiations of its template compile it "
                               "differently (types that differ between them)"
                             : "an instantiation of its template: " + why;
    return out;
  }

  // The attributes the footer records (kernel_attrs.hpp); an error for
  // each argument the tool cannot take (the kernel would silently run, or
  // be judged compatible, without it).
  void readAttributes(const CXXRecordDecl *functor, model::Kernel &kernel) {
    for (KernelAttrProblem &p :
         readKernelAttributes(functor, sema_.getPreprocessor(), kernel))
      tu_.problems.push_back({diag::Severity::Error, locationOf(p.where),
                              std::move(p.message), std::move(p.note)});
  }

  model::TranslationUnit finish() {
    for (const auto &[id, info] : ctx_.Idents) {
      llvm::StringRef name = id;
      if (name.starts_with("__syclfg"))
        tu_.reservedNamesInUse.push_back(name.str());
    }
    std::sort(tu_.reservedNamesInUse.begin(), tu_.reservedNamesInUse.end());
    tu_.typeAliases = aliases_.take();
    const SourceManager &sm = ctx_.getSourceManager();
    for (const model::WgKernel &wg : tu_.workGroups.kernels)
      if (wg.compiled) {
        describeMainFile(ctx_, tu_.workGroups);
        break;
      }
    if (const FileEntry *main = sm.getFileEntryForID(sm.getMainFileID()))
      tu_.mainFile = main->tryGetRealPathName().str();
    return std::move(tu_);
  }

private:
  model::Location locationOf(const Decl *decl) const {
    return locationOf(decl->getLocation());
  }

  model::Location locationOf(SourceLocation where) const {
    const SourceManager &sm = ctx_.getSourceManager();
    PresumedLoc loc = sm.getPresumedLoc(sm.getExpansionLoc(where));
    if (loc.isInvalid())
      return {};
    return {loc.getFilename(), loc.getLine(), loc.getColumn()};
  }

  template <class Traverse>
  bool nested(SourceLocation where, Traverse traverse) {
    if (depth_ == kMaxNesting) {
      tu_.problems.push_back(diag::Diagnostic{
          diag::Severity::Error, locationOf(where),
          "the translation unit nests declarations, statements or types more "
          "than " +
              std::to_string(kMaxNesting) +
              " levels deep, deeper than sycl-footergen follows",
          "split the nesting (e.g. name intermediate types with aliases)"});
      return false;
    }
    ++depth_;
    const bool result = traverse();
    --depth_;
    return result;
  }

  void problem(const Decl *decl, std::string message, std::string hint) {
    tu_.problems.push_back(
        diag::Diagnostic{diag::Severity::Error, locationOf(decl),
                         std::move(message), std::move(hint)});
  }

  static bool isDefinedHere(const VarDecl *var) {
    for (const VarDecl *redecl : var->redecls())
      if (redecl->isThisDeclarationADefinition() != VarDecl::DeclarationOnly)
        return true;
    TemplateSpecializationKind tsk = var->getTemplateSpecializationKind();
    return tsk == TSK_ImplicitInstantiation ||
           tsk == TSK_ExplicitInstantiationDefinition;
  }

  // Appends the step for the scope `dc`; false (with a problem) when the
  // footer cannot name anything inside it. A scope's step is described once
  // and reused for every object inside it: the lookups it takes would
  // otherwise be repeated for each object below, quadratic in the depth of
  // nesting.
  bool addScopeStep(const DeclContext *dc, const VarDecl *var,
                    std::vector<model::Step> &steps, std::string &display) {
    auto known = scopeSteps_.find(dc);
    if (known == scopeSteps_.end()) {
      std::optional<model::Step> step = describeScope(dc, var);
      if (!step)
        return false;
      known = scopeSteps_.emplace(dc, std::move(*step)).first;
    }
    const model::Step &step = known->second;
    display += step.kind == model::ScopeKind::UnnamedNamespace
                   ? "(anonymous namespace)"
                   : step.spelling;
    display += "::";
    steps.push_back(step);
    return true;
  }

  // The scope `dc` as a step; nullopt (with a problem about `var`) when the
  // footer cannot name anything inside it.
  std::optional<model::Step> describeScope(const DeclContext *dc,
                                           const VarDecl *var) {
    model::Step step;
    if (const auto *ns = dyn_cast<NamespaceDecl>(dc)) {
      if (ns->isAnonymousNamespace()) {
        step.kind = model::ScopeKind::UnnamedNamespace;
        return step;
      }
      step.kind = ns->isInline() ? model::ScopeKind::InlineNamespace
                                 : model::ScopeKind::Namespace;
      step.spelling = ns->getNameAsString();
      step.qualifiedOk = qualifiedLookupFinds(sema_, ns, LookupFor::Scope);
      step.unqualifiedOk =
          unqualifiedLookupFinds(ns, LookupFor::Scope, visible_);
      return step;
    }
    const auto *record = dyn_cast<CXXRecordDecl>(dc);
    if (record == nullptr)
      return std::nullopt;
    if (record->getIdentifier() == nullptr) {
      problem(var,
              "'" + var->getNameAsString() +
                  "' is a member of an unnamed class, which the "
                  "integration footer cannot name",
              "give the class a name");
      return std::nullopt;
    }
    step.kind = model::ScopeKind::Class;
    step.spelling = record->getNameAsString();
    if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(record))
      step.spelling += "<" +
                       spellTemplateArguments(spec->getTemplateArgs().asArray(),
                                              ctx_, &aliases_) +
                       ">";
    step.qualifiedOk = qualifiedLookupFinds(sema_, record, LookupFor::Scope);
    step.unqualifiedOk =
        unqualifiedLookupFinds(record, LookupFor::Scope, visible_);
    return step;
  }

  void addObject(const VarDecl *var, const IdentifiableKind &kind) {
    if (var->isStaticLocal() || var->getParentFunctionOrMethod() != nullptr) {
      problem(var,
              "'" + var->getNameAsString() + "' of type '" +
                  var->getType().getAsString() +
                  "' is declared inside a function: the integration footer "
                  "cannot refer to it, so it would get no symbolic ID",
              "declare it at namespace scope or as a static member of a "
              "namespace-scope class");
      return;
    }
    model::Object object;
    object.kind = kind.name;
    object.location = locationOf(var);
    object.mangledName = mangleForUniqueId(ctx_, var);
    object.externallyVisible = uniqueIdIsExternal(var);
    object.copiesPerTu = hasPerTuCopiesWithGxx(var);
    object.defined = isDefinedHere(var);

    std::string display;
    if (!describePath(var, object, display))
      return;
    if (kind.specConstant && !describeSpecConstantOf(var, object))
      return;
    object.name.qualifiedOk =
        qualifiedLookupFinds(sema_, var, LookupFor::Variable);
    object.name.unqualifiedOk =
        unqualifiedLookupFinds(var, LookupFor::Variable, visible_);
    object.qualifiedName = display + object.name.spelling;
    object.redeclarationType = redeclarationType(var);

    object.nonPublic = var->getAccess() == AS_private ||
                       var->getAccess() == AS_protected ||
                       hasNonPublicEnclosingClass(var);
    tu_.objects.push_back(std::move(object));
  }

  // The scopes and the name of `var`, each spelled; false (with a problem)
  // when the footer cannot write them.
  bool describePath(const VarDecl *var, model::Object &object,
                    std::string &display) {
    std::vector<const DeclContext *> contexts;
    // extern "C"/"C++" blocks are transparent: they are not scopes.
    for (const DeclContext *dc = var->getDeclContext()->getRedeclContext();
         !dc->isTranslationUnit(); dc = dc->getParent()->getRedeclContext())
      contexts.push_back(dc);
    try {
      for (auto it = contexts.rbegin(); it != contexts.rend(); ++it)
        if (!addScopeStep(*it, var, object.scopes, display))
          return false;
      object.name.spelling = var->getNameAsString();
      if (const auto *spec = dyn_cast<VarTemplateSpecializationDecl>(var))
        object.name.spelling +=
            "<" +
            spellTemplateArguments(spec->getTemplateArgs().asArray(), ctx_,
                                   &aliases_) +
            ">";
    } catch (const UnspellableError &error) {
      problem(var,
              "'" + var->getQualifiedNameAsString() +
                  "' cannot be referenced from the integration footer: " +
                  error.message,
              "use template arguments whose types and objects have names "
              "outside any function; rename a class whose name is hidden "
              "everywhere, or name it with a typedef at namespace scope");
      return false;
    }
    return true;
  }

  // The type to redeclare `var` with at block scope (`extern T name;`),
  // which reaches it even when its name is hidden everywhere else; "" when
  // no such redeclaration exists (a member, a variable-template
  // specialization, extern "C", a type the footer cannot write).
  std::string redeclarationType(const VarDecl *var) {
    if (!var->getDeclContext()->getRedeclContext()->isFileContext() ||
        isa<VarTemplateSpecializationDecl>(var) || var->isExternC())
      return {};
    try {
      return spellType(var->getType(), ctx_, &aliases_);
    } catch (const UnspellableError &) {
      return {};
    }
  }

  // The specialization-constant payload; false (with a problem) when the
  // value type cannot be described.
  bool describeSpecConstantOf(const VarDecl *var, model::Object &object) {
    llvm::Expected<model::SpecConstant> constant =
        describeSpecConstant(var, ctx_, &aliases_);
    if (!constant) {
      problem(
          var,
          "the value type of '" + var->getQualifiedNameAsString() +
              "' cannot be described: " + llvm::toString(constant.takeError()),
          "use a type made of scalars, arrays and structs without "
          "bit-fields or virtual bases");
      return false;
    }
    object.specConstant = std::move(*constant);
    return true;
  }

  static bool hasNonPublicEnclosingClass(const VarDecl *var) {
    for (const DeclContext *dc = var->getDeclContext(); dc != nullptr;
         dc = dc->getParent()) {
      const auto *record = dyn_cast<CXXRecordDecl>(dc);
      if (record == nullptr || !record->getDeclContext()->isRecord())
        continue;
      // A member template's specialization carries no access of its own:
      // the template's access is what a name must pass.
      AccessSpecifier access = record->getAccess();
      if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(record))
        access = spec->getSpecializedTemplate()->getAccess();
      if (access == AS_private || access == AS_protected)
        return true;
    }
    return false;
  }

  ASTContext &ctx_;
  Sema &sema_;
  ClassAliases aliases_;
  KernelLaunchers launchers_;
  KernelReadsFinder reads_;
  VisibleNamespaces visible_;
  std::map<const DeclContext *, model::Step> scopeSteps_;
  std::set<const VarDecl *> seen_;
  std::set<const CXXRecordDecl *> workGroupSeen_;
  // Each kernel lambda's written place: its entry in tu_.workGroups.
  std::map<SourceLocation::UIntTy, std::size_t> workGroupAt_;
  model::TranslationUnit tu_;
  unsigned depth_ = 0;
  const WalkScope *scope_;
  unsigned whole_ = 0; // inside a subtree the scope walks whole
};

} // namespace

model::TranslationUnit collect(ASTContext &ctx, Sema &sema) {
  Collector collector(ctx, sema);
  collector.TraverseAST(ctx);
  return collector.finish();
}

model::TranslationUnit
collectNew(ASTContext &ctx, Sema &sema, const std::vector<const Decl *> &roots,
           const std::vector<std::string> &preambleNames) {
  const WalkScope scope(roots);
  Collector collector(ctx, sema, &scope);
  collector.TraverseAST(ctx);
  model::TranslationUnit tu = collector.finish();
  std::vector<std::string> &names = tu.reservedNamesInUse;
  names.insert(names.end(), preambleNames.begin(), preambleNames.end());
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
  return tu;
}

bool holdsNothing(const model::TranslationUnit &tu) {
  return tu.objects.empty() && tu.kernels.empty() && tu.typeAliases.empty() &&
         tu.problems.empty();
}

} // namespace syclfg::frontend
