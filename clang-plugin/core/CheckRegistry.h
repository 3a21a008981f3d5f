//===- CheckRegistry.h - Check ids, metadata and glob selection -*- C++ -*-===//
#ifndef PSOLINT_CORE_CHECKREGISTRY_H
#define PSOLINT_CORE_CHECKREGISTRY_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace psolint {

enum class CheckId : unsigned {
#define PSOLINT_CHECK(Name, Id, Summary, DefaultOn, Severity, HasFixIt) Name,
#include "Checks.def"
};

enum class Severity { Warning, Error };

struct CheckInfo {
  CheckId Id;
  llvm::StringRef Name; // "d3d12-subobject-alignment"
  llvm::StringRef Summary;
  bool DefaultOn;
  Severity DefaultSeverity;
  bool HasFixIt;
};

/// Every check, in registry order.
llvm::ArrayRef<CheckInfo> allChecks();
const CheckInfo &checkInfo(CheckId Id);
/// Looks a check up by its id string; null when there is none.
const CheckInfo *findCheck(llvm::StringRef Name);

/// A clang-tidy style glob list: "-*,d3d12-stream-*". Later globs win;
/// a leading '-' removes. Matching is on whole ids, '*' matches any run.
class GlobList {
public:
  GlobList() = default;
  explicit GlobList(llvm::StringRef Text);
  /// The polarity of the last glob matching Name, if any matches.
  std::optional<bool> decide(llvm::StringRef Name) const;
  bool contains(llvm::StringRef Name) const {
    return decide(Name).value_or(false);
  }
  bool empty() const { return Globs.empty(); }
  /// Globs that match no check id (a likely typo), as written.
  std::vector<std::string> unmatched(llvm::ArrayRef<CheckInfo> Checks) const;

private:
  struct Glob {
    bool Positive;
    std::string Pattern;
  };
  llvm::SmallVector<Glob, 4> Globs;
};

bool globMatches(llvm::StringRef Pattern, llvm::StringRef Text);

/// Which checks run: the registry defaults, then the user's globs on top.
class CheckFilter {
public:
  CheckFilter() = default;
  explicit CheckFilter(llvm::StringRef Globs) : User(Globs) {}
  bool isEnabled(CheckId Id) const;

private:
  GlobList User;
};

} // namespace psolint

#endif // PSOLINT_CORE_CHECKREGISTRY_H
