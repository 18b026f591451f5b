// Included by: the readers of kernel attributes (sub_group_attr.cpp,
// kernel_attrs.cpp).
//
// Kernel attributes Clang 19 drops from a host parse ([[sycl::...]] ones it
// does not know, with a warning the parse filters: parse/
// read_attribute_filter.hpp) are read from the tokens of the kernel's call
// operator, as [[clang::sycl_kernel]] is: between a lambda's introducer and
// its body, or from the member before a named function object's operator()
// to its body; for a kernel in a macro's definition, the definition's
// tokens with the macro's arguments in place of its parameters. This file finds
// those tokens, an attribute among them, and evaluates an integer argument.
#pragma once

#include <clang/AST/DeclCXX.h>
#include <clang/Lex/Preprocessor.h>

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace syclfg::frontend {

// The tokens that may hold the attributes of `functor`'s call operator, and
// that operator (the scope its arguments' names are looked up from); no
// tokens and a null operator when it has no defined call operator.
struct KernelTokens {
  std::vector<clang::Token> tokens;
  const clang::FunctionDecl *callOperator = nullptr;
};
KernelTokens kernelAttributeTokens(const clang::CXXRecordDecl *functor,
                                   clang::Preprocessor &pp);

// One use of `scope::name(args)` among the tokens.
struct AttributeUse {
  clang::SourceLocation where; // of its scope token
  // Its arguments, split at the commas outside parentheses; one empty
  // argument for "()".
  std::vector<std::vector<clang::Token>> arguments;
  std::string text; // the arguments as written, for messages
};

// The first use of `name` in one of `scopes` ("sycl", "intel", ...).
std::optional<AttributeUse>
findAttribute(const std::vector<clang::Token> &tokens,
              std::initializer_list<llvm::StringRef> scopes,
              llvm::StringRef name, const clang::Preprocessor &pp);

// The tokens as written, joined without blanks.
std::string spelled(const std::vector<clang::Token> &tokens,
                    const clang::Preprocessor &pp);

// The identifier a raw or a macro-definition token spells; "" otherwise.
llvm::StringRef identifierOf(const clang::Token &token);

// An object-like macro named by `arg` (one token) replaced by its
// definition, again while it is one (a few levels), and parentheses around
// the whole removed: SIZE_MAX's "(18446744073709551615UL)".
std::vector<clang::Token> expandArgument(std::vector<clang::Token> arg,
                                         clang::Preprocessor &pp);

// An integer argument's value: an integer literal, or a constant variable
// or non-type template argument named by an identifier (looked up from
// `dc` outwards) or by a qualified name (ns::N, Class::N, ::N), or an
// element of a constant array so named (sizes[0]), after expandArgument.
// nullopt when it is none of those.
std::optional<unsigned long long>
integerArgument(const std::vector<clang::Token> &arg,
                const clang::DeclContext *dc, clang::Preprocessor &pp);

} // namespace syclfg::frontend
