// Which private variables a compiled work-group evaluates again in each
// region that names them, instead of keeping them in a slot: those whose
// initializer follows from the work-item's nd_item, the kernel's captures
// and constants alone, and which nothing changes. `const std::size_t lx =
// it.get_local_id(1);` then costs no store and no load per work-item and
// region, and the host compiler sees that it follows from the loop over
// the group's work-items (which is what lets it vectorize that loop).
#include "frontend/sycl_names.hpp"
#include "frontend/wg_pieces.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>

#include <set>

namespace syclfg::frontend {
namespace {

using namespace clang;

// The member functions that only read the object: any query of the
// work-item, group and index classes (ids, ranges, their subscripts and
// conversions), and the range queries of other SYCL classes (an accessor's
// get_range, never its elements: memory may change between regions).
bool readsOnly(const CXXMethodDecl *method) {
  static const std::set<std::string> queries = {"get_global_id",
                                                "get_local_id",
                                                "get_group",
                                                "get_group_id",
                                                "get_group_range",
                                                "get_local_range",
                                                "get_global_range",
                                                "get_global_linear_id",
                                                "get_local_linear_id",
                                                "get_group_linear_id",
                                                "get_group_linear_range",
                                                "get_local_linear_range",
                                                "get_id",
                                                "get_range",
                                                "get_linear_id",
                                                "get_offset",
                                                "get_max_local_range",
                                                "get_sub_group",
                                                "size",
                                                "get"};
  static const std::set<std::string> rangeQueries = {"get_range", "size",
                                                     "get_count", "get_offset"};
  if (method == nullptr)
    return false;
  const std::string owner = nameWithoutInlineNamespaces(method->getParent());
  const bool named = method->getDeclName().isIdentifier();
  if (isIndexClass(method->getParent()))
    return isa<CXXConversionDecl>(method) ||
           method->getOverloadedOperator() == OO_Subscript ||
           (named && queries.count(method->getName().str()) != 0);
  return owner.rfind("sycl::", 0) == 0 && named &&
         rangeQueries.count(method->getName().str()) != 0;
}

// Whether an initializer is a pure function of the work-item: literals,
// arithmetic, the nd_item's queries, constants and captures (const in a
// kernel lambda, which is never mutable when compiled). Kernel-body
// variables it names go to `deps` (they must be recomputable too).
class Purity {
public:
  Purity(const ParmVarDecl *item, const std::set<const VarDecl *> &candidates,
         const std::set<const VarDecl *> &loopVars)
      : item_(item), candidates_(candidates), loopVars_(loopVars) {}

  bool pure(const Expr *e, std::set<const VarDecl *> &deps) const {
    e = e->IgnoreParens();
    if (isa<IntegerLiteral, FloatingLiteral, CXXBoolLiteralExpr,
            CharacterLiteral, UnaryExprOrTypeTraitExpr>(e))
      return true;
    if (const auto *full = dyn_cast<FullExpr>(e))
      return pure(full->getSubExpr(), deps);
    if (const auto *temp = dyn_cast<MaterializeTemporaryExpr>(e))
      return pure(temp->getSubExpr(), deps);
    if (const auto *cast = dyn_cast<CastExpr>(e))
      return !isa<CXXDynamicCastExpr, CXXConstCastExpr, CXXReinterpretCastExpr>(
                 cast) &&
             pure(cast->getSubExpr(), deps);
    if (const auto *op = dyn_cast<UnaryOperator>(e))
      return (op->getOpcode() == UO_Plus || op->getOpcode() == UO_Minus ||
              op->getOpcode() == UO_Not || op->getOpcode() == UO_LNot) &&
             pure(op->getSubExpr(), deps);
    if (const auto *op = dyn_cast<BinaryOperator>(e))
      return !op->isAssignmentOp() && !op->isCommaOp() && !op->isPtrMemOp() &&
             pure(op->getLHS(), deps) && pure(op->getRHS(), deps);
    if (const auto *op = dyn_cast<ConditionalOperator>(e))
      return pure(op->getCond(), deps) && pure(op->getTrueExpr(), deps) &&
             pure(op->getFalseExpr(), deps);
    if (const auto *ref = dyn_cast<DeclRefExpr>(e))
      return pureRef(ref, deps);
    return pureCall(e, deps);
  }

private:
  bool pureRef(const DeclRefExpr *ref, std::set<const VarDecl *> &deps) const {
    const ValueDecl *decl = ref->getDecl();
    if (isa<EnumConstantDecl>(decl) || decl == item_)
      return true;
    const auto *var = dyn_cast<VarDecl>(decl);
    if (var == nullptr)
      return false;
    if (candidates_.count(var) != 0) {
      deps.insert(var);
      return true;
    }
    // A barrier loop's variable: the same for the whole loop body, whose
    // regions all see it.
    if (loopVars_.count(var) != 0)
      return true;
    if (var->getParentFunctionOrMethod() == item_->getDeclContext())
      return false; // another variable of the kernel body
    return ref->getType().isConstQualified() ||
           var->getType().isConstQualified();
  }

