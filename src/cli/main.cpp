// sycl-footergen: command-line entry point. Parses options (LLVM cl
// conventions), validates them and hands them to the driver.
#include "driver/driver.hpp"
#include "io/paths.hpp"
#include "render/flavor.hpp"
#include "util/unique_prefix.hpp"

#include <llvm/Config/llvm-config.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <cstring>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <unistd.h>
#include <vector>

#ifndef SYCLFG_VERSION
#error "SYCLFG_VERSION must be defined by the build"
#endif
#ifndef SYCLFG_CLANG_RESOURCE_DIR
#error "SYCLFG_CLANG_RESOURCE_DIR must be defined by the build"
#endif

namespace {

namespace cl = llvm::cl;
using syclfg::driver::kUsageError;

cl::OptionCategory category("sycl-footergen options");

cl::list<std::string> sources(cl::Positional, cl::desc("<source>..."),
                              cl::cat(category));
cl::opt<std::string> uniquePrefix(
    "unique-prefix",
    cl::desc("Prefix of the IDs of internal-linkage objects (default: 'uid' + "
             "a hash of the source path and compile flags)"),
    cl::value_desc("P"), cl::cat(category));
cl::opt<std::string> baseDir(
    "base-dir",
    cl::desc("Write paths under <dir> relative (the host TU's #includes, "
             "depfile entries, the default unique prefix's hash), so that "
             "checkouts at different paths give byte-identical outputs"),
    cl::value_desc("dir"), cl::cat(category));
cl::opt<std::string> flavorName(
    "flavor",
    cl::desc("Runtime the outputs are for: 'syclfg' (default: our headers and "
             "libsyclfg) or 'dpcpp' (DPC++'s headers and runtime library)"),
    cl::value_desc("name"), cl::init("syclfg"), cl::cat(category));
cl::opt<std::string> dpcppIntHeader(
    "dpcpp-int-header",
    cl::desc("--flavor=dpcpp: the integration header DPC++'s device compile "
             "wrote (-fsycl-int-header); the host TU includes it first, the "
             "footer defines the registrar it declares"),
    cl::value_desc("file"), cl::cat(category));
cl::opt<std::string> buildDir(
    "p",
    cl::desc("Batch mode: process the entries of <dir>/compile_commands.json "
             "(all, or the <source>s given, or those matching --filter)"),
    cl::value_desc("build-dir"), cl::cat(category));
// --filter is taken out of argv before cl sees it: libLLVM already
// registers a global option of that name. Kept here for --help.
cl::opt<bool> filterHelp("filter=<regex>",
                         cl::desc("Batch mode: only sources whose absolute "
                                  "path matches this regex"),
                         cl::cat(category));
std::string filter;
cl::opt<std::string> exclude("exclude",
                             cl::desc("Batch mode: skip sources whose absolute "
                                      "path matches this regex"),
                             cl::value_desc("regex"), cl::cat(category));
cl::opt<std::string>
    outputDir("output-dir",
              cl::desc("Batch mode: where to write <stem>-<hash>.footer.hpp, "
                       ".host.cpp and .d per source"),
              cl::value_desc("dir"), cl::cat(category));
cl::opt<unsigned>
    jobs("j", cl::desc("Batch mode: parallel workers (default: all cores)"),
         cl::value_desc("N"), cl::init(0), cl::cat(category));
cl::opt<bool> printFlags(
    "print-flags",
    cl::desc("Print the compile and link flags for the SYCL headers and the "
             "runtime (like llvm-config), then exit"),
    cl::cat(category));
cl::opt<std::string> resourceDir(
    "resource-dir",
    cl::desc("Clang resource directory with the builtin headers (default: "
             "the one of the Clang this tool was built with)"),
    cl::value_desc("dir"), cl::cat(category));

using syclfg::driver::kOutputs;
using syclfg::driver::Output;

// One option per output of the table that has one (the stamp has none).
std::vector<std::unique_ptr<cl::opt<std::string>>> outputOptions() {
  std::vector<std::unique_ptr<cl::opt<std::string>>> options;
  for (const syclfg::driver::OutputRow &r : kOutputs)
    options.push_back(r.option == nullptr
                          ? nullptr
                          : std::make_unique<cl::opt<std::string>>(
                                llvm::StringRef(r.option), cl::desc(r.help),
                                cl::value_desc(r.valueDesc),
                                cl::cat(category)));
  return options;
}

const char *kOverview =
    "sycl-footergen: generates SYCL integration footers for host compilers\n"
    "\n"
    "  sycl-footergen [options] <source>... [-- <compiler args>]\n"
    "\n"
    "Examples:\n"
    "  sycl-footergen app.cpp -o app.footer.hpp --host-tu app.host.cpp -- "
    "-std=c++17 -Iinclude\n"
    "  g++ -std=c++17 app.host.cpp $(pkg-config --cflags --libs syclfg)\n"
    "  sycl-footergen -p build --output-dir build/syclfg -j 4\n"
    "  g++ -std=c++17 app.host.cpp $(sycl-footergen --print-flags)\n"
    "\n"
    "Options can also come from the environment variable "
    "SYCL_FOOTERGEN_OPTIONS\n"
    "(e.g. '--unique-prefix=abc -j 2'), placed before the command line's.\n";

// Our include/ directory: <prefix>/include next to <prefix>/bin, in the
// install tree and in the build tree (where include/ links to the sources).
std::string findSyclIncludeDir(const char *argv0) {
  std::string exe = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&findSyclIncludeDir));
  llvm::SmallString<256> dir(llvm::sys::path::parent_path(exe));
  llvm::sys::path::append(dir, "..", "include");
  llvm::SmallString<256> probe(dir);
  llvm::sys::path::append(probe, "sycl", "sycl.hpp");
  if (llvm::sys::fs::exists(probe)) {
    llvm::SmallString<256> real;
    if (!llvm::sys::fs::real_path(dir, real))
      return std::string(real);
    return std::string(dir);
  }
  return {};
}

