#include "driver/outputs.hpp"

#include "driver/relocate.hpp"
#include "driver/stamp.hpp"
#include "io/depfile.hpp"
#include "io/paths.hpp"
#include "render/footer.hpp"
#include "render/int_header.hpp"
#include "render/properties.hpp"
#include "render/wg_source.hpp"

namespace syclfg::driver {
namespace {

std::string footer(const RenderInput &in) {
  return render::renderFooter(in.plan, in.baseDir.name(in.source), in.flavor,
                              in.registrarDeclared);
}

std::string intHeader(const RenderInput &in) {
  return render::renderIntegrationHeader(in.plan, in.baseDir.name(in.source));
}

// The host TU starts with an integration header: DPC++'s, ours by
// #include, or ours embedded.
std::string hostTu(const RenderInput &in) {
  const std::string &header = in.dpcppIntHeader.empty()
                                  ? in.paths[Output::IntHeader]
                                  : in.dpcppIntHeader;
  auto spell = [&](const std::string &path) {
    return includeSpelling(path, in.paths[Output::HostTu], in.baseDir);
  };
  // Our headers only: DPC++'s run no compiled work-groups.
  const std::string compiled =
      in.flavor == render::Flavor::Syclfg && in.plan.workGroups != nullptr
          ? render::renderWorkGroupSource(*in.plan.workGroups, spell(in.source))
          : "";
  return render::renderHostTu(
      spell(in.source), spell(in.paths[Output::Footer]),
      header.empty() ? intHeader(in) : "#include \"" + spell(header) + "\"\n",
      in.flavor, compiled);
}

std::string properties(const RenderInput &in) {
  return render::renderProperties(in.plan, in.baseDir.name(in.source));
}

// The first output written names the rule: Ninja and CMake accept one target.
std::string depfile(const RenderInput &in) {
  return io::renderDepfile(
      depfileSpelling({in.firstWritten}, in.baseDir).front(),
      depfileSpelling(in.inputs, in.baseDir));
}

std::string stamp(const RenderInput &in) {
  return makeStamp(in.stampKey, in.inputs, in.written);
}

} // namespace

const std::array<OutputRow, kOutputCount> kOutputs = {{
    {Output::Footer, "o", "-o", "file",
     "Write the integration footer to <file> ('-': stdout)", ".footer.hpp",
     /*stdoutAllowed=*/true, /*includedByHostTu=*/true, "footer", footer},
    {Output::HostTu, "host-tu", "--host-tu", "file",
     "Also write the host translation unit to compile instead of the "
     "source: it includes the source by absolute path (relative under "
     "--base-dir), then the footer",
     ".host.cpp", false, false, "host_tu", hostTu},
    {Output::IntHeader, "int-header", "--int-header", "file",
     "Also write the integration header (kernel names and "
     "signatures); --host-tu then #includes it instead of embedding it",
     nullptr, false, true, "int_header", intHeader},
    {Output::Properties, "properties", "--properties", "file.json",
     "Also write the specialization-constant property sets (IDs, "
     "leaves, default values) as JSON",
     nullptr, false, false, "(render/properties.cpp: JSON)", properties},
    {Output::Depfile, "depfile", "--depfile", "file.d",
     "Also write a Make-syntax dependency file listing every file "
     "the translation unit read (for Ninja / CMake DEPFILE)",
     ".d", false, false, "(io/depfile.cpp: Make syntax)", depfile},
    {Output::Stamp, nullptr, "the stamp", nullptr, nullptr, ".stamp", false,
     false, "(driver/stamp.cpp)", stamp},
}};

std::string outputOptionList() {
  std::vector<const char *> options;
  for (const OutputRow &r : kOutputs)
    if (r.option != nullptr)
      options.push_back(r.spelling);
  std::string list;
  for (std::size_t i = 0; i < options.size(); ++i)
    list += (i == 0                    ? ""
             : i + 1 == options.size() ? " and "
                                       : ", ") +
            std::string(options[i]);
  return list;
}

} // namespace syclfg::driver
