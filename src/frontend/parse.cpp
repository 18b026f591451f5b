#include "frontend/parse.hpp"

#include "frontend/collector.hpp"

#include <clang/AST/ASTConsumer.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Driver/Options.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Tooling/Tooling.h>
#include <llvm/Option/ArgList.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/TargetParser/Host.h>

#include <exception>

namespace syclfg::frontend {
namespace {

using namespace clang;

class CollectConsumer : public ASTConsumer {
public:
  CollectConsumer(CompilerInstance &ci, ParseResult &out,
                  llvm::raw_ostream &errs)
      : ci_(ci), out_(out), errs_(errs) {}

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
      errs_ << "sycl-footergen: internal error while collecting: "
            << error.what() << "\n";
      out_.ok = false;
    }
  }

private:
  CompilerInstance &ci_;
  ParseResult &out_;
  llvm::raw_ostream &errs_;
};

class CollectAction : public ASTFrontendAction {
public:
  CollectAction(ParseResult &out, llvm::raw_ostream &errs)
      : out_(out), errs_(errs) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &ci,
                                                 llvm::StringRef) override {
    return std::make_unique<CollectConsumer>(ci, out_, errs_);
  }

private:
  ParseResult &out_;
  llvm::raw_ostream &errs_;
};

} // namespace

std::vector<std::string> dropUnknownFlags(const std::vector<std::string> &args,
                                          bool clDriverMode,
                                          std::vector<std::string> &dropped) {
  std::vector<const char *> argv;
  argv.reserve(args.size());
  for (const std::string &a : args)
    argv.push_back(a.c_str());
  unsigned missingIndex = 0, missingCount = 0;
  llvm::opt::Visibility visibility(clDriverMode ? driver::options::CLOption
                                                : driver::options::ClangOption);
  llvm::opt::InputArgList parsed = driver::getDriverOptTable().ParseArgs(
      argv, missingIndex, missingCount, visibility);
  std::vector<bool> unknown(args.size(), false);
  for (const llvm::opt::Arg *arg :
       parsed.filtered(driver::options::OPT_UNKNOWN)) {
    unknown[arg->getIndex()] = true;
    dropped.push_back(arg->getAsString(parsed));
  }
  std::vector<std::string> kept;
  for (std::size_t i = 0; i < args.size(); ++i)
    if (!unknown[i])
      kept.push_back(args[i]);
  return kept;
}

ParseResult parse(const ParseRequest &request, llvm::raw_ostream &diagnostics) {
  ParseResult result;
  // Our flags come last so that they win: the builtin headers of the Clang
  // we link (Debian's fallback search is not upstream behaviour), our SYCL
  // headers after the user's include paths, and a parse only.
  std::vector<std::string> commandLine{"clang++"};
  if (request.clDriverMode)
    commandLine.emplace_back("--driver-mode=cl");
  commandLine.insert(commandLine.end(), request.compileArgs.begin(),
                     request.compileArgs.end());
  const std::string ours[] = {"-fsyntax-only",
                              "-D__SYCLFG_TOOL__=1",
                              "-Wno-unknown-warning-option",
                              "-Qunused-arguments",
                              "-isystem" + request.syclIncludeDir,
                              "-resource-dir=" + request.resourceDir};
  for (const std::string &flag : ours) {
    if (request.clDriverMode && flag == "-fsyntax-only")
      commandLine.emplace_back(
          "/Zs"); // cl's spelling: the driver plans no job otherwise
    else
      commandLine.push_back(request.clDriverMode ? "/clang:" + flag : flag);
  }
#ifndef _WIN32
  // cl.exe entries parse with cl's flags but, off Windows, for the host
  // target: there is no MSVC standard library here (IDs are Itanium
  // mangled whatever the target).
  if (request.clDriverMode)
    commandLine.push_back("/clang:--target=" +
                          llvm::sys::getDefaultTargetTriple());
#endif
  // Lambdas get the mangling numbers a SYCL device compile gives them, so
  // unnamed kernels are named as __builtin_sycl_unique_stable_name names them.
  commandLine.emplace_back("-Xclang");
  commandLine.emplace_back("-fsycl-is-host");
  if (request.clDriverMode)
    commandLine.emplace_back("--"); // else "/work/a.cpp" reads as a cl option
  commandLine.push_back(request.source);

  // A per-call working directory: the process's own must not change, other
  // threads parse at the same time.
  auto fileSystem = llvm::vfs::createPhysicalFileSystem();
  fileSystem->setCurrentWorkingDirectory(request.directory);
  llvm::IntrusiveRefCntPtr<FileManager> files(
      new FileManager(FileSystemOptions(), std::move(fileSystem)));
  auto diagnosticOptions = llvm::makeIntrusiveRefCnt<DiagnosticOptions>();
  TextDiagnosticPrinter printer(diagnostics, diagnosticOptions.get());
  tooling::ToolInvocation invocation(
      commandLine, std::make_unique<CollectAction>(result, diagnostics),
      files.get());
  invocation.setDiagnosticConsumer(&printer);
  if (!invocation.run())
    result.ok = false;
  return result;
}

} // namespace syclfg::frontend
