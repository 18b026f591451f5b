// Access modes, targets and address spaces (SYCL 2020, 4.7.6.2 and
// 4.7.7.1), with the deduction tags accessors are constructed with.
#pragma once

namespace sycl {

// The SYCL 1.2.1 modes discard_* and atomic are deprecated but still
// accepted: discard_* mean "write, with property::no_init".
enum class access_mode {
  read,
  write,
  read_write,
  discard_write,
  discard_read_write,
  atomic,
};
// DPC++'s numeric values (detail::access_target_code), so the tool can
// encode an accessor's target as the enumerator's value.
enum class target {
  device = 2014,
  global_buffer = device, // SYCL 1.2.1 name
  constant_buffer = 2015,
  local = 2016,
  image = 2017, // deprecated (image_accessor is the 2020 form)
  host_buffer = 2018,
  host_image = 2019,  // deprecated, still an enumerator of SYCL 2020's target
  image_array = 2020, // deprecated
  host_task = 2021,
};

namespace access {
using sycl::target;
using mode = sycl::access_mode;
enum class placeholder { false_t, true_t };
enum class address_space {
  global_space,
  local_space,
  constant_space,
  private_space,
  generic_space,
};
enum class decorated { no, yes, legacy };
} // namespace access

struct read_only_t {};
struct write_only_t {};
struct read_write_t {};
struct read_only_host_task_t {};
struct write_only_host_task_t {};
struct read_write_host_task_t {};
inline constexpr read_only_t read_only{};
inline constexpr write_only_t write_only{};
inline constexpr read_write_t read_write{};
inline constexpr read_only_host_task_t read_only_host_task{};
inline constexpr write_only_host_task_t write_only_host_task{};
inline constexpr read_write_host_task_t read_write_host_task{};

} // namespace sycl
