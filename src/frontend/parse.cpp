#include "frontend/parse.hpp"

#include "frontend/collector.hpp"

#include <clang/AST/ASTConsumer.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Tooling/ArgumentsAdjusters.h>
#include <clang/Tooling/CompilationDatabase.h>
#include <clang/Tooling/Tooling.h>
#include <llvm/Support/raw_ostream.h>

#include <exception>

namespace syclfg::frontend {
namespace {

using namespace clang;

class CollectConsumer : public ASTConsumer {
public:
  CollectConsumer(CompilerInstance &ci, ParseResult &out) : ci_(ci), out_(out) {}

  void HandleTranslationUnit(ASTContext &ctx) override {
    if (ctx.getDiagnostics().hasErrorOccurred())
      return;
    // An exception must not unwind through Clang's frames (it would skip
    // their cleanup): report it as a failed parse instead.
    try {
      out_.tu = collect(ctx, ci_.getSema());
      out_.ok = true;
      const SourceManager &sm = ctx.getSourceManager();
      for (auto it = sm.fileinfo_begin(); it != sm.fileinfo_end(); ++it)
        out_.filesRead.push_back(it->first.getName().str());
    } catch (const std::exception &error) {
      llvm::errs() << "sycl-footergen: internal error while collecting: "
                   << error.what() << "\n";
      out_.ok = false;
    }
  }

private:
  CompilerInstance &ci_;
  ParseResult &out_;
};

class CollectAction : public ASTFrontendAction {
public:
  explicit CollectAction(ParseResult &out) : out_(out) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &ci,
                                                 llvm::StringRef) override {
    return std::make_unique<CollectConsumer>(ci, out_);
  }

private:
  ParseResult &out_;
};

class CollectFactory : public tooling::FrontendActionFactory {
public:
  explicit CollectFactory(ParseResult &out) : out_(out) {}
  std::unique_ptr<FrontendAction> create() override {
    return std::make_unique<CollectAction>(out_);
  }

private:
  ParseResult &out_;
};

} // namespace

ParseResult parse(const ParseRequest &request) {
  ParseResult result;
  tooling::FixedCompilationDatabase database(request.directory,
                                             request.compileArgs);
  tooling::ClangTool tool(database, {request.source});
  tool.appendArgumentsAdjuster(tooling::getClangStripOutputAdjuster());
  tool.appendArgumentsAdjuster(tooling::getClangStripDependencyFileAdjuster());
  tool.appendArgumentsAdjuster(tooling::getClangSyntaxOnlyAdjuster());
  // Ours come last so that they win: the builtin headers of the Clang we
  // link (Debian's fallback search is not upstream behaviour), and our SYCL
  // headers after the user's include paths.
  tool.appendArgumentsAdjuster(tooling::getInsertArgumentAdjuster(
      {"-D__SYCLFG_TOOL__=1", "-isystem", request.syclIncludeDir,
       "-Wno-unknown-warning-option", "-Qunused-arguments", "-resource-dir",
       request.resourceDir},
      tooling::ArgumentInsertPosition::END));
  CollectFactory factory(result);
  if (tool.run(&factory) != 0)
    result.ok = false;
  return result;
}

} // namespace syclfg::frontend
