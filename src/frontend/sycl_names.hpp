// Names of SYCL entities as written without inline namespaces, so headers
// that put everything in sycl::_V1 (DPC++) match "sycl::accessor" too.
#pragma once

#include <clang/AST/Decl.h>
#include <clang/AST/Type.h>

#include <string>

namespace syclfg::frontend {

// "sycl::accessor" for sycl::_V1::accessor; "" for a declaration nested in
// a class or a function (never a SYCL library entity).
std::string nameWithoutInlineNamespaces(const clang::NamedDecl *decl);

// The same for a class type; for a template specialization, its template's
// name ("sycl::accessor" for sycl::accessor<int, 1>); "" for other types.
std::string classNameWithoutInlineNamespaces(clang::QualType type);

} // namespace syclfg::frontend
