// Which barrier-free loops of a compiled work-group run around the loop
// over the group's work-items instead of inside it: `for (int k = 0; k <
// tile; ++k) acc += ta[lr][k] * tb[k][lc];` becomes, per group, one loop
// over k whose body runs for each work-item in turn. The host compiler
// then sees the work-items as the innermost loop, with their local-memory
// reads side by side, and vectorizes across them (what g++ does to the
// same tiles written as OpenMP loops after interchanging them).
//
// It is valid because work-items of a group do not see each other between
// two barriers (a data race there is undefined in SYCL 2020, 3.8.3), so
// any interleaving of their steps is a valid execution, provided every
// work-item runs the same iterations: the loop must be uniform. It is
// taken only when that follows from the text: its header names nothing but
// its own variables, constants and the kernel's captures (const in a
// kernel lambda) and calls nothing; its body never changes its variables
// and cannot leave early (no break, continue, return, nested loop or
// switch). And only where it pays: its body reads local memory, which a
// tile loop walks and which stays in the cache whatever the order.
//
// Such a loop with a small constant trip count (`k < tile`, tile a
// constant) stays inside instead, marked to be unrolled (unrolledTrips):
// its body then is straight-line code per work-item, which the host
// compiler vectorizes across the work-items as well, while the
// work-item's variables (the tile's sum) stay in registers across the
// steps instead of going through their slots at every step.
#include "frontend/sycl_names.hpp"
#include "frontend/wg_pieces.hpp"

#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace syclfg::frontend {
namespace {

using namespace clang;

// Whether a loop header only names its own variables and what is the same
// for every work-item (constants, enumerators, const captures), and calls
// nothing (a call could differ per work-item or have effects).
class UniformHeader : public RecursiveASTVisitor<UniformHeader> {
public:
  UniformHeader(const std::set<const VarDecl *> &own, const DeclContext *kernel)
      : own_(own), kernel_(kernel) {}
  bool VisitCallExpr(CallExpr *) { return fail(); }
  bool VisitCXXConstructExpr(CXXConstructExpr *) { return fail(); }
  bool VisitLambdaExpr(LambdaExpr *) { return fail(); }
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    const ValueDecl *decl = ref->getDecl();
    if (isa<EnumConstantDecl>(decl))
      return true;
    const auto *var = dyn_cast<VarDecl>(decl);
    if (var == nullptr)
      return fail();
    if (own_.count(var) != 0)
      return true;
    if (var->getParentFunctionOrMethod() == kernel_)
      return fail(); // another variable of the kernel, or the nd_item
    // A capture (of a local or a parameter of the function around the
    // kernel) is const in the kernel lambda, the same for every work-item.
    return ref->getType().isConstQualified() ||
                   var->getType().isConstQualified()
               ? true
               : fail();
  }
  bool uniform = true;

private:
  bool fail() {
    uniform = false;
    return false;
  }
  const std::set<const VarDecl *> &own_;
  const DeclContext *kernel_;
};

// What a loop body holds that stops the loop from moving out: a way to
// leave it early or a loop of its own; and whether it reads local memory.
class HoistBody : public RecursiveASTVisitor<HoistBody> {
public:
  bool VisitStmt(Stmt *stmt) {
    if (isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt, SwitchStmt, ReturnStmt,
            BreakStmt, ContinueStmt, GotoStmt, IndirectGotoStmt, LambdaExpr>(
            stmt))
      blocked = true;
    return !blocked;
  }
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    readsLocal = readsLocal || classNameWithoutInlineNamespaces(
                                   ref->getType().getNonReferenceType()) ==
                                   "sycl::local_accessor";
    return true;
  }
  bool blocked = false, readsLocal = false;
};

// The most steps of a loop unrolled inside the work-item loop: a tile's
// width (16 or 32 in published kernels); longer loops run around it.
constexpr unsigned kMaxUnrolled = 32;

std::optional<std::int64_t> constantOf(const Expr *expr,
                                       const ASTContext &ctx) {
  Expr::EvalResult result;
  if (expr == nullptr || expr->isValueDependent() ||
      !expr->EvaluateAsInt(result, ctx))
    return std::nullopt;
  return result.Val.getInt().getExtValue();
}

bool namesVar(const Expr *expr, const VarDecl *var) {
  const auto *ref = dyn_cast<DeclRefExpr>(expr->IgnoreParenImpCasts());
  return ref != nullptr && ref->getDecl() == var;
}

