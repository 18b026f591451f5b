// Runs the collector on a source held in memory, with the flags the tool
// passes (our SYCL headers, Clang's resource directory), so frontend unit
// tests assert on the collected model without files or the CLI.
#pragma once

#include "model/model.hpp"

#include <string>

namespace syclfg::test {

// A uniquely identifiable class template shaped like specialization_id (its
// first member is the default value), without any SYCL header.
inline constexpr const char *kSpecTemplate = R"(
template <class T>
struct [[__sycl_detail__::uniquely_identifiable_object("specialization_id")]]
spec {
  T value;
  constexpr spec(T v) : value(v) {}
};
template <class T>
struct [[__sycl_detail__::uniquely_identifiable_object("device_global")]]
global { T value; };
)";

// The model of `code` parsed as C++17 (unless `std` says otherwise). Fails
// the current test when Clang reports an error.
model::TranslationUnit collectCode(const std::string &code,
                                   const std::string &std = "-std=c++17");

// The one object named `qualifiedName`; fails the test when there is none.
const model::Object &objectNamed(const model::TranslationUnit &tu,
                                 const std::string &qualifiedName);

// The one kernel whose name (displayName) is `displayName`; fails the test
// when there is none.
const model::Kernel &kernelNamed(const model::TranslationUnit &tu,
                                 const std::string &displayName);

} // namespace syclfg::test
