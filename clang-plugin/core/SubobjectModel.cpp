//===- SubobjectModel.cpp -------------------------------------------------===//
#include "SubobjectModel.h"
#include "Compat.h"

#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"

using namespace clang;
using namespace llvm;

namespace psolint {

uint64_t alignTo(uint64_t Value, uint64_t Align) {
  return Align ? (Value + Align - 1) / Align * Align : Value;
}

std::string recordName(const RecordDecl *RD) {
  if (const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD)) {
    PrintingPolicy Policy(RD->getASTContext().getLangOpts());
    Policy.SuppressTagKeyword = true;
    std::string Name;
    raw_string_ostream OS(Name);
    CTSD->getNameForDiagnostic(OS, Policy, /*Qualified=*/false);
    return OS.str();
  }
  if (!RD->getName().empty())
    return RD->getName().str();
  if (const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl())
    return TD->getName().str();
  // `struct { ... } stream;`: the declarator right after the definition.
  bool Next = false;
  for (const Decl *D : RD->getDeclContext()->decls()) {
    if (D == RD) {
      Next = true;
      continue;
    }
    if (!Next)
      continue;
    if (const auto *VD = dyn_cast<DeclaratorDecl>(D)) {
      QualType T = VD->getType();
      while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
        T = AT->getElementType();
      if (compat::recordOf(T) == RD && !VD->getName().empty())
        return VD->getName().str();
    }
    break;
  }
  return "(anonymous)";
}

const RecordDecl *writtenRecord(const RecordDecl *RD) {
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    if (const CXXRecordDecl *Pattern = CRD->getTemplateInstantiationPattern())
      return Pattern;
  return RD;
}

bool SubobjectModel::isAnalyzable(const RecordDecl *RD) {
  if (!RD || RD->isInvalidDecl() || !RD->isCompleteDefinition())
    return false;
  if (RD->getDefinition() != RD)
    return false;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    if (CRD->isDependentContext())
      return false;
  return true;
}

SubobjectModel::SubobjectModel(ASTContext &Ctx, const KindTable &Kinds,
                               const KindEvidence &Evidence)
    : Ctx(Ctx), Kinds(Kinds), Evidence(Evidence) {
  PointerAlign = Ctx.getTypeAlignInChars(Ctx.VoidPtrTy).getQuantity();
}

bool SubobjectModel::isTagType(QualType T) const {
  const EnumDecl *ED = compat::enumOf(T);
  return ED && ED->getName() == TagEnumName;
}

std::optional<int64_t> SubobjectModel::evaluateTag(const Expr *E) const {
  if (!E)
    return std::nullopt;
  if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(E))
    E = Default->getExpr();
  if (!E || E->isValueDependent() || E->isTypeDependent() ||
      E->containsErrors())
    return std::nullopt;
  if (!E->getType()->isIntegralOrEnumerationType())
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, Ctx))
    return std::nullopt;
  return Result.Val.getInt().getSExtValue();
}

bool SubobjectModel::namesTagEnumerator(const Expr *E) const {
  if (!E)
    return false;
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
  if (!DRE)
    return false;
  const auto *ECD = dyn_cast<EnumConstantDecl>(DRE->getDecl());
  if (!ECD)
    return false;
  const auto *ED = dyn_cast<EnumDecl>(ECD->getDeclContext());
  return ED && ED->getName() == TagEnumName;
}

uint64_t SubobjectModel::fieldOffset(const FieldDecl *FD) const {
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(FD->getParent());
  return Layout.getFieldOffset(FD->getFieldIndex()) / Ctx.getCharWidth();
}

/// A plain integer member counts as a tag where code initialises it from a
/// tag enumerator: in its declaration, a constructor, or an assignment.
bool SubobjectModel::isIntegerTag(const FieldDecl *FD) const {
  QualType T = FD->getType().getCanonicalType();
  if (!T->isIntegerType() || T->isEnumeralType() || FD->isBitField())
    return false;
  if (FD->hasInClassInitializer() &&
      namesTagEnumerator(FD->getInClassInitializer()))
    return true;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(FD->getParent()))
    for (const CXXConstructorDecl *Ctor : CRD->ctors())
      for (const CXXCtorInitializer *Init : Ctor->inits())
        if (Init->getAnyMember() == FD && namesTagEnumerator(Init->getInit()))
          return true;
  return Evidence.AssignedTagEnumerator.count(FD) != 0;
}

