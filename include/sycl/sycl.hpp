// The SYCL headers of sycl-footergen: what host code compiled by g++, clang++
// or MSVC needs, together with the generated integration footer.
#pragma once

#include <sycl/detail/footer_abi.hpp>
#include <sycl/specialization_id.hpp>