  bool pureCall(const Expr *e, std::set<const VarDecl *> &deps) const {
    auto args = [&](const CallExpr *call, unsigned first) {
      for (unsigned i = first; i < call->getNumArgs(); ++i)
        if (!pure(call->getArg(i), deps))
          return false;
      return true;
    };
    if (const auto *call = dyn_cast<CXXMemberCallExpr>(e))
      return readsOnly(call->getMethodDecl()) &&
             pure(call->getImplicitObjectArgument(), deps) && args(call, 0);
    if (const auto *call = dyn_cast<CXXOperatorCallExpr>(e))
      return call->getOperator() == OO_Subscript &&
             readsOnly(
                 dyn_cast_or_null<CXXMethodDecl>(call->getCalleeDecl())) &&
             args(call, 0);
    if (const auto *construct = dyn_cast<CXXConstructExpr>(e)) {
      const CXXConstructorDecl *ctor = construct->getConstructor();
      return ctor->isCopyOrMoveConstructor() && ctor->isTrivial() &&
             pure(construct->getArg(0), deps);
    }
    return false;
  }

  const ParmVarDecl *item_;
  const std::set<const VarDecl *> &candidates_;
  const std::set<const VarDecl *> &loopVars_;
};

// Whether `var` keeps its initial value wherever it is named in `body`: a
// const variable whose address is never taken, or a scalar only ever read
// (every name of it is read: not assigned, bound to a reference or '&').
class Reads : public RecursiveASTVisitor<Reads> {
public:
  explicit Reads(const VarDecl *var) : var_(var) {}
  bool VisitImplicitCastExpr(ImplicitCastExpr *cast) {
    if (cast->getCastKind() == CK_LValueToRValue)
      if (const auto *ref =
              dyn_cast<DeclRefExpr>(cast->getSubExpr()->IgnoreParens()))
        reads += ref->getDecl() == var_ ? 1 : 0;
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    names += ref->getDecl() == var_ ? 1 : 0;
    return true;
  }
  unsigned reads = 0, names = 0;

private:
  const VarDecl *var_;
};

bool keepsItsValue(const VarDecl *var, const Stmt *body) {
  const QualType type = var->getType();
  if (type.isConstQualified())
    return !addressTaken(var, body);
  return type->isScalarType() && onlyRead(var, body);
}

// How many variables of the kernel body have each name: a variable
// recomputed in a region that does not name it must not meet another of
// its name there.
class Names : public RecursiveASTVisitor<Names> {
public:
  bool VisitVarDecl(VarDecl *var) {
    ++count[var->getNameAsString()];
    return true;
  }
  std::map<std::string, unsigned> count;
};

} // namespace

bool isIndexClass(const DeclContext *dc) {
  static const std::set<std::string> names = {
      "sycl::id",    "sycl::range",   "sycl::item",     "sycl::h_item",
      "sycl::group", "sycl::nd_item", "sycl::nd_range", "sycl::sub_group"};
  const auto *record = dyn_cast_or_null<CXXRecordDecl>(dc);
  return record != nullptr &&
         names.count(nameWithoutInlineNamespaces(record)) != 0;
}

bool onlyRead(const VarDecl *var, const Stmt *stmt) {
  Reads uses(var);
  uses.TraverseStmt(const_cast<Stmt *>(stmt));
  return uses.reads == uses.names;
}

std::map<const VarDecl *, std::set<const VarDecl *>>
recomputableVars(const std::vector<const VarDecl *> &declared,
                 const std::set<const VarDecl *> &loopVars,
                 const ParmVarDecl *item, const Stmt *body,
                 const ASTContext &ctx) {
  const std::set<const VarDecl *> candidates(declared.begin(), declared.end());
  Names names;
  names.TraverseStmt(const_cast<Stmt *>(body));
  const Purity purity(item, candidates, loopVars);
  std::map<const VarDecl *, std::set<const VarDecl *>> found;
  // In declaration order: a variable's dependencies come before it.
  for (const VarDecl *var : declared) {
    std::set<const VarDecl *> deps;
    if (!var->hasInit() || var->isStaticLocal() ||
        isa<DecompositionDecl>(var) || var->getType()->isReferenceType() ||
        !var->getType().isTriviallyCopyableType(ctx) ||
        !keepsItsValue(var, body))
      continue;
    // A constexpr initializer is a constant expression (its calls are
    // evaluated at compile time): only the variables it names matter.
    if (var->isConstexpr()) {
      for (const VarDecl *named : namedIn(var->getInit()))
        if (candidates.count(named) != 0)
          deps.insert(named);
    } else if (!purity.pure(var->getInit(), deps)) {
      continue;
    }
    bool ok = true;
    for (const VarDecl *dep : deps)
      ok = ok && found.count(dep) != 0 &&
           names.count[dep->getNameAsString()] == 1;
    if (ok)
      found.emplace(var, std::move(deps));
  }
  return found;
}

} // namespace syclfg::frontend
