#include "render/kernel_facts.hpp"

#include "render/text.hpp"

#include <fmt/format.h>

#include <climits>
#include <string>

namespace syclfg::render {
namespace {

// The null-terminated list of IDs `k` reads, named reads_<index>.
std::string renderReads(const plan::PlannedKernel &k, std::size_t index) {
  std::string ids;
  for (const std::string &id : k.specConstantIds)
    ids += fmt::format("\"{}\", ", escapeForLiteral(id));
  return fmt::format("  static const char *const reads_{}[] = {{{}nullptr}};\n",
                     index, ids);
}

// The aspects `k` requires (its device_has), ended by -1, named
// aspects_<index>; "" when it requires none (its entry has nullptr).
std::string renderAspects(const plan::PlannedKernel &k, std::size_t index) {
  if (k.kernel->requiredAspects.empty())
    return {};
  std::string values;
  for (const std::string &aspect : k.kernel->requiredAspects)
    values += fmt::format("static_cast<int>(::sycl::aspect::{}), ", aspect);
  return fmt::format("  static const int aspects_{}[] = {{{}-1}};\n", index,
                     values);
}

// A size as an integer literal: beyond long long's range it needs the
// suffix (SIZE_MAX is a size a kernel may require; without it, g++ warns
// that the constant is unsigned).
std::string sizeLiteral(unsigned long long size) {
  return std::to_string(size) +
         (size > static_cast<unsigned long long>(LLONG_MAX) ? "u" : "");
}

// reqd_work_group_size's sizes, 0 past the last (all 0: none).
std::string renderWorkGroupSize(const model::Kernel &kernel) {
  unsigned long long sizes[3] = {0, 0, 0};
  for (std::size_t d = 0; d < kernel.requiredWorkGroupSize.size() && d < 3; ++d)
    sizes[d] = kernel.requiredWorkGroupSize[d];
  return fmt::format("{{{}, {}, {}}}", sizeLiteral(sizes[0]),
                     sizeLiteral(sizes[1]), sizeLiteral(sizes[2]));
}

std::string renderEntry(const plan::PlannedKernel &k, std::size_t index) {
  const model::Kernel &kernel = *k.kernel;
  const std::string hostName =
      kernel.nameType.empty()
          ? std::string("nullptr")
          : fmt::format("typeid({} *).name()", kernel.nameType);
  return fmt::format("    // {} ({} {}:{})\n"
                     "    {{{}, {}, reads_{}, {}, {}, {}, {}}},\n",
                     oneLine(k.displayName), kernel.invocation,
                     oneLine(k.location.file), k.location.line, hostName,
                     kernel.functorSize, index, k.readsUnknownConstants ? 1 : 0,
                     kernel.requiredSubGroupSize, renderWorkGroupSize(kernel),
                     kernel.requiredAspects.empty()
                         ? std::string("nullptr")
                         : fmt::format("aspects_{}", index));
}

} // namespace

std::string renderKernelFacts(const plan::Plan &plan) {
  if (plan.kernels.empty())
    return {};
  std::string reads, entries;
  for (std::size_t i = 0; i < plan.kernels.size(); ++i) {
    reads +=
        renderReads(plan.kernels[i], i) + renderAspects(plan.kernels[i], i);
    entries += renderEntry(plan.kernels[i], i);
  }
  return renderTemplate("kernel_facts", fmt::arg("reads", reads),
                        fmt::arg("entries", entries),
                        fmt::arg("count", plan.kernels.size()));
}

} // namespace syclfg::render
