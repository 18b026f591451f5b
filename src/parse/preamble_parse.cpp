#include "parse/preamble_parse.hpp"

#include "parse/absolute_includes.hpp"
#include "parse/collect_action.hpp"
#include "parse/counting_consumer.hpp"
#include "parse/preamble_chain.hpp"

#include <clang/Basic/FileManager.h>
#include <clang/Frontend/CompilerInvocation.h>
#include <clang/Lex/PreprocessorOptions.h>

#include <algorithm>
#include <set>

namespace syclfg::parse {
namespace {

using namespace clang;

// The files a whole parse reads: the preamble's and the parse's own (the
// PCH's header, which a whole parse never reads, left out). The names are
// a whole parse's: preambles are only built where Clang's names for the
// files are absolute and normalized, the form a PCH stores them in.
void addPreambleFiles(ParseResult &result, const Preamble &preamble) {
  std::set<std::string> files(preamble.inputs.begin(), preamble.inputs.end());
  for (const std::string &file : result.filesRead)
    if (file != preamble.header &&
        std::find(preamble.stageHeaders.begin(), preamble.stageHeaders.end(),
                  file) == preamble.stageHeaders.end())
      files.insert(file);
  result.filesRead.assign(files.begin(), files.end());
}

class PreambleAction : public tooling::ToolAction {
public:
  PreambleAction(PreambleUse use, ParseResult &out, llvm::raw_ostream &errs)
      : use_(std::move(use)), out_(out), errs_(errs) {}

  bool runInvocation(std::shared_ptr<CompilerInvocation> invocation,
                     FileManager *files,
                     std::shared_ptr<PCHContainerOperations> pchOps,
                     DiagnosticConsumer *diagnostics) override {
    makeIncludeDirsAbsolute(*invocation, use_.directory);
    if (std::shared_ptr<const Preamble> preamble =
            preambleFor(*invocation, *files, pchOps))
      if (parseOn(*preamble, *invocation, *files, pchOps))
        return true;
    return runCollect(std::move(invocation), files, std::move(pchOps),
                      diagnostics, out_, errs_);
  }

private:
  // The shared preamble, built on first use; null when this invocation
  // cannot use one (it includes files by flag or reads a PCH itself).
  std::shared_ptr<const Preamble>
  preambleFor(const CompilerInvocation &invocation, FileManager &files,
              const std::shared_ptr<PCHContainerOperations> &pchOps) {
    const PreprocessorOptions &pp = invocation.getPreprocessorOpts();
    if (!pp.Includes.empty() || !pp.MacroIncludes.empty() ||
        !pp.ImplicitPCHInclude.empty() ||
        invocation.getFrontendOpts().Inputs.size() != 1)
      return nullptr;
    auto fileSystem = files.getVirtualFileSystemPtr();
    return use_.store.get(use_.key, use_.cut.header, use_.directory,
                          [&](const std::string &header,
                              const PreambleFiles &built, Preamble &entry) {
                            return buildSharedPreamble(invocation, fileSystem,
                                                       pchOps, header, built,
                                                       entry);
                          });
  }

  // The parse on the preamble; false (nothing kept) when it reported
  // anything or did not collect.
  bool parseOn(const Preamble &preamble, const CompilerInvocation &base,
               FileManager &files,
               const std::shared_ptr<PCHContainerOperations> &pchOps) {
    auto invocation = std::make_shared<CompilerInvocation>(base);
    PreprocessorOptions &pp = invocation->getPreprocessorOpts();
    pp.ImplicitPCHInclude = preamble.pch;
    pp.PrecompiledPreambleBytes = {static_cast<unsigned>(use_.cut.bytes), true};
    // The store checked every input's content hash.
    pp.DisablePCHOrModuleValidation = DisableValidationForModuleKind::All;
    invocation->getLangOpts().PCHInstantiateTemplates = true; // as built
    llvm::IntrusiveRefCntPtr<FileManager> own(new FileManager(
        files.getFileSystemOpts(), files.getVirtualFileSystemPtr()));
    CountingConsumer counter;
    ParseResult attempt;
    const bool ok = runCollect(std::move(invocation), own.get(), pchOps,
                               &counter, attempt, llvm::nulls(), /*quiet=*/true,
                               preamble.collectsAll ? nullptr : &preamble);
    if (!ok || counter.count() != 0 || !attempt.ok)
      return false;
    addPreambleFiles(attempt, preamble);
    out_ = std::move(attempt);
    use_.store.countUse();
    return true;
  }

  PreambleUse use_;
  ParseResult &out_;
  llvm::raw_ostream &errs_;
};

} // namespace

std::unique_ptr<tooling::ToolAction>
makePreambleAction(PreambleUse use, ParseResult &out, llvm::raw_ostream &errs) {
  return std::make_unique<PreambleAction>(std::move(use), out, errs);
}

} // namespace syclfg::parse
