#include "frontend/kernel_attrs.hpp"

#include "frontend/attribute_tokens.hpp"
#include "frontend/sub_group_attr.hpp"

#include <clang/AST/ASTContext.h>
#include <clang/AST/Decl.h>

namespace syclfg::frontend {
namespace {

using namespace clang;
using Problems = std::vector<KernelAttrProblem>;

const char *const kIntegerNote =
    "write a positive integer literal, or the name of an integer constant, a "
    "constant array's element or a template parameter";

void readSubGroupSize(const CXXRecordDecl *functor, Preprocessor &pp,
                      model::Kernel &kernel, Problems &problems) {
  std::optional<SubGroupAttr> attr = requiredSubGroupSize(functor, pp);
  if (!attr)
    return;
  kernel.requiredSubGroupSize = attr->size;
  if (attr->size == 0)
    problems.push_back({attr->where,
                        "cannot evaluate the argument '" + attr->argument +
                            "' of reqd_sub_group_size from its tokens",
                        kIntegerNote});
}

// reqd_work_group_size or work_group_size_hint: 1 to 3 positive sizes.
std::vector<unsigned long long> readSizes(const KernelTokens &kernel,
                                          llvm::StringRef name,
                                          Preprocessor &pp,
                                          Problems &problems) {
  std::optional<AttributeUse> use =
      findAttribute(kernel.tokens, {"sycl", "cl"}, name, pp);
  std::vector<unsigned long long> sizes;
  if (!use)
    return sizes;
  if (use->arguments.size() > 3 || use->arguments[0].empty()) {
    problems.push_back(
        {use->where,
         name.str() + " takes 1 to 3 sizes, not " +
             std::to_string(use->arguments[0].empty() ? 0
                                                      : use->arguments.size()) +
             " ('" + use->text + "')",
         "write one positive size per dimension of the kernel's range: (X), "
         "(X, Y) or (X, Y, Z)"});
    return sizes;
  }
  for (const std::vector<Token> &arg : use->arguments) {
    const std::optional<unsigned long long> size =
        integerArgument(arg, kernel.callOperator, pp);
    if (!size || *size == 0) {
      problems.push_back(
          {use->where,
           (size ? "the size '" + spelled(arg, pp) + "' of " + name.str() +
                       " is zero"
                 : "cannot evaluate the argument '" + spelled(arg, pp) +
                       "' of " + name.str() + " from its tokens"),
           kIntegerNote});
      return {};
    }
    sizes.push_back(*size);
  }
  return sizes;
}

// The enumeration sycl::aspect the TU declares (in sycl or an inline
// namespace of it, as DPC++'s sycl::_V1); null when it declares none.
const EnumDecl *aspectEnum(const ASTContext &ctx) {
  const TranslationUnitDecl *tu = ctx.getTranslationUnitDecl();
  for (const NamedDecl *found : tu->lookup(&ctx.Idents.get("sycl"))) {
    const auto *ns = dyn_cast<NamespaceDecl>(found);
    if (ns == nullptr)
      continue;
    std::vector<const DeclContext *> scopes{ns};
    for (const NamespaceDecl *redecl : ns->redecls())
      for (const Decl *decl : redecl->decls())
        if (const auto *inner = dyn_cast<NamespaceDecl>(decl);
            inner != nullptr && inner->isInline())
          scopes.push_back(inner);
    for (const DeclContext *scope : scopes)
      for (const NamedDecl *named : scope->lookup(&ctx.Idents.get("aspect")))
        if (const auto *e = dyn_cast<EnumDecl>(named))
          return e;
  }
  return nullptr;
}

// The enumerator of `aspects` an argument names: sycl::aspect::X (any
// qualifier ending in aspect::), or a constant of that type.
std::string aspectOf(const std::vector<Token> &written, const EnumDecl &aspects,
                     const DeclContext *dc, Preprocessor &pp) {
  const std::vector<Token> arg = expandArgument(written, pp);
  if (arg.empty() || identifierOf(arg.back()).empty())
    return "";
  const llvm::StringRef last = identifierOf(arg.back());
  const bool qualified = arg.size() >= 3 &&
                         arg[arg.size() - 2].is(tok::coloncolon) &&
                         identifierOf(arg[arg.size() - 3]) == "aspect";
  std::optional<unsigned long long> value;
  if (!qualified)
    value = integerArgument(arg, dc, pp);
  for (const EnumConstantDecl *e : aspects.enumerators())
    if (value ? e->getInitVal().getZExtValue() == *value
              : (qualified || arg.size() == 1) && e->getName() == last)
      return e->getName().str();
  return "";
}

void readAspects(const KernelTokens &kernel, Preprocessor &pp,
                 model::Kernel &out, Problems &problems) {
  std::optional<AttributeUse> use =
      findAttribute(kernel.tokens, {"sycl"}, "device_has", pp);
  if (!use || (use->arguments.size() == 1 && use->arguments[0].empty()))
    return;
  const EnumDecl *aspects = aspectEnum(kernel.callOperator->getASTContext());
  for (const std::vector<Token> &arg : use->arguments) {
    std::string name = aspects != nullptr
                           ? aspectOf(arg, *aspects, kernel.callOperator, pp)
                           : "";
    if (name.empty()) {
      problems.push_back(
          {use->where,
           "the argument '" + spelled(arg, pp) +
               "' of device_has names no enumerator of sycl::aspect",
           "write aspects as sycl::aspect::fp64, or name constants of type "
           "sycl::aspect"});
      continue;
    }
    out.requiredAspects.push_back(std::move(name));
  }
}

} // namespace

std::vector<KernelAttrProblem>
readKernelAttributes(const CXXRecordDecl *functor, Preprocessor &pp,
                     model::Kernel &kernel) {
  Problems problems;
  if (functor == nullptr)
    return problems;
  readSubGroupSize(functor, pp, kernel, problems);
  const KernelTokens tokens = kernelAttributeTokens(functor, pp);
  if (tokens.callOperator == nullptr)
    return problems;
  kernel.requiredWorkGroupSize =
      readSizes(tokens, "reqd_work_group_size", pp, problems);
  readSizes(tokens, "work_group_size_hint", pp, problems);
  readAspects(tokens, pp, kernel, problems);
  return problems;
}

} // namespace syclfg::frontend
