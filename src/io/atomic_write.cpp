#include "io/atomic_write.hpp"

#include "util/error.hpp"

#include <atomic>
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

// The temporary's name does not contain the destination's: a destination
// whose name is near the file-name length limit must still be writable.
// The process id and a counter keep concurrent writers (threads, or two
// processes writing the same outputs) apart; rename() makes the last
// complete file win.
std::string temporaryFor(const std::string &path, const char *suffix) {
  static std::atomic<unsigned> counter{0};
  fs::path p(path);
  return (p.parent_path() / (".syclfg-" + std::to_string(::getpid()) + "-" +
                             std::to_string(counter++) + suffix))
      .string();
}

// Creates `path` with `content`; "" or the reason it failed (then `path`
// does not exist).
std::string writeNew(const std::string &path, const std::string &content) {
  const int fd =
      ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
  if (fd < 0)
    return std::strerror(errno);
  std::string reason;
  for (std::size_t done = 0; done < content.size() && reason.empty();) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno != EINTR)
      reason = std::strerror(errno);
    else if (n > 0)
      done += static_cast<std::size_t>(n);
  }
  if (::close(fd) != 0 && reason.empty())
    reason = std::strerror(errno);
  if (!reason.empty())
    ::unlink(path.c_str());
  return reason;
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

// One commit: the temporaries, then the renames, undone on failure.
class Commit {
public:
  // Temporaries and backups left are removed (a backup that could not be
  // restored is no longer listed: it stays, holding the old content).
  ~Commit() {
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
    Replacement r{file.path, temporaryFor(file.path, ".tmp"), ""};
    if (std::string reason = writeNew(r.temp, file.content); !reason.empty())
      return util::inputError("cannot write '" + file.path + "': " + reason);
    (isStamp ? stamp_ : files_.emplace_back()) = std::move(r);
    return llvm::Error::success();
  }

  llvm::Error replaceAll() {
    if (files_.empty() && stamp_.temp.empty())
      return llvm::Error::success();
    // Invalidate the stamp first: a crash from here on leaves none.
    if (!files_.empty() && !stamp_.dest.empty()) {
      if (llvm::Error e = keepOld(stamp_))
        return e;
      if (!stamp_.backup.empty() && ::unlink(stamp_.dest.c_str()) != 0)
        return failed("cannot replace '" + stamp_.dest + "': ");
    }
    for (Replacement &r : files_)
      if (llvm::Error e = replace(r))
        return e;
    if (!stamp_.temp.empty())
      if (llvm::Error e = replace(stamp_))
        return e;
    for (Replacement &r : files_)
      remove(std::exchange(r.backup, ""));
    remove(std::exchange(stamp_.backup, ""));
    return llvm::Error::success();
  }

  void setStampPath(const std::string &path) { stamp_.dest = path; }

private:
  static void remove(const std::string &path) {
    if (!path.empty())
      ::unlink(path.c_str());
  }

  llvm::Error keepOld(Replacement &r) {
    std::error_code error;
    if (!fs::exists(r.dest, error))
      return llvm::Error::success();
    std::string backup = temporaryFor(r.dest, ".old");
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
    return util::inputError(std::move(message));
  }

  std::vector<Replacement> files_;
  Replacement stamp_;
};

} // namespace

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
