// The two strings a SYCL device compiler derives from the AST, computed the
// way DPC++'s builtins compute them, so a host compiled with our footer and
// a device compiled by DPC++ agree byte for byte:
//  - __builtin_sycl_unique_stable_id(var): the Itanium mangled name of the
//    variable (the planner adds "<prefix>___" when it is not externally
//    visible: plan::symbolicId);
//  - __builtin_sycl_unique_stable_name(type): the kernel name.
// Both need a parse with -fsycl-is-host, which gives lambdas the mangling
// numbers the device compile gives them.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>

#include <string>

namespace syclfg::frontend {

// Always Itanium (whatever the target) and always a "_Z" name, even for a
// variable in the global namespace ("_Z9GlobalInt") or in extern "C".
std::string mangleForUniqueId(clang::ASTContext &ctx,
                              const clang::VarDecl *var);

// Clang's own linkage decision (CWG 2387 included): what DPC++ tests.
bool uniqueIdIsExternal(const clang::VarDecl *var);

// g++ (before CWG 2387) makes one object per translation unit where Clang
// makes one for the program: a const, non-inline variable-template
// specialization at namespace scope. Such objects share one ID across TUs.
bool hasPerTuCopiesWithGxx(const clang::VarDecl *var);

// "_ZTS..." exactly as __builtin_sycl_unique_stable_name(type) gives it.
std::string uniqueStableName(clang::ASTContext &ctx, clang::QualType type);

} // namespace syclfg::frontend
