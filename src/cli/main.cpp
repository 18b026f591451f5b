// sycl-footergen: command-line entry point. Parses and checks the options
// (cli/command_line), then hands them to the driver.
#include "cli/command_line.hpp"
#include "pipeline/crash_guard.hpp"
#include "pipeline/run.hpp"
#include "util/error.hpp"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <csignal>
#include <cstdlib>
#include <string>
#include <unistd.h>
#include <vector>

#ifndef SYCLFG_VERSION
#error "SYCLFG_VERSION must be defined by the build"
#endif
#ifndef SYCLFG_CLANG_RESOURCE_DIR
#error "SYCLFG_CLANG_RESOURCE_DIR must be defined by the build"
#endif
#ifndef SYCLFG_INSTALL_LIBDIR
#error "SYCLFG_INSTALL_LIBDIR must be defined by the build"
#endif

namespace {

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

// Where libsyclfg is: <prefix>/<libdir> next to <prefix>/bin when
// installed, <build>/lib next to <build>/bin in the build tree; "" when
// neither holds it.
std::string findLibraryDir(const char *argv0) {
  std::string exe = llvm::sys::fs::getMainExecutable(
      argv0, reinterpret_cast<void *>(&findLibraryDir));
  for (const char *libDir : {SYCLFG_INSTALL_LIBDIR, "lib"}) {
    llvm::SmallString<256> dir(llvm::sys::path::parent_path(exe));
    llvm::sys::path::append(dir, "..", libDir);
    llvm::sys::path::remove_dots(dir, /*remove_dot_dot=*/true);
    llvm::SmallString<256> probe(dir);
    llvm::sys::path::append(probe, "libsyclfg.so");
    if (llvm::sys::fs::exists(probe))
      return std::string(dir);
  }
  return {};
}

// --print-flags: what a Makefile user adds to compile and link a host TU
// (the flags pkg-config's syclfg.pc gives).
int printFlags(const std::string &includeDir, const std::string &libDir) {
  if (includeDir.empty() || libDir.empty())
    return syclfg::util::report(
        syclfg::util::inputError(
            std::string("cannot find ") +
            (includeDir.empty() ? "the SYCL headers (include/sycl/sycl.hpp)"
                                : "libsyclfg.so") +
            " next to the executable; reinstall sycl-footergen"),
        llvm::errs());
  llvm::outs() << "-I" << includeDir << " -L" << libDir << " -Wl,-rpath,"
               << libDir << " -lsyclfg\n";
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  // A file-size limit makes write() fail (an error we report and clean up
  // after) instead of killing the process with temporaries left behind.
  std::signal(SIGXFSZ, SIG_IGN);
  // Crashes while parsing one file are caught (pipeline/run_job.cpp), stack
  // exhaustion included.
  syclfg::pipeline::enableCrashRecovery();
  auto parsed =
      syclfg::cli::parseCommandLine(std::vector<std::string>(argv, argv + argc),
                                    std::getenv("SYCL_FOOTERGEN_OPTIONS"));
  if (!parsed)
    return syclfg::util::report(parsed.takeError(), llvm::errs());
  const std::string includeDir = findSyclIncludeDir(argv[0]);
  if (parsed->printFlags)
    return printFlags(includeDir, findLibraryDir(argv[0]));
  syclfg::driver::Options &options = parsed->options;
  options.progress = ::isatty(2) != 0;
  options.toolVersion = SYCLFG_VERSION;
  if (options.resourceDir.empty())
    options.resourceDir = SYCLFG_CLANG_RESOURCE_DIR;
  options.syclIncludeDir = includeDir;
  if (includeDir.empty())
    return syclfg::util::report(
        syclfg::util::inputError("cannot find the SYCL headers "
                                 "(include/sycl/sycl.hpp) next to the "
                                 "executable; reinstall sycl-footergen"),
        llvm::errs());
  return syclfg::pipeline::run(options);
}
