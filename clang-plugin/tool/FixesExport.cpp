//===- FixesExport.cpp ----------------------------------------------------===//
//
// Through clang's own tooling::Diagnostic and its YAML traits, so the file
// is byte for byte what clang-tidy would write for the same findings.
//
//===----------------------------------------------------------------------===//
#include "FixesExport.h"

#include "clang/Tooling/Core/Diagnostic.h"
#include "clang/Tooling/DiagnosticsYaml.h"

using namespace clang;
using namespace llvm;

namespace psolint {

static tooling::DiagnosticMessage messageAt(const SourceSpan &Where,
                                            StringRef Text) {
  tooling::DiagnosticMessage Message(Text);
  Message.FilePath = Where.File;
  Message.FileOffset = Where.Begin.Offset;
  return Message;
}

void writeExportedFixes(raw_ostream &OS, StringRef MainSourceFile,
                        StringRef BuildDirectory,
                        ArrayRef<const Report *> Reports) {
  tooling::TranslationUnitDiagnostics Export;
  Export.MainSourceFile = MainSourceFile.str();
  for (const Report *R : Reports) {
    tooling::DiagnosticMessage Message = messageAt(R->Where, R->Message);
    for (const TextEdit &Edit : R->Edits) {
      tooling::Replacement Replacement(Edit.Span.File, Edit.Span.Begin.Offset,
                                       Edit.length(), Edit.Text);
      // The core never gives one finding overlapping edits; should it,
      // the finding goes out without them rather than half of them.
      if (Error E = Message.Fix[Edit.Span.File].add(Replacement)) {
        consumeError(std::move(E));
        Message.Fix.clear();
        break;
      }
    }
    SmallVector<tooling::DiagnosticMessage, 1> Notes;
    for (const ReportNote &Note : R->Notes)
      Notes.push_back(messageAt(Note.Where, Note.Message));
    Export.Diagnostics.emplace_back(checkInfo(R->Check).Name, Message, Notes,
                                    R->IsError ? tooling::Diagnostic::Error
                                               : tooling::Diagnostic::Warning,
                                    BuildDirectory);
  }
  yaml::Output YAML(OS);
  YAML << Export;
}

} // namespace psolint
