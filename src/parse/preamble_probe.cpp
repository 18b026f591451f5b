#include "parse/preamble_probe.hpp"

#include <clang/Basic/FileManager.h>
#include <clang/Basic/SourceManager.h>
#include <clang/Frontend/CompilerInstance.h>
#include <clang/Frontend/FrontendAction.h>
#include <clang/Lex/MacroInfo.h>
#include <clang/Lex/PPCallbacks.h>
#include <clang/Lex/Preprocessor.h>
#include <clang/Lex/PreprocessorOptions.h>
#include <llvm/Support/MemoryBuffer.h>

#include <algorithm>
#include <map>
#include <set>

namespace syclfg::parse {
namespace {

using namespace clang;

// FNV-1a: the fingerprints are only compared within one process.
class Hash {
public:
  void add(llvm::StringRef bytes) {
    for (const unsigned char c : bytes) {
      value_ ^= c;
      value_ *= 1099511628211ULL;
    }
    add(std::uint64_t{0xff}); // a separator: "ab","c" differs from "a","bc"
  }
  void add(std::uint64_t number) {
    for (int i = 0; i < 8; ++i) {
      value_ ^= (number >> (8 * i)) & 0xff;
      value_ *= 1099511628211ULL;
    }
  }
  std::uint64_t value() const { return value_; }

private:
  std::uint64_t value_ = 14695981039346656037ULL;
};

// A token as the parser would take it: its kind, and its spelling when the
// kind does not decide it (identifiers, literals).
void addToken(Hash &hash, const Preprocessor &pp, const Token &token) {
  hash.add(static_cast<std::uint64_t>(token.getKind()));
  if (const IdentifierInfo *name = token.getIdentifierInfo()) {
    hash.add(name->getName());
  } else if (token.isLiteral()) {
    llvm::SmallString<64> buffer;
    hash.add(pp.getSpelling(token, buffer));
  }
}

// Which file each header line includes, which files each included file
// includes with <...> (in order), and which line is being included.
class IncludeTree : public PPCallbacks {
public:
  explicit IncludeTree(const SourceManager &sm) : sm_(sm) {}

  void InclusionDirective(SourceLocation hashLoc, const Token &,
                          llvm::StringRef, bool isAngled, CharSourceRange,
                          OptionalFileEntryRef file, llvm::StringRef searchPath,
                          llvm::StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    const FileID includer = sm_.getFileID(hashLoc);
    if (includer == sm_.getMainFileID()) {
      line = sm_.getSpellingLineNumber(hashLoc) - 1;
      if (file)
        lineFiles.emplace(line, *file);
      lineLibraries.emplace(line, searchPath.str());
    } else if (OptionalFileEntryRef from = sm_.getFileEntryRefForID(includer);
               from && isAngled) {
      angled[&from->getFileEntry()].push_back(file);
    }
  }

