#include "pipeline/crash_guard.hpp"

#include <llvm/Support/CrashRecoveryContext.h>

#include <csignal>
#include <sys/mman.h>

namespace syclfg::pipeline {
namespace {

// The handler only unwinds to the recovery point (longjmp): a small stack
// suffices, with room for LLVM's cleanup.
constexpr std::size_t kAlternateStackSize = 1u << 20;

// The signals CrashRecoveryContext handles (a stack overflow is SIGSEGV, or
// SIGBUS on some systems).
constexpr int kSignals[] = {SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGSEGV, SIGTRAP};

} // namespace

void enableCrashRecovery() {
  llvm::CrashRecoveryContext::Enable();
  for (int signal : kSignals) {
    struct sigaction action {};
    if (::sigaction(signal, nullptr, &action) == 0 &&
        action.sa_handler != SIG_DFL && action.sa_handler != SIG_IGN) {
      action.sa_flags |= SA_ONSTACK;
      ::sigaction(signal, &action, nullptr);
    }
  }
}

AlternateSignalStack::AlternateSignalStack() {
  void *memory = ::mmap(nullptr, kAlternateStackSize, PROT_READ | PROT_WRITE,
                        MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (memory == MAP_FAILED)
    return; // no alternate stack: a stack overflow stays fatal
  stack_t stack{};
  stack.ss_sp = memory;
  stack.ss_size = kAlternateStackSize;
  if (::sigaltstack(&stack, nullptr) != 0) {
    ::munmap(memory, kAlternateStackSize);
    return;
  }
  memory_ = memory;
}

AlternateSignalStack::~AlternateSignalStack() {
  if (memory_ == nullptr)
    return;
  stack_t disable{};
  disable.ss_flags = SS_DISABLE;
  ::sigaltstack(&disable, nullptr);
  ::munmap(memory_, kAlternateStackSize);
}

} // namespace syclfg::pipeline
