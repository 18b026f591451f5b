#include "io/atomic_write.hpp"

#include "io/commit_journal.hpp"
#include "io/new_file.hpp"
#include "util/error.hpp"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>
#include <utility>

namespace syclfg::io {
namespace fs = std::filesystem;
namespace {

bool sameContent(const std::string &path, const std::string &content) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return false;
  std::ostringstream existing;
  existing << in.rdbuf();
  return existing.str() == content;
}

// A copy of `path`'s current content under a new name: a hard link when the
// file system allows it, else a copy.
bool backUp(const std::string &path, const std::string &backup) {
  if (::link(path.c_str(), backup.c_str()) == 0)
    return true;
  std::error_code error;
  return fs::copy_file(path, backup, error) && !error;
}

struct Replacement {
  std::string dest, temp, backup; // backup "": there was no old file
  FileId id;                      // of the temporary (the new file)
  bool replaced = false;
};

llvm::Error checkDestination(const OutputFile &file) {
  std::error_code error;
  fs::file_status status = fs::status(file.path, error);
  if (fs::exists(status) && !fs::is_regular_file(status))
    return util::inputError(
        "cannot write '" + file.path + "': it exists and is " +
        (fs::is_directory(status) ? "a directory" : "not a regular file") +
        "; give the path of a file");
  fs::path parent = fs::path(file.path).parent_path();
  if (!parent.empty() && !fs::is_directory(parent))
    return util::inputError("cannot write '" + file.path + "': directory '" +
                            parent.string() + "' does not exist");
  return llvm::Error::success();
}

// One commit: the temporaries, the backups, the journal (commit_journal.hpp:
// how a later run recovers from a crash), the renames, undone on failure.
class Commit {
public:
  // Temporaries and backups left are removed, unless a failed restore left
  // the journal for a later run's recovery (it needs the backups).
  ~Commit() {
    if (!journal_.empty())
      return;
    for (const Replacement &r : files_) {
      remove(r.temp);
      remove(r.backup);
    }
    remove(stamp_.temp);
    remove(stamp_.backup);
  }

  // Writes the temporary of a changed file; `isStamp`: the stamp, which is
  // rewritten whenever another file changes (it is removed first then).
  llvm::Error stage(const OutputFile &file, bool isStamp) {
    if ((!isStamp || files_.empty()) && sameContent(file.path, file.content))
      return llvm::Error::success();
    Replacement r{absolute(file.path), nameNextTo(file.path, ".tmp"), "", {}};
    if (std::string reason = writeNewFile(r.temp, file.content, &r.id);
        !reason.empty())
      return util::inputError("cannot write '" + file.path + "': " + reason);
    (isStamp ? stamp_ : files_.emplace_back()) = std::move(r);
    return llvm::Error::success();
  }

  llvm::Error replaceAll() {
    if (files_.empty()) // the stamp alone: one rename
      return stamp_.temp.empty() ? llvm::Error::success() : replace(stamp_);
    if (llvm::Error e = prepare())
      return e;
    // Invalidate the stamp first: a crash from here on leaves none.
    if (!stamp_.backup.empty() && ::unlink(stamp_.dest.c_str()) != 0)
      return failed("cannot replace '" + stamp_.dest + "': ");
    for (Replacement &r : files_)
      if (llvm::Error e = replace(r))
        return e;
    if (!stamp_.temp.empty())
      if (llvm::Error e = replace(stamp_))
        return e;
    removeJournal(std::exchange(journal_, {})); // the commit point
    for (Replacement &r : files_)
      remove(std::exchange(r.backup, ""));
    remove(std::exchange(stamp_.backup, ""));
    return llvm::Error::success();
  }

  void setStampPath(const std::string &path) {
    stamp_.dest = path.empty() ? path : absolute(path);
  }

private:
  static void remove(const std::string &path) {
    if (!path.empty())
      ::unlink(path.c_str());
  }

  static std::string absolute(const std::string &path) {
    std::error_code error;
    return fs::absolute(path, error).string();
  }

  std::string nameNextTo(const std::string &path, const char *suffix) {
    return (fs::path(absolute(path)).parent_path() /
            (name_ + "-" + std::to_string(count_++) + suffix))
        .string();
  }

