//===- UserCode.h - The records and evidence a TU's own code gives -*- C++
//-*-===//
//
// The analyzer and the layout report build the subobject model from the same
// walk over the user's code (never the SDK's), so they see the same records
// with the same kinds.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_USERCODE_H
#define PSOLINT_CORE_USERCODE_H

#include "SubobjectModel.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include <vector>

namespace psolint {

/// The definition of the tag enum, or null when the translation unit never
/// declares one (then there is nothing to look at).
const clang::EnumDecl *findTagEnum(clang::ASTContext &Ctx);

/// Whether Loc is in the user's code: valid and not in a system header.
bool isUserCode(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// The operand of `&` in a pointer expression (`&stream`, `&pso.stream`),
/// looking through parentheses and casts. Null when the pointer is not an
/// address-of: a pointer variable, a call, or d3dx12's overloaded operator&
/// (which returns the inner, not the subobject).
const clang::Expr *addressedObject(const clang::Expr *Pointer);

/// The variable a pointer expression is the address of (`&stream`), or null.
const clang::VarDecl *addressedVariable(const clang::Expr *Pointer);

/// Facts from the user's function bodies for the use-site checks.
struct UseSites {
  std::vector<const clang::CallExpr *> DerivedCalls;
  /// Variables and typedefs of record type the user declares.
  std::vector<const clang::VarDecl *> RecordVariables;
  std::vector<const clang::TypedefNameDecl *> RecordTypedefs;
  /// Variables of static storage the user declares (globals, static
  /// members and static locals): the objects a function can name that
  /// are neither its own nor handed to it.
  std::vector<const clang::VarDecl *> StaticVariables;
  /// Per record or array variable: uses that are neither a member write,
  /// the address put into a stream desc, nor inside sizeof. Any such use
  /// may change it.
  llvm::DenseMap<const clang::VarDecl *, unsigned> OtherUses;
  /// Every value stored into a pPipelineStateSubobjectStream member,
  /// however the desc is reached (`this->Desc.p... = &Member`).
  std::vector<const clang::Expr *> StreamPointers;
  /// Where the value model starts: functions that call the runtime
  /// (CreatePipelineState, CreateStateObject, AddToStateObject) or declare
  /// a stream desc of their own, and every function that calls one of
  /// those. A function that only reads or fills a desc it is handed is
  /// followed from its callers, if any reach the runtime.
  std::vector<const clang::FunctionDecl *> DescFunctions;
  /// `D3D12SDKVersion`, the Agility SDK version the program exports.
  const clang::VarDecl *SdkVersion = nullptr;

  bool empty() const {
    return DescFunctions.empty() && DerivedCalls.empty() &&
           RecordVariables.empty() && RecordTypedefs.empty();
  }
};

/// The subobject and stream records the user's code defines (template
/// instantiations included), in declaration order, and its use sites.
struct UserRecords {
  std::vector<const SubobjectRecord *> Subobjects;
  std::vector<const StreamRecord *> Streams;
  UseSites Uses;
  /// Records whose address the program stores in a stream desc.
  llvm::DenseSet<const clang::RecordDecl *> GivenToRuntime;
};

inline constexpr llvm::StringLiteral DefaultDerivedFunction =
    "CreateDerivedGraphicsPipelineStateX";

/// Walks the user's code once, filling Evidence (the one Model was built
/// with), then classifies the records it defines through Model.
/// Records whose source contains one of ErrorLocations are left out.
UserRecords
collectUserRecords(clang::ASTContext &Ctx, SubobjectModel &Model,
                   KindEvidence &Evidence,
                   llvm::StringRef DerivedFunction = DefaultDerivedFunction,
                   llvm::ArrayRef<clang::SourceLocation> ErrorLocations = {});

} // namespace psolint

#endif // PSOLINT_CORE_USERCODE_H