static const RecordDecl *anonymousRecordOf(const FieldDecl *FD) {
  if (!FD->isAnonymousStructOrUnion())
    return nullptr;
  return compat::recordOf(FD->getType());
}

/// Whether a member holds a tag: is one, or is an anonymous struct/union or
/// a named union with one as a direct member.
static const FieldDecl *tagIn(const SubobjectModel &Model, const FieldDecl *FD,
                              const FieldDecl *&UnionPartner, bool &InUnion) {
  if (Model.isTagType(FD->getType()))
    return FD;
  const RecordDecl *Holder = anonymousRecordOf(FD);
  if (!Holder)
    if (const RecordDecl *Named = compat::recordOf(FD->getType()))
      if (Named->isUnion())
        Holder = Named;
  if (!Holder)
    return nullptr;
  const FieldDecl *Tag = nullptr;
  uint64_t PartnerSize = 0;
  ASTContext &Ctx = Model.context();
  for (const FieldDecl *Member : Holder->fields()) {
    if (Model.isTagType(Member->getType()) && !Tag) {
      Tag = Member;
      continue;
    }
    if (!Holder->isUnion() || Member->getType()->isIncompleteType())
      continue;
    // The member that widens the tag: the largest, a pointer on a tie.
    uint64_t Size = Ctx.getTypeSizeInChars(Member->getType()).getQuantity();
    if (Size > PartnerSize || (Size == PartnerSize && UnionPartner &&
                               Member->getType()->isPointerType() &&
                               !UnionPartner->getType()->isPointerType())) {
      UnionPartner = Member;
      PartnerSize = Size;
    }
  }
  InUnion = Tag && Holder->isUnion();
  return Tag;
}

bool SubobjectModel::isOwnTag(const FieldDecl *FD) const {
  const FieldDecl *Pointer = nullptr;
  bool InUnion = false;
  return tagIn(*this, FD, Pointer, InUnion) != nullptr;
}

unsigned SubobjectModel::countOwnTags(const RecordDecl *RD) const {
  return llvm::count_if(RD->fields(),
                        [&](const FieldDecl *FD) { return isOwnTag(FD); });
}

bool SubobjectModel::isByteTail(const FieldDecl *FD) const {
  const ArrayType *AT = FD->getType()->getAsArrayTypeUnsafe();
  if (!AT)
    return false;
  QualType Element = AT->getElementType().getCanonicalType();
  if (Element->isCharType())
    return true;
  if (const EnumDecl *ED = compat::enumOf(Element))
    return ED->getName() == "byte"; // std::byte
  return Element->isSpecificBuiltinType(BuiltinType::UChar) ||
         Element->isSpecificBuiltinType(BuiltinType::SChar);
}

static bool isZeroLengthArray(QualType T) {
  const auto *Array = dyn_cast<ConstantArrayType>(T.getCanonicalType());
  return Array && Array->getSize() == 0;
}

bool SubobjectModel::findTag(const RecordDecl *RD, SubobjectRecord &S) {
  // Two tags of its own: a flat stream (tag, inner, tag, inner, ...), not
  // one subobject with trailing members.
  if (!RD->isUnion() && countOwnTags(RD) >= 2)
    return false;
  // Bases with data come first in layout; such a record is not a pair.
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &Base : CRD->bases())
      if (const RecordDecl *BRD = compat::recordOf(Base.getType()))
        if (!BRD->field_empty() || Base.isVirtual())
          return false;

  SmallVector<const FieldDecl *, 4> Fields(RD->fields());
  if (Fields.empty())
    return false;
  unsigned TagIndex = 0;
  for (; TagIndex != Fields.size(); ++TagIndex) {
    const FieldDecl *FD = Fields[TagIndex];
    const FieldDecl *Pointer = nullptr;
    bool InUnion = false;
    if (const FieldDecl *Tag = tagIn(*this, FD, Pointer, InUnion)) {
      S.Tag = Tag;
      S.TagHolder = FD;
      S.UnionPointer = Pointer;
      S.TagInUnion = InUnion;
      break;
    }
    if (TagIndex == 0 && isIntegerTag(FD)) {
      S.Tag = S.TagHolder = FD;
      S.IntegerTag = true;
      break;
    }
    // A record member before the tag makes this a stream (or something
    // else), not a pair with a stray leading member.
    if (compat::recordOf(FD->getType()) && !FD->isAnonymousStructOrUnion())
      return false;
  }
  if (!S.Tag)
    return false;
  // A zero-length array before the tag (`uintptr_t align_[0];`, GNU) holds
  // no byte: it only aligns the pair, and the tag is still at offset 0.
  for (unsigned I = 0; I != TagIndex; ++I)
    if (!isZeroLengthArray(Fields[I]->getType())) {
      S.LeadingMember = Fields[I];
      break;
    }
  if (TagIndex + 1 < Fields.size() &&
      !isTagType(Fields[TagIndex + 1]->getType()))
    S.Inner = S.InnerHolder = Fields[TagIndex + 1];
  return true;
}

