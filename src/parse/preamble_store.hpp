// Where shared preambles live, and whether one is still valid. A preamble
// is these files in one directory, named by its key (a hash of the header
// text and of everything that decides how it parses):
//   <key>.hpp        the header of the shared directives
//   <key>-<hash>.pch the PCH, named by its content, never rewritten; a chain
//                    (preamble_chain.hpp) has one per stage, each built on
//                    the one before, which it names by path
//   <key>.<hash>.hpp a chain's stage headers, named by content
//   <key>.manifest   the content hashes of all these and of every file the
//                    PCH builds read, whether the preamble's own
//                    declarations hold anything to collect and the reserved
//                    names it saw; published last, by rename
// A reader trusts an entry only when every hash still matches, so a
// half-written, corrupted or stale entry is rebuilt, never used; concurrent
// processes at worst build the same entry twice. No Clang here.
#pragma once

#include <atomic>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace syclfg::parse {

struct Preamble {
  std::string pch;    // the PCH to load (a chain's last stage)
  std::string header; // the header of the shared directives
  // A chain's stages before `pch` (which loads them), and its stage
  // headers; both empty for one PCH of `header`.
  std::vector<std::string> earlierPchs;
  std::vector<std::string> stageHeaders;
  std::vector<std::string> inputs; // what its build read, as Clang named it
  // Its own declarations hold something to collect (objects, kernels, a
  // problem): parses on it walk everything, not only what they add.
  bool collectsAll = true;
  // The identifiers starting with "__syclfg" its build saw.
  std::vector<std::string> reservedNames;
};

// Names the files of one entry while it is built.
class PreambleFiles {
public:
  PreambleFiles(std::string dir, std::string key)
      : dir_(std::move(dir)), key_(std::move(key)) {}
  // A new temporary to build a PCH into.
  std::string temporaryPch() const;
  // Moves a built PCH to its name by content; "" on failure (`temp` gone).
  std::string publishPch(const std::string &temp) const;
  // A stage header of this text, written unless it exists; "" on failure.
  std::string publishHeader(const std::string &text) const;

private:
  std::string dir_;
  std::string key_;
};

// Builds the preamble of the header at `headerPath` (sets `built.pch`, and
// for a chain `built.earlierPchs` and `built.stageHeaders`, all published
// through `files`), lists in `built.inputs` the files the builds read (the
// headers excluded) and sets `built.collectsAll` and `built.reservedNames`.
// False: no usable preamble (a build failed or reported any diagnostic).
using PreambleBuilder =
    std::function<bool(const std::string &headerPath,
                       const PreambleFiles &files, Preamble &built)>;

class PreambleStore {
public:
  // `dir`: the cache directory (created when missing).
  explicit PreambleStore(std::string dir, bool temporary = false);
  // A private directory for one run, removed with the store.
  static std::unique_ptr<PreambleStore> temporary();
  ~PreambleStore();
  PreambleStore(const PreambleStore &) = delete;
  PreambleStore &operator=(const PreambleStore &) = delete;

  // The valid preamble for `key` (built from `headerText`; the inputs'
  // relative paths count against `directory`), built with `build` when
  // missing, stale or corrupt. Null: none for this key. Each key is checked
  // or built once per store; other threads asking meanwhile wait for it.
  std::shared_ptr<const Preamble> get(const std::string &key,
                                      const std::string &headerText,
                                      const std::string &directory,
                                      const PreambleBuilder &build);

  // A parse on one of these preambles was kept (for the batch summary).
  void countUse() { ++uses_; }
  unsigned uses() const { return uses_; }

private:
  using Entry = std::shared_ptr<const Preamble>;
  Entry loadOrBuild(const std::string &key, const std::string &headerText,
                    const std::string &directory, const PreambleBuilder &build);

  std::string dir_;
  bool temporary_;
  std::mutex mutex_;
  std::map<std::string, std::shared_future<Entry>> entries_;
  std::atomic<unsigned> uses_{0};
};

} // namespace syclfg::parse
