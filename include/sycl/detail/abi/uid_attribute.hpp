// Included by: <sycl/specialization_id.hpp>, whose type the tool identifies.
// Includes nothing.
//
// Types whose namespace-scope variables get a unique symbolic ID carry
//   [[__sycl_detail__::uniquely_identifiable_object("kind")]]
// written directly before the class name, inside
//   #if defined(__SYCLFG_TOOL__) ... #endif
// sycl-footergen defines __SYCLFG_TOOL__ while it parses and knows the
// attribute; g++, MSVC and plain clang never see it, so they do not warn.
// The kind must be a plain string literal written in place (not a macro
// argument): the tool reads it from the source.
#pragma once
