#include "frontend/wg_scan.hpp"

#include "frontend/sycl_names.hpp"

#include <clang/AST/ExprCXX.h>
#include <clang/AST/RecursiveASTVisitor.h>
#include <llvm/ADT/SmallPtrSet.h>
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
                                          "get_sub_group",
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
         (className(call->getArg(0)->getType()) == "sycl::group" ||
          className(call->getArg(0)->getType()) == "sycl::sub_group");
}

// A barrier of either form, or any function named group_barrier.
bool isAnyBarrierCall(const CallExpr *call) {
  const auto *callee = dyn_cast_or_null<FunctionDecl>(call->getCalleeDecl());
  return isBarrierCall(call) ||
         (callee != nullptr && callee->getIdentifier() != nullptr &&
          callee->getName() == "group_barrier");
}

// Counts the barriers and group functions inside a statement.
class CollectiveFinder : public RecursiveASTVisitor<CollectiveFinder> {
public:
  bool VisitCallExpr(CallExpr *call) {
    if (isGroupFunctionCall(call))
      ++groupFunctions;
    else if (isAnyBarrierCall(call))
      ++barriers;
    else
      return true;
    if (!isa<CXXMemberCallExpr>(call) && call->getNumArgs() > 0 &&
        className(call->getArg(0)->getType()) == "sycl::sub_group")
      ++overSubGroups;
    return true;
  }
  unsigned barriers = 0, groupFunctions = 0;
  unsigned overSubGroups = 0; // of those, given a sub_group
};

CollectiveFinder collectivesIn(const Stmt *stmt) {
  CollectiveFinder finder;
  finder.TraverseStmt(const_cast<Stmt *>(stmt));
  return finder;
}

// The expression a group function statement's call stands in: a
// variable's initializer, or the statement itself.
const Expr *groupFunctionPlace(const Stmt *stmt) {
  if (const auto *decls = dyn_cast<DeclStmt>(stmt)) {
    const auto *var = decls->isSingleDecl()
                          ? dyn_cast<VarDecl>(decls->getSingleDecl())
                          : nullptr;
    return var != nullptr && !var->isStaticLocal() ? var->getInit() : nullptr;
  }
  return dyn_cast<Expr>(stmt);
}

// Why a call given a work-item or group keeps the kernel on fibers.
std::string givenItemOrGroup(const std::string &name, QualType type) {
  if (className(type) == "sycl::sub_group")
    return "'" + name + "' over a sub-group (not compiled yet)";
  if (llvm::StringRef(name).starts_with("sycl::"))
    return "'" + name + "' (this group function is not compiled yet)";
  return "'" + name + "' is given the work-item or its group: a callee " +
         "that may wait at a barrier";
}

// The functions whose bodies were checked, or are being checked (a
// recursive call counts as fine: the first visit decides).
using Checked = llvm::SmallPtrSet<const FunctionDecl *, 8>;

std::string calleeProblem(const FunctionDecl *callee, const std::string &name,
                          Checked &checked);

// Why `call`, neither a barrier nor a group function, keeps the kernel on
// fibers: a member of a work-item or group that is not a query, or a
// callee given one that may do more than ordinary work-item code.
std::string callProblem(const CallExpr *call, Checked &checked) {
  const auto *callee = dyn_cast_or_null<FunctionDecl>(call->getCalleeDecl());
  const std::string name =
      callee != nullptr ? callee->getQualifiedNameAsString() : "a call";
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call))
    if (isItemOrGroup(member->getObjectType())) {
      const auto *method = member->getMethodDecl();
      if (method != nullptr && isPlainQuery(method))
        return {};
      return "'" + name + "' (this member of a work-item or group is " +
             "not compiled yet)";
    }
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(call))
    if (op->getNumArgs() > 0 && isItemOrGroup(op->getArg(0)->getType()))
      return {}; // ==, != of items and groups
  for (const Expr *arg : call->arguments())
    if (isItemOrGroup(arg->getType()))
      return callee == nullptr || name.rfind("sycl::", 0) == 0
                 ? givenItemOrGroup(name, arg->getType())
                 : calleeProblem(callee, name, checked);
  if (isItemOrGroup(call->getType()) && !isa<CXXMemberCallExpr>(call))
    return "'" + name + "' returns a work-item or group";
  return {};
}

// The body of a callee given the work-item or its group: each work-item
// runs it as ordinary code, so it may hold no barrier, no group function
// and no member of a work-item or group but the queries, directly or in a
// callee it gives them to.
class CalleeScan : public RecursiveASTVisitor<CalleeScan> {
public:
  CalleeScan(const std::string &name, Checked &checked)
      : name_(name), checked_(checked) {}
  bool VisitCallExpr(CallExpr *call) {
    if (isAnyBarrierCall(call))
      reason = given() + "waits at a barrier";
    else if (isGroupFunctionCall(call))
      reason = given() + "calls a group function";
    else if (std::string why = callProblem(call, checked_); !why.empty())
      reason = "in '" + name_ + "': " + why;
    return reason.empty();
  }
  std::string reason;

private:
  std::string given() const {
    return "'" + name_ + "' is given the work-item or its group and ";
  }
  const std::string &name_;
  Checked &checked_;
};

