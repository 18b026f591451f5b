// Mock of DPC++'s sycl/detail/defines_elementary.hpp (its basic macros),
// which DPC++'s footers include first. The mock needs none of them.
#pragma once
