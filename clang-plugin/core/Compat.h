//===- Compat.h - Every LLVM-version difference psolint depends on
//---------===//
//
// psolint builds against one LLVM major per configure (19 or 22). Every
// `#if` on the Clang version lives in this header and nowhere else.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_COMPAT_H
#define PSOLINT_CORE_COMPAT_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "clang/Basic/Version.h"

namespace psolint::compat {

/// The definition of the record a type names (through typedefs, elaborated
/// sugar and template specialisation types), or null. LLVM 22 removed
/// ElaboratedType and made RecordType::getDecl() return the declaration the
/// type was written with; going through the canonical type and asking for
/// the definition works on both.
inline const clang::RecordDecl *recordOf(clang::QualType T) {
  if (T.isNull())
    return nullptr;
  const auto *RT = llvm::dyn_cast<clang::RecordType>(T.getCanonicalType());
  if (!RT)
    return nullptr;
  return RT->getDecl()->getDefinition();
}

/// The enum a type names, definition preferred, or null.
inline const clang::EnumDecl *enumOf(clang::QualType T) {
  if (T.isNull())
    return nullptr;
  const auto *ET = llvm::dyn_cast<clang::EnumType>(T.getCanonicalType());
  if (!ET)
    return nullptr;
  const clang::EnumDecl *ED = ET->getDecl();
  if (const clang::EnumDecl *Def = ED->getDefinition())
    return Def;
  return ED;
}

/// The type a tag declaration declares (LLVM 22 renamed the accessor).
inline clang::QualType tagType(const clang::ASTContext &Ctx,
                               const clang::TagDecl *Tag) {
#if CLANG_VERSION_MAJOR >= 22
  return Ctx.getCanonicalTagType(Tag);
#else
  return Ctx.getTagDeclType(Tag);
#endif
}

/// The major version of the Clang headers this file is compiled against.
constexpr unsigned builtForMajor() { return CLANG_VERSION_MAJOR; }

} // namespace psolint::compat

#endif // PSOLINT_CORE_COMPAT_H
