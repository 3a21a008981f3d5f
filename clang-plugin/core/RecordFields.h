//===- RecordFields.h - Fields and names the headers declare ----*- C++ -*-===//
//
// Where a field of a D3D12 record sits for the target, and what the
// translation unit's top level declares by a name: the few lookups the
// checks that read a desc's content, the state-object view and the byte
// walker share.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_RECORDFIELDS_H
#define PSOLINT_CORE_RECORDFIELDS_H

#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace clang {
class ASTContext;
class NamedDecl;
class RecordDecl;
} // namespace clang

namespace psolint {

/// A field's bytes in a record, for the target.
struct FieldPlace {
  uint64_t Offset = 0;
  uint64_t Size = 0;
  clang::QualType Type;
};

/// The place of Path in RD: a member ("NumRenderTargets") or a path of
/// members and constant indices ("BlendState.RenderTarget[2].BlendEnable"),
/// looking through the one base of d3dx12's wrappers (CD3DX12_BLEND_DESC is
/// a D3D12_BLEND_DESC). None when a part is missing, a bit-field, or not
/// laid out (incomplete, invalid or dependent records).
std::optional<FieldPlace> fieldPlace(const clang::ASTContext &Ctx,
                                     const clang::RecordDecl *RD,
                                     llvm::StringRef Path);

/// What the translation unit's top level declares by Name: a typedef, a
/// tag or an enumerator (a typedef and its struct share a name: either).
const clang::NamedDecl *topLevelDecl(clang::ASTContext &Ctx,
                                     llvm::StringRef Name);

/// The type Name declares at the top level (a typedef's, a defined tag's),
/// and void* for a name ending in '*' (what a kind table says of pointers).
std::optional<clang::QualType> topLevelType(clang::ASTContext &Ctx,
                                            llvm::StringRef Name);

/// The enumerator of T's enum whose value is Value ("DXGI_FORMAT_R32_UINT"),
/// or "" when T is no enum or none has it.
llvm::StringRef enumeratorName(clang::QualType T, int64_t Value);

} // namespace psolint

#endif // PSOLINT_CORE_RECORDFIELDS_H
