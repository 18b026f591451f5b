#include "driver/compile_db.hpp"

#include <clang/Tooling/JSONCompilationDatabase.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/Regex.h>

#include <filesystem>
#include <set>

namespace syclfg::driver {
namespace fs = std::filesystem;
namespace {

std::string normalized(const std::string &path, const std::string &base) {
  fs::path p(path);
  if (p.is_relative())
    p = fs::path(base) / p;
  return p.lexically_normal().string();
}

std::string programName(llvm::StringRef path) {
  std::string name = llvm::sys::path::filename(path).lower();
  if (llvm::StringRef(name).ends_with(".exe"))
    name.resize(name.size() - 4);
  return name;
}

bool isLauncher(llvm::StringRef arg) {
  std::string name = programName(arg);
  return name == "ccache" || name == "sccache" || name == "distcc";
}

// Flags with a separate value that only matter to a real compile.
bool dropsNextValue(llvm::StringRef arg) {
  return arg == "-o" || arg == "-MF" || arg == "-MT" || arg == "-MQ" ||
         arg == "-Xclang-dependency-file";
}

bool dropAlone(llvm::StringRef arg) {
  return arg == "-c" || arg == "/c" || arg == "-MD" || arg == "-MMD" ||
         arg == "-M" || arg == "-MM" || arg == "-MP" || arg.starts_with("-o") ||
         arg.starts_with("/Fo") || arg.starts_with("-Fo") ||
         arg.starts_with("-MF") || arg.starts_with("-MT") ||
         arg.starts_with("-MQ");
}

} // namespace

Job jobFromCommandLine(const std::vector<std::string> &commandLine,
                       const std::string &source,
                       const std::string &directory) {
  Job job;
  job.source = normalized(source, directory);
  job.directory = directory;
  std::size_t i = 0;
  while (i < commandLine.size() && isLauncher(commandLine[i]))
    ++i;
  if (i < commandLine.size()) {
    std::string compiler = programName(commandLine[i]);
    job.clDriverMode = compiler == "cl" || compiler == "clang-cl";
    ++i;
  }
  for (; i < commandLine.size(); ++i) {
    llvm::StringRef arg = commandLine[i];
    if (arg == "--driver-mode=cl")
      job.clDriverMode = true;
    if (dropsNextValue(arg)) {
      ++i;
      continue;
    }
    if (dropAlone(arg) || normalized(arg.str(), directory) == job.source)
      continue;
    job.args.push_back(arg.str());
  }
  return job;
}

std::optional<std::vector<Job>> loadJobs(const DatabaseQuery &query,
                                         std::string &error) {
  std::string path =
      (fs::path(query.buildDir) / "compile_commands.json").string();
  std::string loadError;
  auto database = clang::tooling::JSONCompilationDatabase::loadFromFile(
      path, loadError, clang::tooling::JSONCommandLineSyntax::AutoDetect);
  if (!database) {
    error = "cannot read '" + path + "': " + loadError;
    if (!fs::exists(path))
      error += "; -p names the build directory holding it (CMake writes it "
               "with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)";
    return std::nullopt;
  }
  llvm::Regex filter(query.filter), exclude(query.exclude);
  std::string regexError;
  if (!query.filter.empty() && !filter.isValid(regexError)) {
    error = "invalid --filter regex '" + query.filter + "': " + regexError;
    return std::nullopt;
  }
  if (!query.exclude.empty() && !exclude.isValid(regexError)) {
    error = "invalid --exclude regex '" + query.exclude + "': " + regexError;
    return std::nullopt;
  }
  std::set<std::string> wanted;
  for (const std::string &f : query.files)
    wanted.insert(normalized(f, fs::current_path().string()));

  std::vector<Job> jobs;
  std::set<std::string> seen;
  for (const clang::tooling::CompileCommand &command :
       database->getAllCompileCommands()) {
    std::string directory = normalized(command.Directory, query.buildDir);
    Job job =
        jobFromCommandLine(command.CommandLine, command.Filename, directory);
    if (!wanted.empty() && wanted.count(job.source) == 0)
      continue;
    if (!query.filter.empty() && !filter.match(job.source))
      continue;
    if (!query.exclude.empty() && exclude.match(job.source))
      continue;
    if (seen.insert(job.source).second)
      jobs.push_back(std::move(job));
  }
  for (const std::string &f : wanted)
    if (seen.count(f) == 0) {
      error = "'" + f + "' is not in " + path;
      return std::nullopt;
    }
  return jobs;
}

} // namespace syclfg::driver
