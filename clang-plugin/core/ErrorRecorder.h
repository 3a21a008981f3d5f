//===- ErrorRecorder.h - Where the compiler reported errors ----*- C++ -*-===//
//
// Records written in error have no layout anyone intended (SPEC §4): the
// core leaves out every record whose source holds a compiler error. A
// front-end that does not own the compiler's diagnostic consumer wraps it
// with this one to learn where those errors were.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_ERRORRECORDER_H
#define PSOLINT_CORE_ERRORRECORDER_H

#include "clang/Basic/Diagnostic.h"

#include <memory>
#include <vector>

namespace psolint {

/// Passes every diagnostic on to the consumer it wraps and remembers where
/// errors were.
class ErrorRecorder : public clang::DiagnosticConsumer {
public:
  /// Wraps Next; when Owned is given it is Next, and this recorder owns it.
  ErrorRecorder(clang::DiagnosticConsumer &Next,
                std::unique_ptr<clang::DiagnosticConsumer> Owned = nullptr)
      : Next(Next), Owned(std::move(Owned)) {}

  /// Installs a recorder around the engine's current consumer. The engine
  /// owns the recorder (and, through it, the consumer it owned before), so
  /// nothing needs restoring and nothing dangles when the engine goes away.
  static ErrorRecorder *install(clang::DiagnosticsEngine &Diags) {
    clang::DiagnosticConsumer *Client = Diags.getClient();
    if (!Client)
      return nullptr;
    std::unique_ptr<clang::DiagnosticConsumer> Owned;
    if (Diags.ownsClient())
      Owned = Diags.takeClient();
    auto *Recorder = new ErrorRecorder(*Client, std::move(Owned));
    Diags.setClient(Recorder, /*ShouldOwnClient=*/true);
    return Recorder;
  }

  const std::vector<clang::SourceLocation> &errors() const { return Errors; }
  clang::DiagnosticConsumer &next() { return Next; }
  /// Gives up the wrapped consumer, if this recorder owned it.
  std::unique_ptr<clang::DiagnosticConsumer> releaseNext() {
    return std::move(Owned);
  }

  void BeginSourceFile(const clang::LangOptions &Lang,
                       const clang::Preprocessor *PP) override {
    Next.BeginSourceFile(Lang, PP);
  }
  void EndSourceFile() override { Next.EndSourceFile(); }
  void finish() override { Next.finish(); }
  bool IncludeInDiagnosticCounts() const override {
    return Next.IncludeInDiagnosticCounts();
  }
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    if (Level >= clang::DiagnosticsEngine::Error &&
        Info.getLocation().isValid())
      Errors.push_back(Info.getLocation());
    DiagnosticConsumer::HandleDiagnostic(Level, Info); // keeps the counts
    Next.HandleDiagnostic(Level, Info);
  }

private:
  clang::DiagnosticConsumer &Next;
  std::unique_ptr<clang::DiagnosticConsumer> Owned;
  std::vector<clang::SourceLocation> Errors;
};

} // namespace psolint

#endif // PSOLINT_CORE_ERRORRECORDER_H
