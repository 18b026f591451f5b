// The stages of one job, each a function of what the one before gave:
// parse -> plan -> render -> commit (the checks between them:
// pipeline/job_checks.hpp). pipeline/run_job.cpp composes them; the unit
// tests (tests/unit/pipeline_test.cpp) run each on its own. Included by
// pipeline/ and its tests.
#pragma once

#include "driver/job.hpp"
#include "driver/options.hpp"
#include "driver/outputs.hpp"
#include "io/atomic_write.hpp"
#include "parse/parse.hpp"
#include "plan/plan.hpp"

#include <llvm/Support/Error.h>
#include <llvm/Support/raw_ostream.h>

#include <mutex>
#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace syclfg::pipeline {

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

// What the parse of `job` is asked: its flags without those Clang does not
// know (each put in `dropped`), our headers and Clang's.
parse::ParseRequest parseRequestFor(const driver::Job &job,
                                    const driver::Options &options,
                                    std::vector<std::string> &dropped);

// Stage 1: parse (Clang's diagnostics go to `log`), on a thread with a
// large stack, a crash caught and reported as an internal error. With
// `preambles`, on a shared precompiled preamble when it can.
llvm::Expected<parse::ParseResult> parseStage(const driver::Job &job,
                                              const driver::Options &options,
                                              FlagNotes &notes,
                                              llvm::raw_ostream &log,
                                              parse::PreambleStore *preambles);

// Stage 2: plan (IDs, spellings; file names as --base-dir writes them);
// its problems are the user's errors, printed to `log`.
llvm::Expected<plan::Plan> planStage(const driver::Job &job,
                                     const model::TranslationUnit &tu,
                                     const std::string &prefix,
                                     const driver::Options &options,
                                     llvm::raw_ostream &log);

// What stage 3 gives stage 4.
struct Rendered {
  std::vector<io::OutputFile> files; // in the output table's order
  io::OutputFile stamp;              // written last; path "" when none
  std::string stdoutText;            // the footer when it goes to stdout
};

// What the render stage reads besides the plan.
struct RenderRequest {
  const driver::Job &job;
  const driver::OutputPaths &paths;
  const std::vector<std::string> &inputs; // every file the parse read
  const std::string &stampKey;
  const driver::Options &options;
  bool registrarDeclared; // DPC++'s header declares the registrar
};

// Stage 3: renders every output that has a path, in table order (the
// footer too when it goes to standard output: it is then not a file).
Rendered renderStage(const plan::Plan &plan, const RenderRequest &request);

// Stage 4: commits the files all-or-nothing, the stamp vouching for the
// rest, then writes the standard-output text to `out`.
llvm::Error commitStage(const Rendered &rendered, std::ostream &out);

} // namespace syclfg::pipeline
