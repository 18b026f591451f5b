// Replaces the set of output files of one translation unit all-or-nothing.
//
// Every changed file is first written to a temporary next to it. Then, with
// the stamp (if any) removed first, each destination is replaced by a rename
// while a backup of its old content is kept; the stamp is renamed into place
// last. If any step fails, the replaced files get their old content back, the
// old stamp returns only once all of them did, and every temporary is
// removed. After a failure the directory holds the complete old set; after a
// crash part-way it holds no stamp, so the next run regenerates everything.
// A file whose content is unchanged is not touched (its timestamp stays, so
// builds do not recompile).
#pragma once

#include <llvm/Support/Error.h>

#include <string>
#include <vector>

namespace syclfg::io {

struct OutputFile {
  std::string path;
  std::string content;
};

// An error naming the file and the reason; nothing is then created or
// modified. `stamp` (path "" = none) is the file that vouches for the others.
llvm::Error writeAll(const std::vector<OutputFile> &files,
                     const OutputFile &stamp = {});

// A fresh name beside `path` (same directory, so a rename is atomic) for a
// file that will replace it; unique across threads and processes.
std::string temporaryFor(const std::string &path, const char *suffix);

// Replaces `path` by a complete file with `content` (temporary + rename):
// a concurrent reader sees the old file or the new one, never a part.
llvm::Error publish(const std::string &path, const std::string &content);

} // namespace syclfg::io
