#include "plan/plan.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string_view>

namespace syclfg::plan {
namespace {

using model::ScopeKind;
using model::Step;

// A thing to reference: the path of scopes around it and its own name.
struct Target {
  std::vector<Step> scopes;
  Step name;
  // Appended to the name: "" for the object itself, "::ref()" (the shim's
  // function) for a shim namespace, "()" for a redeclaring function.
  std::string suffix;
};

bool isNamespace(const Step &step) { return step.kind != ScopeKind::Class; }

std::string joinNamed(const std::vector<Step> &steps, std::size_t from,
                      const Step &last, const std::string &suffix) {
  std::string out;
  for (std::size_t i = from; i < steps.size(); ++i) {
    if (steps[i].kind == ScopeKind::UnnamedNamespace)
      continue;
    out += steps[i].spelling;
    out += "::";
  }
  out += last.spelling;
  out += suffix;
  return out;
}

// The deepest named step that qualified lookup from the global namespace
// would not resolve to the intended entity; nullopt when "::a::b::x" works.
// Index scopes.size() stands for the target's own name.
std::optional<std::size_t> deepestQualifiedFailure(const Target &t) {
  if (!t.name.qualifiedOk && !t.name.generated)
    return t.scopes.size();
  for (std::size_t i = t.scopes.size(); i-- > 0;) {
    const Step &s = t.scopes[i];
    if (s.kind != ScopeKind::UnnamedNamespace && !s.qualifiedOk && !s.generated)
      return i;
  }
  return std::nullopt;
}

// Can a shim placed in namespace scopes[d] name the target? The first named
// step below scopes[d] is found by unqualified lookup from there, the others
// by qualified lookup.
bool relativeSpellingWorks(const Target &t, std::size_t d) {
  bool first = true;
  bool crossedUnnamed = false;
  auto check = [&](const Step &s) {
    if (s.generated)
      return true;
    if (first)
      return s.unqualifiedOk && !crossedUnnamed;
    return s.qualifiedOk;
  };
  for (std::size_t i = d + 1; i < t.scopes.size(); ++i) {
    const Step &s = t.scopes[i];
    if (s.kind == ScopeKind::UnnamedNamespace) {
      // Unqualified lookup from scopes[d] sees the members of a nested
      // unnamed namespace at the level of scopes[d]; the collector's
      // unqualified fact is for the member's own level, so it does not apply.
      if (first)
        crossedUnnamed = true;
      continue;
    }
    if (!check(s))
      return false;
    first = false;
  }
  return check(t.name);
}

// Where the object is registered. A definition registers it; so does the
// in-class declaration of a static data member (other than a specialization
// ID, whose layout only its definition gives): DPC++ registers a member
// device_global in every TU that declares it, so it is registered even when
// the defining TU is a plain C++ source the tool never sees. The registry
// accepts the same address with the same ID any number of times.
bool registeredHere(const model::Object &object) {
  return object.defined || (!object.scopes.empty() &&
                            object.scopes.back().kind == ScopeKind::Class &&
                            !object.specConstant);
}

// The shim function's name: one that the unqualified lookup of the body's
// first name cannot find instead of the object (a function named like an
// object in the shim's namespace would hide it: `ref() { return ref; }`).
std::string shimFunction(const std::string &body) {
  const std::size_t end = body.find_first_not_of(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$");
  return body.compare(0, end, "ref") == 0 ? "get" : "ref";
}

std::string nextShimName(std::size_t &counter,
                         const std::set<std::string, std::less<>> &taken,
                         const char *stem = "__syclfg_shim_") {
  for (;;) {
    std::string name = stem + std::to_string(counter++);
    if (taken.count(name) == 0)
      return name;
  }
}

bool sameParams(const model::Kernel &a, const model::Kernel &b) {
  if (a.params.size() != b.params.size())
    return false;
  for (std::size_t i = 0; i < a.params.size(); ++i)
    if (a.params[i].kind != b.params[i].kind ||
        a.params[i].info != b.params[i].info ||
        a.params[i].offset != b.params[i].offset)
      return false;
  return true;
}

// Objects by mangled name (the first of a name, as a search in order finds
// it), built once: kernels times reads times objects would be cubic.
using ObjectIndex = std::map<std::string_view, const model::Object *>;

ObjectIndex indexObjects(const model::TranslationUnit &tu) {
  ObjectIndex index;
  for (const model::Object &object : tu.objects)
    index.emplace(object.mangledName, &object);
  return index;
}

// The symbolic IDs of what `kernel` reads, as the footer registers them.
void planReads(const model::Kernel &kernel, const ObjectIndex &objects,
               std::string_view prefix, PlannedKernel &planned) {
  planned.readsUnknownConstants = kernel.readsUnknownConstants;
  for (const std::string &mangled : kernel.specConstantsRead) {
    auto object = objects.find(mangled);
    if (object == objects.end() || !object->second->specConstant)
      planned.readsUnknownConstants = true;
    else
      planned.specConstantIds.push_back(symbolicId(*object->second, prefix));
  }
  std::sort(planned.specConstantIds.begin(), planned.specConstantIds.end());
  planned.specConstantIds.erase(std::unique(planned.specConstantIds.begin(),
                                            planned.specConstantIds.end()),
                                planned.specConstantIds.end());
}

model::Location outputLocation(model::Location location,
                               const OutputSpelling &spelling) {
  if (spelling.file)
    location.file = spelling.file(location.file);
  return location;
}

std::string outputText(const std::string &text,
                       const OutputSpelling &spelling) {
  return spelling.text ? spelling.text(text) : text;
}

// Kernel names are the device compiler's unique stable names, never
// prefixed. One entry per name: a kernel invoked twice is one kernel; two
// different kernels may not share a name (SYCL requires unique kernel names).
void planKernels(const model::TranslationUnit &tu, std::string_view prefix,
                 const OutputSpelling &spelling, Plan &plan) {
  const ObjectIndex objects = indexObjects(tu);
  std::map<std::string_view, std::size_t> planned; // name -> plan.kernels
  for (const model::Kernel &kernel : tu.kernels) {
    const std::string &name = kernel.mangledName;
    auto same = planned.find(name);
    if (same == planned.end()) {
      planned.emplace(name, plan.kernels.size());
      plan.kernels.push_back({&kernel,
                              name,
                              {},
                              false,
                              outputLocation(kernel.location, spelling),
                              outputText(kernel.displayName, spelling)});
      planReads(kernel, objects, prefix, plan.kernels.back());
      continue;
    }
    // The same function object (a call site seen again) is one kernel; any
    // other function object under the same name is a second kernel.
    const model::Kernel &first = *plan.kernels[same->second].kernel;
    if (first.functorType != kernel.functorType || !sameParams(first, kernel))
      plan.problems.push_back(diag::Diagnostic{
          diag::Severity::Error, kernel.location,
          "two different kernels are named '" + kernel.displayName +
              "' (first at " + first.location.file + ":" +
              std::to_string(first.location.line) + ")",
          "give each kernel its own name type"});
  }
}

} // namespace

std::string symbolicId(const model::Object &object, std::string_view prefix);

namespace {

// A non-public member is named where access is not checked: in the
// template argument of an explicit instantiation. It needs a qualified
// spelling from "::" (a shim would need access too).
void planNonPublic(const model::Object &object, std::string_view prefix,
                   const std::set<std::string, std::less<>> &taken,
                   const OutputSpelling &spelling, Plan &plan) {
  Target target{object.scopes, object.name, ""};
  if (deepestQualifiedFailure(target)) {
    plan.problems.push_back(diag::Diagnostic{
        diag::Severity::Error, object.location,
        "'" + object.qualifiedName +
            "' is a non-public member whose qualified name is hidden by "
            "another declaration, so the integration footer cannot name it",
        "make it public, or rename the declaration that hides it"});
    return;
  }
  if (plan.accessNamespace.empty()) {
    plan.accessNamespace = "__syclfg_access";
    for (int i = 0; taken.count(plan.accessNamespace) != 0; ++i)
      plan.accessNamespace = "__syclfg_access_" + std::to_string(i);
  }
  AccessGrant grant{"tag_" + std::to_string(plan.grants.size()),
                    "__builtin_addressof(::" +
                        joinNamed(target.scopes, 0, target.name, "") + ")"};
  std::string reference = "*__syclfg_grant_ptr(::" + plan.accessNamespace +
                          "::" + grant.tag + "{})";
  plan.grants.push_back(std::move(grant));
  plan.objects.push_back(
      PlannedObject{&object, symbolicId(object, prefix), std::move(reference),
                    registeredHere(object), false,
                    outputLocation(object.location, spelling)});
}

// No shim can name the object itself, but a function defined directly in
// its namespace can: a block-scope `extern` declaration there binds to that
// namespace's own variable, whatever else the name finds. Not for members
// or variable-template specializations (no such redeclaration exists).
std::optional<Target> redeclare(const Target &target,
                                const model::Object &object,
                                std::size_t failure, std::size_t &counter,
                                const std::set<std::string, std::less<>> &taken,
                                Plan &plan) {
  if (!target.suffix.empty() || failure != target.scopes.size() ||
      object.redeclarationType.empty() ||
      (!target.scopes.empty() && !isNamespace(target.scopes.back())))
    return std::nullopt;
  Shim shim;
  shim.scopes = target.scopes;
  shim.namespaceName = nextShimName(counter, taken, "__syclfg_ref_");
  shim.body = target.name.spelling;
  shim.redeclarationType = object.redeclarationType;
  Step function;
  function.spelling = shim.namespaceName;
  function.generated = true;
  plan.shims.push_back(shim);
  return Target{target.scopes, function, "()"};
}

// A constant expression naming `object` from the global namespace: its
// qualified name, or a chain of shims when lookup of some name is ambiguous.
std::optional<std::string>
planReference(const model::Object &object, std::size_t &shimCounter,
              const std::set<std::string, std::less<>> &taken, Plan &plan,
              bool &redeclared) {
  Target target{object.scopes, object.name, ""};
  // Each round either spells the target from the global namespace or
  // moves it out of one more scope through a shim (a chain of shims).
  for (;;) {
    std::optional<std::size_t> failure = deepestQualifiedFailure(target);
    if (!failure)
      return "::" + joinNamed(target.scopes, 0, target.name, target.suffix);
    std::optional<std::size_t> shimScope;
    for (std::size_t d = *failure; d-- > 0;) {
      if (isNamespace(target.scopes[d]) && relativeSpellingWorks(target, d)) {
        shimScope = d;
        break;
      }
    }
    if (!shimScope) {
      std::optional<Target> redeclaring =
          redeclare(target, object, *failure, shimCounter, taken, plan);
      if (!redeclaring)
        return std::nullopt;
      redeclared = true;
      target = std::move(*redeclaring);
      continue;
    }
    Shim shim;
    shim.scopes.assign(target.scopes.begin(),
                       target.scopes.begin() +
                           static_cast<std::ptrdiff_t>(*shimScope + 1));
    shim.namespaceName = nextShimName(shimCounter, taken);
    shim.body =
        joinNamed(target.scopes, *shimScope + 1, target.name, target.suffix);
    shim.function = shimFunction(shim.body);
    Step shimStep;
    shimStep.kind = ScopeKind::Namespace;
    shimStep.spelling = shim.namespaceName;
    shimStep.generated = true;
    target = Target{shim.scopes, shimStep, "::" + shim.function + "()"};
    plan.shims.push_back(std::move(shim));
  }
}

} // namespace

std::string symbolicId(const model::Object &object, std::string_view prefix) {
  if (object.externallyVisible)
    return object.mangledName;
  std::string id(prefix);
  id += "___";
  id += object.mangledName;
  return id;
}

Plan makePlan(const model::TranslationUnit &tu, std::string_view uniquePrefix,
              const OutputSpelling &spelling) {
  Plan plan;
  plan.problems = tu.problems;
  plan.typeAliases = tu.typeAliases;
  plan.workGroups = &tu.workGroups;
  const std::set<std::string, std::less<>> taken(tu.reservedNamesInUse.begin(),
                                                 tu.reservedNamesInUse.end());
  std::size_t shimCounter = 0;

  for (const model::Object &object : tu.objects) {
    if (object.nonPublic) {
      planNonPublic(object, uniquePrefix, taken, spelling, plan);
      continue;
    }
    bool redeclared = false;
    std::optional<std::string> reference =
        planReference(object, shimCounter, taken, plan, redeclared);
    if (!reference) {
      plan.problems.push_back(diag::Diagnostic{
          diag::Severity::Error, object.location,
          "'" + object.qualifiedName +
              "' cannot be referenced from the integration footer: every "
              "spelling of its name is ambiguous (the same name is declared "
              "in an enclosing, inline or nested unnamed namespace) and a "
              "member or template specialization cannot be redeclared",
          "rename the variable or one of the declarations that hide it"});
      continue;
    }
    plan.objects.push_back(
        PlannedObject{&object, symbolicId(object, uniquePrefix), *reference,
                      registeredHere(object), redeclared,
                      outputLocation(object.location, spelling)});
  }
  planKernels(tu, uniquePrefix, spelling, plan);
  return plan;
}

bool registeredAs(const PlannedObject &p, std::string_view onlyKind) {
  return p.registered && (onlyKind.empty() || p.object->kind == onlyKind);
}

bool registersAny(const Plan &plan, std::string_view onlyKind) {
  for (const PlannedObject &p : plan.objects)
    if (registeredAs(p, onlyKind))
      return true;
  return false;
}

} // namespace syclfg::plan
