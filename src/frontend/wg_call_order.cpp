// Where in a statement's expression a group function may stand for the
// compiled form: it evaluates the call's group and value for every
// work-item, runs the call once per group, and only then the rest of the
// expression for every work-item. That is one of the orders C++ allows
// when nothing else of the expression is sequenced before the call: the
// call stands in an operand that C++ leaves unsequenced against the
// others (arithmetic, comparisons, a function's arguments) or evaluates
// first (the left of `&&`, `||`, `,`, `<<` and `>>`, a subscript's array,
// the condition of `?:`, an assignment's right side, the first brace
// initializer). A call in the right of `&&` or a branch of `?:` may not
// run at all; one in an assignment's target or a subscript's index runs
// after the rest: those keep the kernel on fibers.
#include "frontend/wg_scan.hpp"

#include <clang/AST/ExprCXX.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

const Expr *bare(const Expr *expr) {
  for (;;) {
    const Expr *inner = expr->IgnoreImplicit()->IgnoreParens();
    if (inner == expr)
      return expr;
    expr = inner;
  }
}

const CallExpr *callIn(const Expr *expr);

// The call in the first of `operands` that holds one.
template <class Range> const CallExpr *callInAny(const Range &operands) {
  for (const Expr *operand : operands)
    if (const CallExpr *call = callIn(operand))
      return call;
  return nullptr;
}

const CallExpr *callInBuiltin(const BinaryOperator *op) {
  switch (op->getOpcode()) {
  case BO_Comma:
  case BO_LAnd:
  case BO_LOr:
  case BO_Shl:
  case BO_Shr:
  case BO_PtrMemD:
  case BO_PtrMemI:
    return callIn(op->getLHS()); // sequenced before the right
  default:
    if (op->isAssignmentOp())
      return callIn(op->getRHS()); // sequenced before the target
    return callInAny(
        std::initializer_list<const Expr *>{op->getLHS(), op->getRHS()});
  }
}

// An overloaded operator's operands are sequenced as the built-in one's.
const CallExpr *callInOverloaded(const CXXOperatorCallExpr *op) {
  const OverloadedOperatorKind kind = op->getOperator();
  if (op->getNumArgs() == 0)
    return nullptr;
  if (op->isAssignmentOp())
    return op->getNumArgs() == 2 ? callIn(op->getArg(1)) : nullptr;
  switch (kind) {
  case OO_Subscript:
  case OO_LessLess:
  case OO_GreaterGreater:
  case OO_Comma:
  case OO_AmpAmp:
  case OO_PipePipe:
  case OO_ArrowStar:
  case OO_PlusPlus:
  case OO_MinusMinus:
  case OO_Arrow:
    return callIn(op->getArg(0));
  case OO_Call:
    return nullptr; // the callee object is evaluated before the arguments
  default:
    return callInAny(op->arguments());
  }
}

// A plain function's or a named object's member function's arguments: the
// callee itself evaluates nothing that the call could run before.
const CallExpr *callInArguments(const CallExpr *call) {
  if (const auto *member = dyn_cast<CXXMemberCallExpr>(call)) {
    const Expr *object = bare(member->getImplicitObjectArgument());
    while (const auto *field = dyn_cast<MemberExpr>(object))
      object = bare(field->getBase());
    if (!isa<DeclRefExpr>(object) && !isa<CXXThisExpr>(object))
      return nullptr;
  } else if (!isa<DeclRefExpr>(bare(call->getCallee()))) {
    return nullptr;
  }
  return callInAny(call->arguments());
}

const CallExpr *callIn(const Expr *expr) {
  expr = bare(expr);
  if (const auto *call = dyn_cast<CallExpr>(expr);
      call != nullptr && isGroupFunctionCall(call))
    return call;
  if (const auto *cast = dyn_cast<ExplicitCastExpr>(expr))
    return callIn(cast->getSubExpr());
  if (const auto *unary = dyn_cast<UnaryOperator>(expr))
    return callIn(unary->getSubExpr());
  if (const auto *binary = dyn_cast<BinaryOperator>(expr))
    return callInBuiltin(binary);
  if (const auto *choice = dyn_cast<AbstractConditionalOperator>(expr))
    return callIn(choice->getCond());
  if (const auto *subscript = dyn_cast<ArraySubscriptExpr>(expr))
    return callIn(subscript->getLHS());
  if (const auto *op = dyn_cast<CXXOperatorCallExpr>(expr))
    return callInOverloaded(op);
  if (const auto *call = dyn_cast<CallExpr>(expr))
    return callInArguments(call);
  if (const auto *list = dyn_cast<InitListExpr>(expr))
    return list->getNumInits() > 0 ? callIn(list->getInit(0)) : nullptr;
  if (const auto *construct = dyn_cast<CXXConstructExpr>(expr)) {
    if (construct->getNumArgs() == 0)
      return nullptr;
    if (construct->isListInitialization())
      return callIn(construct->getArg(0)); // braces: left to right
    return callInAny(construct->arguments());
  }
  return nullptr;
}

} // namespace

const CallExpr *groupCallEvaluatedFirst(const Expr *expr) {
  return expr == nullptr ? nullptr : callIn(expr);
}

} // namespace syclfg::frontend
