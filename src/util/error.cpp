#include "util/error.hpp"

#include <algorithm>

namespace syclfg::util {
namespace {

llvm::Error make(diag::Location location, std::string message, std::string note,
                 int exitCode) {
  return llvm::make_error<DiagnosticError>(
      diag::Diagnostic{diag::Severity::Error, std::move(location),
                       std::move(message), std::move(note)},
      exitCode);
}

void print(llvm::raw_ostream &os, diag::Severity severity,
           std::string message) {
  os << diag::format(diag::Diagnostic{severity, {}, std::move(message), {}});
}

} // namespace

char DiagnosticError::ID = 0;

void DiagnosticError::log(llvm::raw_ostream &os) const {
  os << diag::format(diagnostic_);
  if (exitCode_ == kUsageError)
    os << "Run 'sycl-footergen --help' for usage.\n";
}

llvm::Error inputError(std::string message, std::string note) {
  return make({}, std::move(message), std::move(note), kInputError);
}

llvm::Error inputErrorAt(diag::Location location, std::string message,
                         std::string note) {
  return make(std::move(location), std::move(message), std::move(note),
              kInputError);
}

llvm::Error usageError(std::string message, std::string note) {
  return make({}, std::move(message), std::move(note), kUsageError);
}

int report(llvm::Error error, llvm::raw_ostream &os) {
  int code = kOk;
  llvm::handleAllErrors(
      std::move(error),
      [&](const DiagnosticError &e) {
        e.log(os);
        code = std::max(code, e.exitCode());
      },
      [&](const llvm::ErrorInfoBase &e) {
        print(os, diag::Severity::Error, e.message());
        code = std::max(code, static_cast<int>(kInputError));
      });
  return code;
}

void warn(llvm::raw_ostream &os, std::string message) {
  print(os, diag::Severity::Warning, std::move(message));
}

void note(llvm::raw_ostream &os, std::string message) {
  print(os, diag::Severity::Note, std::move(message));
}

} // namespace syclfg::util
