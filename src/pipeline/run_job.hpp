// Processes one translation unit: parse, plan, render, write.
#pragma once

#include "driver/job.hpp"
#include "driver/options.hpp"

#include <llvm/Support/raw_ostream.h>

#include <mutex>
#include <set>
#include <string>

namespace syclfg::parse {
class PreambleStore;
}

namespace syclfg::pipeline {

enum class JobResult { Written, Unchanged, Failed };

// Notes about dropped compiler flags, said once per flag for a whole run.
class FlagNotes {
public:
  bool firstTime(const std::string &flag) {
    std::lock_guard<std::mutex> lock(mutex_);
    return said_.insert(flag).second;
  }

private:
  std::mutex mutex_;
  std::set<std::string> said_;
};

// Messages (Clang diagnostics, problems, notes) go to `log`. With
// `preambles`, the parse uses a shared precompiled preamble when it can.
JobResult runJob(const driver::Job &job, const driver::OutputPaths &outputs,
                 const driver::Options &options, FlagNotes &notes,
                 llvm::raw_ostream &log,
                 parse::PreambleStore *preambles = nullptr);

// The key of the shared preamble the job's parse would use ("" for none):
// batch mode shares one among the jobs with equal keys.
std::string preambleKeyOf(const driver::Job &job,
                          const driver::Options &options);

} // namespace syclfg::pipeline
