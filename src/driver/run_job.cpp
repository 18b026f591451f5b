#include "driver/run_job.hpp"

#include "driver/dpcpp_int_header.hpp"
#include "driver/stamp.hpp"
#include "frontend/parse.hpp"
#include "io/atomic_write.hpp"
#include "io/depfile.hpp"
#include "plan/plan.hpp"
#include "render/footer.hpp"
#include "render/int_header.hpp"
#include "render/properties.hpp"
#include "util/unique_prefix.hpp"

#include <filesystem>
#include <iostream>
#include <optional>

namespace syclfg::driver {
namespace fs = std::filesystem;
namespace {

void printProblems(const std::vector<diag::Diagnostic> &problems,
                   llvm::raw_ostream &log) {
  for (const diag::Diagnostic &p : problems)
    log << diag::format(p);
}

std::string absolute(const std::string &path) {
  std::error_code error;
  fs::path abs = fs::absolute(path, error);
  return (error ? fs::path(path) : abs).lexically_normal().string();
}

// Everything besides the inputs' contents that decides the outputs.
std::string stampKey(const Job &job, const OutputPaths &outputs,
                     const Options &options, const std::string &prefix) {
  std::string key = options.toolVersion + '\n' + job.source + '\n' +
                    job.directory + '\n' + prefix + '\n' + options.resourceDir +
                    '\n' + options.syclIncludeDir + '\n' + outputs.footer +
                    '\n' + outputs.hostTu + '\n' + outputs.intHeader + '\n' +
                    (job.clDriverMode ? "cl" : "gcc") + '\n' +
                    std::string(render::flavorTable(options.flavor).name) +
                    '\n' + options.dpcppIntHeader;
  for (const std::string &arg : job.args)
    key += '\n' + arg;
  return hashText(key);
}

// A file the parse read, as it is on disk: ".." taken after symlinks (the
// compiler finds g++'s headers as "<bin>/../lib/gcc/...", and /lib may be a
// link), so build tools can stat every dependency.
std::string onDisk(const std::string &path, const std::string &directory) {
  fs::path p(path);
  if (p.is_relative())
    p = fs::path(directory) / p;
  std::error_code error;
  fs::path real = fs::weakly_canonical(p, error);
  return (error ? p.lexically_normal() : real).string();
}

bool allExist(const OutputPaths &outputs) {
  for (const std::string *path :
       {&outputs.footer, &outputs.hostTu, &outputs.depfile, &outputs.properties,
        &outputs.intHeader})
    if (!path->empty() && *path != "-" && !fs::exists(*path))
      return false;
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

} // namespace

bool includablePath(const std::string &path) {
  // #include "..." has no escapes: '"' and a newline end it, and a backslash
  // is kept as is by g++/clang++ (an escaped one would be doubled). On
  // Windows '\\' is a separator, which the include does resolve.
#ifdef _WIN32
  return path.find_first_of("\"\n") == std::string::npos;
#else
  return path.find_first_of("\"\n\\") == std::string::npos;
#endif
}

JobResult runJob(const Job &job, const OutputPaths &outputs,
                 const Options &options, FlagNotes &notes,
                 llvm::raw_ostream &log) {
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
    return JobResult::Failed;
  }
  if (!options.dpcppIntHeader.empty() &&
      !fs::is_regular_file(options.dpcppIntHeader, statusError)) {
    log << "sycl-footergen: error: --dpcpp-int-header '"
        << options.dpcppIntHeader
        << "' is not a file; give the integration header that DPC++'s "
           "device compile of this source wrote (-fsycl-int-header=<file>)\n";
    return JobResult::Failed;
  }
  if (!outputs.hostTu.empty())
    for (const std::string &path :
         {job.source, absolute(outputs.footer),
          outputs.intHeader.empty() ? std::string()
                                    : absolute(outputs.intHeader),
          options.dpcppIntHeader.empty() ? std::string()
                                         : absolute(options.dpcppIntHeader)})
      if (!includablePath(path)) {
        log << "sycl-footergen: error: the host TU cannot #include '" << path
            << "': a path with '\"', '\\' or a newline cannot be written in an "
               "#include; rename or move the file\n";
        return JobResult::Failed;
      }
  const std::string prefix =
      options.uniquePrefix.empty()
          ? util::defaultUniquePrefix(job.source, job.args)
          : options.uniquePrefix;
  const std::string key = stampKey(job, outputs, options, prefix);
  if (!outputs.stamp.empty() && allExist(outputs) &&
      stampIsCurrent(outputs.stamp, key))
    return JobResult::Unchanged;

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
    return JobResult::Failed;
  }
  plan::Plan plan = plan::makePlan(parsed.tu, prefix);
  if (!plan.problems.empty()) {
    printProblems(plan.problems, log);
    log << "sycl-footergen: error: no output written for '" << job.source
        << "'\n";
    return JobResult::Failed;
  }

