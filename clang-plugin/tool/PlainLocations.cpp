//===- PlainLocations.cpp -------------------------------------------------===//
#include "PlainLocations.h"

#include "clang/Basic/FileManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace psolint {

unsigned utf16Length(StringRef Utf8) {
  unsigned Units = 0;
  for (size_t I = 0; I < Utf8.size();) {
    unsigned char Lead = Utf8[I];
    size_t Bytes = Lead < 0x80           ? 1
                   : (Lead >> 5) == 0x6  ? 2
                   : (Lead >> 4) == 0xE  ? 3
                   : (Lead >> 3) == 0x1E ? 4
                                         : 1;
    // A code point beyond the BMP takes a surrogate pair; an invalid byte
    // counts as one unit, as a replacement character would.
    Units += Bytes == 4 ? 2 : 1;
    I += Bytes;
  }
  return Units;
}

std::string PlainLocations::path(FileID FID) {
  auto Cached = Paths.find(FID);
  if (Cached != Paths.end())
    return Cached->second;
  std::string Result;
  if (OptionalFileEntryRef File = SM.getFileEntryRefForID(FID)) {
    FileManager &Files = SM.getFileManager();
    SmallString<256> Path(Files.getCanonicalName(*File));
    Files.makeAbsolutePath(Path);
    sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    Result = Path.str().str();
  }
  Paths[FID] = Result;
  return Result;
}

FilePoint PlainLocations::point(FileID FID, unsigned Offset) {
  FilePoint P;
  P.Offset = Offset;
  bool Invalid = false;
  StringRef Buffer = SM.getBufferData(FID, &Invalid);
  if (Invalid || Offset > Buffer.size())
    return P;
  size_t NewLine = Buffer.rfind('\n', Offset); // the last one before Offset
  size_t LineStart = NewLine == StringRef::npos ? 0 : NewLine + 1;
  StringRef Before = Buffer.slice(LineStart, Offset);
  P.Line = SM.getLineNumber(FID, Offset);
  P.Column = Before.size() + 1;
  P.Utf16Column = utf16Length(Before) + 1;
  return P;
}

SourceSpan PlainLocations::token(SourceLocation Loc) {
  SourceSpan Span;
  if (Loc.isInvalid())
    return Span;
  SourceLocation FileLoc = SM.getFileLoc(Loc);
  auto [FID, Offset] = SM.getDecomposedLoc(FileLoc);
  Span.File = path(FID);
  if (Span.File.empty())
    return Span;
  unsigned Length = Lexer::MeasureTokenLength(FileLoc, SM, LangOpts);
  Span.Begin = point(FID, Offset);
  Span.End = point(FID, Offset + Length);
  if (Span.Begin.Column == 0)
    return Span;
  StringRef Buffer = SM.getBufferData(FID);
  Span.Snippet = Buffer.substr(Offset, Length).str();
  size_t LineStart = Offset - (Span.Begin.Column - 1);
  Span.Line = Buffer.substr(LineStart)
                  .take_until([](char C) { return C == '\n' || C == '\r'; })
                  .str();
  return Span;
}

std::optional<SourceSpan> PlainLocations::range(CharSourceRange Range,
                                                FileID *FID) {
  CharSourceRange FileRange = Lexer::makeFileCharRange(Range, SM, LangOpts);
  if (FileRange.isInvalid())
    return std::nullopt;
  auto [BeginFID, BeginOffset] = SM.getDecomposedLoc(FileRange.getBegin());
  auto [EndFID, EndOffset] = SM.getDecomposedLoc(FileRange.getEnd());
  if (BeginFID != EndFID || EndOffset < BeginOffset)
    return std::nullopt;
  SourceSpan Span;
  Span.File = path(BeginFID);
  if (Span.File.empty())
    return std::nullopt;
  Span.Begin = point(BeginFID, BeginOffset);
  Span.End = point(BeginFID, EndOffset);
  if (FID)
    *FID = BeginFID;
  return Span;
}

} // namespace psolint
