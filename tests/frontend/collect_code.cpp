#include "collect_code.hpp"

#include "frontend/collector.hpp"

#include <catch2/catch.hpp>
#include <clang/AST/ASTConsumer.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Tooling/Tooling.h>

namespace syclfg::test {
namespace {

class CollectConsumer : public clang::ASTConsumer {
public:
  CollectConsumer(clang::CompilerInstance &ci, model::TranslationUnit &out)
      : ci_(ci), out_(out) {}
  void HandleTranslationUnit(clang::ASTContext &ctx) override {
    if (!ctx.getDiagnostics().hasErrorOccurred())
      out_ = frontend::collect(ctx, ci_.getSema());
  }

private:
  clang::CompilerInstance &ci_;
  model::TranslationUnit &out_;
};

class CollectAction : public clang::ASTFrontendAction {
public:
  explicit CollectAction(model::TranslationUnit &out) : out_(out) {}
  std::unique_ptr<clang::ASTConsumer>
  CreateASTConsumer(clang::CompilerInstance &ci, llvm::StringRef) override {
    return std::make_unique<CollectConsumer>(ci, out_);
  }

private:
  model::TranslationUnit &out_;
};

} // namespace

model::TranslationUnit collectCode(const std::string &code,
                                   const std::string &std) {
  model::TranslationUnit tu;
  const std::vector<std::string> args{
      std, "-D__SYCLFG_TOOL__=1", "-isystem" SYCLFG_TEST_INCLUDE_DIR,
      "-resource-dir=" SYCLFG_CLANG_RESOURCE_DIR,
      // as the tool parses: lambdas numbered as a SYCL device compile does
      "-Xclang", "-fsycl-is-host"};
  const bool ok = clang::tooling::runToolOnCodeWithArgs(
      std::make_unique<CollectAction>(tu), code, args, "input.cpp");
  REQUIRE(ok);
  return tu;
}

const model::Object &objectNamed(const model::TranslationUnit &tu,
                                 const std::string &qualifiedName) {
  for (const model::Object &o : tu.objects)
    if (o.qualifiedName == qualifiedName)
      return o;
  FAIL("no object named " << qualifiedName);
  throw std::logic_error("unreachable");
}

const model::Kernel &kernelNamed(const model::TranslationUnit &tu,
                                 const std::string &displayName) {
  for (const model::Kernel &k : tu.kernels)
    if (k.displayName == displayName)
      return k;
  FAIL("no kernel named " << displayName);
  throw std::logic_error("unreachable");
}

} // namespace syclfg::test
