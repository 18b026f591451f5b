#include "parse/parse.hpp"

#include "frontend/collector.hpp"
#include "frontend/new_decls.hpp"
#include "parse/absolute_includes.hpp"
#include "parse/collect_action.hpp"
#include "parse/preamble_parse.hpp"
#include "parse/read_attribute_filter.hpp"

#include "parse/preamble_cut.hpp"
#include "util/content_hash.hpp"

#include <clang/AST/ASTConsumer.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Basic/Version.h>
#include <clang/Driver/Options.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Frontend/TextDiagnosticPrinter.h>
#include <clang/Tooling/Tooling.h>
#include <llvm/Option/ArgList.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/VirtualFileSystem.h>
#include <llvm/TargetParser/Host.h>

#include <exception>

namespace syclfg::parse {
namespace {

using namespace clang;

class CollectConsumer : public ASTConsumer {
public:
  CollectConsumer(CompilerInstance &ci, ParseResult &out,
                  llvm::raw_ostream &errs, const Preamble *newDeclsOn)
      : ci_(ci), out_(out), errs_(errs), preamble_(newDeclsOn),
        newDecls_(newDeclsOn != nullptr
                      ? std::make_unique<frontend::NewDeclRecorder>()
                      : nullptr) {}

  ASTMutationListener *GetASTMutationListener() override {
    return newDecls_.get();
  }

  void HandleTranslationUnit(ASTContext &ctx) override {
    if (ctx.getDiagnostics().hasErrorOccurred())
      return;
    // An exception must not unwind through Clang's frames (it would skip
    // their cleanup): report it as a failed parse instead.
    try {
      out_.tu = collectFrom(ctx);
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
  model::TranslationUnit collectFrom(ASTContext &ctx) {
    if (newDecls_ != nullptr)
      return frontend::collectNew(ctx, ci_.getSema(), newDecls_->roots(),
                                  preamble_->reservedNames);
    return frontend::collect(ctx, ci_.getSema());
  }

  CompilerInstance &ci_;
  ParseResult &out_;
  llvm::raw_ostream &errs_;
  const Preamble *preamble_;
  std::unique_ptr<frontend::NewDeclRecorder> newDecls_; // null: walk everything
};

class CollectAction : public ASTFrontendAction {
public:
  CollectAction(ParseResult &out, llvm::raw_ostream &errs,
                const Preamble *newDeclsOn)
      : out_(out), errs_(errs), newDeclsOn_(newDeclsOn) {}

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &ci,
                                                 llvm::StringRef) override {
    return std::make_unique<CollectConsumer>(ci, out_, errs_, newDeclsOn_);
  }

private:
  ParseResult &out_;
  llvm::raw_ostream &errs_;
  const Preamble *newDeclsOn_;
};

// A whole parse (no shared preamble), its include directories absolute as
// on a preamble.
class WholeParseAction : public tooling::ToolAction {
public:
  WholeParseAction(std::string directory, ParseResult &out,
                   llvm::raw_ostream &errs)
      : directory_(std::move(directory)), out_(out), errs_(errs) {}

