//===- FixApplier.cpp -----------------------------------------------------===//
#include "FixApplier.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/xxhash.h"

#include <map>
#include <tuple>

using namespace llvm;

namespace psolint {
namespace {

/// Two different edits that cannot both apply: they share a start (the
/// order of two insertions there would be a guess) or one begins inside
/// the other. An insertion right after a replaced range is fine.
bool overlap(const TextEdit &A, const TextEdit &B) {
  if (A.Span.File != B.Span.File)
    return false;
  unsigned ABegin = A.Span.Begin.Offset, BBegin = B.Span.Begin.Offset;
  if (ABegin == BBegin)
    return true;
  if (ABegin < BBegin)
    return BBegin < ABegin + A.length();
  return ABegin < BBegin + B.length();
}

std::string where(const TextEdit &Edit) {
  return (Edit.Span.File + ":" + Twine(Edit.Span.Begin.Line) + ":" +
          Twine(Edit.Span.Begin.Column))
      .str();
}

/// Replaces Path (the file a symlink points to, not the link) by a
/// temporary file in the same directory holding Content, with Path's
/// permissions: readers see the old file or the new one, never half.
std::error_code replaceAtomically(StringRef Path, StringRef Content) {
  SmallString<256> Target;
  if (sys::fs::real_path(Path, Target))
    Target = Path;
  sys::fs::file_status Status;
  if (std::error_code EC = sys::fs::status(Target, Status))
    return EC;
  SmallString<256> Temporary;
  int FD = -1;
  if (std::error_code EC =
          sys::fs::createUniqueFile(Target + ".psolint-%%%%%%", FD, Temporary))
    return EC;
  std::error_code EC;
  {
    raw_fd_ostream OS(FD, /*shouldClose=*/true);
    OS << Content;
    OS.close();
    EC = OS.error();
    OS.clear_error();
  }
  if (!EC)
    EC = sys::fs::setPermissions(Temporary, Status.permissions());
  if (!EC)
    EC = sys::fs::rename(Temporary, Target);
  if (EC)
    sys::fs::remove(Temporary);
  return EC;
}

} // namespace

FixOutcome applyFixes(ArrayRef<const Report *> Reports,
                      const StringMap<ParsedFile> &Files, raw_ostream &Diag) {
  FixOutcome Outcome;
  auto Error = [&](const Twine &Message) {
    Diag << "psolint: error: " << Message << "\n";
    ++Outcome.Errors;
  };

  // The files to edit, each read once and checked against what was parsed.
  StringMap<std::string> Contents;
  StringMap<bool> Checked;
  auto Check = [&](StringRef File) {
    auto Parsed = Files.find(File);
    if (Parsed == Files.end() || Parsed->second.IsSystemHeader)
      return false;
    if (Parsed->second.Inconsistent) {
      Error("'" + File +
            "' changed while it was being analysed; its fix-its "
            "were not applied");
      return false;
    }
    ErrorOr<std::unique_ptr<MemoryBuffer>> Now = MemoryBuffer::getFile(
        File, /*IsText=*/false, /*RequiresNullTerminator=*/false);
    if (!Now) {
      Error("cannot read '" + File + "': " + Now.getError().message() +
            "; its fix-its were not applied");
      return false;
    }
    if (xxh3_64bits((*Now)->getBuffer()) != Parsed->second.ContentHash) {
      Error("'" + File +
            "' changed since it was parsed; its fix-its were "
            "not applied");
      return false;
    }
    Contents[File] = (*Now)->getBuffer().str();
    return true;
  };
  auto Usable = [&](StringRef File) {
    auto [It, Inserted] = Checked.try_emplace(File, false);
    if (Inserted)
      It->second = Check(File);
    return It->second;
  };

  // Each distinct edit once, and which of them each finding needs.
  std::vector<const Report *> Candidates;
  std::vector<TextEdit> Edits;
  std::vector<std::vector<size_t>> EditsOf;
  std::map<std::tuple<std::string, unsigned, unsigned, std::string>, size_t>
      IndexOf;
  for (const Report *R : Reports) {
    if (R->Edits.empty())
      continue;
    bool AllUsable = true;
    for (const TextEdit &Edit : R->Edits)
      AllUsable &= Usable(Edit.Span.File);
    if (!AllUsable)
      continue;
    std::vector<size_t> Mine;
    for (const TextEdit &Edit : R->Edits) {
      auto [It, Inserted] = IndexOf.try_emplace(
          {Edit.Span.File, Edit.Span.Begin.Offset, Edit.length(), Edit.Text},
          Edits.size());
      if (Inserted)
        Edits.push_back(Edit);
      Mine.push_back(It->second);
    }
    Candidates.push_back(R);
    EditsOf.push_back(std::move(Mine));
  }

  std::vector<bool> Refused(Candidates.size());
  // One finding that translation units want fixed differently (a header
  // included from C and from C++, spelled _Alignas in one and alignas in
  // the other): its edits need not overlap, but both together break every
  // unit, so none is applied.
  std::map<std::tuple<unsigned, std::string, unsigned>, std::vector<size_t>>
      SameFinding;
  for (size_t R = 0; R != Candidates.size(); ++R) {
    llvm::sort(EditsOf[R]);
    const Report &Finding = *Candidates[R];
    SameFinding[{static_cast<unsigned>(Finding.Check), Finding.Where.File,
                 Finding.Where.Begin.Offset}]
        .push_back(R);
  }
  for (const auto &Entry : SameFinding) {
    const std::vector<size_t> &Group = Entry.second;
    if (llvm::all_of(Group,
                     [&](size_t R) { return EditsOf[R] == EditsOf[Group[0]]; }))
      continue;
    for (size_t R : Group)
      Refused[R] = true;
    const Report &Finding = *Candidates[Group[0]];
    Error("the fix-its of [" + checkInfo(Finding.Check).Name + "] at " +
          Finding.Where.File + ":" + Twine(Finding.Where.Begin.Line) + ":" +
          Twine(Finding.Where.Begin.Column) +
          " differ from one translation unit to another; none was applied");
  }

  // A finding whose edit overlaps another's is refused, and so is that one.
  std::vector<std::vector<size_t>> OwnersOf(Edits.size());
  for (size_t R = 0; R != Candidates.size(); ++R)
    for (size_t E : EditsOf[R])
      OwnersOf[E].push_back(R);
  DenseSet<std::pair<size_t, size_t>> Told;
  for (size_t A = 0; A != Edits.size(); ++A)
    for (size_t B = A + 1; B != Edits.size(); ++B) {
      if (!overlap(Edits[A], Edits[B]))
        continue;
      for (size_t RA : OwnersOf[A])
        for (size_t RB : OwnersOf[B]) {
          Refused[RA] = Refused[RB] = true;
          if (!Told.insert({std::min(RA, RB), std::max(RA, RB)}).second)
            continue;
          std::string First = "[" +
                              checkInfo(Candidates[RA]->Check).Name.str() +
                              "] at " + where(Edits[A]);
          if (RA == RB)
            Error("the fix-its of " + First +
                  " overlap each other; not "
                  "applied");
          else
            Error("the fix-its of " + First + " and [" +
                  checkInfo(Candidates[RB]->Check).Name + "] at " +
                  where(Edits[B]) + " overlap; neither was applied");
        }
    }

  // The edits of the accepted findings, per file, from the end backwards so
  // that earlier offsets stay valid.
  StringMap<std::vector<size_t>> PerFile;
  std::vector<bool> Taken(Edits.size());
  for (size_t R = 0; R != Candidates.size(); ++R)
    if (!Refused[R])
      for (size_t E : EditsOf[R])
        if (!Taken[E]) {
          Taken[E] = true;
          PerFile[Edits[E].Span.File].push_back(E);
        }
  StringSet<> Written;
  for (auto &Entry : PerFile) {
    std::string &Text = Contents[Entry.getKey()];
    std::vector<size_t> &Order = Entry.getValue();
    llvm::sort(Order, [&](size_t A, size_t B) {
      return Edits[A].Span.Begin.Offset > Edits[B].Span.Begin.Offset;
    });
    for (size_t E : Order)
      Text.replace(Edits[E].Span.Begin.Offset, Edits[E].length(),
                   Edits[E].Text);
    if (std::error_code EC = replaceAtomically(Entry.getKey(), Text)) {
      Error("cannot write '" + Entry.getKey() + "': " + EC.message());
      continue;
    }
    Written.insert(Entry.getKey());
  }
  Outcome.WrittenFiles = Written.size();
  for (size_t R = 0; R != Candidates.size(); ++R) {
    if (Refused[R])
      continue;
    bool Done = true;
    for (size_t E : EditsOf[R])
      Done &= Written.count(Edits[E].Span.File) != 0;
    Outcome.FixedFindings += Done;
  }
  return Outcome;
}

} // namespace psolint
