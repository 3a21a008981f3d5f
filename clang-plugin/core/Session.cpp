//===- Session.cpp - One translation unit's analysis ----------------------===//
#include "Session.h"

using namespace clang;
using namespace llvm;

namespace psolint {

std::unique_ptr<AnalysisSession>
AnalysisSession::create(ASTContext &Ctx, StringRef DerivedFunction,
                        ArrayRef<SourceLocation> ErrorLocations) {
  const EnumDecl *TagEnum = findTagEnum(Ctx);
  if (!TagEnum)
    return nullptr;
  return std::unique_ptr<AnalysisSession>(
      new AnalysisSession(Ctx, *TagEnum, DerivedFunction, ErrorLocations));
}

AnalysisSession::AnalysisSession(ASTContext &Ctx, const EnumDecl &TagEnum,
                                 StringRef DerivedFunction,
                                 ArrayRef<SourceLocation> ErrorLocations)
    : Kinds(TagEnum), Model(Ctx, Kinds, Evidence),
      Records(collectUserRecords(Ctx, Model, Evidence, DerivedFunction,
                                 ErrorLocations)) {}

const ValueModel &AnalysisSession::values() const {
  if (!Values)
    Values = std::make_unique<ValueModel>(context(), Records.Uses.DescFunctions,
                                          Records.Uses.StaticVariables);
  return *Values;
}

const StateObjectTypes &AnalysisSession::stateObjectTypes() const {
  if (!StateTypes)
    StateTypes = std::make_unique<StateObjectTypes>(context());
  return *StateTypes;
}

const std::vector<StateObjectUse> &AnalysisSession::stateObjects() const {
  if (!StateObjects) {
    StateObjects.emplace();
    // The records and kinds are looked up by name in the translation unit,
    // which builds its lookup table: only where a state object is used.
    if (values().stateObjectUses().empty())
      return *StateObjects;
    for (const RuntimeUse &Use : values().stateObjectUses())
      StateObjects->push_back(
          {&Use, viewStateObjects(stateObjectTypes(), values(), Use)});
  }
  return *StateObjects;
}

} // namespace psolint
