#include "io/commit_journal.hpp"

#include "io/new_file.hpp"
#include "util/error.hpp"

#include <llvm/ADT/StringRef.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <map>
#include <mutex>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace syclfg::io {
namespace fs = std::filesystem;
namespace {

constexpr llvm::StringLiteral kPrefix = ".syclfg-";
constexpr llvm::StringLiteral kHeader = "sycl-footergen journal v1";

// Tells this process's files from those of an earlier process that had the
// same pid.
const std::string &nonce() {
  static const std::string value = [] {
    std::random_device random;
    std::ostringstream text;
    text << std::hex << random() << random();
    return text.str();
  }();
  return value;
}

// ".syclfg-<pid>-<nonce>-<commit>[-<k>].<tmp|old|pch|journal>": the pid, the
// nonce and ".syclfg-<pid>-<nonce>-<commit>" (the commit's name).
struct ParsedName {
  long pid = 0;
  std::string nonce, commit, extension;
};

std::optional<ParsedName> parseName(llvm::StringRef name) {
  if (!name.consume_front(kPrefix))
    return std::nullopt;
  const auto [stem, extension] = name.rsplit('.');
  llvm::SmallVector<llvm::StringRef, 4> parts;
  stem.split(parts, '-');
  ParsedName parsed;
  if (parts.size() < 3 || parts[0].getAsInteger(10, parsed.pid) ||
      parts[1].empty() || (extension != "journal") != (parts.size() == 4))
    return std::nullopt;
  if (extension != "tmp" && extension != "old" && extension != "journal" &&
      extension != "pch")
    return std::nullopt;
  parsed.nonce = parts[1].str();
  parsed.commit = (kPrefix + parts[0] + "-" + parts[1] + "-" + parts[2]).str();
  parsed.extension = extension.str();
  return parsed;
}

bool ownerAlive(const ParsedName &name) {
  if (name.pid == ::getpid())
    return name.nonce == nonce();
  return name.pid > 0 &&
         (::kill(static_cast<pid_t>(name.pid), 0) == 0 || errno == EPERM);
}

// Journal text: NUL-separated fields (paths may hold any other byte).
struct Journal {
  std::string primary;
  std::vector<std::string> dirs;
  std::vector<JournalEntry> entries;
  bool complete = false;
};

std::string render(const Journal &j) {
  std::string text = kHeader.str() + '\0' + "P" + '\0' + j.primary + '\0';
  for (const std::string &dir : j.dirs)
    text += "D" + std::string(1, '\0') + dir + '\0';
  for (const JournalEntry &e : j.entries)
    text += "E" + std::string(1, '\0') + std::to_string(e.device) + '\0' +
            std::to_string(e.inode) + '\0' + e.dest + '\0' + e.backup + '\0';
  return text + "end" + '\0';
}

Journal parse(const std::string &text) {
  llvm::SmallVector<llvm::StringRef, 32> f;
  llvm::StringRef(text).split(f, '\0');
  Journal j;
  if (f.empty() || f[0] != kHeader)
    return j;
  for (std::size_t i = 1; i < f.size();) {
    if (f[i] == "end") {
      j.complete = true;
      return j;
    }
    if (f[i] == "P" && i + 1 < f.size())
      j.primary = f[i + 1].str(), i += 2;
    else if (f[i] == "D" && i + 1 < f.size())
      j.dirs.push_back(f[i + 1].str()), i += 2;
    else if (f[i] == "E" && i + 4 < f.size()) {
      JournalEntry e{f[i + 3].str(), f[i + 4].str()};
      if (f[i + 1].getAsInteger(10, e.device) ||
          f[i + 2].getAsInteger(10, e.inode))
        return j;
      j.entries.push_back(std::move(e));
      i += 5;
    } else
      return j;
  }
  return j;
}

std::string readAll(int fd) {
  std::string text;
  char buffer[4096];
  for (ssize_t n; (n = ::read(fd, buffer, sizeof buffer)) != 0;)
    if (n > 0)
      text.append(buffer, static_cast<std::size_t>(n));
    else if (errno != EINTR)
      break;
  return text;
}

// Deletes the commit's temporaries and backups in `dir`.
void removeFilesOf(const std::string &commit, const std::string &dir) {
  std::error_code error;
  for (fs::directory_iterator it(dir, error), end; !error && it != end;
       it.increment(error)) {
    const std::string name = it->path().filename().string();
    std::optional<ParsedName> parsed = parseName(name);
    if (parsed && parsed->commit == commit && parsed->extension != "journal")
      ::unlink(it->path().c_str());
  }
}

bool holdsNew(const JournalEntry &e) {
  struct stat status {};
  return ::stat(e.dest.c_str(), &status) == 0 &&
         static_cast<std::uint64_t>(status.st_dev) == e.device &&
         static_cast<std::uint64_t>(status.st_ino) == e.inode;
}

// Complete (every destination holds its new file): nothing to undo. Else
// each new file gives way to its backup (or goes), and a destination that
// is gone (the invalidated stamp) gets its backup back.
void rollBackUnlessComplete(const std::vector<JournalEntry> &entries) {
  bool complete = true;
  for (const JournalEntry &e : entries)
    complete = complete && holdsNew(e);
  if (complete)
    return;
  for (const JournalEntry &e : entries) {
    std::error_code error;
    if (holdsNew(e)) {
      if (e.backup.empty())
        ::unlink(e.dest.c_str());
      else
        ::rename(e.backup.c_str(), e.dest.c_str());
    } else if (!e.backup.empty() && !fs::exists(e.dest, error)) {
      ::rename(e.backup.c_str(), e.dest.c_str());
    }
  }
}

// Recovers the commit whose journal copy is `copy` (owner dead); false when
// another process is recovering it.
bool recoverCommit(const std::string &copy, const ParsedName &name,
                   const std::string &dir) {
  std::ifstream in(copy, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  const Journal j = parse(text.str());
  const int fd =
      j.complete ? ::open(j.primary.c_str(), O_RDONLY | O_CLOEXEC) : -1;
  if (fd < 0) { // the commit ended, or never reached its first rename
    removeFilesOf(name.commit, dir);
    ::unlink(copy.c_str());
    return true;
  }
  struct stat status {};
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    return false;
  }
  const Journal primary = parse(readAll(fd));
  if (::fstat(fd, &status) == 0 && status.st_nlink > 0) {
    if (primary.complete)
      rollBackUnlessComplete(primary.entries);
    for (const std::string &d : primary.dirs)
      removeFilesOf(name.commit, d);
    for (const std::string &d : primary.dirs)
      if ((fs::path(d) / (name.commit + ".journal")).string() != j.primary)
        ::unlink((fs::path(d) / (name.commit + ".journal")).c_str());
    ::unlink(j.primary.c_str());
  }
  ::close(fd);
  removeFilesOf(name.commit, dir);
  ::unlink(copy.c_str());
  return true;
}

unsigned recoverNow(const std::string &dir) {
  std::map<std::string, ParsedName> dead; // commit name -> its owner
  std::error_code error;
  for (fs::directory_iterator it(dir, error), end; !error && it != end;
       it.increment(error))
    if (std::optional<ParsedName> parsed =
            parseName(it->path().filename().string());
        parsed && !ownerAlive(*parsed))
      dead.emplace(parsed->commit, *parsed);
  unsigned recovered = 0;
  for (const auto &[commit, name] : dead) {
    const std::string journal =
        (fs::path(dir) / (commit + ".journal")).string();
    if (fs::exists(journal, error))
      recovered += recoverCommit(journal, name, dir) ? 1 : 0;
    else
      removeFilesOf(commit, dir);
  }
  return recovered;
}

} // namespace

