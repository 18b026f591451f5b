// [[sycl::reqd_sub_group_size(N)]] (and DPC++'s [[intel::...]]) on a
// kernel. Clang 19 knows neither spelling and drops both from a host parse
// with a warning, so, as with [[clang::sycl_kernel]], the attribute is read
// from the tokens of the kernel's call operator: between a lambda's
// introducer and its body, or from the member before a named function
// object's operator() to its body (attribute_tokens.hpp).
#pragma once

#include <clang/AST/DeclCXX.h>
#include <clang/Lex/Preprocessor.h>

#include <optional>
#include <string>

namespace syclfg::frontend {

struct SubGroupAttr {
  unsigned long long size = 0; // 0: the argument could not be evaluated
  std::string argument;        // as written, for messages
  clang::SourceLocation where;
};

// The attribute on `functor`'s call operator, if written there. N is
// evaluated when it is an integer literal, a constant variable or
// non-type template argument named by an identifier (looked up from the
// operator outwards) or by a qualified name (ns::N, Class::N, ::N), or a
// macro expanding to one of those.
std::optional<SubGroupAttr>
requiredSubGroupSize(const clang::CXXRecordDecl *functor,
                     clang::Preprocessor &pp);

} // namespace syclfg::frontend
