#include "driver/driver.hpp"

#include "frontend/parse.hpp"
#include "io/atomic_write.hpp"
#include "io/depfile.hpp"
#include "plan/plan.hpp"
#include "render/footer.hpp"
#include "render/properties.hpp"
#include "util/unique_prefix.hpp"

#include <llvm/Support/raw_ostream.h>

#include <filesystem>
#include <iostream>

namespace syclfg::driver {
namespace fs = std::filesystem;
namespace {

void printProblems(const std::vector<model::Problem> &problems) {
  for (const model::Problem &p : problems) {
    llvm::errs() << p.location.file << ":" << p.location.line << ":"
                 << p.location.column << ": error: " << p.message << "\n";
    if (!p.hint.empty())
      llvm::errs() << p.location.file << ":" << p.location.line << ":"
                   << p.location.column << ": note: " << p.hint << "\n";
  }
}

std::string absolute(const std::string &path) {
  std::error_code error;
  fs::path abs = fs::absolute(path, error);
  return (error ? fs::path(path) : abs).lexically_normal().string();
}

// The footer's path when only --host-tu was given: next to the host TU.
std::string footerBesideHostTu(const std::string &hostTu) {
  fs::path p(hostTu);
  return (p.parent_path() / (p.stem().string() + ".footer.hpp")).string();
}

int runOne(const Options &options, const std::string &sourceArg) {
  const std::string source = absolute(sourceArg);
  if (!fs::is_regular_file(source)) {
    llvm::errs() << "sycl-footergen: error: no such source file '" << sourceArg
                 << "'\n";
    return kInputError;
  }
  frontend::ParseRequest request{source, fs::current_path().string(),
                                 options.compileArgs, false,
                                 options.resourceDir, options.syclIncludeDir};
  frontend::ParseResult parsed = frontend::parse(request, llvm::errs());
  if (!parsed.ok) {
    llvm::errs() << "sycl-footergen: error: '" << sourceArg
                 << "' did not parse; no output written\n";
    return kInputError;
  }
  const std::string prefix =
      options.uniquePrefix.empty()
          ? util::defaultUniquePrefix(source, options.compileArgs)
          : options.uniquePrefix;
  plan::Plan plan = plan::makePlan(parsed.tu, prefix);
  if (!plan.problems.empty()) {
    printProblems(plan.problems);
    llvm::errs() << "sycl-footergen: error: no output written for '"
                 << sourceArg << "'\n";
    return kInputError;
  }
  const std::string footer = render::renderFooter(plan, source);

  std::vector<io::OutputFile> outputs;
  std::string footerPath = options.footerOutput;
  if (footerPath.empty() && !options.hostTuOutput.empty())
    footerPath = footerBesideHostTu(options.hostTuOutput);
  if (footerPath.empty() || footerPath == "-")
    std::cout << footer;
  else
    outputs.push_back({footerPath, footer});
  if (!options.hostTuOutput.empty())
    outputs.push_back({options.hostTuOutput,
                       render::renderHostTu(source, absolute(footerPath))});
  if (!options.propertiesOutput.empty())
    outputs.push_back({options.propertiesOutput,
                       render::renderProperties(plan, source)});
  if (!options.depfileOutput.empty()) {
    std::vector<std::string> inputs;
    for (const std::string &file : parsed.filesRead)
      inputs.push_back(absolute(file));
    // The first output names the rule; Ninja and CMake accept one target.
    const std::string target = outputs.empty() ? footerPath : outputs.front().path;
    outputs.push_back({options.depfileOutput, io::renderDepfile(target, inputs)});
  }
  if (auto error = io::writeAll(outputs)) {
    llvm::errs() << "sycl-footergen: error: " << *error << "\n";
    return kInputError;
  }
  return kOk;
}

} // namespace

int run(const Options &options) {
  int status = kOk;
  for (const std::string &source : options.sources)
    status = std::max(status, runOne(options, source));
  return status;
}

} // namespace syclfg::driver