// "" when `callee` runs per work-item as ordinary code (see CalleeScan).
// One defined elsewhere, or virtual, may wait at a barrier the tool cannot
// see.
std::string calleeProblem(const FunctionDecl *callee, const std::string &name,
                          Checked &checked) {
  const FunctionDecl *definition = nullptr;
  const auto *method = dyn_cast<CXXMethodDecl>(callee);
  if (!callee->hasBody(definition) ||
      (method != nullptr && method->isVirtual()))
    return "'" + name + "' is given the work-item or its group: a callee " +
           "that may wait at a barrier (defined elsewhere, or virtual)";
  if (!checked.insert(definition->getCanonicalDecl()).second)
    return {};
  CalleeScan scan(name, checked);
  scan.TraverseStmt(definition->getBody());
  return scan.reason;
}

// Finds the first construct the compiled form cannot take.
class Scan : public RecursiveASTVisitor<Scan> {
public:
  bool VisitLambdaExpr(LambdaExpr *) {
    return fail("a lambda inside the kernel (it may wait at a barrier)");
  }
  bool VisitGotoStmt(GotoStmt *) { return fail("goto"); }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) { return fail("goto"); }
  bool VisitCallExpr(CallExpr *call) {
    if (isBarrierCall(call) || isGroupFunctionCall(call))
      return true; // where it stands is checked by the caller
    return fail(callProblem(call, checked_));
  }
  std::string reason;

private:
  bool fail(std::string why) {
    reason = std::move(why);
    return reason.empty();
  }
  Checked checked_;
};

} // namespace

bool isBarrierStatement(const Stmt *stmt) {
  const auto *expr = dyn_cast<Expr>(stmt);
  return expr != nullptr && isBarrierCall(expr);
}

bool isGroupFunctionCall(const CallExpr *call) {
  static const llvm::StringSet<> names = {"group_broadcast",
                                          "any_of_group",
                                          "all_of_group",
                                          "none_of_group",
                                          "reduce_over_group",
                                          "exclusive_scan_over_group",
                                          "inclusive_scan_over_group"};
  static const llvm::StringSet<> shuffles = {
      "shift_group_left", "shift_group_right", "permute_group_by_xor"};
  // Over a work-group only: a sub-group's range may differ between the
  // sub-groups, and the call's other arguments are work-item 0's.
  static const llvm::StringSet<> joints = {
      "joint_any_of", "joint_all_of",         "joint_none_of",
      "joint_reduce", "joint_exclusive_scan", "joint_inclusive_scan"};
  const auto *callee = dyn_cast_or_null<FunctionDecl>(call->getCalleeDecl());
  if (callee == nullptr || callee->getIdentifier() == nullptr ||
      call->getNumArgs() < 2 ||
      nameWithoutInlineNamespaces(callee) != "sycl::" + callee->getName().str())
    return false;
  const std::string group = className(call->getArg(0)->getType());
  if (group == "sycl::sub_group")
    return names.contains(callee->getName()) ||
           shuffles.contains(callee->getName());
  return group == "sycl::group" && (names.contains(callee->getName()) ||
                                    joints.contains(callee->getName()));
}

bool overSubGroup(const Stmt *stmt) {
  const CallExpr *call = groupFunctionStatement(stmt);
  if (call == nullptr && isBarrierStatement(stmt))
    call = dyn_cast<CallExpr>(cast<Expr>(stmt)->IgnoreImplicit());
  return call != nullptr && call->getNumArgs() > 0 &&
         className(call->getArg(0)->getType()) == "sycl::sub_group";
}

const CallExpr *groupFunctionStatement(const Stmt *stmt) {
  const CallExpr *call = groupCallEvaluatedFirst(groupFunctionPlace(stmt));
  if (call == nullptr)
    return nullptr;
  const CollectiveFinder found = collectivesIn(stmt);
  return found.barriers == 0 && found.groupFunctions == 1 ? call : nullptr;
}

bool holdsSubGroupCollective(const Stmt *stmt) {
  return collectivesIn(stmt).overSubGroups != 0;
}

bool containsBarrier(const Stmt *stmt) {
  const CollectiveFinder found = collectivesIn(stmt);
  return found.barriers + found.groupFunctions != 0;
}

const char *collectiveName(const Stmt *stmt) {
  return collectivesIn(stmt).groupFunctions != 0 ? "a group function"
                                                 : "a barrier";
}

std::string unsupportedConstruct(const Stmt *body) {
  Scan scan;
  scan.TraverseStmt(const_cast<Stmt *>(body));
  return scan.reason;
}

} // namespace syclfg::frontend
