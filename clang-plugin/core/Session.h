//===- Session.h - One translation unit's analysis --------------*- C++ -*-===//
//
// What psolint computes of a translation unit, once: the kinds of the tag
// enum, the records the user's code declares and uses with their subobject
// model and, on first use, the value model and the state-object views. The
// checks (through CheckContext) and the tool's --layout tables read the
// same session; neither builds a model of its own.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_SESSION_H
#define PSOLINT_CORE_SESSION_H

#include "KindTable.h"
#include "StateObjectView.h"
#include "SubobjectModel.h"
#include "UserCode.h"
#include "ValueModel.h"

#include "clang/AST/ASTContext.h"
#include <memory>
#include <optional>
#include <vector>

namespace psolint {

class AnalysisSession {
public:
  /// The session of a translation unit; null when it never declares the tag
  /// enum (no D3D12 header: nothing to analyse).
  static std::unique_ptr<AnalysisSession>
  create(clang::ASTContext &Ctx,
         llvm::StringRef DerivedFunction = DefaultDerivedFunction,
         llvm::ArrayRef<clang::SourceLocation> ErrorLocations = {});

  clang::ASTContext &context() const { return Model.context(); }
  const KindTable &kinds() const { return Kinds; }
  SubobjectModel &model() { return Model; }
  /// The subobject and stream records of the user's code, and their uses.
  const UserRecords &records() const { return Records; }
  /// Whether the user's code declares or uses nothing a check reads.
  bool empty() const {
    return Records.Subobjects.empty() && Records.Streams.empty() &&
           Records.Uses.empty();
  }

  /// What stream and desc objects hold where the runtime reads them.
  const ValueModel &values() const;
  /// The state-object kinds and records of the headers.
  const StateObjectTypes &stateObjectTypes() const;
  /// Every CreateStateObject / AddToStateObject use read as the runtime
  /// reads it, one view per path.
  const std::vector<StateObjectUse> &stateObjects() const;

private:
  AnalysisSession(clang::ASTContext &Ctx, const clang::EnumDecl &TagEnum,
                  llvm::StringRef DerivedFunction,
                  llvm::ArrayRef<clang::SourceLocation> ErrorLocations);

  KindTable Kinds;
  KindEvidence Evidence;
  SubobjectModel Model;
  UserRecords Records;
  mutable std::unique_ptr<ValueModel> Values;
  mutable std::unique_ptr<StateObjectTypes> StateTypes;
  mutable std::optional<std::vector<StateObjectUse>> StateObjects;
};

} // namespace psolint

#endif // PSOLINT_CORE_SESSION_H
