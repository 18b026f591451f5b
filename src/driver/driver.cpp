#include "driver/driver.hpp"

#include "driver/compile_db.hpp"
#include "driver/output_names.hpp"
#include "driver/run_job.hpp"
#include "io/paths.hpp"

#include <llvm/Support/Format.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <iterator>
#include <mutex>
#include <optional>
#include <thread>

namespace syclfg::driver {
namespace fs = std::filesystem;
namespace {

// The footer's path when only --host-tu was given: next to the host TU.
std::string footerBesideHostTu(const std::string &hostTu) {
  fs::path p(hostTu);
  return (p.parent_path() / (p.stem().string() + ".footer.hpp")).string();
}

// Outputs that would overwrite each other or the source: a usage error,
// reported before any parse. writeAll() would otherwise let the last file
// win, and an output equal to the source would replace the user's code.
std::optional<std::string> conflictingOutputs(const OutputPaths &outputs,
                                              const Options &options,
                                              const std::string &source) {
  auto name = [&](const OutputRow &r) -> std::string {
    if (r.id == Output::Footer && options.outputs[Output::Footer].empty())
      return "the footer next to --host-tu";
    return r.spelling;
  };
  for (std::size_t i = 0; i < kOutputCount; ++i) {
    const std::string &path = outputs.path[i];
    if (!isFile(path))
      continue;
    if (io::sameFile(path, source))
      return name(kOutputs[i]) + " '" + path +
             "' is the source file; sycl-footergen never "
             "overwrites its input: choose another output path";
    if (!options.dpcppIntHeader.empty() &&
        io::sameFile(path, options.dpcppIntHeader))
      return name(kOutputs[i]) + " '" + path +
             "' is the --dpcpp-int-header input; sycl-footergen never "
             "overwrites its input: choose another output path";
    for (std::size_t j = 0; j < i; ++j)
      if (isFile(outputs.path[j]) && io::sameFile(path, outputs.path[j]))
        return name(kOutputs[j]) + " and " + name(kOutputs[i]) +
               " both name '" + path + "': give each output its own file";
  }
  return std::nullopt;
}

// The outputs of one source as given: the footer defaults to a file beside
// the host TU, which #includes it.
OutputPaths singleOutputPaths(const Options &options) {
  OutputPaths outputs = options.outputs;
  if (outputs[Output::Footer].empty() && !outputs[Output::HostTu].empty())
    outputs[Output::Footer] = footerBesideHostTu(outputs[Output::HostTu]);
  return outputs;
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
    const OutputPaths outputs = singleOutputPaths(options);
    if (auto conflict = conflictingOutputs(outputs, options, job.source)) {
      llvm::errs() << "sycl-footergen: error: " << *conflict
                   << "\nRun 'sycl-footergen --help' for usage.\n";
      return kUsageError;
    }
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
  if (fs::exists(options.outputDir) && !fs::is_directory(options.outputDir)) {
    llvm::errs() << "sycl-footergen: error: --output-dir '" << options.outputDir
                 << "' exists and is not a directory; give a directory path\n";
    return kInputError;
  }
  fs::create_directories(options.outputDir, ec);
  if (ec) {
    llvm::errs() << "sycl-footergen: error: cannot create --output-dir '"
                 << options.outputDir << "': " << ec.message() << "\n";
    return kInputError;
  }
  const std::size_t total = jobs->size();
  if (total == 0)
    llvm::errs() << "sycl-footergen: warning: no entry of '" << options.buildDir
                 << "/compile_commands.json' is selected (is the database "
                    "empty, or do --filter/--exclude leave nothing?)\n";
  unsigned workers = options.jobs != 0
                         ? options.jobs
                         : std::max(1u, std::thread::hardware_concurrency());
  workers = static_cast<unsigned>(
      std::min<std::size_t>(workers, std::max<std::size_t>(total, 1)));

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
      JobResult result =
          runJob(job, batchOutputPaths(options.outputDir, job.source), options,
                 notes, log);
      log.flush();
      std::chrono::duration<double> took =
          std::chrono::steady_clock::now() - jobStart;
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
  // The summary always: one line, on stderr, so scripts can still capture it.
  llvm::errs() << "sycl-footergen: " << total
               << " files: " << (total - failed - unchanged) << " generated, "
               << unchanged << " unchanged, " << failed << " failed"
               << llvm::format(" (%.1fs)", took.count()) << "\n";
  return failed == 0 ? kOk : kInputError;
}

} // namespace

int run(const Options &options) {
  return options.buildDir.empty() ? runSingle(options) : runBatch(options);
}

} // namespace syclfg::driver
