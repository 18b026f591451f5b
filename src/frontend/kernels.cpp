#include "frontend/kernels.hpp"

#include "frontend/kernel_reads.hpp"
#include "frontend/record_walk.hpp"
#include "frontend/spelling.hpp"
#include "frontend/sycl_names.hpp"
#include "frontend/unique_names.hpp"

#include <clang/AST/DeclTemplate.h>
#include <llvm/ADT/StringSwitch.h>

// The integration header's ABI: the access-target numbers come from there.
#include <sycl/detail/kernel_desc.hpp>

namespace syclfg::frontend {
namespace {

using namespace clang;
using model::ParamKind;

using sycl::detail::access_target_code;

// The ABI's access-target code of a sycl::target enumerator, by name (other
// SYCL headers may number their enumerators differently).
int targetCode(llvm::StringRef name) {
  return static_cast<int>(
      llvm::StringSwitch<access_target_code>(name)
          .Cases("device", "global_buffer", access_target_code::global_buffer)
          .Case("constant_buffer", access_target_code::constant_buffer)
          .Case("local", access_target_code::local)
          .Case("image", access_target_code::image)
          .Case("host_buffer", access_target_code::host_buffer)
          .Case("host_image", access_target_code::host_image)
          .Case("image_array", access_target_code::image_array)
          .Case("host_task", access_target_code::host_task)
          .Default(access_target_code::global_buffer));
}

std::string enumeratorName(const TemplateArgument &arg) {
  if (arg.getKind() != TemplateArgument::Integral)
    return {};
  const auto *enumType = arg.getIntegralType()->getAs<EnumType>();
  if (enumType == nullptr)
    return {};
  for (const EnumConstantDecl *e : enumType->getDecl()->enumerators())
    if (llvm::APSInt::isSameValue(e->getInitVal(), arg.getAsIntegral()))
      return e->getNameAsString();
  return {};
}

class Decomposer {
public:
  Decomposer(ASTContext &ctx, ClassAliases *aliases, model::Kernel &kernel)
      : ctx_(ctx), aliases_(aliases), kernel_(kernel) {}

  void add(QualType type, long long offset, const std::string &what) {
    type = type.getCanonicalType();
    const long long size = ctx_.getTypeSizeInChars(type).getQuantity();
    const std::string name = classNameWithoutInlineNamespaces(type);
    if (name == "sycl::accessor" || name == "sycl::local_accessor") {
      kernel_.params.push_back(
          {ParamKind::Accessor, accessorInfo(type, name), offset, what});
      return;
    }
    if (name == "sycl::sampler") {
      kernel_.params.push_back({ParamKind::Sampler, size, offset, what});
      return;
    }
    if (name == "sycl::stream") {
      kernel_.params.push_back({ParamKind::Stream, size, offset, what});
      return;
    }
    if (type->isPointerType()) {
      kernel_.params.push_back({ParamKind::Pointer, size, offset, what});
      return;
    }
    if (containsSpecial(type)) {
      decomposeAggregate(type, offset, what);
      return;
    }
    kernel_.params.push_back({ParamKind::StdLayout, size, offset, what});
    addCheck(type, size);
  }

private:
  long long accessorInfo(QualType type, const std::string &name) {
    const auto *spec =
        dyn_cast<ClassTemplateSpecializationDecl>(type->getAsCXXRecordDecl());
    long long dims = 1;
    int target = static_cast<int>(name == "sycl::local_accessor"
                                      ? access_target_code::local
                                      : access_target_code::global_buffer);
    if (spec != nullptr) {
      const TemplateArgumentList &args = spec->getTemplateArgs();
      if (args.size() > 1 && args[1].getKind() == TemplateArgument::Integral)
        dims = args[1].getAsIntegral().getExtValue();
      if (name == "sycl::accessor" && args.size() > 3)
        target = targetCode(enumeratorName(args[3]));
    }
    return target | (dims << 11);
  }

