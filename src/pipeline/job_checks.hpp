// The checks of one job that no command-line check can make (batch jobs
// come from a compilation database; the parse tells which files the TU
// reads): each runs before anything is written, and its error names the
// file and what to do. Included by pipeline/ and its tests.
#pragma once

#include "driver/job.hpp"
#include "driver/options.hpp"
#include "driver/outputs.hpp"
#include "plan/plan.hpp"

#include <llvm/Support/Error.h>

#include <string>
#include <vector>

namespace syclfg::pipeline {

// Before the parse: the source is a regular file, --dpcpp-int-header a
// file, and the host TU can spell every path it #includes.
llvm::Error checkJob(const driver::Job &job, const driver::OutputPaths &outputs,
                     const driver::Options &options);

// After the parse: no output is a file the translation unit read (the
// source, one of its headers). `inputs` are the files on disk, `read` the
// same as the parse named them (for the message).
llvm::Error checkNotInputs(const driver::OutputPaths &outputs,
                           const std::vector<std::string> &inputs,
                           const std::vector<std::string> &read);

// After the plan, with DPC++'s integration header: whether the header
// declares the registrar (the footer then defines its constructor). An
// error when the plan registers device globals but the header declares no
// registrar: the header is not from this source's device compile, and the
// host TU would not compile. False without --dpcpp-int-header.
llvm::Expected<bool> dpcppRegistrarDeclared(const driver::Options &options,
                                            const plan::Plan &plan);

} // namespace syclfg::pipeline
