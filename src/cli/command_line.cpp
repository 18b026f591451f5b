#include "cli/command_line.hpp"

#include "cli/option_set.hpp"
#include "io/paths.hpp"
#include "util/error.hpp"
#include "util/unique_prefix.hpp"

#include <llvm/ADT/STLExtras.h>
#include <llvm/ADT/StringExtras.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/Regex.h>

namespace syclfg::cli {
namespace {

namespace cl = llvm::cl;

using driver::kOutputs;
using driver::Output;
using driver::OutputPaths;
using driver::OutputRow;

// "<environment words> <argv>", split at the first "--" into our options
// and the compiler's arguments. The environment may not hold "--": the
// command line's options would become compiler arguments.
llvm::Error splitArguments(const std::vector<std::string> &args,
                           const char *environment,
                           std::vector<std::string> &ours,
                           std::vector<std::string> &compileArgs,
                           std::size_t &environmentEnd) {
  std::vector<std::string> words;
  if (environment != nullptr) {
    llvm::BumpPtrAllocator allocator;
    llvm::StringSaver saver(allocator);
    llvm::SmallVector<const char *, 16> tokens;
    llvm::cl::TokenizeGNUCommandLine(environment, saver, tokens);
    for (const char *token : tokens)
      if (llvm::StringRef(token) == "--")
        return util::usageError(
            "SYCL_FOOTERGEN_OPTIONS contains '--'",
            "compiler arguments go after '--' on the command line only");
      else
        words.emplace_back(token);
  }
  if (!args.empty())
    ours.push_back(args.front());
  ours.insert(ours.end(), words.begin(), words.end());
  environmentEnd = ours.size();
  for (std::size_t i = 1; i < args.size(); ++i) {
    if (args[i] == "--") {
      compileArgs.assign(args.begin() + static_cast<long>(i) + 1, args.end());
      break;
    }
    ours.push_back(args[i]);
  }
  return llvm::Error::success();
}

// "h", "help" or "version": cl prints and exits the process for these.
bool exitsProcess(llvm::StringRef name) {
  return name == "help" || name == "version" || name == "h";
}

// A word that can only be one of our options, a value or a source: cl reads
// "@file" as a response file (its words never checked here), so none is
// passed on; and the environment applies to every run, so it may not turn
// them all into --help or --version (exit 0, nothing generated).
llvm::Error checkWord(llvm::StringRef word, llvm::StringRef name,
                      bool fromEnvironment) {
  if (word.starts_with("@"))
    return util::usageError(
        "'" + word.str() + "': response files (@file) are not supported",
        "give the options themselves; for a file whose name begins with '@' "
        "write ./" +
            word.str());
  if (fromEnvironment && exitsProcess(name))
    return util::usageError("SYCL_FOOTERGEN_OPTIONS contains '" + word.str() +
                                "'",
                            "--help and --version go on the command line");
  return llvm::Error::success();
}

// Every "-name" word must name one of our options: cl would otherwise take
// some unknown ones for others (any "--h..." for --help, through its
// prefix matching). A value-taking option given without "=" takes the next
// word as its value. Words [1, environmentEnd) came from the environment.
llvm::Error checkOptionNames(const std::vector<std::string> &words,
                             std::size_t environmentEnd, const OptionSet &o) {
  for (std::size_t i = 1; i < words.size(); ++i) {
    llvm::StringRef word = words[i];
    const bool isOption = word.size() >= 2 && word.front() == '-';
    llvm::StringRef name =
        isOption ? word.drop_front(word.starts_with("--") ? 2 : 1) : "";
    const bool hasValue = name.contains('=');
    name = name.take_until([](char c) { return c == '='; });
    if (llvm::Error e = checkWord(word, name, i < environmentEnd))
      return e;
    if (!isOption)
      continue; // a source, or "-" (standard input/output)
    if (name.size() > 1 && name.front() == 'j' &&
        llvm::all_of(name.drop_front(), llvm::isDigit))
      continue; // -jN
    cl::Option *option = cl::getRegisteredOptions().lookup(name);
    if (option == nullptr ||
        (!llvm::is_contained(option->Categories, &o.category) &&
         !exitsProcess(name)))
      return util::usageError("unknown option '" + word.str() + "'");
    if (!hasValue && option->getValueExpectedFlag() == cl::ValueRequired &&
        ++i < words.size())
      if (llvm::Error e = checkWord(words[i], "", i < environmentEnd))
        return e;
  }
  return llvm::Error::success();
}

// cl's message ("<prog>: Unknown command line argument '-x'.  Try: ...\n
// <prog>: Did you mean '-y'?") as a diagnostic: the first line the message,
// the rest the note.
llvm::Error clError(const std::string &text, llvm::StringRef program) {
  llvm::SmallVector<llvm::StringRef, 4> lines;
  llvm::StringRef(text).trim().split(lines, '\n');
  std::string message, note;
  for (llvm::StringRef line : lines) {
    line = line.trim();
    line.consume_front(program);
    line.consume_front(":");
    line = line.trim();
    std::string &into = message.empty() ? message : note;
    into += (into.empty() ? "" : " ") + line.str();
  }
  return util::usageError(message.empty() ? "invalid command line" : message,
                          note);
}

llvm::Error checkMode(const OptionSet &o, bool anyOutput, bool hasCompileArgs) {
  if (!o.buildDir.empty()) {
    if (o.outputDir.empty())
      return util::usageError(
          "-p needs --output-dir <dir> for the generated files");
    if (anyOutput)
      return util::usageError(driver::outputOptionList() +
                              " are for one source; with -p, outputs go to "
                              "--output-dir");
    if (hasCompileArgs)
      return util::usageError(
          "with -p the compile flags come from compile_commands.json; "
          "drop the arguments after '--'");
  } else if (!o.outputDir.empty() || !o.filter.empty() || !o.exclude.empty()) {
    return util::usageError(
        "--output-dir, --filter and --exclude need -p <build-dir>");
  } else if (o.sources.empty()) {
    return util::usageError("no source file given");
  } else if (o.sources.size() > 1 && anyOutput) {
    return util::usageError(driver::outputOptionList() +
                            " take a single source file");
  }
  return llvm::Error::success();
}

// '-' only where the table allows it, and only paths the host TU can
// #include when there is one.
llvm::Error checkOutputs(const OutputPaths &outputs,
                         const std::string &firstSource,
                         const std::string &dpcppIntHeader) {
  const std::string &hostTu = outputs[Output::HostTu];
  // The host TU #includes the footer by path: it must be a real file.
  if (outputs[Output::Footer] == "-" && !hostTu.empty())
    return util::usageError(
        "-o - writes the footer to standard output, but --host-tu "
        "must #include the footer from a file: give -o <file>, or "
        "drop -o to write it next to the host TU");
  for (const OutputRow &r : kOutputs)
    if (!r.stdoutAllowed && outputs[r.id] == "-")
      return util::usageError(
          std::string(r.spelling) +
          " needs a file name; only -o can write to standard output");
  if (hostTu.empty())
    return llvm::Error::success();
  std::vector<std::string> included;
  for (const OutputRow &r : kOutputs)
    if (r.includedByHostTu || r.id == Output::HostTu)
      included.push_back(outputs[r.id]);
  included.push_back(dpcppIntHeader);
  included.push_back(firstSource);
  for (const std::string &path : included)
    if (!io::includablePath(path))
      return util::usageError(
          "path '" + path +
          "' contains '\"', '\\' or a newline, which the host TU's "
          "#include cannot name; rename or move the file");
  return llvm::Error::success();
}

llvm::Error checkRegex(const char *option, const std::string &pattern) {
  std::string error;
  if (!pattern.empty() && !llvm::Regex(pattern).isValid(error))
    return util::usageError(std::string("invalid ") + option + " regex '" +
                            pattern + "': " + error);
  return llvm::Error::success();
}

// Clang's builtin headers (<stddef.h>, <stdarg.h>, ...) live in
// <resource-dir>/include: without them no source parses.
llvm::Error checkResourceDir(const std::string &dir) {
  llvm::SmallString<256> probe(dir);
  llvm::sys::path::append(probe, "include", "stddef.h");
  if (dir.empty() || llvm::sys::fs::exists(probe))
    return llvm::Error::success();
  return util::usageError(
      "--resource-dir '" + dir + "' holds no Clang builtin headers (no '" +
          std::string(probe) + "')",
      "give Clang 19's resource directory (clang-19 -print-resource-dir), "
      "or drop the option");
}

// Options that do not fit the flavor.
llvm::Error checkDpcppOptions(const OptionSet &o, const OutputPaths &outputs) {
  if (!o.buildDir.empty())
    return util::usageError(
        "--flavor=dpcpp is for one source at a time: each host TU needs the "
        "integration header of its own device compile (--dpcpp-int-header)");
  if (!outputs[Output::IntHeader].empty())
    return util::usageError(
        "--int-header writes our runtime's integration header; with "
        "--flavor=dpcpp the integration header comes from DPC++'s device "
        "compile: give it as --dpcpp-int-header <file>");
  const bool hostTu = !outputs[Output::HostTu].empty();
  if (hostTu && o.dpcppIntHeader.empty())
    return util::usageError(
        "--flavor=dpcpp --host-tu needs --dpcpp-int-header <file>, the "
        "integration header of DPC++'s device compile (-fsycl-int-header)");
  if (o.dpcppIntHeader == "-")
    return util::usageError("--dpcpp-int-header needs a file name");
  return llvm::Error::success();
}

llvm::Error checkFlavor(const OptionSet &o, const OutputPaths &outputs) {
  const auto flavor = render::flavorNamed(o.flavor.getValue());
  if (!flavor)
    return util::usageError("unknown --flavor '" + o.flavor +
                            "': use 'syclfg' (the default) or 'dpcpp'");
  if (*flavor == render::Flavor::Dpcpp)
    return checkDpcppOptions(o, outputs);
  if (!o.dpcppIntHeader.empty())
    return util::usageError("--dpcpp-int-header needs --flavor=dpcpp");
  return llvm::Error::success();
}

llvm::Error checkValues(const OptionSet &o, const OutputPaths &outputs,
                        bool hasCompileArgs) {
  bool anyOutput = false;
  for (const std::string &path : outputs.path)
    anyOutput = anyOutput || !path.empty();
  if (llvm::Error e = checkMode(o, anyOutput, hasCompileArgs))
    return e;
  if (!o.uniquePrefix.empty() && !util::isValidPrefix(o.uniquePrefix))
    return util::usageError(
        "--unique-prefix must contain only letters, digits and '_'");
  if (llvm::Error e = checkOutputs(
          outputs, o.sources.empty() ? std::string() : o.sources.front(),
          o.dpcppIntHeader))
    return e;
  if (llvm::Error e = checkFlavor(o, outputs))
    return e;
  if (!o.baseDir.empty() && !llvm::sys::fs::is_directory(o.baseDir))
    return util::usageError("--base-dir '" + o.baseDir +
                            "' is not a directory; give the top of the source "
                            "and build trees");
  if (!o.preambleCache.empty() && llvm::sys::fs::exists(o.preambleCache) &&
      !llvm::sys::fs::is_directory(o.preambleCache))
    return util::usageError("--preamble-cache '" + o.preambleCache +
                            "' exists and is not a directory; give a "
                            "directory (created when missing)");
  if (llvm::Error e = checkRegex("--filter", o.filter))
    return e;
  if (llvm::Error e = checkRegex("--exclude", o.exclude))
    return e;
  return checkResourceDir(o.resourceDir);
}

CommandLine toCommandLine(const OptionSet &o, OutputPaths outputs,
                          std::vector<std::string> compileArgs) {
  CommandLine result;
  driver::Options &options = result.options;
  options.sources.assign(o.sources.begin(), o.sources.end());
  options.compileArgs = std::move(compileArgs);
  options.outputs = std::move(outputs);
  options.buildDir = o.buildDir;
  options.filter = o.filter;
  options.exclude = o.exclude;
  options.outputDir = o.outputDir;
  options.jobs = o.jobs;
  options.preamble = !o.noPreamble;
  options.kernelReport = o.kernelReport;
  options.preambleCache = o.preambleCache;
  if (o.uniquePrefix.getNumOccurrences() > 0)
    options.uniquePrefix = o.uniquePrefix.getValue();
  if (!o.baseDir.empty())
    options.baseDir = io::BaseDir(o.baseDir);
  options.flavor = *render::flavorNamed(o.flavor.getValue());
  options.dpcppIntHeader = o.dpcppIntHeader;
  options.resourceDir = o.resourceDir;
  result.printFlags = o.printFlags;
  return result;
}

} // namespace

llvm::Expected<CommandLine> parseCommandLine(std::vector<std::string> args,
                                             const char *environment) {
  std::vector<std::string> ours, compileArgs;
  std::size_t environmentEnd = 0;
  if (llvm::Error e =
          splitArguments(args, environment, ours, compileArgs, environmentEnd))
    return e;
  OptionSet &o = OptionSet::get();
  o.reset();
  if (llvm::Error e = checkOptionNames(ours, environmentEnd, o))
    return e;
  std::vector<const char *> argv;
  for (const std::string &arg : ours)
    argv.push_back(arg.c_str());
  std::string errors;
  llvm::raw_string_ostream errorStream(errors);
  if (!llvm::cl::ParseCommandLineOptions(static_cast<int>(argv.size()),
                                         argv.data(), kOverview, &errorStream))
    return clError(errors, ours.empty()
                               ? llvm::StringRef()
                               : llvm::sys::path::filename(ours.front()));
  // --print-flags prints and exits: it needs no source (llvm-config style).
  if (o.printFlags) {
    CommandLine printOnly;
    printOnly.printFlags = true;
    return printOnly;
  }
  OutputPaths outputs;
  for (std::size_t i = 0; i < kOutputs.size(); ++i)
    if (o.outputs[i])
      outputs.path[i] = *o.outputs[i];
  if (llvm::Error e = checkValues(o, outputs, !compileArgs.empty()))
    return e;
  return toCommandLine(o, std::move(outputs), std::move(compileArgs));
}

} // namespace syclfg::cli
