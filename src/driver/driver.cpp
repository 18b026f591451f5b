#include "driver/driver.hpp"

#include "driver/compile_db.hpp"
#include "driver/output_names.hpp"
#include "driver/run_job.hpp"

#include <llvm/Support/Format.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <mutex>
#include <thread>

namespace syclfg::driver {
namespace fs = std::filesystem;
namespace {

// The footer's path when only --host-tu was given: next to the host TU.
std::string footerBesideHostTu(const std::string &hostTu) {
  fs::path p(hostTu);
  return (p.parent_path() / (p.stem().string() + ".footer.hpp")).string();
}

int runSingle(const Options &options) {
  FlagNotes notes;
  int status = kOk;
  for (const std::string &source : options.sources) {
    Job job = jobFromCommandLine({}, source, fs::current_path().string());
    job.args = options.compileArgs;
    for (const std::string &arg : job.args)
      if (arg == "--driver-mode=cl")
        job.clDriverMode = true;
    OutputPaths outputs;
    outputs.footer = options.footerOutput;
    if (outputs.footer.empty() && !options.hostTuOutput.empty())
      outputs.footer = footerBesideHostTu(options.hostTuOutput);
    outputs.hostTu = options.hostTuOutput;
    outputs.properties = options.propertiesOutput;
    outputs.depfile = options.depfileOutput;
    outputs.intHeader = options.intHeaderOutput;
    if (runJob(job, outputs, options, notes, llvm::errs()) == JobResult::Failed)
      status = kInputError;
  }
  return status;
}

int runBatch(const Options &options) {
  DatabaseQuery query{options.buildDir, options.sources, options.filter,
                      options.exclude};
  std::string error;
  std::optional<std::vector<Job>> jobs = loadJobs(query, error);
  if (!jobs) {
    llvm::errs() << "sycl-footergen: error: " << error << "\n";
    return kInputError;
  }
  std::error_code ec;
  fs::create_directories(options.outputDir, ec);
  if (ec) {
    llvm::errs() << "sycl-footergen: error: cannot create --output-dir '"
                 << options.outputDir << "': " << ec.message() << "\n";
    return kInputError;
  }
  const std::size_t total = jobs->size();
  unsigned workers = options.jobs != 0 ? options.jobs
                                       : std::max(1u, std::thread::hardware_concurrency());
  workers = static_cast<unsigned>(std::min<std::size_t>(workers, std::max<std::size_t>(total, 1)));

  FlagNotes notes;
  std::mutex printMutex;
  std::atomic<std::size_t> next{0};
  std::size_t done = 0, failed = 0, unchanged = 0;
  const auto start = std::chrono::steady_clock::now();
  auto worker = [&] {
    for (std::size_t i = next++; i < total; i = next++) {
      const Job &job = (*jobs)[i];
      const auto jobStart = std::chrono::steady_clock::now();
      std::string messages;
      llvm::raw_string_ostream log(messages);
      JobResult result = runJob(job, batchOutputPaths(options.outputDir, job.source),
                                options, notes, log);
      log.flush();
      std::chrono::duration<double> took = std::chrono::steady_clock::now() - jobStart;
      // One file's diagnostics are printed together, never interleaved.
      std::lock_guard<std::mutex> lock(printMutex);
      ++done;
      failed += result == JobResult::Failed;
      unchanged += result == JobResult::Unchanged;
      if (options.progress)
        llvm::errs() << llvm::format("[%zu/%zu] ", done, total) << job.source
                     << llvm::format(" (%.2fs)", took.count())
                     << (result == JobResult::Unchanged ? " unchanged" : "")
                     << (result == JobResult::Failed ? " FAILED" : "") << "\n";
      llvm::errs() << messages;
    }
  };
  std::vector<std::thread> threads;
  for (unsigned w = 1; w < workers; ++w)
    threads.emplace_back(worker);
  worker();
  for (std::thread &t : threads)
    t.join();
  std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
  if (options.progress || failed != 0)
    llvm::errs() << "sycl-footergen: " << total << " files: "
                 << (total - failed - unchanged) << " generated, " << unchanged
                 << " unchanged, " << failed << " failed"
                 << llvm::format(" (%.1fs)", took.count()) << "\n";
  return failed == 0 ? kOk : kInputError;
}

} // namespace

int run(const Options &options) {
  return options.buildDir.empty() ? runSingle(options) : runBatch(options);
}

} // namespace syclfg::driver
