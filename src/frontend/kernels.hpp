// Describes one kernel invocation found by the collector: its unique name
// and its parameters after decomposing the function object (the seed's
// integration header).
#pragma once

#include "model/model.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/ExprCXX.h>

#include <optional>

namespace syclfg::frontend {

// True when `call` invokes handler::single_task, parallel_for or
// parallel_for_work_group.
bool isKernelInvocation(const clang::CXXMemberCallExpr *call);

// The kernel of such a call; nullopt with `problem` set when the function
// object cannot be described.
std::optional<model::Kernel>
describeKernel(const clang::CXXMemberCallExpr *call, clang::ASTContext &ctx,
               std::string &problem);

} // namespace syclfg::frontend
