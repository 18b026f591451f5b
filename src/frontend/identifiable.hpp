// Which types make a variable "uniquely identifiable", and of which kind.
#pragma once

#include <clang/AST/Type.h>

#include <optional>
#include <string>

namespace syclfg::frontend {

// One kind of uniquely identifiable object and what it means for the footer.
// This is the one place that gives a kind's name a meaning.
struct IdentifiableKind {
  std::string name; // "specialization_id", "device_global", or a user kind
  // A specialization constant: the footer specializes
  // get_spec_constant_symbolic_ID for it and describes its value type (the
  // class template's first argument).
  bool specConstant = false;
};

// The kind when `type` is a uniquely identifiable type: its class carries
// [[__sycl_detail__::uniquely_identifiable_object("kind")]], or it is a known
// SYCL class template recognised by qualified name (headers of other SYCL
// implementations).
std::optional<IdentifiableKind> identifiableKind(clang::QualType type);

// The prefix under which the attribute is stored as an AnnotateAttr.
inline constexpr const char *kUidAnnotationPrefix = "__syclfg_uid:";

} // namespace syclfg::frontend
