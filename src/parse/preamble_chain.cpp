#include "parse/preamble_chain.hpp"

#include "parse/preamble_build.hpp"
#include "parse/preamble_probe.hpp"
#include "parse/preamble_split.hpp"

#include <algorithm>
#include <filesystem>
#include <optional>
#include <utility>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace syclfg::parse {
namespace {

using namespace clang;
using FileSystemPtr = llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>;

// Three stages: for a SYCL TU's preamble (the standard headers, then the
// first SYCL headers, then the rest) the worker building them peaks at
// 0.90x a whole parse, against 1.14x for one PCH (bench/RESULTS.md).
constexpr std::size_t kMaxStages = 3;
// A stage costs a compiler instance and a PCH: below this many tokens of
// its own (about 2-3 standard headers) it saves no memory worth that.
constexpr std::size_t kMinStageTokens = 40000;

std::vector<WeighedLine> weighed(const PreprocessedPreamble &pass) {
  std::vector<WeighedLine> lines;
  for (std::size_t i = 0; i < pass.lineWeights.size(); ++i)
    lines.push_back({pass.lineWeights[i], pass.lineLibraries[i]});
  return lines;
}

// The lines of the header, hoisted when that hands on the same stream, and
// their weights; nothing when the header does not preprocess.
std::optional<std::pair<std::vector<std::string>, std::vector<WeighedLine>>>
preambleLines(const CompilerInvocation &invocation,
              const FileSystemPtr &fileSystem, const std::string &header) {
  auto buffer = fileSystem->getBufferForFile(header);
  std::optional<PreprocessedPreamble> asWritten =
      preprocessPreamble(invocation, fileSystem, header);
  if (!buffer || !asWritten)
    return std::nullopt;
  std::vector<std::string> lines = splitLines((*buffer)->getBuffer());
  std::vector<std::string> flat = flatten(lines, asWritten->hoistable);
  if (flat != lines) {
    std::optional<PreprocessedPreamble> hoisted = preprocessPreamble(
        invocation, fileSystem, header, stageText(flat, {0}, 0));
    if (hoisted && hoisted->sameStream(*asWritten))
      return std::make_pair(std::move(flat), weighed(*hoisted));
  }
  return std::make_pair(std::move(lines), weighed(*asWritten));
}

// The texts of the stage headers; empty: one PCH.
std::vector<std::string> planChain(const CompilerInvocation &invocation,
                                   const FileSystemPtr &fileSystem,
                                   const std::string &header) {
  auto lines = preambleLines(invocation, fileSystem, header);
  if (!lines)
    return {};
  const std::vector<std::size_t> starts =
      chooseStages(lines->second, kMaxStages, kMinStageTokens);
  std::vector<std::string> texts;
  for (std::size_t stage = 0; starts.size() > 1 && stage < starts.size();
       ++stage)
    texts.push_back(stageText(lines->first, starts, stage));
  return texts;
}

void removeFiles(const std::vector<std::string> &paths) {
  std::error_code error;
  for (const std::string &path : paths)
    std::filesystem::remove(path, error);
}

// Builds stage `text` on `previous` (null for the first) into `stage`.
bool buildStage(const CompilerInvocation &invocation,
                const FileSystemPtr &fileSystem,
                const std::shared_ptr<PCHContainerOperations> &pchOps,
                const PreambleFiles &files, const std::string &text,
                const Preamble *previous, Preamble &stage) {
  stage.header = files.publishHeader(text);
  if (stage.header.empty())
    return false;
  const std::string temp = files.temporaryPch();
  if (!buildPreamble(invocation, fileSystem, pchOps, stage.header, temp, stage,
                     previous)) {
    removeFiles({temp});
    return false;
  }
  stage.pch = files.publishPch(temp);
  return !stage.pch.empty();
}

// The chain of `texts` into `built`; false (its PCHs removed) when a stage
// fails.
bool buildChain(const CompilerInvocation &invocation,
                const FileSystemPtr &fileSystem,
                const std::shared_ptr<PCHContainerOperations> &pchOps,
                const PreambleFiles &files,
                const std::vector<std::string> &texts, Preamble &built) {
  Preamble last;
  std::vector<std::string> inputs;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    Preamble stage;
    const bool ok = buildStage(invocation, fileSystem, pchOps, files, texts[i],
                               i == 0 ? nullptr : &last, stage);
    if (i > 0)
      built.earlierPchs.push_back(last.pch);
    if (!stage.header.empty())
      built.stageHeaders.push_back(stage.header);
    if (!ok) {
      removeFiles(built.earlierPchs);
      return false;
    }
    inputs.insert(inputs.end(), stage.inputs.begin(), stage.inputs.end());
#ifdef __GLIBC__
    // What the stage freed goes back to the system, not only to malloc's
    // lists: the next stage and the parses after it then start lower
    // (measured: 163 -> 156 MiB for the benchmark's worker).
    malloc_trim(0);
#endif
    last = std::move(stage);
  }
  // What the stages read besides the chain's own headers.
  std::sort(inputs.begin(), inputs.end());
  inputs.erase(std::unique(inputs.begin(), inputs.end()), inputs.end());
  for (const std::string &input : inputs)
    if (input != built.header &&
        std::find(built.stageHeaders.begin(), built.stageHeaders.end(),
                  input) == built.stageHeaders.end())
      built.inputs.push_back(input);
  built.pch = last.pch;
  built.collectsAll = last.collectsAll;
  built.reservedNames = std::move(last.reservedNames);
  return true;
}

} // namespace

bool buildSharedPreamble(const CompilerInvocation &tuInvocation,
                         FileSystemPtr fileSystem,
                         std::shared_ptr<PCHContainerOperations> pchOps,
                         const std::string &header, const PreambleFiles &files,
                         Preamble &built) {
  const std::vector<std::string> texts =
      planChain(tuInvocation, fileSystem, header);
  if (!texts.empty()) {
    Preamble chain;
    chain.header = header;
    if (buildChain(tuInvocation, fileSystem, pchOps, files, texts, chain)) {
      built = std::move(chain);
      return true;
    }
  }
  Preamble single;
  single.header = header;
  const std::string temp = files.temporaryPch();
  if (!buildPreamble(tuInvocation, fileSystem, pchOps, header, temp, single)) {
    removeFiles({temp});
    return false;
  }
  single.pch = files.publishPch(temp);
  built = std::move(single);
  return !built.pch.empty();
}

} // namespace syclfg::parse