// How `inc` changes the loop's variable per step: ++, --, += or -= a
// constant; nothing otherwise.
std::optional<std::int64_t> stepOf(const Expr *inc, const VarDecl *var,
                                   const ASTContext &ctx) {
  inc = inc->IgnoreParens();
  if (const auto *unary = dyn_cast<UnaryOperator>(inc);
      unary != nullptr && unary->isIncrementDecrementOp() &&
      namesVar(unary->getSubExpr(), var))
    return unary->isIncrementOp() ? 1 : -1;
  const auto *assign = dyn_cast<CompoundAssignOperator>(inc);
  if (assign == nullptr || !namesVar(assign->getLHS(), var) ||
      (assign->getOpcode() != BO_AddAssign &&
       assign->getOpcode() != BO_SubAssign))
    return std::nullopt;
  const auto by = constantOf(assign->getRHS(), ctx);
  if (!by)
    return std::nullopt;
  return assign->getOpcode() == BO_AddAssign ? *by : -*by;
}

// Whether `value op bound` holds for the loop's condition.
bool holds(BinaryOperatorKind op, std::int64_t value, std::int64_t bound) {
  switch (op) {
  case BO_LT:
    return value < bound;
  case BO_LE:
    return value <= bound;
  case BO_GT:
    return value > bound;
  case BO_GE:
    return value >= bound;
  default: // BO_NE
    return value != bound;
  }
}

// The number of steps of `for (T v = C0; v op C1; step)` with integer
// constants, counted up to kMaxUnrolled; 0 when it is none such or longer.
unsigned constantTrips(const ForStmt *loop, const ASTContext &ctx) {
  const auto *init = cast<DeclStmt>(loop->getInit());
  const auto *var =
      init->isSingleDecl() ? dyn_cast<VarDecl>(init->getSingleDecl()) : nullptr;
  const auto *cond = dyn_cast<BinaryOperator>(loop->getCond()->IgnoreParens());
  if (var == nullptr || !var->getType()->isIntegerType() || cond == nullptr ||
      !namesVar(cond->getLHS(), var) ||
      (!cond->isRelationalOp() && cond->getOpcode() != BO_NE))
    return 0;
  const auto first = constantOf(var->getInit(), ctx);
  const auto bound = constantOf(cond->getRHS(), ctx);
  const auto step = stepOf(loop->getInc(), var, ctx);
  if (!first || !bound || !step || *step == 0)
    return 0;
  unsigned trips = 0;
  for (std::int64_t v = *first; holds(cond->getOpcode(), v, *bound); v += *step)
    if (++trips > kMaxUnrolled)
      return 0;
  return trips;
}

// A for loop's own variables (declared in its init) when its header is
// the same for every work-item of the group: it names only them, `outer`,
// constants and captures and calls nothing (UniformHeader), and its body
// never changes them; nothing otherwise.
std::optional<std::vector<const VarDecl *>>
uniformVariables(const Stmt *stmt, const std::set<const VarDecl *> &outer,
                 const DeclContext *kernel) {
  const auto *loop = dyn_cast<ForStmt>(stmt);
  const auto *init =
      loop != nullptr ? dyn_cast_or_null<DeclStmt>(loop->getInit()) : nullptr;
  // Without a declaration, `for (k = 0; ...)` changes a kernel variable.
  if (init == nullptr || loop->getConditionVariable() != nullptr ||
      loop->getCond() == nullptr || loop->getInc() == nullptr)
    return std::nullopt;
  std::set<const VarDecl *> named = outer;
  std::vector<const VarDecl *> own;
  for (const Decl *decl : init->decls())
    if (const auto *var = dyn_cast<VarDecl>(decl)) {
      named.insert(var);
      own.push_back(var);
    }
  UniformHeader header(named, kernel);
  for (const Stmt *part :
       {loop->getInit(), static_cast<const Stmt *>(loop->getCond()),
        static_cast<const Stmt *>(loop->getInc())})
    header.TraverseStmt(const_cast<Stmt *>(part));
  if (!header.uniform)
    return std::nullopt;
  for (const VarDecl *var : own)
    if (!onlyRead(var, loop->getBody()))
      return std::nullopt;
  return own;
}

} // namespace

bool groupUniformLoop(const Stmt *stmt, const DeclContext *kernel,
                      std::set<const VarDecl *> &uniform) {
  const auto own = uniformVariables(stmt, uniform, kernel);
  if (!own)
    return false;
  uniform.insert(own->begin(), own->end());
  return true;
}

unsigned unrolledTrips(const ForStmt *loop, const DeclContext *kernel) {
  return constantTrips(loop,
                       Decl::castFromDeclContext(kernel)->getASTContext());
}

const ForStmt *tileLoop(const Stmt *stmt, const DeclContext *kernel) {
  if (!uniformVariables(stmt, {}, kernel))
    return nullptr;
  const auto *loop = cast<ForStmt>(stmt);
  const Stmt *body = loop->getBody();
  if (!isa<CompoundStmt>(body) && !isa<Expr>(body))
    return nullptr;
  HoistBody inside;
  inside.TraverseStmt(const_cast<Stmt *>(body));
  return inside.blocked || !inside.readsLocal ? nullptr : loop;
}

} // namespace syclfg::frontend
