#include "render/int_header.hpp"

#include "render/text.hpp"

#include <fmt/format.h>

#include <set>

namespace syclfg::render {
namespace {

const char *kindName(model::ParamKind kind) {
  switch (kind) {
  case model::ParamKind::Accessor:
    return "kind_accessor";
  case model::ParamKind::StdLayout:
    return "kind_std_layout";
  case model::ParamKind::Sampler:
    return "kind_sampler";
  case model::ParamKind::Pointer:
    return "kind_pointer";
  case model::ParamKind::SpecConstantsBuffer:
    return "kind_specialization_constants_buffer";
  case model::ParamKind::Stream:
    return "kind_stream";
  }
  return "kind_invalid";
}

} // namespace

std::string renderIntegrationHeader(const plan::Plan &plan,
                                    const std::string &sourcePath) {
  std::string names, signatures, infos;
  unsigned first = 0;
  for (const plan::PlannedKernel &k : plan.kernels) {
    names += fmt::format("  \"{}\",\n", k.name);
    signatures += fmt::format("  //--- {} ({} {}, {}:{})\n", k.name,
                              k.kernel->invocation, oneLine(k.displayName),
                              oneLine(k.location.file), k.location.line);
    for (const model::KernelParam &p : k.kernel->params)
      signatures +=
          fmt::format("  {{kernel_param_kind_t::{}, {}, {}}}, // {}\n",
                      kindName(p.kind), p.info, p.offset, oneLine(p.what));
    signatures +=
        "  {kernel_param_kind_t::kind_invalid, -987654321, -987654321},\n";
    infos +=
        fmt::format("  {{kernel_names[{}], {}, {}}},\n",
                    &k - plan.kernels.data(), first, k.kernel->params.size());
    first += static_cast<unsigned>(k.kernel->params.size()) + 1;
  }
  std::string tables;
  if (!plan.kernels.empty())
    tables = fmt::format(
        fmt::runtime(templateText("int_header_tables")),
        fmt::arg("names", names), fmt::arg("signatures", signatures),
        fmt::arg("infos", infos), fmt::arg("count", plan.kernels.size()));
  return renderTemplate("int_header", fmt::arg("source", oneLine(sourcePath)),
                        fmt::arg("tables", tables));
}

std::string renderKernelChecks(const plan::Plan &plan) {
  std::string checks;
  std::set<std::string> seen;
  for (const plan::PlannedKernel &k : plan.kernels)
    for (const model::SizeCheck &c : k.kernel->checks)
      if (seen.insert(c.type).second)
        checks += renderTemplate("kernel_check", fmt::arg("type", c.type),
                                 fmt::arg("size", c.size));
  return checks;
}

} // namespace syclfg::render
