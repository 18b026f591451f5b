// Which specialization constants a kernel reads, found as a SYCL device
// compiler finds them: from the kernel's call graph. A kernel_bundle
// "contains" a constant when one of its kernels reads it (SYCL 2020 4.11),
// so the host runtime needs this per kernel.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>

#include <map>
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

// The reads of kernels: for the kernel whose function object is `functor`,
// its call operator (each instantiation of a generic lambda's) and every
// function, function template instantiation, constructor and lambda it
// calls, transitively. Each function's AST is walked once, for the first
// kernel that reaches it; later kernels follow the events recorded then, so
// K kernels sharing a call chain walk its AST once, not K times.
// Whether one of the call operators a kernel may run (each overload, each
// instantiation of a templated one) takes a kernel_handler: only such a
// kernel can read constants. A generic lambda `[=](auto h)` is one when the
// runtime instantiated it with a kernel_handler.
bool mayTakeKernelHandler(const clang::CXXRecordDecl *functor);

class KernelReadsFinder {
public:
  explicit KernelReadsFinder(clang::ASTContext &ctx) : ctx_(ctx) {}

  KernelReads find(const clang::CXXRecordDecl *functor);

  // One thing a function's body does that the walk of a kernel follows, in
  // the order the walk meets it.
  struct Event {
    enum class Kind { Read, Unknown, Enter };
    Kind kind;
    const clang::FunctionDecl *entered = nullptr; // Enter: has a body
    std::string constant;                         // Read: its mangled name
  };

private:
  const std::vector<Event> &eventsOf(const clang::FunctionDecl *definition);

  clang::ASTContext &ctx_;
  std::map<const clang::FunctionDecl *, std::vector<Event>> events_;
};

} // namespace syclfg::frontend
