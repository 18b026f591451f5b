// Crash recovery that also survives stack exhaustion. LLVM's
// CrashRecoveryContext catches SIGSEGV and friends, but its handler runs on
// the faulting thread's stack: when that stack is exhausted (a source nested
// deeper than the parse can recurse) the handler cannot run and the kernel
// kills the process without a message. Its handlers are made to run on an
// alternate signal stack, which each parse thread provides.
#pragma once

namespace syclfg::pipeline {

// Once, before any parse: enables LLVM's crash recovery with its handlers on
// the alternate stack (SA_ONSTACK).
void enableCrashRecovery();

// For the lifetime of this object, the calling thread's signal handlers run
// on a stack of their own.
class AlternateSignalStack {
public:
  AlternateSignalStack();
  ~AlternateSignalStack();
  AlternateSignalStack(const AlternateSignalStack &) = delete;
  AlternateSignalStack &operator=(const AlternateSignalStack &) = delete;

private:
  void *memory_ = nullptr;
};

} // namespace syclfg::pipeline
