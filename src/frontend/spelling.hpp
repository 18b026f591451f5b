// How to write names and template arguments so that g++, clang++ and MSVC
// read them back as the same entity from the global namespace.
#pragma once

#include <clang/AST/ASTContext.h>
#include <clang/AST/TemplateBase.h>

#include <string>

namespace syclfg::frontend {

// Thrown when an argument cannot be written in portable C++ (a local type, a
// lambda, an unsupported argument kind). The message says what and why.
struct UnspellableError {
  std::string message;
};

class ClassAliases;

// With `aliases`, a class whose qualified name another declaration hides is
// written through an alias (recorded there for the footer to declare);
// without, as its qualified name (tests of the spelling alone).

// "T1, T2, ..." for a template argument list, fully qualified from "::".
std::string spellTemplateArguments(llvm::ArrayRef<clang::TemplateArgument> args,
                                   const clang::ASTContext &ctx,
                                   ClassAliases *aliases = nullptr);

// A type, fully qualified from "::".
std::string spellType(clang::QualType type, const clang::ASTContext &ctx,
                      ClassAliases *aliases = nullptr);

// A class or enumeration: "struct ::a::X<int>" (`elaborated`, hidden by no
// function or variable) or "::a::X<int>" (to start a functional cast).
std::string spellTag(const clang::TagDecl *tag, const clang::ASTContext &ctx,
                     ClassAliases *aliases, bool elaborated);

// Whether `type` involves a class or enumeration that is a non-public
// member (or nested in one), itself, through pointers, arrays and
// references, or in template arguments of it or its enclosing classes.
// The footer, at namespace scope, may not name such a type outside an
// explicit instantiation (clang++ refuses; g++ lets some uses pass).
bool namesNonPublicMember(clang::QualType type);

} // namespace syclfg::frontend