/// With the kind known, a member between the tag and the kind's inner type
/// is padding, not the inner: `TYPE t; UINT pad; D3D12_BLEND_DESC d;`.
static void findInnerAfterPadding(const RecordDecl *RD, const KindTable &Kinds,
                                  SubobjectRecord &S) {
  if (!S.Kind || !S.Inner)
    return;
  const SubobjectKind *Kind = Kinds.find(*S.Kind);
  if (!Kind || Kind->InnerType.empty() ||
      innerTypeName(S.Inner->getType()) == Kind->InnerType)
    return;
  SmallVector<const FieldDecl *, 2> Between;
  bool Past = false;
  for (const FieldDecl *FD : RD->fields()) {
    if (FD == S.Inner)
      Past = true;
    if (!Past)
      continue;
    if (innerTypeName(FD->getType()) == Kind->InnerType) {
      S.PaddingMembers.assign(Between.begin(), Between.end());
      S.Inner = S.InnerHolder = FD;
      return;
    }
    Between.push_back(FD);
  }
}

std::unique_ptr<SubobjectRecord>
SubobjectModel::buildSubobject(const RecordDecl *RD) {
  auto S = std::make_unique<SubobjectRecord>();
  S->Record = RD;

  if (RD->isUnion()) {
    // union { struct { tag; inner; } Pair; void *Align; }: the whole pair is
    // unioned with a pointer, which is one of the two correct spellings.
    for (const FieldDecl *FD : RD->fields()) {
      const RecordDecl *Member = compat::recordOf(FD->getType());
      if (!Member || Member->isUnion() || !isAnalyzable(Member))
        continue;
      const SubobjectRecord *Pair = subobject(Member);
      if (!Pair)
        continue;
      uint64_t Base = fieldOffset(FD);
      const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
      *S = *Pair;
      S->Record = RD;
      S->WholeUnion = true;
      S->TagHolder = S->InnerHolder = FD;
      S->TagOffset += Base;
      S->InnerOffset += Base;
      S->Size = Layout.getSize().getQuantity();
      S->Align = Layout.getAlignment().getQuantity();
      S->RuntimeInnerOffset = Pair->RuntimeInnerOffset;
      S->RuntimeSize = Pair->RuntimeSize;
      return S;
    }
    return nullptr;
  }

  // The tag is found from the members alone: the layout is computed only
  // for a record that has one.
  if (!findTag(RD, *S))
    return nullptr;
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
  S->Size = Layout.getSize().getQuantity();
  S->Align = Layout.getAlignment().getQuantity();
  determineKind(*S);
  findInnerAfterPadding(RD, Kinds, *S);
  S->Packed = RD->hasAttr<MaxFieldAlignmentAttr>() || RD->hasAttr<PackedAttr>();
  S->TagOffset = fieldOffset(S->TagHolder);
  if (S->Tag != S->TagHolder)
    S->TagOffset += fieldOffset(S->Tag);
  S->TagSize = Ctx.getTypeSizeInChars(S->Tag->getType()).getQuantity();
  if (S->Inner) {
    QualType InnerType = S->Inner->getType();
    S->InnerOffset = fieldOffset(S->Inner);
    S->InnerSize = Ctx.getTypeSizeInChars(InnerType).getQuantity();
    S->InnerAlign = Ctx.getTypeAlignInChars(InnerType).getQuantity();
    S->RuntimeInnerOffset = alignTo(4, S->InnerAlign);
    S->RuntimeSize =
        alignTo(S->RuntimeInnerOffset + S->InnerSize, PointerAlign);
    bool Past = false;
    for (const FieldDecl *FD : RD->fields()) {
      if (Past)
        S->TrailingMembers.push_back(FD);
      Past |= FD == S->Inner;
    }
  } else {
    S->RuntimeSize = alignTo(4, PointerAlign);
  }
  return S;
}

