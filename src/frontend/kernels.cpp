#include "frontend/kernels.hpp"

#include "frontend/spelling.hpp"
#include "frontend/sycl_names.hpp"
#include "frontend/unique_names.hpp"

#include <clang/AST/DeclTemplate.h>
#include <clang/AST/RecordLayout.h>
#include <llvm/ADT/StringSet.h>

namespace syclfg::frontend {
namespace {

using namespace clang;
using model::ParamKind;

// DPC++'s access-target codes, by enumerator name.
int targetCode(llvm::StringRef name) {
  return llvm::StringSwitch<int>(name)
      .Cases("device", "global_buffer", 2014)
      .Case("constant_buffer", 2015)
      .Case("local", 2016)
      .Case("image", 2017)
      .Case("host_buffer", 2018)
      .Case("host_image", 2019)
      .Case("image_array", 2020)
      .Case("host_task", 2021)
      .Default(2014);
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
  Decomposer(ASTContext &ctx, model::Kernel &kernel)
      : ctx_(ctx), kernel_(kernel) {}

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
    int target = name == "sycl::local_accessor" ? 2016 : 2014;
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
    for (const CXXBaseSpecifier &b : record->bases())
      if (containsSpecial(b.getType()))
        return true;
    for (const FieldDecl *f : record->fields())
      if (containsSpecial(f->getType()))
        return true;
    return false;
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
    const auto *record = type->getAsCXXRecordDecl();
    const ASTRecordLayout &layout = ctx_.getASTRecordLayout(record);
    for (const CXXBaseSpecifier &b : record->bases())
      add(b.getType(),
          offset + layout.getBaseClassOffset(b.getType()->getAsCXXRecordDecl())
                       .getQuantity(),
          what + "(base)");
    for (const FieldDecl *f : record->fields())
      add(f->getType(),
          offset + ctx_
                       .toCharUnitsFromBits(static_cast<int64_t>(
                           layout.getFieldOffset(f->getFieldIndex())))
                       .getQuantity(),
          what + "." + f->getNameAsString());
  }

  // sizeof of a captured class the host compiler can name.
  void addCheck(QualType type, long long size) {
    const auto *record = type->getAsCXXRecordDecl();
    if (record == nullptr || record->isLambda() ||
        record->getParentFunctionOrMethod() != nullptr ||
        record->getIdentifier() == nullptr)
      return;
    try {
      std::string spelled = spellType(type, ctx_);
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
  model::Kernel &kernel_;
};

const CXXMethodDecl *callOperator(const CXXRecordDecl *record) {
  if (record->isLambda())
    return record->getLambdaCallOperator();
  for (const CXXMethodDecl *m : record->methods())
    if (m->getOverloadedOperator() == OO_Call)
      return m;
  return nullptr;
}

bool takesKernelHandler(const CXXRecordDecl *record) {
  const CXXMethodDecl *op = callOperator(record);
  if (op == nullptr)
    return false;
  for (const ParmVarDecl *p : op->parameters())
    if (classNameWithoutInlineNamespaces(p->getType().getNonReferenceType()) ==
        "sycl::kernel_handler")
      return true;
  return false;
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

std::optional<model::Kernel> describeKernel(const CXXMemberCallExpr *call,
                                            ASTContext &ctx,
                                            std::string &problem) {
  const CXXMethodDecl *method = call->getMethodDecl();
  QualType functorType = call->getArg(call->getNumArgs() - 1)
                             ->getType()
                             .getNonReferenceType()
                             .getUnqualifiedType();
  const CXXRecordDecl *functor = functorType->getAsCXXRecordDecl();
  if (functor == nullptr || !functor->hasDefinition()) {
    problem = "the kernel is not a lambda or function object";
    return std::nullopt;
  }
  model::Kernel kernel;
  kernel.invocation = method->getNameAsString();

  // The kernel-name type is the first template argument; void (the
  // default) means an unnamed kernel, named after its function object.
  QualType nameType = functorType;
  const TemplateArgumentList *args = method->getTemplateSpecializationArgs();
  if (args->size() > 0 && args->get(0).getKind() == TemplateArgument::Type &&
      !args->get(0).getAsType()->isVoidType())
    nameType = args->get(0).getAsType();
  nameType = nameType.getCanonicalType();
  // Never prefixed, even for a type local to the TU: DPC++ does not.
  kernel.mangledName = uniqueStableName(ctx, nameType);
  kernel.functorType = uniqueStableName(ctx, functorType);
  kernel.displayName = nameType.getAsString(ctx.getPrintingPolicy());

  Decomposer decomposer(ctx, kernel);
  const ASTRecordLayout &layout = ctx.getASTRecordLayout(functor);
  llvm::DenseMap<const ValueDecl *, FieldDecl *> captures;
  FieldDecl *thisCapture = nullptr;
  if (functor->isLambda())
    functor->getCaptureFields(captures, thisCapture);
  for (const FieldDecl *field : functor->fields()) {
    std::string what = field->getNameAsString();
    for (const auto &[var, capturedField] : captures)
      if (capturedField == field)
        what = var->getNameAsString();
    if (field == thisCapture) {
      problem = "the kernel lambda captures 'this'; kernels cannot use the "
                "host object";
      return std::nullopt;
    }
    if (field->getType()->isReferenceType()) {
      problem = "the kernel lambda captures '" + what +
                "' by reference; kernels must capture by copy ([=])";
      return std::nullopt;
    }
    decomposer.add(field->getType(),
                   ctx
                       .toCharUnitsFromBits(static_cast<int64_t>(
                           layout.getFieldOffset(field->getFieldIndex())))
                       .getQuantity(),
                   what);
  }
  if (!functor->isLambda() && functor->getIdentifier() != nullptr &&
      functor->getParentFunctionOrMethod() == nullptr) {
    try {
      kernel.checks.insert(
          kernel.checks.begin(),
          {spellType(functorType, ctx),
           static_cast<unsigned long long>(
               ctx.getTypeSizeInChars(functorType).getQuantity())});
    } catch (const UnspellableError &) {
    }
  }
  if (takesKernelHandler(functor))
    kernel.params.push_back(
        {model::ParamKind::SpecConstantsBuffer,
         static_cast<long long>(
             ctx.getTypeSizeInChars(ctx.VoidPtrTy).getQuantity()),
         0, "kernel_handler"});
  return kernel;
}

} // namespace syclfg::frontend
