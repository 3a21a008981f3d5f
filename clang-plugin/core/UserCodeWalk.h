//===- UserCodeWalk.h - The walk over the user's code (private) -*- C++ -*-===//
//
// Between UserCode.cpp, which walks the user's declarations and bodies once,
// and UserRecords.cpp, which sorts what the walk found into the records to
// check. Not part of the core's interface.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_USERCODEWALK_H
#define PSOLINT_CORE_USERCODEWALK_H

#include "UserCode.h"

#include "clang/AST/DeclTemplate.h"
#include <vector>

namespace psolint {

/// The records the walk met, and the templates whose instantiations hold
/// more (instantiations are not walked).
struct UserCodeWalk {
  std::vector<const clang::RecordDecl *> Records;
  std::vector<const clang::ClassTemplateDecl *> Templates;
  std::vector<const clang::FunctionTemplateDecl *> FunctionTemplates;
};

/// Walks the file-scope declarations of the user's own files (never a
/// system header's): the kind evidence goes to Evidence, the use sites to
/// Uses (DescFunctions closed over their callers).
UserCodeWalk walkUserCode(clang::ASTContext &Ctx, const SubobjectModel &Model,
                          KindEvidence &Evidence, UseSites &Uses,
                          llvm::StringRef DerivedFunction);

/// Records the tag values an aggregate initialiser gives, per tag member
/// and per stream member (Via) when nested in a stream's initialiser
/// (UserInitialisers.cpp).
void collectInitialiserKinds(const SubobjectModel &Model,
                             KindEvidence &Evidence,
                             const clang::InitListExpr *ILE,
                             const clang::FieldDecl *Via);

} // namespace psolint

#endif // PSOLINT_CORE_USERCODEWALK_H
