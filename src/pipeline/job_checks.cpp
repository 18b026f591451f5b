#include "pipeline/job_checks.hpp"

#include "driver/dpcpp_int_header.hpp"
#include "io/paths.hpp"
#include "render/flavor.hpp"
#include "util/error.hpp"

#include <filesystem>

namespace syclfg::pipeline {
namespace fs = std::filesystem;
using driver::Output;
using driver::OutputRow;

namespace {

llvm::Error checkSource(const std::string &source) {
  std::error_code statusError;
  const fs::file_status status = fs::status(source, statusError);
  if (!fs::exists(status))
    return util::inputError("no such source file '" + source + "'");
  if (!fs::is_regular_file(status))
    return util::inputError(
        "the source '" + source + "' is " +
        (fs::is_directory(status) ? "a directory" : "not a regular file") +
        "; give the path of a C++ source file");
  return llvm::Error::success();
}

// Every path the host TU #includes can be written in an #include.
llvm::Error checkIncludable(const driver::Job &job,
                            const driver::OutputPaths &outputs,
                            const driver::Options &options) {
  std::vector<std::string> included{job.source};
  for (const OutputRow &r : driver::kOutputs)
    if (r.includedByHostTu && !outputs[r.id].empty())
      included.push_back(io::absolute(outputs[r.id]));
  if (!options.dpcppIntHeader.empty())
    included.push_back(io::absolute(options.dpcppIntHeader));
  for (const std::string &path : included)
    if (!io::includablePath(path))
      return util::inputError(
          "the host TU cannot #include '" + path +
          "': a path with '\"', '\\' or a newline cannot be written in an "
          "#include; rename or move the file");
  return llvm::Error::success();
}

} // namespace

llvm::Error checkJob(const driver::Job &job, const driver::OutputPaths &outputs,
                     const driver::Options &options) {
  if (llvm::Error e = checkSource(job.source))
    return e;
  std::error_code error;
  if (!options.dpcppIntHeader.empty() &&
      !fs::is_regular_file(options.dpcppIntHeader, error))
    return util::inputError(
        "--dpcpp-int-header '" + options.dpcppIntHeader +
        "' is not a file; give the integration header that DPC++'s device "
        "compile of this source wrote (-fsycl-int-header=<file>)");
  if (outputs[Output::HostTu].empty())
    return llvm::Error::success();
  return checkIncludable(job, outputs, options);
}

llvm::Error checkNotInputs(const driver::OutputPaths &outputs,
                           const std::vector<std::string> &inputs,
                           const std::vector<std::string> &read) {
  for (const std::string &output : outputs.path)
    if (driver::isFile(output))
      for (std::size_t i = 0; i < inputs.size(); ++i)
        if (io::sameFile(output, inputs[i]))
          return util::inputError(
              "output '" + output + "' is '" + read[i] +
              "', which the translation unit reads; refusing to overwrite an "
              "input: choose another output path");
  return llvm::Error::success();
}

llvm::Expected<bool> dpcppRegistrarDeclared(const driver::Options &options,
                                            const plan::Plan &plan) {
  if (options.dpcppIntHeader.empty())
    return false;
  auto header = driver::readDpcppIntHeader(options.dpcppIntHeader);
  if (!header)
    return header.takeError();
  const std::string_view registered =
      render::flavorTable(options.flavor).registeredKind;
  if (header->declaresRegistrar || !plan::registersAny(plan, registered))
    return header->declaresRegistrar;
  return util::inputError(
      "the translation unit defines device globals but --dpcpp-int-header '" +
      options.dpcppIntHeader +
      "' declares no __sycl_device_global_registration; give the integration "
      "header DPC++'s device compile wrote for this source "
      "(-fsycl-int-header=<file>), with the same macros and flags");
}

} // namespace syclfg::pipeline
