// What the work-group compiler (wg_collect.cpp) asks of a kernel body's
// statements: which are barriers, and what it cannot take (the reason a
// kernel keeps running on fibers). Included by wg_collect.cpp and
// wg_slots.cpp only.
#pragma once

#include <clang/AST/Stmt.h>

#include <string>

namespace syclfg::frontend {

// `it.barrier(...)` on an nd_item, or sycl::group_barrier(g[, scope]) on a
// work-group (not a sub-group), as a statement of its own.
bool isBarrierStatement(const clang::Stmt *stmt);

// Whether a barrier of either form occurs anywhere inside `stmt`.
bool containsBarrier(const clang::Stmt *stmt);

// "" when the work-group compiler can take the statements of `body`, else
// why not: a call that may wait at a barrier it cannot see (a callee given
// the nd_item or a group), a group function or sub-group operation, a
// nested lambda, goto.
std::string unsupportedConstruct(const clang::Stmt *body);

} // namespace syclfg::frontend
