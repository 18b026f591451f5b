// Included by: frontend/collector.cpp and the frontend tests.
//
// The kernel attributes the footer records (SYCL 2020 5.8.1 and 5.8.2),
// read from the tokens of the kernel's call operator (attribute_tokens.hpp):
// [[sycl::reqd_sub_group_size(N)]] (and [[intel::...]]),
// [[sycl::reqd_work_group_size(X[, Y[, Z]])]] (and the deprecated
// [[cl::...]]), [[sycl::device_has(aspects...)]], and
// [[sycl::work_group_size_hint(...)]], which is checked but not recorded (a
// hint changes nothing on a CPU). A malformed one is a problem: the kernel
// would otherwise run, or be judged compatible, without it.
#pragma once

#include "model/model.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/Lex/Preprocessor.h>

#include <string>
#include <vector>

namespace syclfg::frontend {

struct KernelAttrProblem {
  clang::SourceLocation where;
  std::string message;
  std::string note;
};

// Sets kernel.requiredSubGroupSize, requiredWorkGroupSize and
// requiredAspects from the attributes on `functor`'s call operator; returns
// a problem for each argument it cannot take.
std::vector<KernelAttrProblem>
readKernelAttributes(const clang::CXXRecordDecl *functor,
                     clang::Preprocessor &pp, model::Kernel &kernel);

} // namespace syclfg::frontend
