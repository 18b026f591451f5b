#include "pipeline/run_job.hpp"

#include "driver/stamp.hpp"
#include "io/commit_journal.hpp"
#include "io/paths.hpp"
#include "pipeline/job_checks.hpp"
#include "pipeline/stages.hpp"
#include "render/wg_source.hpp"
#include "util/error.hpp"
#include "util/unique_prefix.hpp"

#include <filesystem>

namespace syclfg::pipeline {
namespace fs = std::filesystem;
using driver::Job;
using driver::Options;
using driver::Output;
using driver::OutputPaths;

namespace {

// Everything besides the inputs' contents that decides the outputs.
std::string stampKey(const Job &job, const OutputPaths &outputs,
                     const Options &options, const std::string &prefix) {
  std::string key = options.toolVersion + '\n' + job.source + '\n' +
                    job.directory + '\n' + prefix + '\n' + options.resourceDir +
                    '\n' + options.syclIncludeDir + '\n' +
                    (job.clDriverMode ? "cl" : "gcc") + '\n' +
                    std::string(render::flavorTable(options.flavor).name) +
                    '\n' + options.dpcppIntHeader;
  for (const std::string &path : outputs.path)
    key += '\n' + path;
  for (const std::string &arg : job.args)
    key += '\n' + arg;
  // Paths under --base-dir count relative: a moved checkout stays current.
  return driver::hashText(options.baseDir.strip(key));
}

void warnPropertyDefaults(const plan::Plan &plan, llvm::raw_ostream &log) {
  for (const plan::PlannedObject &p : plan.objects)
    if (const model::ValueLayout *layout = model::valueLayout(*p.object);
        layout != nullptr && layout->defaultValue.empty())
      util::warn(log, "the default value of '" + p.object->qualifiedName +
                          "' is not a constant expression; --properties "
                          "lists zero bytes for it (the runtime reads the "
                          "real value)");
}

// Before anything in an output directory is read: what killed runs left
// there is restored or completed (io/commit_journal.hpp).
void recoverOutputDirectories(const OutputPaths &outputs,
                              llvm::raw_ostream &log) {
  for (const std::string &path : outputs.path)
    if (driver::isFile(path))
      if (const std::string dir = fs::path(path).parent_path().string();
          io::recoverDirectory(dir) > 0)
        util::note(log, "recovered the outputs of an interrupted run in '" +
                            (dir.empty() ? std::string(".") : dir) + "'");
}

// The stages for a job whose outputs are not current.
llvm::Error generate(const Job &job, const OutputPaths &outputs,
                     const std::string &prefix, const std::string &key,
                     const JobContext &context) {
  const Options &options = context.options;
  auto parsed =
      parseStage(job, options, context.notes, context.log, context.preambles);
  if (!parsed)
    return parsed.takeError();
  auto plan = planStage(job, parsed->tu, prefix, options, context.log);
  if (!plan)
    return plan.takeError();
  if (options.kernelReport)
    context.log << render::renderKernelReport(parsed->tu.workGroups);
  std::vector<std::string> inputs;
  for (const std::string &file : parsed->filesRead)
    inputs.push_back(io::onDisk(file, job.directory));
  if (llvm::Error e = checkNotInputs(outputs, inputs, parsed->filesRead))
    return e;
  auto registrarDeclared = dpcppRegistrarDeclared(options, *plan);
  if (!registrarDeclared)
    return registrarDeclared.takeError();
  const Rendered rendered = renderStage(
      *plan, {job, outputs, inputs, key, options, *registrarDeclared});
  if (!outputs[Output::Properties].empty())
    warnPropertyDefaults(*plan, context.log);
  return commitStage(rendered, context.out);
}

} // namespace

JobResult runJob(const Job &job, const OutputPaths &outputs,
                 const JobContext &context) {
  const Options &options = context.options;
  if (llvm::Error e = checkJob(job, outputs, options)) {
    util::report(std::move(e), context.log);
    return JobResult::Failed;
  }
  const std::string prefix =
      options.uniquePrefix
          ? *options.uniquePrefix
          : util::defaultUniquePrefix(options.baseDir.strip(job.source),
                                      options.baseDir.strip(job.args));
  const std::string key = stampKey(job, outputs, options, prefix);
  recoverOutputDirectories(outputs, context.log);
  if (!outputs[Output::Stamp].empty() &&
      driver::stampIsCurrent(outputs[Output::Stamp], key))
    return JobResult::Unchanged;
  if (llvm::Error e = generate(job, outputs, prefix, key, context)) {
    util::report(std::move(e), context.log);
    return JobResult::Failed;
  }
  return JobResult::Written;
}

std::string preambleKeyOf(const Job &job, const Options &options) {
  std::vector<std::string> dropped;
  return parse::preambleKey(parseRequestFor(job, options, dropped));
}

} // namespace syclfg::pipeline
