#include "driver/run_job.hpp"

#include "driver/dpcpp_int_header.hpp"
#include "driver/relocate.hpp"
#include "driver/stamp.hpp"
#include "frontend/parse.hpp"
#include "io/atomic_write.hpp"
#include "io/paths.hpp"
#include "plan/plan.hpp"
#include "render/footer.hpp"
#include "util/unique_prefix.hpp"

#include <filesystem>
#include <iostream>
#include <optional>

namespace syclfg::driver {
namespace fs = std::filesystem;
namespace {

// Everything besides the inputs' contents that decides the outputs.
std::string stampKey(const Job &job, const OutputPaths &outputs,
                     const Options &options, const std::string &prefix) {
  std::string key =
      options.toolVersion + '\n' + job.source + '\n' + job.directory + '\n' +
      prefix + '\n' + options.resourceDir + '\n' + options.syclIncludeDir +
      '\n' + outputs[Output::Footer] + '\n' + outputs[Output::HostTu] + '\n' +
      outputs[Output::IntHeader] + '\n' + (job.clDriverMode ? "cl" : "gcc") +
      '\n' + std::string(render::flavorTable(options.flavor).name) + '\n' +
      options.dpcppIntHeader;
  for (const std::string &arg : job.args)
    key += '\n' + arg;
  // Paths under --base-dir count relative: a moved checkout stays current.
  return hashText(options.baseDir.strip(key));
}

bool allExist(const OutputPaths &outputs) {
  for (const std::string &path : outputs.path)
    if (isFile(path) && !fs::exists(path))
      return false;
  return true;
}

// Stage 0: the source is a file, and the host TU can spell every path it
// #includes.
bool checkJob(const Job &job, const OutputPaths &outputs,
              const Options &options, llvm::raw_ostream &log) {
  std::error_code statusError;
  const fs::file_status sourceStatus = fs::status(job.source, statusError);
  if (!fs::is_regular_file(sourceStatus)) {
    if (!fs::exists(sourceStatus))
      log << "sycl-footergen: error: no such source file '" << job.source
          << "'\n";
    else
      log << "sycl-footergen: error: the source '" << job.source << "' is "
          << (fs::is_directory(sourceStatus) ? "a directory"
                                             : "not a regular file")
          << "; give the path of a C++ source file\n";
    return false;
  }
  if (!options.dpcppIntHeader.empty() &&
      !fs::is_regular_file(options.dpcppIntHeader, statusError)) {
    log << "sycl-footergen: error: --dpcpp-int-header '"
        << options.dpcppIntHeader
        << "' is not a file; give the integration header that DPC++'s "
           "device compile of this source wrote (-fsycl-int-header=<file>)\n";
    return false;
  }
  if (outputs[Output::HostTu].empty())
    return true;
  std::vector<std::string> included{job.source};
  for (const OutputRow &r : kOutputs)
    if (r.includedByHostTu && !outputs[r.id].empty())
      included.push_back(io::absolute(outputs[r.id]));
  if (!options.dpcppIntHeader.empty())
    included.push_back(io::absolute(options.dpcppIntHeader));
  for (const std::string &path : included)
    if (!io::includablePath(path)) {
      log << "sycl-footergen: error: the host TU cannot #include '" << path
          << "': a path with '\"', '\\' or a newline cannot be written in an "
             "#include; rename or move the file\n";
      return false;
    }
  return true;
}

// Stage 1: parse (Clang's diagnostics go to `log`).
std::optional<frontend::ParseResult> parseStage(const Job &job,
                                                const Options &options,
                                                FlagNotes &notes,
                                                llvm::raw_ostream &log) {
  std::vector<std::string> dropped;
  frontend::ParseRequest request{
      job.source,
      job.directory,
      frontend::dropUnknownFlags(job.args, job.clDriverMode, dropped),
      job.clDriverMode,
      options.resourceDir,
      options.syclIncludeDir};
  for (const std::string &flag : dropped)
    if (notes.firstTime(flag))
      log << "sycl-footergen: note: ignoring '" << flag
          << "', which Clang does not know (it cannot change the IDs)\n";
  frontend::ParseResult parsed = frontend::parse(request, log);
  if (!parsed.ok) {
    log << "sycl-footergen: error: '" << job.source
        << "' did not parse; no output written\n";
    return std::nullopt;
  }
  return parsed;
}

// Stage 2: plan (IDs, spellings); its problems are the user's errors.
std::optional<plan::Plan> planStage(const Job &job,
                                    const frontend::ParseResult &parsed,
                                    const std::string &prefix,
                                    llvm::raw_ostream &log) {
  plan::Plan plan = plan::makePlan(parsed.tu, prefix);
  if (plan.problems.empty())
    return plan;
  for (const diag::Diagnostic &p : plan.problems)
    log << diag::format(p);
  log << "sycl-footergen: error: no output written for '" << job.source
      << "'\n";
  return std::nullopt;
}

// Never replace a file the translation unit read (the source, one of its
// headers): in batch mode no command-line check has seen these paths.
bool checkNotInputs(const OutputPaths &outputs,
                    const std::vector<std::string> &inputs,
                    const std::vector<std::string> &read,
                    llvm::raw_ostream &log) {
  for (const std::string &output : outputs.path)
    if (isFile(output))
      for (std::size_t i = 0; i < inputs.size(); ++i)
        if (io::sameFile(output, inputs[i])) {
          log << "sycl-footergen: error: output '" << output << "' is '"
              << read[i]
              << "', which the translation unit reads; refusing to overwrite "
                 "an input: choose another output path\n";
          return false;
        }
  return true;
}

// With DPC++'s integration header, the footer defines the registrar's
// constructor exactly when the header declares the registrar. False (and a
// message) when the TU has device globals but the header declares none: it
// is not from this source's device compile, and the host TU would not
// compile.
bool checkDpcppIntHeader(const Options &options, const plan::Plan &plan,
                         bool &registrarDeclared, llvm::raw_ostream &log) {
  registrarDeclared = false;
  if (options.dpcppIntHeader.empty())
    return true;
  std::string error;
  std::optional<DpcppIntHeader> header =
      readDpcppIntHeader(options.dpcppIntHeader, error);
  if (!header) {
    log << "sycl-footergen: error: " << error << "\n";
    return false;
  }
  registrarDeclared = header->declaresRegistrar;
  if (registrarDeclared || !render::registersAny(plan, options.flavor))
    return true;
  log << "sycl-footergen: error: the translation unit defines device globals "
         "but --dpcpp-int-header '"
      << options.dpcppIntHeader
      << "' declares no __sycl_device_global_registration; give the "
         "integration header DPC++'s device compile wrote for this source "
         "(-fsycl-int-header=<file>), with the same macros and flags\n";
  return false;
}

void warnPropertyDefaults(const plan::Plan &plan, llvm::raw_ostream &log) {
  for (const plan::PlannedObject &p : plan.objects)
    if (const model::ValueLayout *layout = model::valueLayout(*p.object);
        layout != nullptr && layout->defaultValue.empty())
      log << "sycl-footergen: warning: the default value of '"
          << p.object->qualifiedName
          << "' is not a constant expression; --properties lists zero bytes "
             "for it (the runtime reads the real value)\n";
}

// Stage 3: render every output that has a path, in table order (the
// footer too when it goes to standard output: it is then not a file).
std::vector<io::OutputFile> renderStage(const RenderInput &base,
                                        std::string &stdoutText) {
  std::vector<io::OutputFile> files;
  std::string first = base.paths[Output::Footer];
  for (const OutputRow &r : kOutputs) {
    const std::string &path = base.paths[r.id];
    const bool toStdout = r.stdoutAllowed && !isFile(path);
    if (path.empty() && !toStdout)
      continue;
    RenderInput in{base.plan,   base.source,         base.paths,
                   base.inputs, base.stampKey,       first,
                   base.flavor, base.dpcppIntHeader, base.registrarDeclared,
                   base.baseDir};
    std::string text = r.render(in);
    if (toStdout) {
      stdoutText = std::move(text);
      continue;
    }
    if (files.empty())
      first = path;
    files.push_back({path, std::move(text)});
  }
  return files;
}

} // namespace

JobResult runJob(const Job &job, const OutputPaths &outputs,
                 const Options &options, FlagNotes &notes,
                 llvm::raw_ostream &log) {
  if (!checkJob(job, outputs, options, log))
    return JobResult::Failed;
  const io::BaseDir &base = options.baseDir;
  const std::string prefix =
      options.uniquePrefix.empty()
          ? util::defaultUniquePrefix(base.strip(job.source),
                                      base.strip(job.args))
          : options.uniquePrefix;
  const std::string key = stampKey(job, outputs, options, prefix);
  if (!outputs[Output::Stamp].empty() && allExist(outputs) &&
      stampIsCurrent(outputs[Output::Stamp], key))
    return JobResult::Unchanged;

  std::optional<frontend::ParseResult> parsed =
      parseStage(job, options, notes, log);
  if (!parsed)
    return JobResult::Failed;
  std::optional<plan::Plan> plan = planStage(job, *parsed, prefix, log);
  if (!plan)
    return JobResult::Failed;
  std::vector<std::string> inputs;
  for (const std::string &file : parsed->filesRead)
    inputs.push_back(io::onDisk(file, job.directory));
  if (!checkNotInputs(outputs, inputs, parsed->filesRead, log))
    return JobResult::Failed;

  bool registrarDeclared = false;
  if (!checkDpcppIntHeader(options, *plan, registrarDeclared, log))
    return JobResult::Failed;
  relocateLocations(parsed->tu, base); // after every diagnostic
  std::string stdoutText;
  std::vector<io::OutputFile> files = renderStage(
      {*plan, job.source, outputs, inputs, key, outputs[Output::Footer],
       options.flavor, options.dpcppIntHeader, registrarDeclared, base},
      stdoutText);
  if (!outputs[Output::Properties].empty())
    warnPropertyDefaults(*plan, log);
  // Stage 4: commit.
  if (auto error = io::writeAll(files)) {
    log << "sycl-footergen: error: " << *error << "\n";
    return JobResult::Failed;
  }
  std::cout << stdoutText;
  std::cout.flush();
  return JobResult::Written;
}

} // namespace syclfg::driver
