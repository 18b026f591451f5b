// How cli/, driver/ and io/ report a problem: an llvm::Error carrying one
// diag::Diagnostic and the exit code it calls for. Printed by report(),
// through diag::format, in Clang's "file:line:col: error:" shape.
#pragma once

#include "diag/diagnostic.hpp"

#include <llvm/Support/Error.h>
#include <llvm/Support/raw_ostream.h>

#include <string>

namespace syclfg::util {

enum ExitCode { kOk = 0, kInputError = 1, kUsageError = 2 };

class DiagnosticError : public llvm::ErrorInfo<DiagnosticError> {
public:
  // llvm::ErrorInfo finds the class by this name.
  static char ID; // NOLINT(readability-identifier-naming)
  DiagnosticError(diag::Diagnostic diagnostic, int exitCode)
      : diagnostic_(std::move(diagnostic)), exitCode_(exitCode) {}

  const diag::Diagnostic &diagnostic() const { return diagnostic_; }
  int exitCode() const { return exitCode_; }
  void log(llvm::raw_ostream &os) const override;
  std::error_code convertToErrorCode() const override {
    return llvm::inconvertibleErrorCode();
  }

private:
  diag::Diagnostic diagnostic_;
  int exitCode_;
};

// A problem with the input (a file, the database, the disk): exit 1.
llvm::Error inputError(std::string message, std::string note = {});
// The same at a place in a file.
llvm::Error inputErrorAt(diag::Location location, std::string message,
                         std::string note = {});
// A problem with the command line: exit 2, and a pointer to --help.
llvm::Error usageError(std::string message, std::string note = {});

// Prints every diagnostic `error` holds to `os` (usage errors followed by
// "Run 'sycl-footergen --help' for usage.") and returns the exit code it
// calls for (kOk for no error).
int report(llvm::Error error, llvm::raw_ostream &os);

// Prints a warning or a note.
void warn(llvm::raw_ostream &os, std::string message);
void note(llvm::raw_ostream &os, std::string message);

} // namespace syclfg::util
