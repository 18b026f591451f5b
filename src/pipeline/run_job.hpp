// One translation unit through the stages (pipeline/stages.hpp): checks,
// parse, plan, render, commit; skipped when its stamp says the outputs are
// current. Included by pipeline/run.cpp and the pipeline's unit tests.
#pragma once

#include "driver/job.hpp"
#include "driver/options.hpp"
#include "driver/outputs.hpp"
#include "pipeline/stages.hpp"

#include <llvm/Support/raw_ostream.h>

#include <ostream>
#include <string>

namespace syclfg::parse {
class PreambleStore;
}

namespace syclfg::pipeline {

enum class JobResult { Written, Unchanged, Failed };

// What a job runs with besides its own paths: shared by a run's jobs.
struct JobContext {
  const driver::Options &options;
  FlagNotes &notes;
  // Messages (Clang diagnostics, problems, notes); one job's, in batch mode.
  llvm::raw_ostream &log;
  std::ostream &out; // the footer when it goes to standard output
  // Null: every parse reads the whole source; else on a shared precompiled
  // preamble when it can.
  parse::PreambleStore *preambles = nullptr;
};

JobResult runJob(const driver::Job &job, const driver::OutputPaths &outputs,
                 const JobContext &context);

// The key of the shared preamble the job's parse would use ("" for none):
// batch mode shares one among the jobs with equal keys.
std::string preambleKeyOf(const driver::Job &job,
                          const driver::Options &options);

} // namespace syclfg::pipeline
