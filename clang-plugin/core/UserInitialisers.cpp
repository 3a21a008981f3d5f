//===- UserInitialisers.cpp - Tag kinds from aggregate initialisers -------===//
//
// Part of the walk over the user's code (UserCode.cpp): the tag values an
// aggregate or designated initialiser gives, per tag member and per stream
// member, and how many leading members initialisers fill by position (a
// member removed from the record would shift them).
//
//===----------------------------------------------------------------------===//
#include "Compat.h"
#include "UserCodeWalk.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// How many leading members an initialiser fills by position, as
/// written: designators name their members instead, and the members Sema
/// fills in implicitly (value-initialised, default-constructed) sit at
/// the closing brace.
unsigned writtenPositions(const InitListExpr *Semantic) {
  const InitListExpr *Written = Semantic->getSyntacticForm();
  bool Separate = Written != nullptr;
  if (!Written)
    Written = Semantic;
  unsigned Count = 0, Index = 0;
  for (const Expr *Init : Written->inits()) {
    ++Index;
    if (!Init) // left by Clang's recovery from an error
      continue;
    if (isa<DesignatedInitExpr>(Init))
      return 0;
    if (isa<ImplicitValueInitExpr>(Init) || isa<CXXDefaultInitExpr>(Init))
      continue;
    if (!Separate && (Init->getBeginLoc().isInvalid() ||
                      Init->getBeginLoc() == Semantic->getRBraceLoc()))
      continue;
    Count = Index;
  }
  return Count;
}

/// The tag value one member initialiser gives, or the initialisers nested
/// in it.
void collectMember(const SubobjectModel &Model, KindEvidence &Evidence,
                   const FieldDecl *FD, const Expr *Init,
                   const FieldDecl *Via) {
  if (!Init)
    return;
  if (const auto *Nested = dyn_cast<InitListExpr>(Init->IgnoreImplicit())) {
    // An anonymous union or struct stays within the same subobject.
    collectInitialiserKinds(Model, Evidence, Nested,
                            FD->isAnonymousStructOrUnion() ? Via : FD);
    return;
  }
  if (isa<ImplicitValueInitExpr>(Init) || isa<CXXDefaultInitExpr>(Init))
    return;
  bool IsEnumerator = Model.namesTagEnumerator(Init);
  if (!Model.isTagType(FD->getType()) && !IsEnumerator)
    return;
  std::optional<int64_t> Kind = Model.evaluateTag(Init);
  if (!Kind)
    return;
  if (IsEnumerator && !Model.isTagType(FD->getType()))
    Evidence.AssignedTagEnumerator.insert(FD);
  Evidence.ByTagField[FD].add(*Kind);
  Evidence.Sites.push_back({Init, FD, *Kind});
  if (Via)
    Evidence.ByStreamMember[Via].add(*Kind);
}

} // namespace

void collectInitialiserKinds(const SubobjectModel &Model,
                             KindEvidence &Evidence, const InitListExpr *ILE,
                             const FieldDecl *Via) {
  const RecordDecl *RD = compat::recordOf(ILE->getType());
  if (!RD || !RD->isCompleteDefinition())
    return;
  if (RD->isUnion()) {
    const FieldDecl *FD = ILE->getInitializedFieldInUnion();
    if (FD && ILE->getNumInits() == 1)
      collectMember(Model, Evidence, FD, ILE->getInit(0), Via);
    return;
  }
  unsigned Index = 0;
  for (const FieldDecl *FD : RD->fields()) {
    if (Index >= ILE->getNumInits())
      break;
    collectMember(Model, Evidence, FD, ILE->getInit(Index++), Via);
  }
  unsigned &Count = Evidence.ExplicitInitCount[RD];
  Count = std::max(Count, writtenPositions(ILE));
}

} // namespace psolint
