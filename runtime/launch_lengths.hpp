// Internal to libsyclfg (executor.cpp) and its unit test: which kernels'
// launches are short, remembered from each kernel's last launch. A short
// launch runs with whole shares (home_takes.hpp), where the guided takes'
// end would cost more than the launch's work.
#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>

namespace syclfg {
namespace runtime {

// Per kernel, whether its last launch took less than `short_launch`. A
// kernel not launched before counts as long, so its first launch is
// balanced whatever its work-items cost. Kernels are told apart by the
// address of a function of theirs, in a table of 64 entries: kernels that
// meet in one entry share what it says, which may cost speed, never
// results. A launch taken as short that turns out unbalanced (a few
// costly work-items in one share) takes at most the workers' count times
// `short_launch`, and makes the next launch of its kernel guided again.
class launch_lengths {
public:
  static constexpr std::chrono::microseconds short_launch{20};

  bool was_short(std::uintptr_t kernel) const noexcept {
    return m_short[entry(kernel)].load(std::memory_order_relaxed);
  }
  void record(std::uintptr_t kernel,
              std::chrono::steady_clock::duration took) noexcept {
    m_short[entry(kernel)].store(took < short_launch,
                                 std::memory_order_relaxed);
  }

private:
  static constexpr std::size_t entries = 64;
  static std::size_t entry(std::uintptr_t kernel) noexcept {
    return static_cast<std::size_t>((kernel >> 4) ^ (kernel >> 10)) % entries;
  }
  std::array<std::atomic<bool>, entries> m_short{};
};

} // namespace runtime
} // namespace syclfg
