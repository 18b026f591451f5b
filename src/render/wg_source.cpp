#include "render/wg_source.hpp"

#include "render/text.hpp"

#include <algorithm>
#include <cstddef>
#include <numeric>
#include <string_view>
#include <tuple>
#include <vector>

namespace syclfg::render {
namespace {

using model::TextSpan;

struct Edit {
  unsigned begin, end;
  std::string text;
};

// Everything a kernel's pieces need to render.
struct KernelText {
  std::string_view main;
  const model::WgKernel &kernel;
  const std::string &file;
  // The group call being rendered fused (fusedScan): its region before
  // gives the running scan each value, its region after reads the result
  // from it, neither through the call's slots.
  int fused = -1;
  // The masked loop the nodes being rendered are in (model::WgNode::mask):
  // their stretches skip the work-items whose mask is off.
  int mask = -1;
};

// A work-item's way out of a stretch inside a masked loop ("" outside
// one); `off`: what it does first.
std::string maskGuard(const KernelText &k, const std::string &off = {}) {
  if (k.mask < 0)
    return {};
  return renderTemplate("wg_mask_guard", fmt::arg("mask", k.mask),
                        fmt::arg("off", off));
}

std::string_view spanText(std::string_view main, unsigned begin, unsigned end) {
  return main.substr(begin, end - begin);
}

// The main file's text [begin, end) as a region renders it: the group call
// its first statement holds (r.reads) becomes the work-item's result, and
// its tile loops kept inside it are marked to be unrolled.
std::string source(const KernelText &k, const model::WgRegion &r,
                   unsigned begin, unsigned end) {
  std::vector<Edit> edits;
  if (r.reads >= 0) {
    const TextSpan &call =
        k.kernel.groupCalls[static_cast<std::size_t>(r.reads)].call;
    const std::string n = std::to_string(r.reads);
    if (begin <= call.begin && call.end <= end)
      edits.push_back({call.begin, call.end,
                       k.fused == r.reads
                           ? "__syclfg_f" + n + ".result()"
                           : "__syclfg_r" + n + "[__syclfg_li]"});
  }
  for (const model::WgUnroll &loop : r.unrolls)
    if (begin <= loop.at && loop.at < end)
      edits.push_back(
          {loop.at, loop.at,
           renderTemplate("wg_unroll", fmt::arg("count", loop.count))});
  std::sort(edits.begin(), edits.end(),
            [](const Edit &a, const Edit &b) { return a.begin < b.begin; });
  std::string out;
  for (const Edit &edit : edits) {
    out += spanText(k.main, begin, edit.begin);
    out += edit.text;
    begin = edit.end;
  }
  out += spanText(k.main, begin, end);
  return out;
}

std::string lineCount(std::string_view text) {
  return std::string(
      static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')),
      '\n');
}

// A copy's write-back to its slot at the end of its declaring region, or
// of a region that may change it (not const).
std::string writeBack(const model::WgSlot &slot, unsigned n,
                      bool declaring = false) {
  if (slot.isConst && !declaring)
    return {};
  return renderTemplate("wg_write_back", fmt::arg("slot", n),
                        fmt::arg("name", slot.name));
}

// A recomputed variable declared again, with its initializer as written
// (const: nothing changes it).
std::string recomputed(const KernelText &k, const model::WgSlot &slot,
                       unsigned n) {
  const std::string_view init =
      spanText(k.main, slot.init.begin, slot.init.end);
  return renderTemplate(
      "wg_recompute", fmt::arg("line", slot.init.line),
      fmt::arg("file", k.file),
      fmt::arg("const", slot.isConstexpr ? "constexpr " : "const "),
      fmt::arg("name", slot.name), fmt::arg("slot", n),
      fmt::arg("init", slot.form == model::WgInit::Copy
                           ? " = (" + std::string(init) + ")"
                           : std::string(init)));
}

// The slots a region (`index` "__syclfg_li") or a loop header (work-item
// 0's, "0": always by reference, so it sees the write-backs) names.
std::string uses(const KernelText &k, const std::vector<unsigned> &slots,
                 const char *index) {
  const bool region = std::string_view(index) != "0";
  std::string out;
  for (unsigned n : slots) {
    const model::WgSlot &slot = k.kernel.slots[n];
    const char *constness = slot.isConst ? "const " : "";
    if (slot.recomputed)
      out += recomputed(k, slot, n);
    else if (region && slot.byValue)
      out += renderTemplate("wg_slot_copy", fmt::arg("const", constness),
                            fmt::arg("name", slot.name), fmt::arg("slot", n),
                            fmt::arg("write_back", writeBack(slot, n)));
    else
      out += renderTemplate("wg_slot_use", fmt::arg("const", constness),
                            fmt::arg("name", slot.name), fmt::arg("slot", n),
                            fmt::arg("index", index));
  }
  return out;
}

// A slot variable's declaration: a reference to the work-item's slot,
// given the initializer as written; for a copy, the declaration as
// written and then its write-back.
std::string slotDecl(const KernelText &k, const model::WgRegion &r,
                     const model::WgSlotDecl &decl) {
  const model::WgSlot &slot = k.kernel.slots[decl.slot];
  if (slot.recomputed) // other regions read it, maybe not this one
    return " static_cast<void>(" + slot.name + ");";
  if (slot.byValue)
    return writeBack(slot, decl.slot, true);
  // __syclfg_tN: the slot's type, by an alias (a functional cast cannot
  // start with an elaborated 'struct ::X').
  const std::string type = "__syclfg_t" + std::to_string(decl.slot);
  const std::string element =
      "__syclfg_s" + std::to_string(decl.slot) + "[__syclfg_li]";
  const std::string init = source(k, r, decl.init.begin, decl.init.end);
  std::string value;
  if (decl.form == model::WgInit::None)
    value = element;
  else if (decl.form == model::WgInit::Copy)
    value = "(" + element + " = (" + init + "))";
  else
    value = "(" + element + " = " + type + init + ")";
  // Unused in its own region when only later ones read it.
  return "[[maybe_unused]] " + std::string(slot.isConst ? "const " : "") +
         type + " &" + slot.name + " = " + value + ";";
}

// A region's last statement when a group call follows it: evaluates the
// call's group (as the work-item would) and stores its value.
std::string groupStore(const KernelText &k, unsigned n) {
  const model::WgGroupCall &call = k.kernel.groupCalls[n];
  const std::string value(spanText(k.main, call.value.begin, call.value.end));
  const std::string id = std::to_string(n);
  return renderTemplate(
      "wg_group_store", fmt::arg("line", call.call.line),
      fmt::arg("file", k.file),
      fmt::arg("indent", std::string(call.call.column - 1, ' ')),
      fmt::arg("group", spanText(k.main, call.group.begin, call.group.end)),
      fmt::arg("store", k.fused == static_cast<int>(n)
                            ? "__syclfg_f" + id + ".step(" + value + ")"
                            : "__syclfg_x" + id + "[__syclfg_li] = " + value));
}

// A group call's step, once per group: its extra arguments evaluated as
// work-item 0's (uniform by SYCL's rules), the function over all values;
// or once per sub-group, as each sub-group's first work-item's.
std::string groupCall(const KernelText &k, const model::WgNode &node) {
  const auto n = static_cast<unsigned>(node.groupCall);
  const model::WgGroupCall &call = k.kernel.groupCalls[n];
  std::string extras;
  for (const TextSpan &extra : call.extras)
    extras += ", " + std::string(spanText(k.main, extra.begin, extra.end));
  if (call.perSubGroup)
    return renderTemplate(
        "wg_sub_group_call", fmt::arg("guard", maskGuard(k)),
        fmt::arg("dims", k.kernel.dims), fmt::arg("item", k.kernel.itemName),
        fmt::arg("uses", uses(k, node.headerUses, "__syclfg_li")),
        fmt::arg("line", call.call.line), fmt::arg("file", k.file),
        fmt::arg("indent", std::string(call.call.column - 1, ' ')),
        fmt::arg("function", call.function), fmt::arg("call", n),
        fmt::arg("extras", extras));
  return renderTemplate(
      "wg_group_call", fmt::arg("uses", uses(k, node.headerUses, "0")),
      fmt::arg("line", call.call.line), fmt::arg("file", k.file),
      fmt::arg("indent", std::string(call.call.column - 1, ' ')),
      fmt::arg("function", call.function), fmt::arg("call", n),
      fmt::arg("over",
               call.subGroup ? "__syclfg_wg->sub_groups()" : "*__syclfg_wg"),
      fmt::arg("extras", extras));
}

// A region's statements for one work-item (inside a loop over them).
std::string regionBody(const KernelText &k, const model::WgRegion &r) {
  std::string text;
  unsigned at = r.text.begin;
  // Variables of one declaration statement share its span: one reference
  // each, then the statement's line count.
  for (std::size_t i = 0; i < r.decls.size(); ++i) {
    const model::TextSpan &stmt = r.decls[i].stmt;
    if (at <= stmt.begin)
      text += source(k, r, at, stmt.begin);
    const model::WgSlot &slot = k.kernel.slots[r.decls[i].slot];
    const bool kept = slot.byValue || slot.recomputed;
    if (at <= stmt.begin && kept)
      text += source(k, r, stmt.begin, stmt.end); // kept as written
    text += slotDecl(k, r, r.decls[i]);
    const bool last =
        i + 1 == r.decls.size() || r.decls[i + 1].stmt.begin != stmt.begin;
    if (last && !kept)
      text += lineCount(spanText(k.main, stmt.begin, stmt.end));
    else if (!last)
      text += ' ';
    at = stmt.end;
  }
  text += source(k, r, at, r.text.end);
  if (r.expression)
    text += ';';
  if (r.stores >= 0)
    text += groupStore(k, static_cast<unsigned>(r.stores));
  return renderTemplate("wg_region_body", fmt::arg("guard", maskGuard(k)),
                        fmt::arg("uses", uses(k, r.uses, "__syclfg_li")),
                        fmt::arg("line", r.text.line), fmt::arg("file", k.file),
                        fmt::arg("indent", std::string(r.text.column - 1, ' ')),
                        fmt::arg("text", text));
}

std::string region(const KernelText &k, const model::WgRegion &r) {
  return renderTemplate("wg_region", fmt::arg("dims", k.kernel.dims),
                        fmt::arg("item", k.kernel.itemName),
                        fmt::arg("body", regionBody(k, r)));
}

// A fused work-group scan (model::WgGroupCall::fused): the region before,
// one step of the running scan and the region after in one loop over the
// work-items, when the accessors it names are apart; else the three loops.
std::string fusedScan(const KernelText &k, const model::WgNode &before,
                      const model::WgNode &call, const model::WgNode &after) {
  const auto n = static_cast<unsigned>(call.groupCall);
  const model::WgGroupCall &scan = k.kernel.groupCalls[n];
  KernelText inLoop = k;
  inLoop.fused = call.groupCall;
  std::string apart, extras;
  for (const auto &[read, written] : scan.apart)
    apart += (apart.empty() ? "" : " && ") +
             fmt::format("::sycl::detail::group_calls::apart({}, {})", read,
                         written);
  for (const TextSpan &extra : scan.extras)
    extras += (extras.empty() ? "" : ", ") +
              std::string(spanText(k.main, extra.begin, extra.end));
  return renderTemplate(
      "wg_fused_scan", fmt::arg("apart", apart.empty() ? "true" : apart),
      fmt::arg("line", scan.call.line), fmt::arg("file", k.file),
      fmt::arg("indent", std::string(scan.call.column - 1, ' ')),
      fmt::arg("call", n), fmt::arg("function", scan.function),
      fmt::arg("extras", extras), fmt::arg("dims", k.kernel.dims),
      fmt::arg("item", k.kernel.itemName),
      fmt::arg("before", regionBody(inLoop, before.region)),
      fmt::arg("after", regionBody(inLoop, after.region)),
      fmt::arg("unfused", region(k, before.region) + groupCall(k, call) +
                              region(k, after.region)));
}

// Whether list[i], list[i + 1] and list[i + 2] are a fused scan's parts.
bool fusedAt(const KernelText &k, const std::vector<model::WgNode> &list,
             std::size_t i) {
  if (i + 2 >= list.size() || list[i + 1].groupCall < 0)
    return false;
  const int n = list[i + 1].groupCall;
  return k.kernel.groupCalls[static_cast<std::size_t>(n)].fused &&
         !list[i].isLoop && list[i].groupCall < 0 &&
         list[i].region.stores == n && !list[i + 2].isLoop &&
         list[i + 2].groupCall < 0 && list[i + 2].region.reads == n;
}

// A loop's header as written, or a per-item for loop's condition as a
// while loop's (its init and increment are regions).
std::string loopHeader(const KernelText &k, const model::WgNode &node) {
  const std::string_view text =
      spanText(k.main, node.header.begin, node.header.end);
  if (!node.perItem)
    return std::string(text);
  return "while (" + (text.empty() ? std::string("true") : std::string(text)) +
         ") ";
}

std::string nodes(const KernelText &k, const std::vector<model::WgNode> &list);

// A masked loop's condition, stored by each work-item in its mask
// (`guard`: how a work-item outside the loop skips it). A group call as
// the condition (model::WgNode::conditionCall): each work-item stores its
// value (reading the header's slots), the call runs, and each mask takes
// the work-item's result (reading no slot).
std::string maskCondition(const KernelText &k, const model::WgNode &node,
                          const std::string &guard) {
  std::string_view text = spanText(k.main, node.header.begin, node.header.end);
  std::string call, result;
  if (node.conditionCall >= 0) {
    const auto n = static_cast<unsigned>(node.conditionCall);
    const TextSpan &at = k.kernel.groupCalls[n].call;
    model::WgRegion store;
    store.text = {at.begin, at.begin, at.line, at.column};
    store.uses = node.headerUses;
    store.stores = node.conditionCall;
    model::WgNode step; // its other arguments name no variable
    step.groupCall = node.conditionCall;
    call = region(k, store) + groupCall(k, step);
    result = "__syclfg_r" + std::to_string(n) + "[__syclfg_li]";
    text = result;
  }
  return call +
         renderTemplate(
             "wg_mask_condition", fmt::arg("dims", k.kernel.dims),
             fmt::arg("item", k.kernel.itemName), fmt::arg("guard", guard),
             fmt::arg("uses", node.conditionCall >= 0
                                  ? std::string()
                                  : uses(k, node.headerUses, "__syclfg_li")),
             fmt::arg("line", node.header.line), fmt::arg("file", k.file),
             fmt::arg("indent", std::string(node.header.column - 1, ' ')),
             fmt::arg("mask", node.mask),
             fmt::arg("condition",
                      text.empty() ? std::string_view("true") : text));
}

// A masked loop: each work-item stores its condition in its mask before
// the first trip (off where an enclosing mask is) and after each (a
// work-item that left stays out), the loop runs while any is on, and its
// nodes skip the work-items whose mask is off.
std::string maskedLoop(const KernelText &k, const model::WgNode &node) {
  const std::string mask = std::to_string(node.mask);
  KernelText inside = k;
  inside.mask = node.mask;
  return renderTemplate(
      node.branch ? "wg_masked_if" : "wg_masked_loop",
      fmt::arg("first",
               maskCondition(k, node,
                             maskGuard(k, "__syclfg_m" + mask +
                                              "[__syclfg_li] = false; "))),
      // An if's body runs once: it has no next trip to decide.
      fmt::arg("next", node.branch
                           ? std::string()
                           : maskCondition(inside, node, maskGuard(inside))),
      fmt::arg("line", node.header.line), fmt::arg("file", k.file),
      fmt::arg("indent", std::string(node.header.column - 1, ' ')),
      fmt::arg("mask", mask), fmt::arg("body", nodes(inside, node.body)));
}

std::string nodes(const KernelText &k, const std::vector<model::WgNode> &list) {
  std::string out;
  for (std::size_t i = 0; i < list.size(); ++i) {
    const model::WgNode &node = list[i];
    if (fusedAt(k, list, i)) {
      out += fusedScan(k, node, list[i + 1], list[i + 2]);
      i += 2;
      continue;
    }
    if (node.groupCall >= 0) {
      out += groupCall(k, node);
      continue;
    }
    if (!node.isLoop) {
      out += region(k, node.region);
      continue;
    }
    if (node.mask >= 0) {
      out += maskedLoop(k, node);
      continue;
    }
    out += renderTemplate(
        "wg_loop", fmt::arg("uses", uses(k, node.headerUses, "0")),
        fmt::arg("line", node.header.line), fmt::arg("file", k.file),
        fmt::arg("indent", std::string(node.header.column - 1, ' ')),
        fmt::arg("header", loopHeader(k, node)),
        fmt::arg("body", nodes(k, node.body)));
  }
  return out;
}

std::string slotPointers(const model::WgKernel &kernel);

void kernelEdits(const KernelText &k, std::vector<Edit> &edits) {
  const model::WgKernel &kernel = k.kernel;
  edits.push_back({kernel.paramsEnd, kernel.paramsEnd,
                   ", ::sycl::detail::compiled_group<" +
                       std::to_string(kernel.dims) +
                       "> *__syclfg_wg = nullptr"});
  std::string body = renderTemplate(
      "wg_kernel_body",
      fmt::arg("original",
               spanText(k.main, kernel.body.begin, kernel.body.end)),
      fmt::arg("slots", slotPointers(kernel)),
      fmt::arg("nodes", nodes(k, kernel.nodes)),
      fmt::arg("end_line", kernel.bodyEndLine), fmt::arg("file", k.file),
      fmt::arg("indent", std::string(kernel.bodyEndColumn - 1, ' ')));
  body.pop_back(); // the template's last newline: the '}' ends the line
  edits.push_back({kernel.body.begin, kernel.body.end, std::move(body)});
}

std::string slotPointers(const model::WgKernel &kernel) {
  std::string slots;
  for (std::size_t n = 0; n < kernel.slots.size(); ++n) {
    slots +=
        renderTemplate("wg_slot_type", fmt::arg("type", kernel.slots[n].type),
                       fmt::arg("slot", n));
    if (!kernel.slots[n].recomputed)
      slots += renderTemplate("wg_slot", fmt::arg("slot", n));
  }
  for (int n = 0; n < kernel.masks; ++n)
    slots += renderTemplate("wg_mask_slots", fmt::arg("mask", n));
  for (std::size_t n = 0; n < kernel.groupCalls.size(); ++n)
    slots += renderTemplate("wg_group_slots",
                            fmt::arg("value", kernel.groupCalls[n].valueType),
                            fmt::arg("result", kernel.groupCalls[n].resultType),
                            fmt::arg("call", n));
  return slots;
}

// The source's own #include "x" lines, found from its directory before:
// the host TU is elsewhere.
void includeEdits(const model::WorkGroups &groups, const std::string &file,
                  std::vector<Edit> &edits) {
  const std::size_t slash = file.rfind('/');
  const std::string dir =
      slash == std::string::npos ? "" : file.substr(0, slash + 1);
  for (const model::WgInclude &include : groups.includes)
    edits.push_back({include.begin, include.end, dir + include.path});
}

} // namespace

std::string renderWorkGroupSource(const model::WorkGroups &groups,
                                  const std::string &file) {
  if (groups.mainText.empty())
    return {};
  std::vector<Edit> edits;
  for (const model::WgKernel &kernel : groups.kernels)
    if (kernel.compiled)
      kernelEdits({groups.mainText, kernel, file}, edits);
  includeEdits(groups, file, edits);
  // By position; edits at one position in the order they were made. The
  // index breaks ties: std::stable_sort's temporary buffer is deprecated in
  // libstdc++'s C++17 mode (style.clang_tidy fails on it).
  std::vector<std::size_t> order(edits.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return std::tie(edits[a].begin, a) < std::tie(edits[b].begin, b);
  });
  std::string out = "#line 1 \"" + file + "\"\n";
  unsigned at = 0;
  for (const std::size_t index : order) {
    const Edit &edit = edits[index];
    out += spanText(groups.mainText, at, edit.begin);
    out += edit.text;
    at = edit.end;
  }
  out += spanText(groups.mainText, at,
                  static_cast<unsigned>(groups.mainText.size()));
  if (!out.empty() && out.back() != '\n')
    out += '\n';
  return out;
}

namespace {

// "; scan at line L fused ..." for each fused scan of a compiled kernel.
std::string fusedScans(const model::WgKernel &kernel) {
  std::string out;
  for (const model::WgGroupCall &call : kernel.groupCalls) {
    if (!call.fused)
      continue;
    out += fmt::format("; scan at line {} fused with the code around it",
                       call.call.line);
    std::string pairs;
    for (const auto &[read, written] : call.apart)
      pairs += (pairs.empty() ? "" : ", ") + read + " and " + written;
    if (!pairs.empty())
      out += " (where accessors " + pairs + " do not overlap)";
  }
  return out;
}

} // namespace

std::string renderKernelReport(const model::WorkGroups &groups) {
  std::string out;
  for (const model::WgKernel &kernel : groups.kernels)
    out += fmt::format(
        "{}:{}:{}: note: nd_range kernel '{}' {}\n", kernel.location.file,
        kernel.location.line, kernel.location.column, kernel.displayName,
        kernel.compiled ? "runs as work-group loops" + fusedScans(kernel)
                        : "runs on fibers: " + kernel.reason);
  return out;
}

} // namespace syclfg::render
