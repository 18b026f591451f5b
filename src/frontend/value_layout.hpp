// A specialization constant's value type T as Clang lays it out: its
// spelling, size, scalar leaves and the default value's bytes (the payload
// the runtime needs to set and read the constant).
#pragma once

#include "model/model.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>
#include <llvm/Support/Error.h>

namespace syclfg::frontend {

class ClassAliases;

// The payload of `var`, a specialization_id<T>. Without a layout when T is
// not known here (a user class that is not a template of a type, an
// incomplete or dependent T). An error saying what T holds when its layout
// cannot be described (bit-fields, virtual bases, variable-length arrays).
llvm::Expected<model::SpecConstant>
describeSpecConstant(const clang::VarDecl *var, const clang::ASTContext &ctx,
                     ClassAliases *aliases);

} // namespace syclfg::frontend
