// Which specialization constants a kernel reads, found as a SYCL device
// compiler finds them: from the kernel's call graph. A kernel_bundle
// "contains" a constant when one of its kernels reads it (SYCL 2020 4.11),
// so the host runtime needs this per kernel.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>

#include <string>
#include <vector>

namespace syclfg::frontend {

struct KernelReads {
  // mangleForUniqueId of every specialization_id read through
  // kernel_handler::get_specialization_constant, sorted, no duplicates.
  std::vector<std::string> constants;
  // A call the walk cannot follow (through a function pointer, a virtual
  // function, a function without a body here, or past the walk's bounds)
  // is given the kernel_handler: it may read any constant.
  bool unknown = false;
};

// The reads of the kernel whose function object is `functor`: its call
// operator (each instantiation of a generic lambda's) and every function,
// function template instantiation, constructor and lambda it calls,
// transitively.
KernelReads kernelReads(const clang::CXXRecordDecl *functor,
                        clang::ASTContext &ctx);

} // namespace syclfg::frontend
