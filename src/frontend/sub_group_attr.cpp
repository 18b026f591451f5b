#include "frontend/sub_group_attr.hpp"

#include "frontend/attribute_tokens.hpp"

namespace syclfg::frontend {

std::optional<SubGroupAttr>
requiredSubGroupSize(const clang::CXXRecordDecl *functor,
                     clang::Preprocessor &pp) {
  const KernelTokens kernel = kernelAttributeTokens(functor, pp);
  std::optional<AttributeUse> use = findAttribute(
      kernel.tokens, {"sycl", "intel"}, "reqd_sub_group_size", pp);
  if (!use)
    return std::nullopt;
  SubGroupAttr attr;
  attr.where = use->where;
  attr.argument = use->text;
  if (use->arguments.size() == 1)
    attr.size =
        integerArgument(use->arguments[0], kernel.callOperator, pp).value_or(0);
  return attr;
}

} // namespace syclfg::frontend
