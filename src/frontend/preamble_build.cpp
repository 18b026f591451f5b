#include "frontend/preamble_build.hpp"

#include "frontend/counting_consumer.hpp"

#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendActions.h>

#include <llvm/Support/Path.h>

#include <algorithm>

namespace syclfg::frontend {
namespace {

using namespace clang;

// Whether a PCH stores `name` as Clang names the file in a whole parse:
// it stores paths made absolute, with "." components removed.
bool storedAsIs(llvm::StringRef name) {
  llvm::SmallString<256> stored(name);
  llvm::sys::path::remove_dots(stored);
  return llvm::sys::path::is_absolute(name) && stored == name;
}

// A PCH build that keeps the list of files it read.
class ListingPCHAction : public GeneratePCHAction {
public:
  ListingPCHAction(std::string header, std::vector<std::string> &inputs)
      : header_(std::move(header)), inputs_(inputs) {}

protected:
  void EndSourceFileAction() override {
    const SourceManager &sm = getCompilerInstance().getSourceManager();
    for (auto it = sm.fileinfo_begin(); it != sm.fileinfo_end(); ++it)
      if (it->first.getName() != header_)
        inputs_.push_back(it->first.getName().str());
    std::sort(inputs_.begin(), inputs_.end());
    GeneratePCHAction::EndSourceFileAction();
  }

private:
  std::string header_;
  std::vector<std::string> &inputs_;
};

} // namespace

bool buildPreamble(const CompilerInvocation &tuInvocation,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem,
                   std::shared_ptr<PCHContainerOperations> pchOps,
                   const std::string &header, const std::string &pch,
                   std::vector<std::string> &inputs) {
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
  // The user's -MD/-MF are for the compile, not for this build.
  invocation->getDependencyOutputOpts() = DependencyOutputOptions();
  CompilerInstance compiler(std::move(pchOps));
  compiler.setInvocation(std::move(invocation));
  compiler.setVerboseOutputStream(llvm::nulls()); // "N warnings generated."
  CountingConsumer counter;
  compiler.createDiagnostics(&counter, /*ShouldOwnClient=*/false);
  compiler.setFileManager(
      new FileManager(compiler.getFileSystemOpts(), std::move(fileSystem)));
  compiler.createSourceManager(compiler.getFileManager());
  ListingPCHAction action(header, inputs);
  const bool ok = compiler.ExecuteAction(action);
  return ok && counter.count() == 0 &&
         std::all_of(inputs.begin(), inputs.end(), storedAsIs);
}

} // namespace syclfg::frontend
