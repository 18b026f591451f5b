#include "parse/preamble_store.hpp"

#include "io/atomic_write.hpp"
#include "io/commit_journal.hpp"
#include "io/paths.hpp"
#include "util/content_hash.hpp"

#include <llvm/Support/CrashRecoveryContext.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace syclfg::parse {
namespace fs = std::filesystem;
namespace {

// v3: "header <hash>", "pch <hash> <file name>" for each PCH (a chain's
// first stage first), "stage <hash> <file name>" for each stage header,
// "collect all|new", "reserved[ <name>...]", then "in <hash> <path>".
constexpr const char *kManifestHeader = "sycl-footergen preamble v3";
constexpr const char *kCollectAll = "collect all";
constexpr const char *kCollectNew = "collect new";

std::string inDirectory(const std::string &path, const std::string &dir) {
  if (llvm::sys::path::is_absolute(path))
    return path;
  llvm::SmallString<256> joined(dir);
  llvm::sys::path::append(joined, path);
  return std::string(joined);
}

std::string fileLine(const char *word, const std::string &path) {
  return std::string(word) + " " + util::hashFile(path) + " " +
         fs::path(path).filename().string() + "\n";
}

std::string manifestText(const Preamble &p, const std::string &directory) {
  std::string text = std::string(kManifestHeader) + "\n" + "header " +
                     util::hashFile(p.header) + "\n";
  for (const std::string &pch : p.earlierPchs)
    text += fileLine("pch", pch);
  text += fileLine("pch", p.pch);
  for (const std::string &header : p.stageHeaders)
    text += fileLine("stage", header);
  text += std::string(p.collectsAll ? kCollectAll : kCollectNew) + "\n" +
          "reserved";
  for (const std::string &name : p.reservedNames)
    text += " " + name;
  text += "\n";
  for (const std::string &input : p.inputs)
    text += "in " + util::hashFile(inDirectory(input, directory)) + " " +
            input + "\n";
  return text;
}

// Whether a "<word> <16 hex> <rest>" line's hash is that of `path`'s content
// (an unreadable file never matches).
bool hashMatches(const std::string &line, std::size_t hashAt,
                 const std::string &path) {
  if (line.size() < hashAt + 16)
    return false;
  const std::string hash = util::hashFile(path);
  return !hash.empty() && line.compare(hashAt, 16, hash) == 0;
}

// The names of a "reserved[ <name>...]" line; false for another line.
bool readNames(const std::string &line, std::vector<std::string> &names) {
  std::istringstream words(line);
  std::string word;
  if (!(words >> word) || word != "reserved")
    return false;
  while (words >> word)
    names.push_back(word);
  return true;
}

// Reads the "<word> <hash> <file name>" lines at `line` on into `paths`
// (in `dir`); leaves the first line of another word in `line`. False when
// a hash does not match its file.
bool readFiles(std::istream &in, std::string &line, const std::string &word,
               const std::string &dir, std::vector<std::string> &paths) {
  const std::size_t hashAt = word.size() + 1;
  while (line.compare(0, hashAt, word + " ") == 0) {
    if (line.size() < hashAt + 18 || line[hashAt + 16] != ' ')
      return false;
    paths.push_back(dir + "/" + line.substr(hashAt + 17));
    if (!hashMatches(line, hashAt, paths.back()))
      return false;
    if (!std::getline(in, line))
      line.clear();
  }
  return true;
}

// The published entry for `key` when every hash in its manifest matches;
// null otherwise.
std::shared_ptr<const Preamble> readEntry(const std::string &dir,
                                          const std::string &key,
                                          const std::string &directory) {
  std::ifstream in(dir + "/" + key + ".manifest");
  std::string line;
  auto entry = std::make_shared<Preamble>();
  entry->header = dir + "/" + key + ".hpp";
  std::vector<std::string> pchs;
  if (!std::getline(in, line) || line != kManifestHeader ||
      !std::getline(in, line) || line.rfind("header ", 0) != 0 ||
      !hashMatches(line, 7, entry->header) || !std::getline(in, line) ||
      !readFiles(in, line, "pch", dir, pchs) || pchs.empty() ||
      !readFiles(in, line, "stage", dir, entry->stageHeaders) ||
      (line != kCollectAll && line != kCollectNew))
    return nullptr;
  entry->pch = pchs.back();
  pchs.pop_back();
  entry->earlierPchs = std::move(pchs);
  entry->collectsAll = line == kCollectAll;
  if (!std::getline(in, line) || !readNames(line, entry->reservedNames))
    return nullptr;
  while (std::getline(in, line)) {
    if (line.rfind("in ", 0) != 0 || line.size() < 21 || line[19] != ' ')
      return nullptr;
    entry->inputs.push_back(line.substr(20));
    if (!hashMatches(line, 3, inDirectory(entry->inputs.back(), directory)))
      return nullptr;
  }
  return in.eof() ? entry : nullptr;
}

// Writes the header unless it already has this text: rewriting it would
// change nothing but would race with readers of the same entry.
bool ensureHeader(const std::string &path, const std::string &text) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream existing;
  existing << in.rdbuf();
  if (in && existing.str() == text)
    return true;
  return !llvm::errorToBool(io::publish(path, text));
}

