#include "driver/output_checks.hpp"

#include "io/paths.hpp"
#include "util/error.hpp"

#include <filesystem>

namespace syclfg::driver {
namespace {

// The footer's path when only --host-tu was given: next to the host TU.
std::string footerBesideHostTu(const std::string &hostTu) {
  std::filesystem::path p(hostTu);
  return (p.parent_path() / (p.stem().string() + ".footer.hpp")).string();
}

} // namespace

OutputPaths singleOutputPaths(const Options &options) {
  OutputPaths outputs = options.outputs;
  if (outputs[Output::Footer].empty() && !outputs[Output::HostTu].empty())
    outputs[Output::Footer] = footerBesideHostTu(outputs[Output::HostTu]);
  return outputs;
}

// Outputs that would overwrite each other or the source: a usage error,
// reported before any parse. writeAll() would otherwise let the last file
// win, and an output equal to the source would replace the user's code.
llvm::Error checkOutputConflicts(const OutputPaths &outputs,
                                 const Options &options,
                                 const std::string &source) {
  auto name = [&](const OutputRow &r) -> std::string {
    if (r.id == Output::Footer && options.outputs[Output::Footer].empty())
      return "the footer next to --host-tu";
    return r.spelling;
  };
  for (std::size_t i = 0; i < kOutputCount; ++i) {
    const std::string &path = outputs.path[i];
    if (!isFile(path))
      continue;
    if (io::sameFile(path, source))
      return util::usageError(name(kOutputs[i]) + " '" + path +
                              "' is the source file; sycl-footergen never "
                              "overwrites its input: choose another output "
                              "path");
    if (!options.dpcppIntHeader.empty() &&
        io::sameFile(path, options.dpcppIntHeader))
      return util::usageError(name(kOutputs[i]) + " '" + path +
                              "' is the --dpcpp-int-header input; "
                              "sycl-footergen never overwrites its input: "
                              "choose another output path");
    for (std::size_t j = 0; j < i; ++j)
      if (isFile(outputs.path[j]) && io::sameFile(path, outputs.path[j]))
        return util::usageError(name(kOutputs[j]) + " and " +
                                name(kOutputs[i]) + " both name '" + path +
                                "': give each output its own file");
  }
  return llvm::Error::success();
}

} // namespace syclfg::driver