  // Backups of every existing destination, then the journal naming them:
  // all before the first change.
  llvm::Error prepare() {
    std::vector<JournalEntry> entries;
    for (Replacement *r : all()) {
      if (llvm::Error e = keepOld(*r))
        return e;
      entries.push_back({r->dest, r->backup, r->id.device, r->id.inode});
    }
    if (llvm::Error e = writeJournal(name_, entries, journal_))
      return e;
    return llvm::Error::success();
  }

  std::vector<Replacement *> all() {
    std::vector<Replacement *> list;
    for (Replacement &r : files_)
      list.push_back(&r);
    if (!stamp_.dest.empty())
      list.push_back(&stamp_);
    return list;
  }

  llvm::Error keepOld(Replacement &r) {
    std::error_code error;
    if (!r.backup.empty() || !fs::exists(r.dest, error))
      return llvm::Error::success();
    std::string backup = nameNextTo(r.dest, ".old");
    if (!backUp(r.dest, backup))
      return failed("cannot keep a copy of '" + r.dest + "': ");
    r.backup = std::move(backup);
    return llvm::Error::success();
  }

  llvm::Error replace(Replacement &r) {
    if (llvm::Error e = keepOld(r))
      return e;
    if (::rename(r.temp.c_str(), r.dest.c_str()) != 0)
      return failed("cannot replace '" + r.dest + "': ");
    r.temp.clear();
    r.replaced = true;
    return llvm::Error::success();
  }

  // Puts every replaced file back (its backup, or no file), then the old
  // stamp, but only when all files are back: a stamp never vouches for a
  // set it did not describe.
  llvm::Error failed(std::string message) {
    message += std::strerror(errno);
    bool restored = true;
    for (Replacement &r : files_)
      if (r.replaced) {
        const bool ok = r.backup.empty()
                            ? ::unlink(r.dest.c_str()) == 0
                            : ::rename(r.backup.c_str(), r.dest.c_str()) == 0;
        restored = restored && ok;
        r.backup.clear();
        r.replaced = false;
      }
    if (restored && !stamp_.backup.empty() &&
        ::rename(stamp_.backup.c_str(), stamp_.dest.c_str()) == 0)
      stamp_.backup.clear();
    if (restored)
      removeJournal(std::exchange(journal_, {}));
    return util::inputError(std::move(message));
  }

  std::string name_ = newCommitName();
  unsigned count_ = 0;
  std::vector<std::string> journal_; // its copies while the commit runs
  std::vector<Replacement> files_;
  Replacement stamp_;
};

} // namespace

// The temporary's name does not contain the destination's: a destination
// whose name is near the file-name length limit must still be writable.
// It is a one-file commit's name (pid, nonce, counter): concurrent writers
// (threads, or two processes writing the same outputs) stay apart, rename()
// makes the last complete file win, and recoverDirectory() removes what a
// killed process left.
std::string temporaryFor(const std::string &path, const char *suffix) {
  return (fs::path(path).parent_path() / (newCommitName() + "-0" + suffix))
      .string();
}

llvm::Error publish(const std::string &path, const std::string &content) {
  const std::string temp = temporaryFor(path, ".tmp");
  std::string reason = writeNewFile(temp, content);
  if (reason.empty() && ::rename(temp.c_str(), path.c_str()) != 0) {
    reason = std::strerror(errno);
    ::unlink(temp.c_str());
  }
  if (reason.empty())
    return llvm::Error::success();
  return util::inputError("cannot write '" + path + "': " + reason);
}

llvm::Error writeAll(const std::vector<OutputFile> &files,
                     const OutputFile &stamp) {
  // Check every destination before writing anything.
  for (const OutputFile &file : files)
    if (llvm::Error e = checkDestination(file))
      return e;
  if (!stamp.path.empty())
    if (llvm::Error e = checkDestination(stamp))
      return e;
  Commit commit;
  commit.setStampPath(stamp.path);
  for (const OutputFile &file : files)
    if (llvm::Error e = commit.stage(file, false))
      return e;
  if (!stamp.path.empty())
    if (llvm::Error e = commit.stage(stamp, true))
      return e;
  return commit.replaceAll();
}

} // namespace syclfg::io
