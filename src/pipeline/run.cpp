#include "pipeline/run.hpp"

#include "driver/compile_db.hpp"
#include "driver/output_checks.hpp"
#include "driver/output_names.hpp"
#include "parse/preamble_store.hpp"
#include "pipeline/run_job.hpp"
#include "util/error.hpp"

#include <llvm/Support/Format.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <map>
#include <mutex>
#include <thread>

namespace syclfg::pipeline {
namespace fs = std::filesystem;
// The job table and the options this stage works on.
using namespace driver;
namespace {

using Clock = std::chrono::steady_clock;

// The preamble directory: --preamble-cache, else in batch mode (unless
// --no-preamble) one private to this run.
std::unique_ptr<parse::PreambleStore> preambleStore(const Options &options,
                                                    bool batch) {
  if (!options.preambleCache.empty())
    return std::make_unique<parse::PreambleStore>(options.preambleCache);
  if (batch && options.preamble)
    return parse::PreambleStore::temporary();
  return nullptr;
}

int runSingle(const Options &options) {
  FlagNotes notes;
  std::unique_ptr<parse::PreambleStore> preambles =
      preambleStore(options, false);
  int status = util::kOk;
  const OutputPaths outputs = singleOutputPaths(options);
  const JobContext context{options, notes, llvm::errs(), std::cout,
                           preambles.get()};
  for (const std::string &source : options.sources) {
    Job job = jobFromCommandLine({}, source, fs::current_path().string());
    job.args = options.compileArgs;
    for (const std::string &arg : job.args)
      if (arg == "--driver-mode=cl")
        job.clDriverMode = true;
    if (llvm::Error conflict =
            checkOutputConflicts(outputs, options, job.source))
      return util::report(std::move(conflict), llvm::errs());
    if (runJob(job, outputs, context) == JobResult::Failed)
      status = util::kInputError;
  }
  return status;
}

llvm::Error prepareOutputDir(const std::string &dir) {
  if (fs::exists(dir) && !fs::is_directory(dir))
    return util::inputError("--output-dir '" + dir +
                            "' exists and is not a directory; give a "
                            "directory path");
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (ec)
    return util::inputError("cannot create --output-dir '" + dir +
                            "': " + ec.message());
  return llvm::Error::success();
}

// Counts and prints the outcome of each job of a batch; one file's
// diagnostics are printed together, never interleaved.
class BatchProgress {
public:
  BatchProgress(const Options &options, std::size_t total)
      : options_(options), total_(total) {}

  void finished(const Job &job, JobResult result, Clock::duration took,
                const std::string &messages) {
    std::lock_guard<std::mutex> lock(mutex_);
    ++done_;
    failed_ += result == JobResult::Failed;
    unchanged_ += result == JobResult::Unchanged;
    if (options_.progress)
      llvm::errs() << llvm::format("[%zu/%zu] ", done_, total_) << job.source
                   << llvm::format(" (%.2fs)",
                                   std::chrono::duration<double>(took).count())
                   << (result == JobResult::Unchanged ? " unchanged" : "")
                   << (result == JobResult::Failed ? " FAILED" : "") << "\n";
    llvm::errs() << messages;
  }

  // The summary always: one line, on stderr, so scripts can still capture it.
  // `onPreamble`: how many parses used a shared preamble (-1: none on).
  int summary(Clock::duration took, long onPreamble) const {
    llvm::errs() << "sycl-footergen: " << total_
                 << " files: " << (total_ - failed_ - unchanged_)
                 << " generated, " << unchanged_ << " unchanged, " << failed_
                 << " failed";
    if (onPreamble >= 0)
      llvm::errs() << ", " << onPreamble << " parsed on a shared preamble";
    llvm::errs() << llvm::format(" (%.1fs)",
                                 std::chrono::duration<double>(took).count())
                 << "\n";
    return failed_ == 0 ? util::kOk : util::kInputError;
  }

private:
  const Options &options_;
  const std::size_t total_;
  std::mutex mutex_;
  std::size_t done_ = 0, failed_ = 0, unchanged_ = 0;
};

// Which jobs parse on a shared preamble: in a run's private directory,
// only those whose preamble another job shares (a preamble for one TU costs
// more than it saves); with --preamble-cache, all (later runs reuse it).
std::vector<bool> sharingJobs(const std::vector<Job> &jobs,
                              const Options &options) {
  std::vector<std::string> keys;
  std::map<std::string, unsigned> count;
  for (const Job &job : jobs)
    ++count[keys.emplace_back(preambleKeyOf(job, options))];
  std::vector<bool> sharing;
  for (const std::string &key : keys)
    sharing.push_back(!key.empty() &&
                      (count[key] > 1 || !options.preambleCache.empty()));
  return sharing;
}

// Runs the jobs on `options.jobs` workers (0: one per core).
int runJobs(const std::vector<Job> &jobs, const Options &options) {
  const std::size_t total = jobs.size();
  unsigned workers = options.jobs != 0
                         ? options.jobs
                         : std::max(1u, std::thread::hardware_concurrency());
  workers = static_cast<unsigned>(
      std::min<std::size_t>(workers, std::max<std::size_t>(total, 1)));
  FlagNotes notes;
  BatchProgress progress(options, total);
  std::unique_ptr<parse::PreambleStore> preambles =
      preambleStore(options, true);
  const std::vector<bool> sharing =
      preambles ? sharingJobs(jobs, options) : std::vector<bool>(total);
  std::atomic<std::size_t> next{0};
  const auto start = Clock::now();
  auto worker = [&] {
    for (std::size_t i = next++; i < total; i = next++) {
      const auto jobStart = Clock::now();
      std::string messages;
      llvm::raw_string_ostream log(messages);
      const JobContext context{options, notes, log, std::cout,
                               sharing[i] ? preambles.get() : nullptr};
      JobResult result =
          runJob(jobs[i], batchOutputPaths(options.outputDir, jobs[i].source),
                 context);
      log.flush();
      progress.finished(jobs[i], result, Clock::now() - jobStart, messages);
    }
  };
  std::vector<std::thread> threads;
  for (unsigned w = 1; w < workers; ++w)
    threads.emplace_back(worker);
  worker();
  for (std::thread &t : threads)
    t.join();
  return progress.summary(Clock::now() - start,
                          preambles ? long(preambles->uses()) : -1);
}

int runBatch(const Options &options) {
  auto jobs = loadJobs(DatabaseQuery{options.buildDir, options.sources,
                                     options.filter, options.exclude});
  if (!jobs)
    return util::report(jobs.takeError(), llvm::errs());
  if (llvm::Error e = prepareOutputDir(options.outputDir))
    return util::report(std::move(e), llvm::errs());
  if (jobs->empty())
    util::warn(llvm::errs(),
               "no entry of '" + options.buildDir +
                   "/compile_commands.json' is selected (do --filter/"
                   "--exclude or the <source>s given leave nothing?)");
  return runJobs(*jobs, options);
}

} // namespace

int run(const Options &options) {
  return options.buildDir.empty() ? runSingle(options) : runBatch(options);
}

} // namespace syclfg::pipeline