  std::size_t line = 0;
  std::map<std::size_t, FileEntryRef> lineFiles;
  std::map<std::size_t, std::string> lineLibraries;
  std::map<const FileEntry *, std::vector<OptionalFileEntryRef>> angled;

private:
  const SourceManager &sm_;
};

std::uint64_t macroFingerprint(const Preprocessor &pp) {
  std::uint64_t sum = pp.getCounterValue(); // a sum: the map has no order
  for (const auto &entry : pp.macros(false)) {
    const MacroInfo *info = pp.getMacroInfo(entry.first);
    if (info == nullptr)
      continue;
    Hash hash;
    hash.add(entry.first->getName());
    hash.add(std::uint64_t{info->isFunctionLike()} * 2 + info->isVariadic());
    for (const IdentifierInfo *param : info->params())
      hash.add(param->getName());
    for (const Token &token : info->tokens())
      addToken(hash, pp, token);
    sum += hash.value();
  }
  return sum;
}

std::uint64_t filesFingerprint(const SourceManager &sm) {
  std::set<std::string> names;
  for (auto it = sm.fileinfo_begin(); it != sm.fileinfo_end(); ++it)
    names.insert(it->first.getName().str());
  Hash hash;
  for (const std::string &name : names)
    hash.add(name);
  return hash.value();
}

// The lines of the header that may be preceded by their file's leading
// includes: those that include a file starting with includes (all found).
// Hoisted, each of these is included once more where the file includes
// it: a header guarded against a second inclusion then reads nothing, and
// what another one (<cassert>) does again is seen by the comparison of the
// passes.
std::vector<HoistedLines> hoistable(const IncludeTree &tree,
                                    const SourceManager &sm) {
  std::vector<HoistedLines> result;
  for (const auto &[line, file] : tree.lineFiles) {
    auto buffer = sm.getFileManager().getBufferForFile(file);
    if (!buffer)
      continue;
    std::vector<std::string> leading = leadingIncludes((*buffer)->getBuffer());
    auto children = tree.angled.find(&file.getFileEntry());
    if (leading.empty() || children == tree.angled.end() ||
        children->second.size() < leading.size() ||
        !std::all_of(children->second.begin(),
                     children->second.begin() + leading.size(),
                     [](OptionalFileEntryRef child) { return bool(child); }))
      continue;
    result.push_back({line, std::move(leading)});
  }
  return result;
}

class ProbeAction : public PreprocessorFrontendAction {
public:
  ProbeAction(std::size_t lines, PreprocessedPreamble &out) : out_(out) {
    out_.lineWeights.assign(lines, 0);
  }

protected:
  void ExecuteAction() override {
    Preprocessor &pp = getCompilerInstance().getPreprocessor();
    pp.IgnorePragmas(); // the parser's pragmas are not registered here
    auto tree = std::make_unique<IncludeTree>(pp.getSourceManager());
    IncludeTree &includes = *tree;
    pp.addPPCallbacks(std::move(tree));
    Hash tokens;
    Token token;
    pp.EnterMainSourceFile();
    for (pp.Lex(token); token.isNot(tok::eof); pp.Lex(token)) {
      addToken(tokens, pp, token);
      if (includes.line < out_.lineWeights.size())
        ++out_.lineWeights[includes.line];
    }
    out_.tokens = tokens.value();
    out_.macros = macroFingerprint(pp);
    out_.files = filesFingerprint(pp.getSourceManager());
    out_.hoistable = hoistable(includes, pp.getSourceManager());
    out_.lineLibraries.resize(out_.lineWeights.size());
    for (auto &[line, library] : includes.lineLibraries)
      if (line < out_.lineLibraries.size())
        out_.lineLibraries[line] = std::move(library);
  }

private:
  PreprocessedPreamble &out_;
};

} // namespace

std::optional<PreprocessedPreamble>
preprocessPreamble(const CompilerInvocation &tuInvocation,
                   llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> fileSystem,
                   const std::string &headerPath,
                   const std::optional<std::string> &text) {
  auto invocation = std::make_shared<CompilerInvocation>(tuInvocation);
  FrontendOptions &frontend = invocation->getFrontendOpts();
  const InputKind kind = frontend.Inputs.front().getKind().getHeader();
  frontend.Inputs.clear();
  frontend.Inputs.emplace_back(headerPath, kind);
  invocation->getDependencyOutputOpts() = DependencyOutputOptions();
  std::size_t lines = 0;
  if (text) {
    lines = splitLines(*text).size();
    invocation->getPreprocessorOpts().addRemappedFile(
        headerPath, llvm::MemoryBuffer::getMemBufferCopy(*text).release());
  } else if (auto buffer = fileSystem->getBufferForFile(headerPath)) {
    lines = splitLines((*buffer)->getBuffer()).size();
  }
  CompilerInstance compiler;
  compiler.setInvocation(std::move(invocation));
  compiler.createDiagnostics(new IgnoringDiagConsumer,
                             /*ShouldOwnClient=*/true);
  compiler.getDiagnostics().setIgnoreAllWarnings(true);
  compiler.setFileManager(
      new FileManager(compiler.getFileSystemOpts(), std::move(fileSystem)));
  compiler.createSourceManager(compiler.getFileManager());
  PreprocessedPreamble out;
  ProbeAction action(lines, out);
  if (!compiler.ExecuteAction(action) ||
      compiler.getDiagnostics().hasErrorOccurred())
    return std::nullopt;
  return out;
}

} // namespace syclfg::parse
