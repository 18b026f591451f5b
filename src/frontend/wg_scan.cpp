#include "frontend/wg_scan.hpp"

#include "frontend/sycl_names.hpp"

#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <llvm/ADT/StringSet.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

std::string className(QualType type) {
  return classNameWithoutInlineNamespaces(type.getNonReferenceType());
}

bool isItemOrGroup(QualType type) {
  const std::string name = className(type);
  return name == "sycl::nd_item" || name == "sycl::group" ||
         name == "sycl::sub_group" || name == "sycl::h_item";
}

// The member functions of nd_item and group that only read ids and ranges
// (or fence memory): the compiled form computes them per work-item.
bool isPlainQuery(const CXXMethodDecl *method) {
  static const llvm::StringSet<> names = {"get_global_id",
                                          "get_global_linear_id",
                                          "get_local_id",
                                          "get_local_linear_id",
                                          "get_group",
                                          "get_group_id",
                                          "get_id",
                                          "get_group_range",
                                          "get_global_range",
                                          "get_local_range",
                                          "get_group_linear_id",
                                          "get_nd_range",
                                          "get_local_linear_range",
                                          "get_group_linear_range",
                                          "get_max_local_range",
                                          "mem_fence",
                                          "leader",
                                          "operator[]",
                                          "nd_item",
                                          "group"};
  return method->getIdentifier() == nullptr
             ? names.contains(method->getNameAsString())
             : names.contains(method->getName());
}

bool isBarrierCall(const Expr *expr) {
  expr = expr->IgnoreImplicit();
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(expr)) {
    const CXXMethodDecl *method = member->getMethodDecl();
    return method != nullptr && method->getIdentifier() != nullptr &&
           method->getName() == "barrier" &&
           className(member->getObjectType()) == "sycl::nd_item";
  }
  const auto *call = dyn_cast<CallExpr>(expr);
  if (call == nullptr || call->getNumArgs() == 0)
    return false;
  const auto *callee = dyn_cast_or_null<FunctionDecl>(call->getCalleeDecl());
  return callee != nullptr &&
         nameWithoutInlineNamespaces(callee) == "sycl::group_barrier" &&
         className(call->getArg(0)->getType()) == "sycl::group";
}

class BarrierFinder : public RecursiveASTVisitor<BarrierFinder> {
public:
  bool VisitCallExpr(CallExpr *call) {
    const auto *callee = dyn_cast_or_null<FunctionDecl>(call->getCalleeDecl());
    if (isBarrierCall(call) ||
        (callee != nullptr && callee->getIdentifier() != nullptr &&
         callee->getName() == "group_barrier"))
      found = true;
    return !found;
  }
  bool found = false;
};

// Finds the first construct the compiled form cannot take.
class Scan : public RecursiveASTVisitor<Scan> {
public:
  bool VisitLambdaExpr(LambdaExpr *) {
    return fail("a lambda inside the kernel (it may wait at a barrier)");
  }
  bool VisitGotoStmt(GotoStmt *) { return fail("goto"); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return fail("goto"); }
  bool VisitDeclRefExpr(DeclRefExpr *ref) {
    if (className(ref->getType()) == "sycl::sub_group")
      return fail("sub-group operations");
    return true;
  }
  bool VisitCallExpr(CallExpr *call);
  std::string reason;

private:
  bool fail(std::string why) {
    reason = std::move(why);
    return false;
  }
};

bool Scan::VisitCallExpr(CallExpr *call) {
  if (isBarrierCall(call))
    return true; // where it stands is checked by the caller
  const auto *callee = dyn_cast_or_null<FunctionDecl>(call->getCalleeDecl());
  const std::string name =
      callee != nullptr ? callee->getQualifiedNameAsString() : "a call";
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call))
    if (isItemOrGroup(member->getObjectType())) {
      const auto *method = member->getMethodDecl();
      if (method != nullptr && isPlainQuery(method))
        return true;
      return fail("'" + name + "' (group and sub-group operations are not " +
                  "compiled yet)");
    }
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(call))
    if (op->getNumArgs() > 0 && isItemOrGroup(op->getArg(0)->getType()))
      return true; // ==, != of items and groups
  for (const Expr *arg : call->arguments())
    if (isItemOrGroup(arg->getType()))
      return fail("'" + name + "' is given the work-item or its group: " +
                  "a group function, or a callee that may wait at a barrier");
  if (isItemOrGroup(call->getType()) && !isa<CXXMemberCallExpr>(call))
    return fail("'" + name + "' returns a work-item or group");
  return true;
}

} // namespace

bool isBarrierStatement(const Stmt *stmt) {
  const auto *expr = dyn_cast<Expr>(stmt);
  return expr != nullptr && isBarrierCall(expr);
}

bool containsBarrier(const Stmt *stmt) {
  BarrierFinder finder;
  finder.TraverseStmt(const_cast<Stmt *>(stmt));
  return finder.found;
}

std::string unsupportedConstruct(const Stmt *body) {
  Scan scan;
  scan.TraverseStmt(const_cast<Stmt *>(body));
  return scan.reason;
}

} // namespace syclfg::frontend
