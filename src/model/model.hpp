// The plain data passed from the collector to the planner and renderers.
// No Clang types here: plan and render are tested with hand-built models.
#pragma once

#include "diag/diagnostic.hpp"
#include "model/work_groups.hpp"

#include <optional>
#include <string>
#include <vector>

namespace syclfg::model {

using diag::Location;

enum class ScopeKind { Namespace, InlineNamespace, UnnamedNamespace, Class };

// One step of the path from the global namespace to an object: an enclosing
// scope, or the object's own name. The two flags are name-lookup facts the
// collector proved with Clang's lookup rules; the planner only combines them.
struct Step {
  ScopeKind kind = ScopeKind::Namespace; // ignored for the object's own step
  // What to write for this step: "ns", "S<int, ::E::A>", "var<2>"; empty for
  // an unnamed namespace.
  std::string spelling;
  // Qualified lookup of this name in the nearest enclosing scope that can be
  // named (skipping unnamed namespaces) finds exactly this entity.
  bool qualifiedOk = true;
  // Unqualified lookup of this name from inside its enclosing namespace finds
  // exactly this entity. Meaningful only when that enclosing scope is a
  // namespace.
  bool unqualifiedOk = true;
  // A name sycl-footergen generated: unique in the TU, so every lookup of it
  // finds exactly this entity.
  bool generated = false;
};

// One scalar leaf of a specialization constant's value type.
struct Leaf {
  unsigned long long offset = 0;
  unsigned long long size = 0;
  // The member designator for offsetof(T, designator) ("n.a", "s[1]"), or
  // "" when the host compiler cannot be asked (not standard layout, a
  // non-public member, a standard-library member, a vector element).
  std::string designator;
};

// The value type of a specialization constant as Clang lays it out.
struct ValueLayout {
  unsigned long long size = 0; // sizeof(T)
  // Scalar leaves, depth-first, padding skipped.
  std::vector<Leaf> leaves;
  // The default value's bytes (`size` of them, padding zero), when the
  // initializer is a constant expression; empty otherwise.
  std::vector<unsigned char> defaultValue;
};

// What only a specialization constant (specialization_id<T>) carries: the
// footer gives it a symbolic ID and describes T.
struct SpecConstant {
  std::string valueType; // T spelled from "::"; "" when the footer cannot
                         // write it (no compile-time checks then)
  // Absent when T is unknown (a user-defined kind without a type argument,
  // an incomplete or dependent type): no layout is registered.
  std::optional<ValueLayout> layout;
};

// A variable of a uniquely identifiable type (specialization_id,
// device_global, ...) with static storage duration.
struct Object {
  std::string kind;        // "specialization_id", "device_global", ...
  std::string mangledName; // Itanium "_Z..." name, as DPC++'s builtin mangles
  bool externallyVisible = true; // as Clang decides (else the ID is prefixed)
  // g++ makes one object per translation unit where Clang makes one per
  // program (a const variable-template specialization, CWG 2387): every
  // copy is registered under the one ID, which is not a conflict.
  bool copiesPerTu = false;
  std::vector<Step> scopes;  // outermost first; the global namespace omitted
  Step name;                 // the variable itself
  std::string qualifiedName; // human-readable, for comments and messages
  // The variable's type spelled from "::" ("const ::sycl::specialization_id
  // <int>"), for a block-scope `extern` redeclaration in its namespace, the
  // one spelling left when every lookup of its name is ambiguous. Empty when
  // it cannot be redeclared (members, variable-template specializations).
  std::string redeclarationType;
  bool defined = true; // defined in this TU (else only declared extern)
  // A private or protected member, or one inside a non-public nested class:
  // the footer reaches it through an explicit instantiation, where access is
  // not checked.
  bool nonPublic = false;
  // Present exactly when the kind is a specialization constant (decided once,
  // by the frontend's identifiableKind).
  std::optional<SpecConstant> specConstant;
  Location location;
};

// The value layout of a specialization constant; null for other kinds and
// for constants whose value type is unknown.
inline const ValueLayout *valueLayout(const Object &object) {
  if (!object.specConstant || !object.specConstant->layout)
    return nullptr;
  return &*object.specConstant->layout;
}

// How a kernel parameter is passed (the seed's kernel_param_kind_t).
enum class ParamKind {
  Accessor,
  StdLayout,
  Sampler,
  Pointer,
  SpecConstantsBuffer,
  Stream
};

struct KernelParam {
  ParamKind kind = ParamKind::StdLayout;
  long long info = 0;   // size, or for accessors: target | (dimensions << 11)
  long long offset = 0; // in the kernel's function object
  std::string what;     // the captured variable or member, for comments
};

// A compile-time check the host compiler can make: sizeof(type) == size.
struct SizeCheck {
  std::string type; // spelled from "::"
  unsigned long long size = 0;
};

// A kernel invocation (single_task, parallel_for, parallel_for_work_group).
struct Kernel {
  // __builtin_sycl_unique_stable_name of the kernel-name type, or of the
  // function object's type for an unnamed kernel ("_ZTS..."): unique in the
  // program as it is (DPC++ never prefixes kernel names).
  std::string mangledName;
  std::string functorType; // the same for the function object's type
  std::string invocation;  // "single_task", "parallel_for", ...
  std::string displayName; // for comments
  std::vector<KernelParam> params;
  std::vector<SizeCheck> checks;
  Location location;
  // What the host runtime needs per kernel (the footer registers it).
  // The kernel-name type (or named function object) spelled from "::", so
  // the footer can take its typeid, which is how the runtime names kernels
  // at launch; "" when the footer cannot name it (a lambda, a local class).
  std::string nameType;
  unsigned long long functorSize = 0; // sizeof the function object
  // The specialization constants its call graph reads: the mangledName of
  // their Objects, sorted.
  std::vector<std::string> specConstantsRead;
  // A call the collector could not follow is given the kernel_handler:
  // the kernel may read any constant.
  bool readsUnknownConstants = false;
  // [[sycl::reqd_sub_group_size(N)]] (or DPC++'s [[intel::...]]) on the
  // kernel: N; 0 when it requires none.
  unsigned long long requiredSubGroupSize = 0;
  // [[sycl::reqd_work_group_size(X[, Y[, Z]])]] (or the deprecated
  // [[cl::...]]): its sizes as written, one per dimension; empty when it
  // requires none.
  std::vector<unsigned long long> requiredWorkGroupSize;
  // [[sycl::device_has(...)]]: the enumerators of sycl::aspect it names
  // ("fp64"), in its order; empty without one or with an empty list.
  std::vector<std::string> requiredAspects;
};

// A class (or enumeration) whose name from the global namespace reaches
// another entity (a namesake hides it, e.g. `struct Secret;` next to the
// `Secret` of an unnamed namespace): the footer names it through an alias
// declared in the class's own namespace, where its name still finds it.
struct TypeAlias {
  std::vector<Step> scopes; // the namespaces to reopen, outermost first
  std::string name;         // unique in the TU: "__syclfg_type_0"
  std::string aliased;      // "struct Secret", written inside `scopes`
  std::string what;         // the class's qualified name, for comments
};

struct TranslationUnit {
  std::string mainFile;        // absolute path
  std::vector<Object> objects; // source order, one per variable
  std::vector<Kernel> kernels; // source order, one per invocation
  // Declared first in the footer; each only names earlier ones.
  std::vector<TypeAlias> typeAliases;
  // Identifiers starting with "__syclfg" that the TU declares or mentions:
  // generated names must avoid them.
  std::vector<std::string> reservedNamesInUse;
  // Constructs the footer cannot support (errors) and warnings.
  std::vector<diag::Diagnostic> problems;
  // nd_range kernels of the main file compiled into work-group loops, and
  // those that keep running on fibers.
  WorkGroups workGroups;
};

} // namespace syclfg::model
