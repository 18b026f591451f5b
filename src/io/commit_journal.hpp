// The journal of a commit in progress, and the recovery of commits whose
// process died (SIGKILL, power loss of the process, ...).
//
// A commit's files are named ".syclfg-<pid>-<nonce>-<commit>-<k>.tmp" (new
// content) and ".old" (backups of replaced files) next to each destination.
// Before the first rename, the journal ".syclfg-<pid>-<nonce>-<commit>.journal"
// is written into every directory the commit touches (the copy in the first
// one, written last, is the primary); it lists each destination with the
// identity (device, inode) of its new file and its backup. Removing the
// primary is the commit point. A single file published without a journal
// (io::publish, the preamble store's PCH) has the same kind of name (k = 0,
// ".tmp" or ".pch"); a dead owner's such file is simply removed.
//
// A later run recovers, in each output directory before it reads anything
// there, what dead owners left: a commit whose every destination holds its
// new file is complete (backups deleted), any other is rolled back (each
// destination holding its new file gets its backup back, or is removed if it
// had none; a removed stamp gets its backup back). Files of live processes
// are never touched: the owner is alive while its pid is (and, for our own
// pid, while the nonce is ours). Two recovering processes exclude each other
// through a lock on the primary journal.
#pragma once

#include <llvm/Support/Error.h>

#include <cstdint>
#include <string>
#include <vector>

namespace syclfg::io {

struct JournalEntry {
  std::string dest;
  std::string backup;                  // "" when the destination did not exist
  std::uint64_t device = 0, inode = 0; // of the new file
};

// This process's part of the names: ".syclfg-<pid>-<nonce>-<commit>".
std::string newCommitName();

// Writes the journal of commit `name` (a newCommitName()) into every
// directory of `entries`, the first directory's copy last; on success
// `written` lists the copies, primary first.
llvm::Error writeJournal(const std::string &name,
                         const std::vector<JournalEntry> &entries,
                         std::vector<std::string> &written);

// Removes the journal copies: the primary first (the commit point).
void removeJournal(const std::vector<std::string> &written);

// Recovers what dead owners left in `dir`, once per process and directory;
// the number of interrupted commits restored or completed.
unsigned recoverDirectory(const std::string &dir);

} // namespace syclfg::io