  bool runInvocation(std::shared_ptr<CompilerInvocation> invocation,
                     FileManager *files,
                     std::shared_ptr<PCHContainerOperations> pchOps,
                     DiagnosticConsumer *diagnostics) override {
    makeIncludeDirsAbsolute(*invocation, directory_);
    return runCollect(std::move(invocation), files, std::move(pchOps),
                      diagnostics, out_, errs_);
  }

private:
  std::string directory_;
  ParseResult &out_;
  llvm::raw_ostream &errs_;
};

// The shared preamble's key: a hash of the directives it holds and of
// everything else that decides how they parse (the command line without
// the source, the working directory, the source's language by extension,
// the Clang that writes the PCH). "" when the source has none.
std::string keyFor(const ParseRequest &request, FileManager &files,
                   PreambleCut &cut) {
  auto buffer = files.getBufferForFile(request.source);
  if (!buffer)
    return "";
  cut = cutPreamble((*buffer)->getBuffer());
  if (cut.bytes == 0)
    return "";
  std::vector<std::string> commandLine = commandLineFor(request);
  commandLine.pop_back();
  std::string text = getClangFullVersion() + "\n" + request.directory + "\n" +
                     llvm::sys::path::extension(request.source).str() + "\n";
  for (const std::string &arg : commandLine)
    text += arg + "\n";
  return util::hashText(text + "\n" + cut.header);
}

} // namespace

std::unique_ptr<FrontendAction> makeCollectAction(ParseResult &out,
                                                  llvm::raw_ostream &errs,
                                                  const Preamble *newDeclsOn) {
  return std::make_unique<CollectAction>(out, errs, newDeclsOn);
}

bool runCollect(std::shared_ptr<CompilerInvocation> invocation,
                FileManager *files,
                std::shared_ptr<PCHContainerOperations> pchOps,
                DiagnosticConsumer *diagnostics, ParseResult &out,
                llvm::raw_ostream &errs, bool quiet,
                const Preamble *newDeclsOn) {
  CompilerInstance compiler(std::move(pchOps));
  if (quiet)
    compiler.setVerboseOutputStream(llvm::nulls());
  compiler.setInvocation(std::move(invocation));
  compiler.setFileManager(files);
  // Declared after the instance: destroyed before it.
  std::unique_ptr<FrontendAction> action =
      makeCollectAction(out, errs, newDeclsOn);
  compiler.createDiagnostics(diagnostics, /*ShouldOwnClient=*/false);
  if (!compiler.hasDiagnostics())
    return false;
  compiler.createSourceManager(*files);
  const bool ok = compiler.ExecuteAction(*action);
  files->clearStatCache();
  return ok;
}

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

std::vector<std::string> commandLineFor(const ParseRequest &request) {
  // Our flags come last so that they win: the builtin headers of the Clang
  // we link (Debian's fallback search is not upstream behaviour), our SYCL
  // headers after the user's include paths, and a parse only. Clang 19
  // makes `x->template f()` without a template argument list an error (a
  // default-error warning); g++ and Clang 18, which built such programs,
  // accept it, so the parse does too and leaves the verdict to the host
  // compiler.
  std::vector<std::string> commandLine{"clang++"};
  if (request.clDriverMode)
    commandLine.emplace_back("--driver-mode=cl");
  commandLine.insert(commandLine.end(), request.compileArgs.begin(),
                     request.compileArgs.end());
  const std::string ours[] = {
      "-fsyntax-only", "-D__SYCLFG_TOOL__=1",
      // -fsycl-is-host below makes Clang predefine SYCL_LANGUAGE_VERSION
      // (as 202001); the host compiler does not, <sycl/sycl.hpp> defines
      // it (202012): the parse must see what the host compile sees.
      "-USYCL_LANGUAGE_VERSION", "-Wno-unknown-warning-option",
      "-Wno-missing-template-arg-list-after-template-kw", "-Qunused-arguments",
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

  return commandLine;
}

ParseResult parse(const ParseRequest &request, llvm::raw_ostream &diagnostics) {
  ParseResult result;
  const std::vector<std::string> commandLine = commandLineFor(request);
  // A per-call working directory: the process's own must not change, other
  // threads parse at the same time.
  auto fileSystem = llvm::vfs::createPhysicalFileSystem();
  fileSystem->setCurrentWorkingDirectory(request.directory);
  llvm::IntrusiveRefCntPtr<FileManager> files(
      new FileManager(FileSystemOptions(), std::move(fileSystem)));
  auto diagnosticOptions = llvm::makeIntrusiveRefCnt<DiagnosticOptions>();
  TextDiagnosticPrinter printer(diagnostics, diagnosticOptions.get());
  ReadAttributeFilter filter(printer); // no warning for what we read
  PreambleCut cut;
  const std::string key =
      request.preambles != nullptr ? keyFor(request, *files, cut) : "";
  std::unique_ptr<tooling::ToolAction> action =
      key.empty() ? std::make_unique<WholeParseAction>(request.directory,
                                                       result, diagnostics)
                  : makePreambleAction(PreambleUse{*request.preambles, key, cut,
                                                   request.directory},
                                       result, diagnostics);
  tooling::ToolInvocation invocation(
      commandLine, action.get(), files.get(),
      std::make_shared<PCHContainerOperations>());
  invocation.setDiagnosticConsumer(&filter);
  if (!invocation.run())
    result.ok = false;
  return result;
}

std::string preambleKey(const ParseRequest &request) {
  auto fileSystem = llvm::vfs::createPhysicalFileSystem();
  fileSystem->setCurrentWorkingDirectory(request.directory);
  FileManager files(FileSystemOptions(), std::move(fileSystem));
  PreambleCut cut;
  return keyFor(request, files, cut);
}

} // namespace syclfg::parse