std::string newCommitName() {
  static std::atomic<unsigned> counter{0};
  return kPrefix.str() + std::to_string(::getpid()) + "-" + nonce() + "-" +
         std::to_string(counter++);
}

llvm::Error writeJournal(const std::string &name,
                         const std::vector<JournalEntry> &entries,
                         std::vector<std::string> &written) {
  Journal j;
  for (const JournalEntry &e : entries) {
    const std::string dir = fs::path(e.dest).parent_path().string();
    if (std::find(j.dirs.begin(), j.dirs.end(), dir) == j.dirs.end())
      j.dirs.push_back(dir);
  }
  j.primary = (fs::path(j.dirs.front()) / (name + ".journal")).string();
  j.entries = entries;
  const std::string text = render(j);
  // The copies first: a primary always has its copies.
  for (std::size_t i = j.dirs.size(); i-- > 0;) {
    const std::string path =
        (fs::path(j.dirs[i]) / (name + ".journal")).string();
    if (std::string reason = writeNewFile(path, text); !reason.empty()) {
      removeJournal(written);
      return util::inputError("cannot write '" + path + "': " + reason);
    }
    written.insert(written.begin(), path);
  }
  return llvm::Error::success();
}

void removeJournal(const std::vector<std::string> &written) {
  for (const std::string &path : written)
    ::unlink(path.c_str());
}

unsigned recoverDirectory(const std::string &dir) {
  static std::mutex mutex;
  static std::set<std::string> done;
  std::error_code error;
  const std::string key = fs::absolute(dir.empty() ? "." : dir, error).string();
  std::lock_guard<std::mutex> lock(mutex);
  if (!done.insert(key).second)
    return 0;
  return recoverNow(key);
}

} // namespace syclfg::io
