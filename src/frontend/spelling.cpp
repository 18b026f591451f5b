#include "frontend/spelling.hpp"

#include "frontend/class_aliases.hpp"

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

PrintingPolicy spellingPolicy(const ASTContext &ctx) {
  PrintingPolicy policy(ctx.getLangOpts());
  policy.SuppressUnwrittenScope = true; // no "(anonymous namespace)::"
  policy.SuppressTagKeyword = true;
  policy.Bool = true;
  policy.FullyQualifiedName = true;
  return policy;
}

std::string spellIntegral(const TemplateArgument &arg, const ASTContext &ctx,
                          ClassAliases *aliases) {
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
  return "static_cast<" + spellType(type, ctx, aliases) + ">(" + digits + ")";
}

std::string spellValue(const APValue &value, QualType type,
                       const ASTContext &ctx, ClassAliases *aliases);

// A C++20 class-type value as an aggregate initialization, `{1, 2}`: bases
// first, then the fields in order, nested classes and arrays braced. Only
// aggregates can be written so (a class with constructors could not be
// rebuilt from its members).
std::string spellClassValue(const APValue &value, const CXXRecordDecl *record,
                            const ASTContext &ctx, ClassAliases *aliases) {
  if (!record->isAggregate() || record->isUnion() || !value.isStruct())
    throw UnspellableError{"a template argument is a value of the class '" +
                           record->getQualifiedNameAsString() +
                           "', which is not an aggregate the footer can "
                           "write as {members...}"};
  std::string out;
  auto add = [&](const std::string &one) {
    out += (out.empty() ? "" : ", ") + one;
  };
  unsigned i = 0;
  for (const CXXBaseSpecifier &base : record->bases())
    add(spellValue(value.getStructBase(i++), base.getType(), ctx, aliases));
  for (const FieldDecl *field : record->fields())
    if (!field->isUnnamedBitField())
      add(spellValue(value.getStructField(field->getFieldIndex()),
                     field->getType(), ctx, aliases));
  return "{" + out + "}";
}

std::string spellArrayValue(const APValue &value, QualType type,
                            const ASTContext &ctx, ClassAliases *aliases) {
  const auto *array = ctx.getAsConstantArrayType(type);
  std::string out;
  for (unsigned i = 0; array != nullptr && i < value.getArraySize(); ++i)
    out += (i == 0 ? "" : ", ") +
           spellValue(i < value.getArrayInitializedElts()
                          ? value.getArrayInitializedElt(i)
                          : value.getArrayFiller(),
                      array->getElementType(), ctx, aliases);
  return "{" + out + "}";
}

// One member of a class-type template argument, written so that it
// initializes a member of type `type`. Floating point is written as an
// exact hexadecimal literal.
std::string spellValue(const APValue &value, QualType type,
                       const ASTContext &ctx, ClassAliases *aliases) {
  type = type.getCanonicalType().getUnqualifiedType();
  if (value.isInt())
    return spellIntegral(TemplateArgument(ctx, value.getInt(), type), ctx,
                         aliases);
  if (value.isFloat() && type->isRealFloatingType()) {
    llvm::SmallString<64> hex;
    hex.resize(64);
    unsigned n = value.getFloat().convertToHexString(
        hex.data(), 0, false, llvm::RoundingMode::NearestTiesToEven);
    hex.resize(n);
    return "static_cast<" + spellType(type, ctx, aliases) + ">(" +
           hex.str().str() + "L)";
  }
  if (value.isArray())
    return spellArrayValue(value, type, ctx, aliases);
  if (const CXXRecordDecl *record = type->getAsCXXRecordDecl())
    return spellClassValue(value, record, ctx, aliases);
  throw UnspellableError{"a template argument is a class-type value with a "
                         "member (pointer, reference, union or member "
                         "pointer) the footer cannot write"};
}

