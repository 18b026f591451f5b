// Which types make a variable "uniquely identifiable", and of which kind.
#pragma once

#include <clang/AST/Type.h>

#include <optional>
#include <string>

namespace syclfg::frontend {

// The kind ("specialization_id", "device_global", ...) when `type` is a
// uniquely identifiable type: its class carries
// [[__sycl_detail__::uniquely_identifiable_object("kind")]], or it is a known
// SYCL class template recognised by qualified name (headers of other SYCL
// implementations).
std::optional<std::string> identifiableKind(clang::QualType type);

// The prefix under which the attribute is stored as an AnnotateAttr.
inline constexpr const char *kUidAnnotationPrefix = "__syclfg_uid:";

} // namespace syclfg::frontend