void SubobjectModel::determineKind(SubobjectRecord &S) {
  auto Settle = [&](std::optional<int64_t> V, KindSource Source) {
    if (!V || S.Kind)
      return;
    S.Kind = V;
    S.Source = Source;
  };

  // d3dx12's CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT<Inner, Type, Default>
  // and users' templates carry the kind as a template argument.
  const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(S.Record);
  if (CTSD && !S.FlatPair) {
    std::optional<int64_t> FromArgs;
    unsigned Count = 0;
    for (const TemplateArgument &Arg : CTSD->getTemplateArgs().asArray())
      if (Arg.getKind() == TemplateArgument::Integral &&
          isTagType(Arg.getIntegralType())) {
        FromArgs = Arg.getAsIntegral().getSExtValue();
        ++Count;
      }
    if (Count == 1)
      Settle(FromArgs, KindSource::TemplateArgument);
  }

  if (S.Tag->hasInClassInitializer())
    Settle(evaluateTag(S.Tag->getInClassInitializer()),
           KindSource::DefaultMemberInitializer);

  if (const auto *CRD = dyn_cast<CXXRecordDecl>(S.Record)) {
    KindVote Ctors;
    for (const CXXConstructorDecl *Ctor : CRD->ctors())
      for (const CXXCtorInitializer *Init : Ctor->inits())
        if (Init->getAnyMember() == S.Tag && Init->isWritten())
          if (std::optional<int64_t> V = evaluateTag(Init->getInit()))
            Ctors.add(*V);
    Settle(Ctors.agreed(), KindSource::ConstructorInitializer);
  }

  auto Vote = Evidence.ByTagField.find(S.Tag);
  if (Vote != Evidence.ByTagField.end())
    Settle(Vote->second.agreed(), KindSource::Assignment);

  if (S.Inner)
    Settle(Kinds.uniqueKindForInner(innerTypeName(S.Inner->getType())),
           KindSource::InnerType);
}

const SubobjectRecord *SubobjectModel::subobject(const RecordDecl *RD) {
  if (!isAnalyzable(RD))
    return nullptr;
  auto It = Subobjects.find(RD);
  if (It != Subobjects.end())
    return It->second.get();
  // Insert first so a (malformed) self-reference terminates.
  Subobjects[RD] = nullptr;
  std::unique_ptr<SubobjectRecord> S = buildSubobject(RD);
  const SubobjectRecord *Result = S.get();
  Subobjects[RD] = std::move(S);
  return Result;
}

const SubobjectRecord *SubobjectModel::flatPair(const RecordDecl *RD,
                                                const FieldDecl *TagHolder,
                                                const FieldDecl *Inner,
                                                uint64_t Extent) {
  std::unique_ptr<SubobjectRecord> &Slot = FlatPairs[TagHolder];
  if (Slot)
    return Slot.get();
  auto S = std::make_unique<SubobjectRecord>();
  S->Record = RD;
  S->FlatPair = true;
  const FieldDecl *Pointer = nullptr;
  bool InUnion = false;
  S->Tag = tagIn(*this, TagHolder, Pointer, InUnion);
  S->TagHolder = TagHolder;
  S->UnionPointer = Pointer;
  S->TagInUnion = InUnion;
  S->Inner = S->InnerHolder = Inner;
  determineKind(*S);
  uint64_t Start = fieldOffset(TagHolder);
  S->TagOffset = S->Tag != TagHolder ? fieldOffset(S->Tag) : 0;
  S->TagSize = Ctx.getTypeSizeInChars(S->Tag->getType()).getQuantity();
  if (Inner) {
    QualType InnerType = Inner->getType();
    S->InnerOffset = fieldOffset(Inner) - Start;
    S->InnerSize = Ctx.getTypeSizeInChars(InnerType).getQuantity();
    S->InnerAlign = Ctx.getTypeAlignInChars(InnerType).getQuantity();
    S->RuntimeInnerOffset = alignTo(4, S->InnerAlign);
    S->RuntimeSize =
        alignTo(S->RuntimeInnerOffset + S->InnerSize, PointerAlign);
  } else {
    S->RuntimeSize = alignTo(4, PointerAlign);
  }
  S->Size = Extent > Start ? Extent - Start : 0;
  S->Align = Ctx.getDeclAlign(TagHolder).getQuantity();
  Slot = std::move(S);
  return Slot.get();
}

} // namespace psolint
