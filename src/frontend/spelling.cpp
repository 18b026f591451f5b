#include "frontend/spelling.hpp"

#include <clang/AST/DeclCXX.h>
#include <clang/AST/DeclTemplate.h>
#include <llvm/ADT/StringExtras.h>

namespace syclfg::frontend {
namespace {

using namespace clang;

// The footer lives at namespace scope, so a class declared inside a function
// (or a lambda's closure type, or an unnamed class) cannot be named there.
// spellType calls this for every class it writes, template arguments and
// pointees included.
void rejectUnnameable(const TagDecl *tag) {
  if (const auto *record = dyn_cast<CXXRecordDecl>(tag);
      record && record->isLambda())
    throw UnspellableError{"a type involved is the type of a lambda, which "
                           "has no name the footer can write"};
  if (tag->getParentFunctionOrMethod() != nullptr)
    throw UnspellableError{"a type involved is the local type '" +
                           tag->getQualifiedNameAsString() +
                           "', which cannot be named outside its function"};
  if (tag->getIdentifier() == nullptr &&
      tag->getTypedefNameForAnonDecl() == nullptr)
    throw UnspellableError{"a type involved is an unnamed type"};
}

std::string spellIntegral(const TemplateArgument &arg, const ASTContext &ctx) {
  QualType type = arg.getIntegralType().getCanonicalType();
  const llvm::APSInt &value = arg.getAsIntegral();
  if (type->isBooleanType())
    return value.getBoolValue() ? "true" : "false";
  if (const auto *enumType = type->getAs<EnumType>();
      enumType && enumType->getDecl()->getIdentifier() == nullptr &&
      enumType->getDecl()->getTypedefNameForAnonDecl() == nullptr)
    throw UnspellableError{"a template argument is a value of an unnamed "
                           "enumeration, whose type the footer cannot write"};
  std::string digits;
  if (value.isSigned() && value.isMinSignedValue() && value.getBitWidth() > 1) {
    // -N would be the negation of a literal that does not fit.
    llvm::APSInt plusOne(value + 1, value.isUnsigned());
    digits = "(" + llvm::toString(plusOne, 10) + "ll - 1)";
  } else {
    digits = llvm::toString(value, 10) + (value.isSigned() ? "ll" : "ull");
  }
  if (type->isSpecificBuiltinType(BuiltinType::Int) && digits.front() != '(') {
    digits.resize(digits.size() - 2); // plain int needs no suffix or cast
    return digits;
  }
  return "static_cast<" + spellType(type, ctx) + ">(" + digits + ")";
}

std::string spellDeclaration(const TemplateArgument &arg) {
  const ValueDecl *decl = arg.getAsDecl();
  if (isa<TemplateParamObjectDecl>(decl))
    throw UnspellableError{"a template argument is a class-type value, which "
                           "the footer cannot write"};
  std::string name = "::" + decl->getQualifiedNameAsString();
  if (name.find("(anonymous") != std::string::npos)
    throw UnspellableError{"a template argument refers to '" +
                           decl->getQualifiedNameAsString() +
                           "' in an unnamed namespace"};
  QualType param = arg.getParamTypeForDecl();
  // A reference parameter names the object; an array decays to the pointer.
  if (param->isReferenceType() || decl->getType()->isArrayType())
    return name;
  return "&" + name;
}

std::string spellArgument(const TemplateArgument &arg, const ASTContext &ctx) {
  switch (arg.getKind()) {
  case TemplateArgument::Type:
    return spellType(arg.getAsType(), ctx); // rejects local types itself
  case TemplateArgument::Integral:
    return spellIntegral(arg, ctx);
  case TemplateArgument::Declaration:
    return spellDeclaration(arg);
  case TemplateArgument::NullPtr:
    return "nullptr";
  case TemplateArgument::Template: {
    const TemplateDecl *decl = arg.getAsTemplate().getAsTemplateDecl();
    if (decl != nullptr)
      return "::" + decl->getQualifiedNameAsString();
    break;
  }
  case TemplateArgument::Pack:
    return spellTemplateArguments(arg.pack_elements(), ctx);
  default:
    break;
  }
  throw UnspellableError{"a template argument of this kind (e.g. a class-type "
                         "or floating-point value) is not supported"};
}

} // namespace

// Types are written from "::" so that names such as "detail::X" cannot be
// captured by the footer's own namespaces (sycl::detail), and classes with
// their class-key ("struct ::w::H") so that a later function or variable of
// the same name cannot hide them. Pointers to functions and arrays, arrays
// and function types use alias templates from <sycl/detail/footer_abi.hpp>
// instead of declarator syntax, which cannot be composed left to right.
std::string spellType(QualType type, const ASTContext &ctx) {
  type = type.getCanonicalType();
  PrintingPolicy policy(ctx.getLangOpts());
  policy.SuppressUnwrittenScope = true; // no "(anonymous namespace)::"
  policy.SuppressTagKeyword = true;
  policy.Bool = true;
  policy.FullyQualifiedName = true;
  std::string cv;
  if (type.isConstQualified())
    cv += "const ";
  if (type.isVolatileQualified())
    cv += "volatile ";
  const Type *bare = type.getTypePtr();
  if (const auto *ref = dyn_cast<LValueReferenceType>(bare))
    return spellType(ref->getPointeeType(), ctx) + " &";
  if (const auto *ref = dyn_cast<RValueReferenceType>(bare))
    return spellType(ref->getPointeeType(), ctx) + " &&";
  if (const auto *ptr = dyn_cast<PointerType>(bare)) {
    QualType pointee = ptr->getPointeeType();
    std::string out =
        pointee->isFunctionType() || pointee->isArrayType()
            ? "::__syclfg_pointer<" + spellType(pointee, ctx) + ">"
            : spellType(pointee, ctx) + " *";
    if (!cv.empty())
      out += " " + cv.substr(0, cv.size() - 1);
    return out;
  }
  if (const auto *array = dyn_cast<ConstantArrayType>(bare))
    return "::__syclfg_array<" + spellType(array->getElementType(), ctx) +
           ", " + std::to_string(array->getZExtSize()) + ">";
  if (const auto *fn = dyn_cast<FunctionProtoType>(bare)) {
    if (!fn->isVariadic() && !fn->hasExceptionSpec() &&
        fn->getMethodQuals().empty() && fn->getRefQualifier() == RQ_None) {
      std::string out =
          "::__syclfg_function<" + spellType(fn->getReturnType(), ctx);
      for (QualType param : fn->param_types())
        out += ", " + spellType(param, ctx);
      return out + ">";
    }
  }
  if (const TagDecl *tag = bare->getAsTagDecl()) {
    rejectUnnameable(tag);
    std::string name;
    llvm::raw_string_ostream os(name);
    tag->printQualifiedName(os, policy);
    os.flush();
    if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(tag))
      name += "<" +
              spellTemplateArguments(spec->getTemplateArgs().asArray(), ctx) +
              ">";
    // An unnamed class named by a typedef is written through the typedef.
    if (tag->getIdentifier() == nullptr)
      return cv + "::" + name;
    return cv + tag->getKindName().str() + " ::" + name;
  }
  return type.getAsString(policy);
}

std::string spellTemplateArguments(llvm::ArrayRef<TemplateArgument> args,
                                   const ASTContext &ctx) {
  std::string out;
  for (const TemplateArgument &arg : args) {
    std::string one = spellArgument(arg, ctx);
    if (one.empty())
      continue; // an empty pack
    if (!out.empty())
      out += ", ";
    out += one;
  }
  return out;
}

} // namespace syclfg::frontend
