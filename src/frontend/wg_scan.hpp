// What the work-group compiler (wg_collect.cpp) asks of a kernel body's
// statements: which are barriers, and what it cannot take (the reason a
// kernel keeps running on fibers). Included by wg_collect.cpp,
// wg_slots.cpp, wg_scan.cpp and wg_call_order.cpp only.
#pragma once

#include <clang/AST/Expr.h>
#include <clang/AST/Stmt.h>

#include <string>

namespace syclfg::frontend {

// `it.barrier(...)` on an nd_item, or sycl::group_barrier(g[, scope]) on a
// work-group or a sub-group, as a statement of its own.
bool isBarrierStatement(const clang::Stmt *stmt);

// A group function (SYCL 2020 4.17.3-4.17.4: group_broadcast,
// any_of_group, all_of_group, none_of_group, reduce_over_group,
// exclusive_scan_over_group, inclusive_scan_over_group) given a sycl::group
// or a sycl::sub_group, a joint_ function (joint_any_of, joint_all_of,
// joint_none_of, joint_reduce, joint_exclusive_scan, joint_inclusive_scan)
// given a sycl::group, or a sub-group shuffle (shift_group_left,
// shift_group_right, permute_group_by_xor): a collective the compiled form
// runs once per group (or once per sub-group).
bool isGroupFunctionCall(const clang::CallExpr *call);

// Whether a barrier statement or a group function statement is over a
// sub-group (compiled only at the kernel's top level: a loop around it need
// only be uniform across the sub-group, not the group).
bool overSubGroup(const clang::Stmt *stmt);

// Whether `stmt` holds a barrier or group function over a sub-group
// anywhere inside: a loop around one need only be uniform across each
// sub-group, so the compiled form masks its work-items (wg_collect.cpp).
bool holdsSubGroupCollective(const clang::Stmt *stmt);

// The group function of a statement the compiled form takes: an
// expression statement or one variable's declaration holding one group
// function where C++ may evaluate it before the rest of the expression
// (groupCallEvaluatedFirst), and no other barrier or group function; else
// null. `T r = f(g, x, ...);`, `s += f(g, x, ...) * w;`, `f(g, x, ...);`.
const clang::CallExpr *groupFunctionStatement(const clang::Stmt *stmt);

// The group function in `expr` that C++ may evaluate before everything
// else of `expr`, or null (wg_call_order.cpp).
const clang::CallExpr *groupCallEvaluatedFirst(const clang::Expr *expr);

// Whether a barrier of either form or a group function occurs anywhere
// inside `stmt` (both split the kernel into regions).
bool containsBarrier(const clang::Stmt *stmt);

// "a group function" when one occurs inside `stmt`, else "a barrier": what
// a fallback reason names.
const char *collectiveName(const clang::Stmt *stmt);

// "" when the work-group compiler can take the statements of `body`, else
// why not: a call that may wait at a barrier it cannot see (a callee given
// the nd_item or a group), a sub-group operation, a nested lambda, goto.
// Group functions pass: where they stand is wg_collect's to check.
std::string unsupportedConstruct(const clang::Stmt *body);

} // namespace syclfg::frontend
