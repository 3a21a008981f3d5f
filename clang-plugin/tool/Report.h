//===- Report.h - What a translation unit leaves behind ---------*- C++ -*-===//
//
// Findings outlive their AST: each worker turns them into plain data (paths,
// offsets, lines, columns, the text clang would print) before the AST goes,
// and the main thread deduplicates, prints, exports and fixes from that.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_TOOL_REPORT_H
#define PSOLINT_TOOL_REPORT_H

#include "CheckRegistry.h"
#include "LayoutReport.h"

#include "llvm/ADT/StringMap.h"
#include <cstdint>
#include <string>
#include <vector>

namespace psolint {

/// A place in a file. Columns are 1-based, in bytes (as clang prints them)
/// and in UTF-16 code units (as SARIF counts them).
struct FilePoint {
  unsigned Offset = 0;
  unsigned Line = 0;
  unsigned Column = 0;
  unsigned Utf16Column = 0;
};

struct SourceSpan {
  std::string File; // absolute path
  FilePoint Begin, End;
  /// For a token: its text and the whole line it is on (SARIF snippets).
  std::string Snippet, Line;
};

/// Replace [Begin, End) of File with Text.
struct TextEdit {
  SourceSpan Span;
  std::string Text;

  unsigned length() const { return Span.End.Offset - Span.Begin.Offset; }
  bool operator==(const TextEdit &O) const {
    return Span.File == O.Span.File &&
           Span.Begin.Offset == O.Span.Begin.Offset && length() == O.length() &&
           Text == O.Text;
  }
};

struct ReportNote {
  SourceSpan Where;
  std::string Message;
};

/// One finding, as every output needs it.
struct Report {
  CheckId Check;
  bool IsError = false;
  SourceSpan Where;    // the token the finding points at
  std::string Message; // without the " [id]" suffix
  std::vector<ReportNote> Notes;
  std::vector<TextEdit> Edits; // all or nothing
  /// The finding, its notes and fix-its as clang prints them.
  std::string Rendered;
};

/// An error from the compiler itself (the translation unit did not parse).
struct CompilerError {
  SourceSpan Where; // File empty when the error has no location
  std::string Message;
  std::string Rendered;
};

/// What a file looked like when it was parsed, for --fix.
struct FileSnapshot {
  uint64_t ContentHash = 0;
  bool IsSystemHeader = false;
};

/// A --layout table. The SourceLocations inside Layout die with the AST;
/// Where is what is left of the record's.
struct LayoutTable {
  RecordLayout Layout;
  SourceSpan Where;
};

/// A --layout table of a state object; Where is its runtime call.
struct StateObjectTable {
  StateObjectLayout Layout;
  SourceSpan Where;
};

struct TranslationUnitResult {
  std::string MainFile;
  std::string Directory; // the compile command's working directory
  bool Parsed = false;   // the compiler ran to the end without errors
  std::vector<Report> Reports;
  std::vector<CompilerError> Errors;
  std::vector<LayoutTable> Layouts;
  std::vector<StateObjectTable> StateObjects;
  /// Every file an edit touches.
  llvm::StringMap<FileSnapshot> Files;
};

} // namespace psolint

#endif // PSOLINT_TOOL_REPORT_H
