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
#include "frontend/sycl_names.hpp"
#include "frontend/wg_pieces.hpp"

#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>

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
    if (var->getParentFunctionOrMethod() == kernel_ || isa<ParmVarDecl>(var))
      return fail(); // another variable of the kernel, or the nd_item
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

} // namespace

bool hoistableLoop(const Stmt *stmt, const DeclContext *kernel) {
  const auto *loop = dyn_cast<ForStmt>(stmt);
  if (loop == nullptr || loop->getConditionVariable() != nullptr ||
      loop->getCond() == nullptr || loop->getInc() == nullptr)
    return false;
  const auto *init = dyn_cast_or_null<DeclStmt>(loop->getInit());
  if (init == nullptr)
    return false; // `for (k = 0; ...)` changes a variable of the kernel
  const Stmt *body = loop->getBody();
  if (!isa<CompoundStmt>(body) && !isa<Expr>(body))
    return false;
  std::set<const VarDecl *> own;
  for (const Decl *decl : init->decls())
    if (const auto *var = dyn_cast<VarDecl>(decl))
      own.insert(var);
  UniformHeader header(own, kernel);
  for (const Stmt *part :
       {loop->getInit(), static_cast<const Stmt *>(loop->getCond()),
        static_cast<const Stmt *>(loop->getInc())})
    header.TraverseStmt(const_cast<Stmt *>(part));
  HoistBody inside;
  inside.TraverseStmt(const_cast<Stmt *>(body));
  if (!header.uniform || inside.blocked || !inside.readsLocal)
    return false;
  for (const VarDecl *var : own)
    if (!onlyRead(var, body))
      return false;
  return true;
}

} // namespace syclfg::frontend
