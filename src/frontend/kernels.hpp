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

// The class of a kernel launch's function object (its last argument), or
// null when it is not a class with a definition.
const clang::CXXRecordDecl *kernelFunctor(const clang::CallExpr *call);

class ClassAliases;
class KernelReadsFinder;

// The kernel of such a call, or of a call of a kernel launcher `callee` (a
// function template marked [[clang::sycl_kernel]]): the function object is
// the last argument, the kernel name the callee's first template argument
// (void or the function object's own type: an unnamed kernel). nullopt with
// `problem` set when the function object cannot be described. The
// constants it reads come from `readsFinder`.
std::optional<model::Kernel>
describeKernel(const clang::CallExpr *call, const clang::FunctionDecl *callee,
               clang::ASTContext &ctx, ClassAliases *aliases,
               KernelReadsFinder &readsFinder, std::string &problem);

} // namespace syclfg::frontend