  // Structs and arrays holding accessors, samplers, streams or pointers are
  // split into their members, as the device compiler passes them apart.
  bool containsSpecial(QualType type) {
    type = type.getCanonicalType();
    if (const auto *array = ctx_.getAsConstantArrayType(type))
      return containsSpecial(array->getElementType());
    const std::string name = classNameWithoutInlineNamespaces(type);
    if (name == "sycl::accessor" || name == "sycl::local_accessor" ||
        name == "sycl::sampler" || name == "sycl::stream" ||
        type->isPointerType())
      return true;
    const auto *record = type->getAsCXXRecordDecl();
    if (record == nullptr || !record->hasDefinition())
      return false;
    return !forEachSubobject(ctx_, record, [&](const Subobject &sub) {
      return !containsSpecial(sub.type);
    });
  }

  void decomposeAggregate(QualType type, long long offset,
                          const std::string &what) {
    if (const auto *array = ctx_.getAsConstantArrayType(type)) {
      const long long size =
          ctx_.getTypeSizeInChars(array->getElementType()).getQuantity();
      for (unsigned long long i = 0; i < array->getZExtSize(); ++i)
        add(array->getElementType(), offset + static_cast<long long>(i) * size,
            what + "[" + std::to_string(i) + "]");
      return;
    }
    forEachSubobject(
        ctx_, type->getAsCXXRecordDecl(), [&](const Subobject &sub) {
          add(sub.type, offset + static_cast<long long>(sub.offset),
              sub.field == nullptr ? what + "(base)"
                                   : what + "." + sub.field->getNameAsString());
          return true;
        });
  }

  // sizeof of a captured class the host compiler can name.
  void addCheck(QualType type, long long size) {
    const auto *record = type->getAsCXXRecordDecl();
    if (record == nullptr || record->isLambda() ||
        record->getParentFunctionOrMethod() != nullptr ||
        record->getIdentifier() == nullptr || namesNonPublicMember(type))
      return;
    try {
      std::string spelled = spellType(type, ctx_, aliases_);
      for (const model::SizeCheck &c : kernel_.checks)
        if (c.type == spelled)
          return;
      kernel_.checks.push_back(
          {spelled, static_cast<unsigned long long>(size)});
    } catch (const UnspellableError &) {
      // not nameable from the footer: no check
    }
  }