// An object, function or template a template argument refers to, from
// "::": a member through its class (spellTag: the class's own template
// arguments fully spelled, so that "detail::T" cannot mean the footer's
// sycl::detail::T), namespaces by name (inline ones too, always valid), and
// the arguments of a function or variable template specialization ("&::f"
// alone would name an overload set). Clang's qualified name has neither.
std::string spellEntityName(const NamedDecl *decl, const ASTContext &ctx,
                            ClassAliases *aliases) {
  if (decl->getParentFunctionOrMethod() != nullptr)
    throw UnspellableError{"a template argument refers to '" +
                           decl->getQualifiedNameAsString() +
                           "', declared inside a function"};
  std::string scope;
  const DeclContext *dc = decl->getDeclContext()->getRedeclContext();
  if (const auto *record = dyn_cast<TagDecl>(dc)) {
    scope = spellTag(record, ctx, aliases, false);
  } else {
    for (; !dc->isTranslationUnit(); dc = dc->getParent()) {
      const auto *ns = dyn_cast<NamespaceDecl>(dc);
      if (ns == nullptr)
        continue; // extern "C"/"C++" blocks
      if (ns->isAnonymousNamespace())
        throw UnspellableError{"a template argument refers to '" +
                               decl->getQualifiedNameAsString() +
                               "' in an unnamed namespace"};
      scope.insert(0, "::" + ns->getName().str());
    }
  }
  std::string name = scope + "::" + decl->getNameAsString();
  const TemplateArgumentList *args = nullptr;
  if (const auto *fn = dyn_cast<FunctionDecl>(decl))
    args = fn->getTemplateSpecializationArgs();
  else if (const auto *var = dyn_cast<VarTemplateSpecializationDecl>(decl))
    args = &var->getTemplateArgs();
  if (args != nullptr)
    name += "<" + spellTemplateArguments(args->asArray(), ctx, aliases) + ">";
  return name;
}

std::string spellDeclaration(const TemplateArgument &arg, const ASTContext &ctx,
                             ClassAliases *aliases) {
  const ValueDecl *decl = arg.getAsDecl();
  if (const auto *object = dyn_cast<TemplateParamObjectDecl>(decl)) {
    QualType type = object->getType().getUnqualifiedType();
    // `::P{1, 2}`: a functional cast starts with the name alone.
    return spellTag(type->getAsTagDecl(), ctx, aliases, false) +
           spellClassValue(object->getValue(), type->getAsCXXRecordDecl(), ctx,
                           aliases);
  }
  std::string name = spellEntityName(decl, ctx, aliases);
  QualType param = arg.getParamTypeForDecl();
  // A reference parameter names the object; an array decays to the pointer.
  if (param->isReferenceType() || decl->getType()->isArrayType())
    return name;
  return "&" + name;
}

std::string spellArgument(const TemplateArgument &arg, const ASTContext &ctx,
                          ClassAliases *aliases) {
  switch (arg.getKind()) {
  case TemplateArgument::Type:
    return spellType(arg.getAsType(), ctx, aliases); // rejects local types
  case TemplateArgument::Integral:
    return spellIntegral(arg, ctx, aliases);
  case TemplateArgument::Declaration:
    return spellDeclaration(arg, ctx, aliases);
  case TemplateArgument::NullPtr:
    return "nullptr";
  case TemplateArgument::Template: {
    const TemplateDecl *decl = arg.getAsTemplate().getAsTemplateDecl();
    if (decl != nullptr)
      return spellEntityName(decl, ctx, aliases);
    break;
  }
  case TemplateArgument::Pack:
    return spellTemplateArguments(arg.pack_elements(), ctx, aliases);
  case TemplateArgument::StructuralValue:
    // C++20 floating-point values, as an exact hexadecimal literal (as
    // inside class-type values); pointers into objects are not written.
    if (arg.getAsStructuralValue().isFloat())
      return spellValue(arg.getAsStructuralValue(),
                        arg.getStructuralValueType(), ctx, aliases);
    throw UnspellableError{"a template argument points into an object (to "
                           "an element, a member or a member of a class), "
                           "which the footer cannot write"};
  default:
    break;
  }
  throw UnspellableError{"a template argument of this kind is not supported"};
}

} // namespace

