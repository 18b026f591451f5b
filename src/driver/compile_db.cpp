#include "driver/compile_db.hpp"

#include "driver/shell_words.hpp"
#include "util/error.hpp"

#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/Regex.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <set>

namespace syclfg::driver {
namespace fs = std::filesystem;
using nlohmann::json;
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

// The line and column (from 1) of byte `offset` in `text`.
diag::Location locate(const std::string &path, const std::string &text,
                      std::size_t offset) {
  diag::Location at{path, 1, 1};
  for (std::size_t i = 0; i < offset && i < text.size(); ++i, ++at.column)
    if (text[i] == '\n') {
      ++at.line;
      at.column = 0;
    }
  return at;
}

// nlohmann's "[json.exception.parse_error.101] parse error at line 1,
// column 2: syntax error while parsing ..." without what we print already.
std::string parseErrorText(const json::parse_error &e) {
  std::string text = e.what();
  const std::size_t colon = text.find(": ", text.find("column"));
  return colon == std::string::npos ? text : text.substr(colon + 2);
}

llvm::Error entryError(const std::string &path, std::size_t index,
                       const std::string &what) {
  return util::inputErrorAt({path, 0, 0}, "entry " + std::to_string(index + 1) +
                                              " of the compile database " +
                                              what);
}

// One entry's command line: "arguments" (strings) or "command" (a shell
// command line), exactly one of them.
llvm::Expected<std::vector<std::string>>
entryCommand(const json &entry, const std::string &path, std::size_t index) {
  const bool hasArguments = entry.contains("arguments");
  if (hasArguments == entry.contains("command"))
    return entryError(path, index,
                      "needs exactly one of \"arguments\" and \"command\"");
  if (!hasArguments) {
    if (!entry["command"].is_string())
      return entryError(path, index, "has a \"command\" that is not a string");
    auto words = splitShellWords(entry["command"].get<std::string>());
    if (!words)
      return entryError(path, index,
                        "has a \"command\" that does not split into "
                        "arguments: " +
                            llvm::toString(words.takeError()));
    return words;
  }
  const json &arguments = entry["arguments"];
  std::vector<std::string> words;
  if (arguments.is_array())
    for (const json &word : arguments) {
      if (!word.is_string())
        break;
      words.push_back(word.get<std::string>());
    }
  if (!arguments.is_array() || words.size() != arguments.size())
    return entryError(path, index,
                      "has \"arguments\" that are not an array of strings");
  return words;
}

llvm::Expected<Job> entryJob(const json &entry, const std::string &path,
                             std::size_t index) {
  if (!entry.is_object())
    return entryError(path, index, "is not an object");
  for (const char *key : {"directory", "file"})
    if (!entry.contains(key) || !entry[key].is_string())
      return entryError(path, index,
                        std::string("needs a string \"") + key + "\"");
  if (entry.contains("output") && !entry["output"].is_string())
    return entryError(path, index, "has an \"output\" that is not a string");
  auto command = entryCommand(entry, path, index);
  if (!command)
    return command.takeError();
  // A relative directory is relative to the database's own directory.
  const std::string base = fs::path(path).parent_path().string();
  const std::string directory =
      normalized(entry["directory"].get<std::string>(), base);
  return jobFromCommandLine(*command, entry["file"].get<std::string>(),
                            directory);
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

llvm::Expected<std::vector<Job>> parseDatabase(const std::string &text,
                                               const std::string &path) {
  json database;
  try {
    database = json::parse(text);
  } catch (const json::parse_error &e) {
    return util::inputErrorAt(locate(path, text, e.byte == 0 ? 0 : e.byte - 1),
                              "not valid JSON: " + parseErrorText(e));
  } catch (const json::exception &e) {
    // A number out of range (1e999) is not a parse_error but out_of_range.
    return util::inputErrorAt(
        {path, 1, 1}, std::string("not a usable JSON value: ") + e.what());
  }
  if (!database.is_array())
    return util::inputErrorAt({path, 1, 1},
                              "a compile database is a JSON array of entries");
  if (database.empty())
    return util::inputErrorAt({path, 1, 1},
                              "the compile database has no entries",
                              "CMake fills it when configured with "
                              "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON");
  std::vector<Job> jobs;
  for (std::size_t i = 0; i < database.size(); ++i) {
    auto job = entryJob(database[i], path, i);
    if (!job)
      return job.takeError();
    jobs.push_back(std::move(*job));
  }
  return jobs;
}

llvm::Expected<std::vector<Job>> loadJobs(const DatabaseQuery &query) {
  // Absolute: entries' relative directories resolve against it.
  const std::string path =
      normalized((fs::path(query.buildDir) / "compile_commands.json").string(),
                 fs::current_path().string());
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false,
                                            /*RequiresNullTerminator=*/false);
  if (!buffer || fs::is_directory(path))
    return util::inputError(
        "cannot read '" + path + "': " +
            (buffer ? "it is a directory" : buffer.getError().message()),
        fs::exists(path)
            ? ""
            : "-p names the build directory holding it (CMake "
              "writes it with -DCMAKE_EXPORT_COMPILE_COMMANDS=ON)");
  auto all = parseDatabase((*buffer)->getBuffer().str(), path);
  if (!all)
    return all.takeError();
  llvm::Regex filter(query.filter), exclude(query.exclude);
  std::set<std::string> wanted;
  for (const std::string &f : query.files)
    wanted.insert(normalized(f, fs::current_path().string()));
  std::vector<Job> jobs;
  std::set<std::string> seen;
  for (Job &job : *all) {
    if ((!wanted.empty() && wanted.count(job.source) == 0) ||
        (!query.filter.empty() && !filter.match(job.source)) ||
        (!query.exclude.empty() && exclude.match(job.source)))
      continue;
    if (seen.insert(job.source).second)
      jobs.push_back(std::move(job));
  }
  for (const std::string &f : wanted)
    if (seen.count(f) == 0)
      return util::inputError("'" + f + "' is not in " + path);
  return jobs;
}

} // namespace syclfg::driver
