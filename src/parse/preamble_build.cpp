#include "parse/preamble_build.hpp"

#include "frontend/collector.hpp"
#include "frontend/new_decls.hpp"
#include "parse/counting_consumer.hpp"

#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendActions.h>
#include <clang/Frontend/MultiplexConsumer.h>
#include <clang/Lex/PreprocessorOptions.h>

#include <llvm/Support/Path.h>

#include <algorithm>
#include <exception>

namespace syclfg::parse {
namespace {

using namespace clang;

// Whether a PCH stores `name` as Clang names the file in a whole parse:
// it stores paths made absolute, with "." components removed.
bool storedAsIs(llvm::StringRef name) {
  llvm::SmallString<256> stored(name);
  llvm::sys::path::remove_dots(stored);
  return llvm::sys::path::is_absolute(name) && stored == name;
}

// Whether the preamble's own declarations hold anything to collect (a
// whole parse's walk finds it before the TU's own declarations, so parses
// on this preamble must then walk everything). Runs after the PCH is
// serialized: the collection's lookups must not change what it holds. On
// a chain's earlier stage that holds nothing it walks only what this stage
// adds, as a parse on a preamble does (new_decls.hpp).
class PreambleCheck : public ASTConsumer {
public:
  PreambleCheck(CompilerInstance &ci, Preamble &built, const Preamble *previous)
      : ci_(ci), built_(built), previous_(previous) {}

  ASTMutationListener *GetASTMutationListener() override {
    return previous_ != nullptr ? &newDecls_ : nullptr;
  }

  void HandleTranslationUnit(ASTContext &ctx) override {
    built_.collectsAll = true;
    if (ctx.getDiagnostics().hasErrorOccurred() ||
        (previous_ != nullptr && previous_->collectsAll))
      return;
    try { // no exception may unwind through Clang's frames
      model::TranslationUnit tu =
          previous_ != nullptr
              ? frontend::collectNew(ctx, ci_.getSema(), newDecls_.roots(),
                                     previous_->reservedNames)
              : frontend::collect(ctx, ci_.getSema());
      built_.collectsAll = !frontend::holdsNothing(tu);
      built_.reservedNames = std::move(tu.reservedNamesInUse);
    } catch (const std::exception &) {
      built_.collectsAll = true;
    }
  }

private:
  CompilerInstance &ci_;
  Preamble &built_;
  const Preamble *previous_;
  frontend::NewDeclRecorder newDecls_;
};

// A PCH build that keeps the list of files it read and checks what its
// declarations hold.
class ListingPCHAction : public GeneratePCHAction {
public:
  ListingPCHAction(std::string header, Preamble &built,
                   const Preamble *previous)
      : header_(std::move(header)), built_(built), previous_(previous) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &ci,
                                                 llvm::StringRef in) override {
    std::unique_ptr<ASTConsumer> writer =
        GeneratePCHAction::CreateASTConsumer(ci, in);
    if (writer == nullptr)
      return nullptr;
    std::vector<std::unique_ptr<ASTConsumer>> consumers;
    consumers.push_back(std::move(writer));
    consumers.push_back(std::make_unique<PreambleCheck>(ci, built_, previous_));
    return std::make_unique<MultiplexConsumer>(std::move(consumers));
  }

  void EndSourceFileAction() override {
    const SourceManager &sm = getCompilerInstance().getSourceManager();
    for (auto it = sm.fileinfo_begin(); it != sm.fileinfo_end(); ++it)
      if (it->first.getName() != header_)
        built_.inputs.push_back(it->first.getName().str());
    std::sort(built_.inputs.begin(), built_.inputs.end());
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::string header_;
  Preamble &built_;
  const Preamble *previous_;
};

} // namespace

bool buildPreamble(const CompilerInvocation &tuInvocation,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem,
                   std::shared_ptr<PCHContainerOperations> pchOps,
                   const std::string &header, const std::string &pch,
                   Preamble &built, const Preamble *previous) {
  auto invocation = std::make_shared<CompilerInvocation>(tuInvocation);
  FrontendOptions &frontend = invocation->getFrontendOpts();
  const InputKind kind = frontend.Inputs.front().getKind().getHeader();
  frontend.Inputs.clear();
  frontend.Inputs.emplace_back(header, kind);
  frontend.ProgramAction = clang::frontend::GeneratePCH;
  frontend.OutputFile = pch;
  // `pch` is already a unique temporary. Clang's own temporary would also
  // register it for removal on a signal, which installs LLVM's signal
  // handlers in front of the crash recovery of the parse.
  frontend.UseTemporary = false;
  invocation->getLangOpts().PCHInstantiateTemplates = true;
  // The user's -MD/-MF are for the compile, not for this build.
  invocation->getDependencyOutputOpts() = DependencyOutputOptions();
  if (previous != nullptr) {
    invocation->getPreprocessorOpts().ImplicitPCHInclude = previous->pch;
    // A chained PCH records its predecessor's size and, with timestamps,
    // its modification time: the stages are named by content, so the size
    // is enough, and a stage that another process published again under
    // the same name (same bytes, new time) stays loadable.
    frontend.IncludeTimestamps = false;
  }
  CompilerInstance compiler(std::move(pchOps));
  compiler.setInvocation(std::move(invocation));
  compiler.setVerboseOutputStream(llvm::nulls()); // "N warnings generated."
  CountingConsumer counter;
  compiler.createDiagnostics(&counter, /*ShouldOwnClient=*/false);
  compiler.setFileManager(
      new FileManager(compiler.getFileSystemOpts(), std::move(fileSystem)));
  compiler.createSourceManager(compiler.getFileManager());
  ListingPCHAction action(header, built, previous);
  const bool ok = compiler.ExecuteAction(action);
  return ok && counter.count() == 0 &&
         std::all_of(built.inputs.begin(), built.inputs.end(), storedAsIs);
}

} // namespace syclfg::parse