// Builds the entry and publishes it: the builder publishes the PCHs and
// stage headers under their content hashes, the manifest comes last. Null
// when the build gives no usable preamble.
std::shared_ptr<const Preamble> buildEntry(const std::string &dir,
                                           const std::string &key,
                                           const std::string &headerText,
                                           const std::string &directory,
                                           const PreambleBuilder &build) {
  auto entry = std::make_shared<Preamble>();
  entry->header = dir + "/" + key + ".hpp";
  if (!ensureHeader(entry->header, headerText) ||
      !build(entry->header, PreambleFiles(dir, key), *entry) ||
      entry->pch.empty())
    return nullptr;
  const std::string manifest = manifestText(*entry, directory);
  if (llvm::errorToBool(io::publish(dir + "/" + key + ".manifest", manifest)))
    return nullptr;
  return entry;
}

} // namespace

std::string PreambleFiles::temporaryPch() const {
  return io::temporaryFor(dir_ + "/" + key_ + ".hpp", ".pch");
}

std::string PreambleFiles::publishPch(const std::string &temp) const {
  const std::string hash = util::hashFile(temp);
  const std::string pch = dir_ + "/" + key_ + "-" + hash + ".pch";
  std::error_code error;
  // A file of that name that still holds these bytes is kept: a chain
  // built meanwhile may already have loaded its inode.
  if (!hash.empty() && util::hashFile(pch) == hash) {
    fs::remove(temp, error);
    return pch;
  }
  if (!hash.empty())
    fs::rename(temp, pch, error);
  if (hash.empty() || error) {
    fs::remove(temp, error);
    return "";
  }
  return pch;
}

std::string PreambleFiles::publishHeader(const std::string &text) const {
  const std::string path =
      dir_ + "/" + key_ + "." + util::hashText(text) + ".hpp";
  return ensureHeader(path, text) ? path : "";
}

// The directory is made absolute: the PCH is loaded by path from parses
// whose working directory is each compile's own. A shared cache first loses
// the temporaries of killed processes (a PCH is tens of megabytes).
PreambleStore::PreambleStore(std::string dir, bool temporary)
    : dir_(io::absolute(dir)), temporary_(temporary) {
  std::error_code error;
  fs::create_directories(dir_, error);
  if (!temporary_)
    io::recoverDirectory(dir_);
}

std::unique_ptr<PreambleStore> PreambleStore::temporary() {
  llvm::SmallString<128> dir;
  if (llvm::sys::fs::createUniqueDirectory("syclfg-preamble", dir))
    return nullptr;
  return std::make_unique<PreambleStore>(std::string(dir), true);
}

PreambleStore::~PreambleStore() {
  if (!temporary_)
    return;
  std::error_code error;
  fs::remove_all(dir_, error);
}

std::shared_ptr<const Preamble>
PreambleStore::get(const std::string &key, const std::string &headerText,
                   const std::string &directory, const PreambleBuilder &build) {
  std::promise<Entry> promise;
  std::shared_future<Entry> future;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    auto [it, inserted] = entries_.try_emplace(key);
    if (!inserted) {
      future = it->second;
    } else {
      it->second = promise.get_future().share();
    }
  }
  if (future.valid())
    return future.get();
  // Threads waiting for this entry must be released whatever happens: a
  // crash in the build (caught here, as the parse catches its own) or an
  // exception gives no preamble, and each TU is then parsed whole.
  Entry entry;
  llvm::CrashRecoveryContext recovery;
  const bool finished = recovery.RunSafely([&] {
    try {
      entry = loadOrBuild(key, headerText, directory, build);
    } catch (...) {
      entry = nullptr;
    }
  });
  if (!finished)
    entry = nullptr;
  promise.set_value(entry);
  return entry;
}

PreambleStore::Entry PreambleStore::loadOrBuild(const std::string &key,
                                                const std::string &headerText,
                                                const std::string &directory,
                                                const PreambleBuilder &build) {
  if (Entry entry = readEntry(dir_, key, directory))
    return entry;
  return buildEntry(dir_, key, headerText, directory, build);
}

} // namespace syclfg::parse