// Options that do not fit the flavor; nullopt when they do.
std::optional<std::string>
flavorOptionError(syclfg::render::Flavor flavor, bool batch,
                  const syclfg::driver::OutputPaths &outputs) {
  if (flavor != syclfg::render::Flavor::Dpcpp) {
    if (!dpcppIntHeader.empty())
      return std::string("--dpcpp-int-header needs --flavor=dpcpp");
    return std::nullopt;
  }
  if (batch)
    return std::string("--flavor=dpcpp is for one source at a time: each "
                       "host TU needs the integration header of its own "
                       "device compile (--dpcpp-int-header)");
  if (!outputs[Output::IntHeader].empty())
    return std::string(
        "--int-header writes our runtime's integration header; with "
        "--flavor=dpcpp the integration header comes from DPC++'s device "
        "compile: give it as --dpcpp-int-header <file>");
  const std::string &hostTu = outputs[Output::HostTu];
  if (!hostTu.empty() && dpcppIntHeader.empty())
    return std::string(
        "--flavor=dpcpp --host-tu needs --dpcpp-int-header <file>, the "
        "integration header of DPC++'s device compile (-fsycl-int-header)");
  if (dpcppIntHeader == "-")
    return std::string("--dpcpp-int-header needs a file name");
  return std::nullopt;
}

} // namespace

