// The one walk over a class's direct subobjects, shared by the value-layout
// description (value_layout.cpp) and kernel decomposition (kernels.cpp):
// bases first, then fields, in declaration order, each with its offset as
// Clang lays the class out.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/DeclCXX.h>
#include <llvm/ADT/STLFunctionalExtras.h>

namespace syclfg::frontend {

struct Subobject {
  clang::QualType type;
  unsigned long long offset = 0; // bytes from the start of the class
  // The field, or null for a base class.
  const clang::FieldDecl *field = nullptr;
  unsigned baseIndex = 0; // for a base: its position in bases()
};

// Calls `visit` on each direct base and field of `record` (a complete
// class) until it returns false; returns false when it stopped early.
bool forEachSubobject(const clang::ASTContext &ctx,
                      const clang::CXXRecordDecl *record,
                      llvm::function_ref<bool(const Subobject &)> visit);

// sizeof(type) in bytes.
unsigned long long sizeInBytes(const clang::ASTContext &ctx,
                               clang::QualType type);

} // namespace syclfg::frontend
