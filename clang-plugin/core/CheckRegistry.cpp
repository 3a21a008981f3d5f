//===- CheckRegistry.cpp --------------------------------------------------===//
#include "CheckRegistry.h"

#include "llvm/ADT/StringExtras.h"

using namespace llvm;

namespace psolint {

static const CheckInfo Registry[] = {
#define PSOLINT_CHECK(Name, Id, Summary, DefaultOn, Sev, HasFixIt)             \
  {CheckId::Name, Id, Summary, DefaultOn, Severity::Sev, HasFixIt},
#include "Checks.def"
};

ArrayRef<CheckInfo> allChecks() { return Registry; }

const CheckInfo &checkInfo(CheckId Id) {
  return Registry[static_cast<unsigned>(Id)];
}

const CheckInfo *findCheck(StringRef Name) {
  for (const CheckInfo &Info : Registry)
    if (Info.Name == Name)
      return &Info;
  return nullptr;
}

bool globMatches(StringRef Pattern, StringRef Text) {
  // Iterative wildcard match with single-star backtracking: linear in
  // practice and no recursion on hostile input.
  size_t P = 0, T = 0, StarP = StringRef::npos, StarT = 0;
  while (T < Text.size()) {
    if (P < Pattern.size() && Pattern[P] == '*') {
      StarP = P++;
      StarT = T;
    } else if (P < Pattern.size() && Pattern[P] == Text[T]) {
      ++P;
      ++T;
    } else if (StarP != StringRef::npos) {
      P = StarP + 1;
      T = ++StarT;
    } else {
      return false;
    }
  }
  while (P < Pattern.size() && Pattern[P] == '*')
    ++P;
  return P == Pattern.size();
}

GlobList::GlobList(StringRef Text) {
  SmallVector<StringRef, 8> Parts;
  Text.split(Parts, ',', /*MaxSplit=*/-1, /*KeepEmpty=*/false);
  for (StringRef Part : Parts) {
    Part = Part.trim();
    if (Part.empty())
      continue;
    bool Positive = !Part.consume_front("-");
    Part = Part.trim();
    if (Part.empty())
      continue;
    Globs.push_back({Positive, Part.str()});
  }
}

std::optional<bool> GlobList::decide(StringRef Name) const {
  std::optional<bool> Result;
  for (const Glob &G : Globs)
    if (globMatches(G.Pattern, Name))
      Result = G.Positive;
  return Result;
}

std::vector<std::string> GlobList::unmatched(ArrayRef<CheckInfo> Checks) const {
  std::vector<std::string> Result;
  for (const Glob &G : Globs) {
    // A removal glob like "-*" or "-clang-*" names no psolint check on
    // purpose when mixed with clang-tidy's own; only positive globs count.
    if (!G.Positive)
      continue;
    bool Any = false;
    for (const CheckInfo &Info : Checks)
      Any |= globMatches(G.Pattern, Info.Name);
    if (!Any)
      Result.push_back(G.Pattern);
  }
  return Result;
}

bool CheckFilter::isEnabled(CheckId Id) const {
  // The user's globs apply on top of the registry defaults, as a
  // .clang-tidy Checks line applies on top of its parent's.
  const CheckInfo &Info = checkInfo(Id);
  return User.decide(Info.Name).value_or(Info.DefaultOn);
}

} // namespace psolint
