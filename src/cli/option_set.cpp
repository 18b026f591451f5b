#include "cli/option_set.hpp"

#include <llvm/Config/llvm-config.h>
#include <llvm/Support/raw_ostream.h>

#include <vector>

#ifndef SYCLFG_VERSION
#error "SYCLFG_VERSION must be defined by the build"
#endif

namespace syclfg::cli {
namespace cl = llvm::cl;

const char *const kOverview =
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

namespace {

// libLLVM's options (hidden ones too) would otherwise be accepted: drop all
// but --help and --version, before ours are registered ("filter" is one of
// LLVM's names).
void unregisterForeignOptions() {
  std::vector<cl::Option *> foreign;
  for (auto &entry : cl::getRegisteredOptions())
    if (entry.getKey() != "help" && entry.getKey() != "version")
      foreign.push_back(entry.getValue());
  for (cl::Option *option : foreign)
    option->removeArgument();
}

// --help's text of an option that takes a string: its name, the name of
// its value and what it does.
struct StringOptionText {
  const char *name;
  const char *value;
  const char *desc;
};

constexpr StringOptionText kUniquePrefix{
    "unique-prefix", "P",
    "Prefix of the IDs of internal-linkage objects (default: 'uid' + a hash "
    "of the source path and compile flags)"};
constexpr StringOptionText kBaseDir{
    "base-dir", "dir",
    "Write paths under <dir> relative (the host TU's #includes, depfile "
    "entries, the default unique prefix's hash), so that checkouts at "
    "different paths give byte-identical outputs"};
constexpr StringOptionText kFlavor{
    "flavor", "name",
    "Runtime the outputs are for: 'syclfg' (default: our headers and "
    "libsyclfg) or 'dpcpp' (DPC++'s headers and runtime library)"};
constexpr StringOptionText kDpcppIntHeader{
    "dpcpp-int-header", "file",
    "--flavor=dpcpp: the integration header DPC++'s device compile wrote "
    "(-fsycl-int-header); the host TU includes it first, the footer defines "
    "the registrar it declares"};
constexpr StringOptionText kBuildDir{
    "p", "build-dir",
    "Batch mode: process the entries of <dir>/compile_commands.json (all, or "
    "the <source>s given, or those matching --filter)"};
constexpr StringOptionText kFilter{
    "filter", "regex",
    "Batch mode: only sources whose absolute path matches this regex"};
constexpr StringOptionText kExclude{
    "exclude", "regex",
    "Batch mode: skip sources whose absolute path matches this regex"};
constexpr StringOptionText kOutputDir{
    "output-dir", "dir",
    "Batch mode: where to write <stem>-<hash>.footer.hpp, .host.cpp and .d "
    "per source"};
constexpr StringOptionText kResourceDir{
    "resource-dir", "dir",
    "Clang resource directory with the builtin headers (default: the one of "
    "the Clang this tool was built with)"};
constexpr StringOptionText kPreambleCache{
    "preamble-cache", "dir",
    "Keep the precompiled preambles of sources in <dir> and reuse them "
    "across runs and processes (safe to share between concurrent runs); "
    "outputs are identical without"};

// Returned as a prvalue: it registers itself where it is constructed, in
// the OptionSet member it initializes (a cl::opt cannot move).
cl::opt<std::string> stringOption(const StringOptionText &text,
                                  cl::OptionCategory &category) {
  return cl::opt<std::string>(llvm::StringRef(text.name), cl::desc(text.desc),
                              cl::value_desc(text.value), cl::cat(category));
}

OptionSet &makeOptionSet() {
  unregisterForeignOptions();
  static OptionSet set;
  return set;
}

} // namespace

OptionSet &OptionSet::get() {
  static OptionSet &set = makeOptionSet();
  return set;
}

OptionSet::OptionSet()
    : sources(cl::Positional, cl::desc("<source>..."), cl::cat(category)),
      uniquePrefix(stringOption(kUniquePrefix, category)),
      baseDir(stringOption(kBaseDir, category)),
      flavor(stringOption(kFlavor, category)),
      dpcppIntHeader(stringOption(kDpcppIntHeader, category)),
      buildDir(stringOption(kBuildDir, category)),
      filter(stringOption(kFilter, category)),
      exclude(stringOption(kExclude, category)),
      outputDir(stringOption(kOutputDir, category)),
      resourceDir(stringOption(kResourceDir, category)),
      preambleCache(stringOption(kPreambleCache, category)),
      jobs("j",
           cl::desc("Batch mode: parallel workers (default: all cores); -jN "
                    "or -j N"),
           cl::value_desc("N"), cl::init(0), cl::Prefix, cl::cat(category)),
      printFlags("print-flags",
                 cl::desc("Print the compile and link flags for the SYCL "
                          "headers and the runtime (like llvm-config), then "
                          "exit"),
                 cl::cat(category)),
      noPreamble("no-preamble",
                 cl::desc("Batch mode: parse every source whole (no shared "
                          "precompiled preamble); the outputs are the same"),
                 cl::cat(category)),
      kernelReport(
          "kernel-report",
          cl::desc("Say on stderr, for each nd_range kernel lambda of the "
                   "main file, whether the host TU runs its work-groups as "
                   "compiled loops or on fibers, and why (when the outputs "
                   "are written)"),
          cl::cat(category)) {
  flavor.setInitialValue("syclfg");
  for (const driver::OutputRow &r : driver::kOutputs)
    if (r.option != nullptr)
      outputs[static_cast<std::size_t>(r.id)] =
          std::make_unique<cl::opt<std::string>>(
              llvm::StringRef(r.option), cl::desc(r.help),
              cl::value_desc(r.valueDesc), cl::cat(category));
  if (cl::Option *help = cl::getRegisteredOptions().lookup("help"))
    helpAlias = std::make_unique<cl::alias>("h", cl::desc("Alias for --help"),
                                            cl::aliasopt(*help));
  cl::HideUnrelatedOptions(category);
  cl::SetVersionPrinter([](llvm::raw_ostream &os) {
    os << "sycl-footergen " << SYCLFG_VERSION << " (Clang "
       << LLVM_VERSION_STRING << ")\n";
  });
}

// Values go back to their cl::init defaults too.
void OptionSet::reset() { cl::ResetAllOptionOccurrences(); }

} // namespace syclfg::cli
