#include "driver/run_job.hpp"

#include "driver/crash_guard.hpp"
#include "driver/dpcpp_int_header.hpp"
#include "driver/relocate.hpp"
#include "driver/stamp.hpp"
#include "frontend/parse.hpp"
#include "io/atomic_write.hpp"
#include "io/commit_journal.hpp"
#include "io/paths.hpp"
#include "plan/plan.hpp"
#include "render/footer.hpp"
#include "render/wg_source.hpp"
#include "util/error.hpp"
#include "util/unique_prefix.hpp"

#include <llvm/Support/CrashRecoveryContext.h>

#include <filesystem>
#include <iostream>

namespace syclfg::driver {
namespace fs = std::filesystem;
namespace {

// The parse runs on a thread with this much stack: deeply nested sources
// recurse deeply in Clang and in our own walk.
constexpr unsigned kParseStackSize = 512u << 20;

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
  return hashText(options.baseDir.strip(key));
}

// Stage 0: the source is a file, and the host TU can spell every path it
// #includes.
llvm::Error checkJob(const Job &job, const OutputPaths &outputs,
                     const Options &options) {
  std::error_code statusError;
  const fs::file_status sourceStatus = fs::status(job.source, statusError);
  if (!fs::exists(sourceStatus))
    return util::inputError("no such source file '" + job.source + "'");
  if (!fs::is_regular_file(sourceStatus))
    return util::inputError("the source '" + job.source + "' is " +
                            (fs::is_directory(sourceStatus)
                                 ? "a directory"
                                 : "not a regular file") +
                            "; give the path of a C++ source file");
  std::error_code error;
  if (!options.dpcppIntHeader.empty() &&
      !fs::is_regular_file(options.dpcppIntHeader, error))
    return util::inputError(
        "--dpcpp-int-header '" + options.dpcppIntHeader +
        "' is not a file; give the integration header that DPC++'s device "
        "compile of this source wrote (-fsycl-int-header=<file>)");
  if (outputs[Output::HostTu].empty())
    return llvm::Error::success();
  std::vector<std::string> included{job.source};
  for (const OutputRow &r : kOutputs)
    if (r.includedByHostTu && !outputs[r.id].empty())
      included.push_back(io::absolute(outputs[r.id]));
  if (!options.dpcppIntHeader.empty())
    included.push_back(io::absolute(options.dpcppIntHeader));
  for (const std::string &path : included)
    if (!io::includablePath(path))
      return util::inputError(
          "the host TU cannot #include '" + path +
          "': a path with '\"', '\\' or a newline cannot be written in an "
          "#include; rename or move the file");
  return llvm::Error::success();
}

frontend::ParseRequest requestFor(const Job &job, const Options &options,
                                  std::vector<std::string> &dropped) {
  return {job.source,
          job.directory,
          frontend::dropUnknownFlags(job.args, job.clDriverMode, dropped),
          job.clDriverMode,
          options.resourceDir,
          options.syclIncludeDir};
}

// Stage 1: parse (Clang's diagnostics go to `log`), on a thread with a
// large stack, a crash caught and reported as an internal error.
llvm::Expected<frontend::ParseResult>
parseStage(const Job &job, const Options &options, FlagNotes &notes,
           llvm::raw_ostream &log, frontend::PreambleStore *preambles) {
  std::vector<std::string> dropped;
  frontend::ParseRequest request = requestFor(job, options, dropped);
  request.preambles = preambles;
  for (const std::string &flag : dropped)
    if (notes.firstTime(flag))
      util::note(log, "ignoring '" + flag +
                          "', which Clang does not know (it cannot change "
                          "the IDs)");
  frontend::ParseResult parsed;
  llvm::CrashRecoveryContext recovery;
  if (!recovery.RunSafelyOnThread(
          [&] {
            AlternateSignalStack handlerStack;
            parsed = frontend::parse(request, log);
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

// Stage 2: plan (IDs, spellings); its problems are the user's errors.
llvm::Expected<plan::Plan> planStage(const Job &job,
                                     const frontend::ParseResult &parsed,
                                     const std::string &prefix,
                                     llvm::raw_ostream &log) {
  plan::Plan plan = plan::makePlan(parsed.tu, prefix);
  if (plan.problems.empty())
    return plan;
  for (const diag::Diagnostic &p : plan.problems)
    log << diag::format(p);
  return util::inputError("no output written for '" + job.source + "'");
}

// Never replace a file the translation unit read (the source, one of its
// headers): in batch mode no command-line check has seen these paths.
llvm::Error checkNotInputs(const OutputPaths &outputs,
                           const std::vector<std::string> &inputs,
                           const std::vector<std::string> &read) {
  for (const std::string &output : outputs.path)
    if (isFile(output))
      for (std::size_t i = 0; i < inputs.size(); ++i)
        if (io::sameFile(output, inputs[i]))
          return util::inputError(
              "output '" + output + "' is '" + read[i] +
              "', which the translation unit reads; refusing to overwrite an "
              "input: choose another output path");
  return llvm::Error::success();
}

// With DPC++'s integration header, the footer defines the registrar's
// constructor exactly when the header declares the registrar (the result).
// An error when the TU has device globals but the header declares none: it
// is not from this source's device compile, and the host TU would not
// compile.
llvm::Expected<bool> dpcppRegistrarDeclared(const Options &options,
                                            const plan::Plan &plan) {
  if (options.dpcppIntHeader.empty())
    return false;
  auto header = readDpcppIntHeader(options.dpcppIntHeader);
  if (!header)
    return header.takeError();
  if (header->declaresRegistrar || !render::registersAny(plan, options.flavor))
    return header->declaresRegistrar;
  return util::inputError(
      "the translation unit defines device globals but --dpcpp-int-header '" +
      options.dpcppIntHeader +
      "' declares no __sycl_device_global_registration; give the integration "
      "header DPC++'s device compile wrote for this source "
      "(-fsycl-int-header=<file>), with the same macros and flags");
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

// Stage 3: render every output that has a path, in table order (the
// footer too when it goes to standard output: it is then not a file).
std::vector<io::OutputFile>
renderStage(const plan::Plan &plan, const Job &job, const OutputPaths &paths,
            const std::vector<std::string> &inputs, const std::string &key,
            const Options &options, bool registrarDeclared,
            std::string &stdoutText) {
  std::vector<io::OutputFile> files;
  for (const OutputRow &r : kOutputs) {
    const std::string &path = paths[r.id];
    const bool toStdout = r.stdoutAllowed && !isFile(path);
    if (path.empty() && !toStdout)
      continue;
    const std::string &first =
        files.empty() ? paths[Output::Footer] : files.front().path;
    std::string text = r.render({plan, job.source, paths, inputs, key, first,
                                 options.flavor, options.dpcppIntHeader,
                                 registrarDeclared, options.baseDir, files});
    if (toStdout)
      stdoutText = std::move(text);
    else
      files.push_back({path, std::move(text)});
  }
  return files;
}

// Before anything in an output directory is read: what killed runs left
// there is restored or completed (io/commit_journal.hpp).
void recoverOutputDirectories(const OutputPaths &outputs,
                              llvm::raw_ostream &log) {
  for (const std::string &path : outputs.path)
    if (isFile(path))
      if (const std::string dir = fs::path(path).parent_path().string();
          io::recoverDirectory(dir) > 0)
        util::note(log, "recovered the outputs of an interrupted run in '" +
                            (dir.empty() ? std::string(".") : dir) + "'");
}

// Stages 1 to 4 for a job whose outputs are not current.
llvm::Error generate(const Job &job, const OutputPaths &outputs,
                     const Options &options, const std::string &prefix,
                     const std::string &key, FlagNotes &notes,
                     llvm::raw_ostream &log,
                     frontend::PreambleStore *preambles) {
  auto parsed = parseStage(job, options, notes, log, preambles);
  if (!parsed)
    return parsed.takeError();
  auto plan = planStage(job, *parsed, prefix, log);
  if (!plan)
    return plan.takeError();
  if (options.kernelReport)
    log << render::renderKernelReport(parsed->tu.workGroups);
  std::vector<std::string> inputs;
  for (const std::string &file : parsed->filesRead)
    inputs.push_back(io::onDisk(file, job.directory));
  if (llvm::Error e = checkNotInputs(outputs, inputs, parsed->filesRead))
    return e;
  auto registrarDeclared = dpcppRegistrarDeclared(options, *plan);
  if (!registrarDeclared)
    return registrarDeclared.takeError();
  relocateLocations(parsed->tu, options.baseDir); // after every diagnostic
  std::string stdoutText;
  std::vector<io::OutputFile> files =
      renderStage(*plan, job, outputs, inputs, key, options, *registrarDeclared,
                  stdoutText);
  if (!outputs[Output::Properties].empty())
    warnPropertyDefaults(*plan, log);
  // Stage 4: commit, the stamp (rendered last) vouching for the rest.
  io::OutputFile stamp;
  if (!outputs[Output::Stamp].empty()) {
    stamp = std::move(files.back());
    files.pop_back();
  }
  if (llvm::Error e = io::writeAll(files, stamp))
    return e;
  std::cout << stdoutText;
  std::cout.flush();
  return llvm::Error::success();
}

} // namespace

JobResult runJob(const Job &job, const OutputPaths &outputs,
                 const Options &options, FlagNotes &notes,
                 llvm::raw_ostream &log, frontend::PreambleStore *preambles) {
  if (llvm::Error e = checkJob(job, outputs, options)) {
    util::report(std::move(e), log);
    return JobResult::Failed;
  }
  const std::string prefix =
      options.uniquePrefix
          ? *options.uniquePrefix
          : util::defaultUniquePrefix(options.baseDir.strip(job.source),
                                      options.baseDir.strip(job.args));
  const std::string key = stampKey(job, outputs, options, prefix);
  recoverOutputDirectories(outputs, log);
  if (!outputs[Output::Stamp].empty() &&
      stampIsCurrent(outputs[Output::Stamp], key))
    return JobResult::Unchanged;
  if (llvm::Error e =
          generate(job, outputs, options, prefix, key, notes, log, preambles)) {
    util::report(std::move(e), log);
    return JobResult::Failed;
  }
  return JobResult::Written;
}

std::string preambleKeyOf(const Job &job, const Options &options) {
  std::vector<std::string> dropped;
  return frontend::preambleKey(requestFor(job, options, dropped));
}

} // namespace syclfg::driver
