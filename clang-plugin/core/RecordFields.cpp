//===- RecordFields.cpp ---------------------------------------------------===//
#include "RecordFields.h"
#include "Compat.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// The place of the member Name in RD, through a single base.
std::optional<FieldPlace> memberPlace(const ASTContext &Ctx,
                                      const RecordDecl *RD, StringRef Name) {
  if (!RD || !(RD = RD->getDefinition()) || RD->isInvalidDecl() ||
      RD->isDependentType())
    return std::nullopt;
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
  for (const FieldDecl *FD : RD->fields())
    if (FD->getDeclName().isIdentifier() && FD->getName() == Name) {
      if (FD->isBitField() || FD->getType()->isIncompleteType())
        return std::nullopt;
      return FieldPlace{
          uint64_t(Ctx.toCharUnitsFromBits(
                          Layout.getFieldOffset(FD->getFieldIndex()))
                       .getQuantity()),
          uint64_t(Ctx.getTypeSizeInChars(FD->getType()).getQuantity()),
          FD->getType()};
    }
  const auto *CRD = dyn_cast<CXXRecordDecl>(RD);
  if (!CRD || CRD->getNumBases() != 1)
    return std::nullopt;
  const auto *Base = dyn_cast_or_null<CXXRecordDecl>(
      compat::recordOf(CRD->bases_begin()->getType()));
  if (!Base)
    return std::nullopt;
  std::optional<FieldPlace> F = memberPlace(Ctx, Base, Name);
  if (F)
    F->Offset += uint64_t(Layout.getBaseClassOffset(Base).getQuantity());
  return F;
}

} // namespace

std::optional<FieldPlace> fieldPlace(const ASTContext &Ctx,
                                     const RecordDecl *RD, StringRef Path) {
  FieldPlace At;
  bool First = true;
  while (!Path.empty()) {
    StringRef Part;
    std::tie(Part, Path) = Path.split('.');
    StringRef Name = Part.take_until([](char C) { return C == '['; });
    StringRef Indices = Part.drop_front(Name.size());
    const RecordDecl *Holder =
        First ? RD : compat::recordOf(At.Type.getCanonicalType());
    std::optional<FieldPlace> F = memberPlace(Ctx, Holder, Name);
    if (!F)
      return std::nullopt;
    F->Offset += At.Offset;
    At = *F;
    First = false;
    // Each "[N]" steps into an element of a constant array.
    while (Indices.consume_front("[")) {
      uint64_t Index;
      if (Indices.consumeInteger(10, Index) || !Indices.consume_front("]"))
        return std::nullopt;
      const auto *AT = Ctx.getAsConstantArrayType(At.Type);
      if (!AT || Index >= AT->getSize().getZExtValue())
        return std::nullopt;
      uint64_t Element =
          Ctx.getTypeSizeInChars(AT->getElementType()).getQuantity();
      At = FieldPlace{At.Offset + Index * Element, Element,
                      AT->getElementType()};
    }
    if (!Indices.empty())
      return std::nullopt;
  }
  if (First)
    return std::nullopt;
  return At;
}

const NamedDecl *topLevelDecl(ASTContext &Ctx, StringRef Name) {
  for (const NamedDecl *D :
       Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name)))
    if (isa<TypedefNameDecl>(D) || isa<TagDecl>(D) || isa<EnumConstantDecl>(D))
      return D;
  return nullptr;
}

std::optional<QualType> topLevelType(ASTContext &Ctx, StringRef Name) {
  if (Name.consume_back("*"))
    return Ctx.VoidPtrTy;
  if (Name.empty())
    return std::nullopt;
  for (const NamedDecl *D :
       Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get(Name))) {
    if (const auto *TD = dyn_cast<TypedefNameDecl>(D))
      return TD->getUnderlyingType();
    if (const auto *Tag = dyn_cast<TagDecl>(D))
      if (const TagDecl *Def = Tag->getDefinition())
        return compat::tagType(Ctx, Def);
  }
  return std::nullopt;
}

StringRef enumeratorName(QualType T, int64_t Value) {
  const EnumDecl *ED = compat::enumOf(T.getCanonicalType());
  if (!ED || !(ED = ED->getDefinition()))
    return "";
  for (const EnumConstantDecl *E : ED->enumerators())
    if (E->getInitVal().getSExtValue() == Value)
      return E->getName();
  return "";
}

} // namespace psolint