int main(int argc, char **argv) {
  // Split "<options> -- <compiler args>" ourselves: cl must not see the
  // compiler's flags.
  std::vector<char *> ours;
  std::vector<std::string> compileArgs;
  bool afterDashDash = false;
  for (int i = 0; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (afterDashDash)
      compileArgs.emplace_back(argv[i]);
    else if (i > 0 && arg == "--")
      afterDashDash = true;
    else if (arg.consume_front("--filter=") || arg.consume_front("-filter="))
      filter = arg.str();
    else if ((arg == "--filter" || arg == "-filter") && i + 1 < argc)
      filter = argv[++i];
    else
      ours.push_back(argv[i]);
  }
  const auto outputOpts = outputOptions();
  cl::HideUnrelatedOptions(category);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "sycl-footergen " << SYCLFG_VERSION << " (Clang "
       << LLVM_VERSION_STRING << ")\n";
  });
  std::string errors;
  llvm::raw_string_ostream errorStream(errors);
  if (!cl::ParseCommandLineOptions(static_cast<int>(ours.size()), ours.data(),
                                   kOverview, &errorStream,
                                   "SYCL_FOOTERGEN_OPTIONS")) {
    errorStream.flush();
    llvm::errs() << errors << "Run 'sycl-footergen --help' for usage.\n";
    return kUsageError;
  }

  auto usageError = [](const std::string &message) {
    llvm::errs() << "sycl-footergen: error: " << message
                 << "\nRun 'sycl-footergen --help' for usage.\n";
    return kUsageError;
  };
  const std::string includeDir = findSyclIncludeDir(argv[0]);
  if (printFlags) {
    if (includeDir.empty())
      return usageError("cannot find the SYCL headers next to the executable");
    llvm::SmallString<256> libDir(includeDir);
    llvm::sys::path::remove_filename(libDir);
    llvm::sys::path::append(libDir, "lib");
    llvm::outs() << "-I" << includeDir << " -L" << libDir << " -Wl,-rpath,"
                 << libDir << " -lsyclfg\n";
    return 0;
  }
  syclfg::driver::OutputPaths outputs;
  bool anyOutput = false;
  for (std::size_t i = 0; i < kOutputs.size(); ++i)
    if (outputOpts[i]) {
      outputs.path[i] = *outputOpts[i];
      anyOutput = anyOutput || !outputs.path[i].empty();
    }
  const bool batch = !buildDir.empty();
  if (batch) {
    if (outputDir.empty())
      return usageError("-p needs --output-dir <dir> for the generated files");
    if (anyOutput)
      return usageError(syclfg::driver::outputOptionList() +
                        " are for one "
                        "source; with -p, outputs go to --output-dir");
    if (!compileArgs.empty())
      return usageError(
          "with -p the compile flags come from compile_commands.json; "
          "drop the arguments after '--'");
  } else if (!outputDir.empty() || !filter.empty() || !exclude.empty()) {
    return usageError(
        "--output-dir, --filter and --exclude need -p <build-dir>");
  }
  if (sources.empty() && !batch)
    return usageError("no source file given");
  if (!batch && sources.size() > 1 && anyOutput)
    return usageError(syclfg::driver::outputOptionList() +
                      " take a single source file");
  if (!uniquePrefix.empty() && !syclfg::util::isValidPrefix(uniquePrefix))
    return usageError("--unique-prefix must contain only letters, digits and "
                      "'_'");
  // The host TU #includes the footer by path: it must be a real file.
  const std::string &hostTu = outputs[Output::HostTu];
  if (outputs[Output::Footer] == "-" && !hostTu.empty())
    return usageError(
        "-o - writes the footer to standard output, but --host-tu "
        "must #include the footer from a file: give -o <file>, or "
        "drop -o to write it next to the host TU");
  for (const syclfg::driver::OutputRow &r : kOutputs)
    if (!r.stdoutAllowed && outputs[r.id] == "-")
      return usageError(
          std::string(r.spelling) +
          " needs a file name; only -o can write to standard output");
  if (!hostTu.empty()) {
    std::vector<std::string> included;
    for (const syclfg::driver::OutputRow &r : kOutputs)
      if (r.includedByHostTu || r.id == Output::HostTu)
        included.push_back(outputs[r.id]);
    included.push_back(dpcppIntHeader);
    included.push_back(sources.front());
    for (const std::string &path : included)
      if (!syclfg::io::includablePath(path))
        return usageError(
            "path '" + path +
            "' contains '\"', '\\' or a newline, which the host TU's "
            "#include cannot name; rename or move the file");
  }
  if (!baseDir.empty() && !std::filesystem::is_directory(std::string(baseDir)))
    return usageError("--base-dir '" + baseDir +
                      "' is not a directory; give the top of the source and "
                      "build trees");
  const auto flavor = syclfg::render::flavorNamed(flavorName);
  if (!flavor)
    return usageError("unknown --flavor '" + flavorName +
                      "': use 'syclfg' (the default) or 'dpcpp'");
  if (auto error = flavorOptionError(*flavor, batch, outputs))
    return usageError(*error);
  syclfg::driver::Options options;
  options.flavor = *flavor;
  options.dpcppIntHeader = dpcppIntHeader;
  options.sources.assign(sources.begin(), sources.end());
  options.compileArgs = std::move(compileArgs);
  options.outputs = outputs;
  options.buildDir = buildDir;
  options.filter = filter;
  options.exclude = exclude;
  options.outputDir = outputDir;
  options.jobs = jobs;
  options.progress = ::isatty(2) != 0;
  options.toolVersion = SYCLFG_VERSION;
  options.uniquePrefix = uniquePrefix;
  if (!baseDir.empty())
    options.baseDir = syclfg::io::BaseDir(baseDir);
  options.resourceDir = resourceDir.empty()
                            ? std::string(SYCLFG_CLANG_RESOURCE_DIR)
                            : resourceDir;
  options.syclIncludeDir = includeDir;
  if (options.syclIncludeDir.empty()) {
    llvm::errs() << "sycl-footergen: error: cannot find the SYCL headers "
                    "(include/sycl/sycl.hpp) next to the executable; "
                    "reinstall sycl-footergen\n";
    return syclfg::driver::kInputError;
  }
  return syclfg::driver::run(options);
}
