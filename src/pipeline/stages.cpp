#include "pipeline/stages.hpp"

#include "driver/relocate.hpp"
#include "pipeline/crash_guard.hpp"
#include "util/error.hpp"

#include <llvm/Support/CrashRecoveryContext.h>

namespace syclfg::pipeline {
using driver::Output;
using driver::OutputRow;

namespace {

// The parse runs on a thread with this much stack: deeply nested sources
// recurse deeply in Clang and in our own walk.
constexpr unsigned kParseStackSize = 512u << 20;

} // namespace

parse::ParseRequest parseRequestFor(const driver::Job &job,
                                    const driver::Options &options,
                                    std::vector<std::string> &dropped) {
  return {job.source,
          job.directory,
          parse::dropUnknownFlags(job.args, job.clDriverMode, dropped),
          job.clDriverMode,
          options.resourceDir,
          options.syclIncludeDir};
}

llvm::Expected<parse::ParseResult> parseStage(const driver::Job &job,
                                              const driver::Options &options,
                                              FlagNotes &notes,
                                              llvm::raw_ostream &log,
                                              parse::PreambleStore *preambles) {
  std::vector<std::string> dropped;
  parse::ParseRequest request = parseRequestFor(job, options, dropped);
  request.preambles = preambles;
  for (const std::string &flag : dropped)
    if (notes.firstTime(flag))
      util::note(log, "ignoring '" + flag +
                          "', which Clang does not know (it cannot change "
                          "the IDs)");
  parse::ParseResult parsed;
  llvm::CrashRecoveryContext recovery;
  if (!recovery.RunSafelyOnThread(
          [&] {
            AlternateSignalStack handlerStack;
            parsed = parse::parse(request, log);
          },
          kParseStackSize))
    return util::inputError(
        "internal error while processing '" + job.source + "'",
        "sycl-footergen crashed on this file; no output written for it "
        "(please report it with the file)");
  if (!parsed.ok)
    return util::inputError("'" + job.source +
                            "' did not parse; no output written");
  return parsed;
}

llvm::Expected<plan::Plan> planStage(const driver::Job &job,
                                     const model::TranslationUnit &tu,
                                     const std::string &prefix,
                                     const driver::Options &options,
                                     llvm::raw_ostream &log) {
  plan::Plan plan =
      plan::makePlan(tu, prefix, driver::outputSpelling(options.baseDir));
  if (plan.problems.empty())
    return plan;
  for (const diag::Diagnostic &p : plan.problems)
    log << diag::format(p);
  return util::inputError("no output written for '" + job.source + "'");
}

Rendered renderStage(const plan::Plan &plan, const RenderRequest &request) {
  const driver::OutputPaths &paths = request.paths;
  const driver::Options &options = request.options;
  Rendered rendered;
  std::vector<io::OutputFile> &files = rendered.files;
  for (const OutputRow &r : driver::kOutputs) {
    const std::string &path = paths[r.id];
    const bool toStdout = r.stdoutAllowed && !driver::isFile(path);
    if (path.empty() && !toStdout)
      continue;
    const std::string &first =
        files.empty() ? paths[Output::Footer] : files.front().path;
    std::string text = r.render(
        {plan, request.job.source, paths, request.inputs, request.stampKey,
         first, options.flavor, options.dpcppIntHeader,
         request.registrarDeclared, options.baseDir, files});
    if (toStdout)
      rendered.stdoutText = std::move(text);
    else
      files.push_back({path, std::move(text)});
  }
  // The stamp (the table's last row) is committed last, vouching for the
  // rest.
  if (!paths[Output::Stamp].empty()) {
    rendered.stamp = std::move(files.back());
    files.pop_back();
  }
  return rendered;
}

llvm::Error commitStage(const Rendered &rendered, std::ostream &out) {
  if (llvm::Error e = io::writeAll(rendered.files, rendered.stamp))
    return e;
  out << rendered.stdoutText;
  out.flush();
  return llvm::Error::success();
}

} // namespace syclfg::pipeline