  // Never replace a file the translation unit read (the source, one of its
  // headers): in batch mode no command-line check has seen these paths.
  for (const std::string *output :
       {&outputs.footer, &outputs.hostTu, &outputs.intHeader,
        &outputs.properties, &outputs.depfile, &outputs.stamp})
    if (!output->empty() && *output != "-")
      for (const std::string &input : parsed.filesRead)
        if (io::sameFile(*output, onDisk(input, job.directory))) {
          log << "sycl-footergen: error: output '" << *output << "' is '"
              << input
              << "', which the translation unit reads; refusing to overwrite "
                 "an "
                 "input: choose another output path\n";
          return JobResult::Failed;
        }

  bool registrarDeclared = false;
  if (!checkDpcppIntHeader(options, plan, registrarDeclared, log))
    return JobResult::Failed;
  const std::string footer =
      render::renderFooter(plan, job.source, options.flavor, registrarDeclared);
  std::vector<io::OutputFile> files;
  const bool footerToStdout = outputs.footer.empty() || outputs.footer == "-";
  if (!footerToStdout)
    files.push_back({outputs.footer, footer});
  const std::string intHeader =
      render::renderIntegrationHeader(plan, job.source);
  if (!outputs.intHeader.empty())
    files.push_back({outputs.intHeader, intHeader});
  // The host TU starts with an integration header: DPC++'s, ours by
  // #include, or ours embedded.
  const std::string &includedHeader = options.dpcppIntHeader.empty()
                                          ? outputs.intHeader
                                          : options.dpcppIntHeader;
  if (!outputs.hostTu.empty())
    files.push_back(
        {outputs.hostTu,
         render::renderHostTu(job.source, absolute(outputs.footer),
                              includedHeader.empty()
                                  ? intHeader
                                  : "#include \"" + absolute(includedHeader) +
                                        "\"\n",
                              options.flavor)});
  if (!outputs.properties.empty()) {
    files.push_back(
        {outputs.properties, render::renderProperties(plan, job.source)});
    for (const plan::PlannedObject &p : plan.objects)
      if (const model::ValueLayout *layout = model::valueLayout(*p.object);
          layout != nullptr && layout->defaultValue.empty())
        log << "sycl-footergen: warning: the default value of '"
            << p.object->qualifiedName
            << "' is not a constant expression; --properties lists zero bytes "
               "for it (the runtime reads the real value)\n";
  }
  std::vector<std::string> inputs;
  for (const std::string &file : parsed.filesRead)
    inputs.push_back(onDisk(file, job.directory));
  if (!outputs.depfile.empty())
    // The first output names the rule: Ninja and CMake accept one target.
    files.push_back(
        {outputs.depfile,
         io::renderDepfile(files.empty() ? outputs.footer : files.front().path,
                           inputs)});
  if (!outputs.stamp.empty())
    files.push_back({outputs.stamp, makeStamp(key, inputs)});
  if (auto error = io::writeAll(files)) {
    log << "sycl-footergen: error: " << *error << "\n";
    return JobResult::Failed;
  }
  if (footerToStdout) {
    std::cout << footer;
    std::cout.flush();
  }
  return JobResult::Written;
}

} // namespace syclfg::driver
