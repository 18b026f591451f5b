// Runs what the options ask for: one job per source given, or the jobs of
// a compilation database on parallel workers, each through the stages of
// pipeline/run_job.hpp. Included by cli/main.cpp only.
#pragma once

#include "driver/options.hpp"

namespace syclfg::pipeline {

// The exit code: 0, 1 (an input failed) or 2 (usage).
int run(const driver::Options &options);

} // namespace syclfg::pipeline