// Types are written from "::" so that names such as "detail::X" cannot be
// captured by the footer's own namespaces (sycl::detail), and classes with
// their class-key ("struct ::w::H") so that a later function or variable of
// the same name cannot hide them; a class that such a name does not reach
// (a namesake hides it) through an alias (ClassAliases). Pointers to
// functions and arrays, arrays and function types use alias templates from
// <sycl/detail/footer_abi.hpp> instead of declarator syntax, which cannot be
// composed left to right.
std::string spellType(QualType type, const ASTContext &ctx,
                      ClassAliases *aliases) {
  type = type.getCanonicalType();
  std::string cv;
  if (type.isConstQualified())
    cv += "const ";
  if (type.isVolatileQualified())
    cv += "volatile ";
  const Type *bare = type.getTypePtr();
  if (const auto *ref = dyn_cast<LValueReferenceType>(bare))
    return spellType(ref->getPointeeType(), ctx, aliases) + " &";
  if (const auto *ref = dyn_cast<RValueReferenceType>(bare))
    return spellType(ref->getPointeeType(), ctx, aliases) + " &&";
  if (const auto *ptr = dyn_cast<PointerType>(bare)) {
    QualType pointee = ptr->getPointeeType();
    std::string out =
        pointee->isFunctionType() || pointee->isArrayType()
            ? "::__syclfg_pointer<" + spellType(pointee, ctx, aliases) + ">"
            : spellType(pointee, ctx, aliases) + " *";
    if (!cv.empty())
      out += " " + cv.substr(0, cv.size() - 1);
    return out;
  }
  if (const auto *array = dyn_cast<ConstantArrayType>(bare))
    return "::__syclfg_array<" +
           spellType(array->getElementType(), ctx, aliases) + ", " +
           std::to_string(array->getZExtSize()) + ">";
  if (const auto *fn = dyn_cast<FunctionProtoType>(bare)) {
    if (!fn->isVariadic() && !fn->hasExceptionSpec() &&
        fn->getMethodQuals().empty() && fn->getRefQualifier() == RQ_None) {
      std::string out =
          "::__syclfg_function<" + spellType(fn->getReturnType(), ctx, aliases);
      for (QualType param : fn->param_types())
        out += ", " + spellType(param, ctx, aliases);
      return out + ">";
    }
  }
  if (const TagDecl *tag = bare->getAsTagDecl())
    return cv + spellTag(tag, ctx, aliases, true);
  return type.getAsString(spellingPolicy(ctx));
}

std::string spellTag(const TagDecl *tag, const ASTContext &ctx,
                     ClassAliases *aliases, bool elaborated) {
  rejectUnnameable(tag);
  std::string name;
  llvm::raw_string_ostream os(name);
  tag->printQualifiedName(os, spellingPolicy(ctx));
  os.flush();
  std::string args;
  if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(tag))
    args = "<" +
           spellTemplateArguments(spec->getTemplateArgs().asArray(), ctx,
                                  aliases) +
           ">";
  // An unnamed class named by a typedef is written through the typedef.
  if (tag->getIdentifier() == nullptr)
    return "::" + name + args;
  const std::string key = tag->getKindName().str();
  if (aliases != nullptr) {
    std::string alias = aliases->reference(
        tag, elaborated, key + " " + tag->getNameAsString() + args);
    if (!alias.empty())
      return alias;
  }
  return (elaborated ? key + " ::" : "::") + name + args;
}

std::string spellTemplateArguments(llvm::ArrayRef<TemplateArgument> args,
                                   const ASTContext &ctx,
                                   ClassAliases *aliases) {
  std::string out;
  for (const TemplateArgument &arg : args) {
    std::string one = spellArgument(arg, ctx, aliases);
    if (one.empty())
      continue; // an empty pack
    if (!out.empty())
      out += ", ";
    out += one;
  }
  return out;
}

namespace {
bool argumentsNameNonPublicMember(llvm::ArrayRef<TemplateArgument> args) {
  for (const TemplateArgument &arg : args) {
    if (arg.getKind() == TemplateArgument::Pack &&
        argumentsNameNonPublicMember(arg.pack_elements()))
      return true;
    if (arg.getKind() == TemplateArgument::Type &&
        namesNonPublicMember(arg.getAsType()))
      return true;
  }
  return false;
}
} // namespace

bool namesNonPublicMember(QualType type) {
  type = type.getCanonicalType();
  while (type->isPointerType() || type->isReferenceType() ||
         type->isArrayType())
    type = type->isArrayType()
               ? QualType(type->getArrayElementTypeNoTypeQual(), 0)
               : type->getPointeeType();
  const TagDecl *tag = type->getAsTagDecl();
  for (const Decl *decl = tag; decl != nullptr;
       decl = dyn_cast<TagDecl>(decl->getDeclContext())) {
    if (isa<TagDecl>(decl->getDeclContext()) && decl->getAccess() != AS_public)
      return true;
    if (const auto *spec = dyn_cast<ClassTemplateSpecializationDecl>(decl);
        spec != nullptr &&
        argumentsNameNonPublicMember(spec->getTemplateArgs().asArray()))
      return true;
  }
  return false;
}

} // namespace syclfg::frontend
