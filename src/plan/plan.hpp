// The planner: from the model, decide each object's symbolic ID and how the
// footer spells a reference to it (a qualified name, or a chain of shim
// functions when no qualified name reaches it). Pure: no Clang.
#pragma once

#include "model/model.hpp"

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace syclfg::plan {

// A function the footer defines inside the namespace at `scopes`, returning
// a reference to an object (or to the result of another shim) that can be
// named from there but not from the global namespace.
struct Shim {
  std::vector<model::Step> scopes; // namespaces to reopen, outermost first
  // Unique: the shim namespace ("__syclfg_shim_0", holding `function`), or
  // for a redeclaring shim the function itself ("__syclfg_ref_1").
  std::string namespaceName;
  std::string body; // reference relative to `scopes`; the variable's name
                    // for a redeclaring shim
  // Non-empty: a redeclaring shim, a function defined directly in the
  // object's namespace whose body is `extern <redeclarationType> <body>;
  // return <body>;` (binds to that namespace's variable even when every
  // lookup of the name is ambiguous).
  std::string redeclarationType;
  // The function in the shim namespace: "ref", or "get" when the body
  // begins with the name ref (the function would hide an object so named
  // from its own body).
  std::string function = "ref";
};

// Access to a non-public member: an explicit instantiation (where access is
// not checked) defines a constexpr friend returning `pointer`, found through
// the tag type.
struct AccessGrant {
  std::string tag;     // "tag_0", a class in the access namespace
  std::string pointer; // "__builtin_addressof(::Holder::hidden)"
};

struct PlannedObject {
  const model::Object *object = nullptr;
  std::string id;
  std::string reference;  // a constant expression naming the object
  bool registered = true; // by address, where the flavor registers its kind
  // Reached through a block-scope extern redeclaration: g++ 12 gives the
  // redeclaration its own identity in a template argument (with the
  // object's mangled name, so the two would even collide as symbols), so
  // the symbolic-ID specialization is Clang's only and other compilers
  // compare addresses (the footer's definition of the primary template).
  bool idByAddressWithoutClang = false;
  // The object's location as the outputs name it (makePlan's
  // OutputSpelling); diagnostics use the model's.
  model::Location location;
};

struct PlannedKernel {
  const model::Kernel *kernel = nullptr;
  std::string name; // unique in the program
  // The symbolic IDs of the constants the kernel reads, sorted.
  std::vector<std::string> specConstantIds;
  // It may read any constant (the model says so, or it reads one that is
  // not an object of this TU).
  bool readsUnknownConstants = false;
  // As the outputs spell them (makePlan's OutputSpelling).
  model::Location location;
  std::string displayName; // "(lambda at <file>:L:C)" holds a path
};

struct Plan {
  std::vector<model::TypeAlias> typeAliases; // the model's, declared first
  std::vector<Shim> shims; // in dependency order: a shim's body only names
                           // earlier shims
  std::vector<PlannedObject> objects;
  std::string accessNamespace; // unique; used when grants is not empty
  std::vector<AccessGrant> grants;
  std::vector<PlannedKernel> kernels;     // one per kernel name, source order
  std::vector<diag::Diagnostic> problems; // non-empty: no footer may be written
  // The nd_range kernels compiled into work-group loops (the model's).
  const model::WorkGroups *workGroups = nullptr;
};

// The one ID rule, for every flavor (DPC++'s __builtin_sycl_unique_stable_id):
// the Itanium mangled name when the object is externally visible for Clang,
// else "<prefix>___<mangled>" (three underscores; an empty prefix allowed).
std::string symbolicId(const model::Object &object, std::string_view prefix);

// How the outputs spell what holds a path of the user's tree: --base-dir
// makes those under it relative, so that checkouts at different paths give
// the same outputs (driver::outputSpelling). Empty: as the model has it.
struct OutputSpelling {
  std::function<std::string(const std::string &)> file; // a location's file
  std::function<std::string(const std::string &)> text; // a kernel's name
};

// The plan's problems keep the model's locations and names (as the
// compiler wrote them); its objects and kernels carry `spelling`'s.
Plan makePlan(const model::TranslationUnit &tu, std::string_view uniquePrefix,
              const OutputSpelling &spelling = {});

// Whether the footer registers `p` by address in a flavor that registers
// only objects of kind `onlyKind` ("": every kind; DPC++ maps device
// globals only).
bool registeredAs(const PlannedObject &p, std::string_view onlyKind);

// Whether the footer registers any object so: DPC++'s integration header
// must then declare its registrar.
bool registersAny(const Plan &plan, std::string_view onlyKind);

} // namespace syclfg::plan
