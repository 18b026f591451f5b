// The one table of output files. Every place that deals with "the outputs"
// (CLI options, '-' and path checks, conflict checks, batch names, rendering,
// the commit) loops over kOutputs; adding an output is one row here, one
// renderer, one template and one test.
#pragma once

#include "io/atomic_write.hpp"
#include "io/base_dir.hpp"
#include "plan/plan.hpp"
#include "render/flavor.hpp"

#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace syclfg::driver {

// Row order is the order of options in messages and of files in a commit.
enum class Output : std::size_t {
  Footer,
  HostTu,
  IntHeader,
  Properties,
  Depfile,
  Stamp,
};
constexpr std::size_t kOutputCount = 6;

// Where each output goes for one translation unit ("" = not written; the
// footer alone may be "" or "-": standard output).
struct OutputPaths {
  std::array<std::string, kOutputCount> path;
  std::string &operator[](Output o) { return path[static_cast<size_t>(o)]; }
  const std::string &operator[](Output o) const {
    return path[static_cast<size_t>(o)];
  }
};

// What a renderer may read: the plan, the job and the other outputs' paths.
struct RenderInput {
  const plan::Plan &plan;
  const std::string &source; // absolute path of the main file
  const OutputPaths &paths;
  const std::vector<std::string> &inputs; // every file the parse read
  const std::string &stampKey;
  const std::string &firstWritten; // first file of the commit (depfile rule)
  render::Flavor flavor;
  const std::string &dpcppIntHeader; // --flavor=dpcpp: DPC++'s, or ""
  bool registrarDeclared;            // DPC++'s header declares the registrar
  const io::BaseDir &baseDir;        // --base-dir: paths under it relative
  const std::vector<io::OutputFile> &written; // the rows above, rendered
};
using Renderer = std::string (*)(const RenderInput &);

struct OutputRow {
  Output id;
  const char *option;       // cl option name; nullptr: internal (batch only)
  const char *spelling;     // as written in messages: "-o", "--host-tu"
  const char *valueDesc;    // --help's value name
  const char *help;         // --help's description
  const char *batchSuffix;  // file name suffix in --output-dir; nullptr: none
  bool stdoutAllowed;       // may be '-' (standard output)
  bool includedByHostTu;    // the host TU #includes it by path
  const char *templateName; // its main template in footer-templates/
  Renderer render;
};

extern const std::array<OutputRow, kOutputCount> kOutputs;

inline const OutputRow &row(Output o) {
  return kOutputs[static_cast<std::size_t>(o)];
}

// Whether `path` names a file to write (not "" and not standard output).
inline bool isFile(const std::string &path) {
  return !path.empty() && path != "-";
}

// "-o, --host-tu, --int-header, --properties and --depfile": every output
// option, for messages about all of them.
std::string outputOptionList();

} // namespace syclfg::driver