  ASTContext &ctx_;
  ClassAliases *aliases_;
  model::Kernel &kernel_;
};

// `type` spelled from "::" for the footer, or "" when the footer cannot
// name it (a lambda, a class local to a function, an unnamed class, a
// non-public member class or one involving it: at namespace scope g++ and
// clang++ refuse typeid of it).
std::string footerSpelling(QualType type, ASTContext &ctx,
                           ClassAliases *aliases) {
  const auto *record = type->getAsCXXRecordDecl();
  if (record == nullptr || record->isLambda() ||
      record->getParentFunctionOrMethod() != nullptr ||
      record->getIdentifier() == nullptr || namesNonPublicMember(type))
    return {};
  try {
    return spellType(type, ctx, aliases);
  } catch (const UnspellableError &) {
    return {};
  }
}

// The kernel's name: the unique stable name of the kernel-name type (the
// first template argument); void (the default) means an unnamed kernel,
// named after its function object.
void nameKernel(const FunctionDecl *callee, QualType functorType,
                ASTContext &ctx, ClassAliases *aliases, model::Kernel &kernel) {
  QualType nameType = functorType;
  const TemplateArgumentList *args = callee->getTemplateSpecializationArgs();
  if (args != nullptr && args->size() > 0 &&
      args->get(0).getKind() == TemplateArgument::Type &&
      !args->get(0).getAsType()->isVoidType())
    nameType = args->get(0).getAsType();
  nameType = nameType.getCanonicalType();
  // Never prefixed, even for a type local to the TU: DPC++ does not.
  kernel.mangledName = uniqueStableName(ctx, nameType);
  kernel.functorType = uniqueStableName(ctx, functorType);
  kernel.displayName = nameType.getAsString(ctx.getPrintingPolicy());
  kernel.nameType = footerSpelling(nameType, ctx, aliases);
}

// The function object's fields (a lambda's captures) as kernel parameters;
// false (with `problem`) for a capture a kernel cannot take. Base classes of
// a named function object are not passed.
bool decomposeFunctor(const CXXRecordDecl *functor, ASTContext &ctx,
                      ClassAliases *aliases, model::Kernel &kernel,
                      std::string &problem) {
  Decomposer decomposer(ctx, aliases, kernel);
  llvm::DenseMap<const ValueDecl *, FieldDecl *> captures;
  FieldDecl *thisCapture = nullptr;
  if (functor->isLambda())
    functor->getCaptureFields(captures, thisCapture);
  return forEachSubobject(ctx, functor, [&](const Subobject &sub) {
    if (sub.field == nullptr)
      return true;
    std::string what = sub.field->getNameAsString();
    for (const auto &[var, capturedField] : captures)
      if (capturedField == sub.field)
        what = var->getNameAsString();
    if (sub.field == thisCapture) {
      problem = "the kernel lambda captures 'this'; kernels cannot use the "
                "host object";
      return false;
    }
    if (sub.type->isReferenceType()) {
      problem = "the kernel lambda captures '" + what +
                "' by reference; kernels must capture by copy ([=])";
      return false;
    }
    decomposer.add(sub.type, static_cast<long long>(sub.offset), what);
    return true;
  });
}

} // namespace

bool isKernelInvocation(const CXXMemberCallExpr *call) {
  const CXXMethodDecl *method = call->getMethodDecl();
  if (method == nullptr || method->getIdentifier() == nullptr)
    return false;
  llvm::StringRef name = method->getName();
  if (name != "single_task" && name != "parallel_for" &&
      name != "parallel_for_work_group")
    return false;
  return nameWithoutInlineNamespaces(method->getParent()) == "sycl::handler" &&
         method->getTemplateSpecializationArgs() != nullptr &&
         call->getNumArgs() > 0;
}

const CXXRecordDecl *kernelFunctor(const CallExpr *call) {
  if (call->getNumArgs() == 0)
    return nullptr;
  const CXXRecordDecl *functor = call->getArg(call->getNumArgs() - 1)
                                     ->getType()
                                     .getNonReferenceType()
                                     ->getAsCXXRecordDecl();
  return functor != nullptr && functor->hasDefinition() ? functor : nullptr;
}

std::optional<model::Kernel>
describeKernel(const CallExpr *call, const FunctionDecl *callee,
               ASTContext &ctx, ClassAliases *aliases,
               KernelReadsFinder &readsFinder, std::string &problem) {
  QualType functorType = call->getArg(call->getNumArgs() - 1)
                             ->getType()
                             .getNonReferenceType()
                             .getUnqualifiedType();
  const CXXRecordDecl *functor = kernelFunctor(call);
  if (functor == nullptr) {
    problem = "the kernel is not a lambda or function object";
    return std::nullopt;
  }
  model::Kernel kernel;
  kernel.invocation = callee->getNameAsString();
  nameKernel(callee, functorType, ctx, aliases, kernel);
  kernel.functorSize = sizeInBytes(ctx, functorType);
  if (!decomposeFunctor(functor, ctx, aliases, kernel, problem))
    return std::nullopt;
  if (!functor->isLambda() && functor->getIdentifier() != nullptr &&
      functor->getParentFunctionOrMethod() == nullptr &&
      !namesNonPublicMember(functorType)) {
    try {
      kernel.checks.insert(kernel.checks.begin(),
                           {spellType(functorType, ctx, aliases),
                            sizeInBytes(ctx, functorType)});
    } catch (const UnspellableError &) {
      // not nameable from the footer: no check
    }
  }
  if (mayTakeKernelHandler(functor)) {
    // Only a kernel taking a kernel_handler can read constants.
    KernelReads reads = readsFinder.find(functor);
    kernel.specConstantsRead = std::move(reads.constants);
    kernel.readsUnknownConstants = reads.unknown;
    // DPC++'s design (seeds/SpecializationConstants.md) gives a kernel
    // function called with a kernel_handler the implicit buffer argument,
    // so a generic lambda the runtime calls with one (its instantiation,
    // not its pattern, takes the kernel_handler) has it too.
    kernel.params.push_back(
        {model::ParamKind::SpecConstantsBuffer,
         static_cast<long long>(sizeInBytes(ctx, ctx.VoidPtrTy)), 0,
         "kernel_handler"});
  }
  return kernel;
}

} // namespace syclfg::frontend
