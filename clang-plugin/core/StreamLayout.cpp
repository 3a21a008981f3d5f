//===- StreamLayout.cpp - SubobjectModel: the stream records
//---------------===//
//
// The stream half of SubobjectModel: which records hold subobjects, and a
// stream record flattened into its members (each subobject with its offset
// in the stream, the member path that names it and where it is written),
// from the compiler's record layout for the target.
//
//===----------------------------------------------------------------------===//
#include "Compat.h"
#include "SubobjectModel.h"

#include "clang/AST/RecordLayout.h"

using namespace clang;
using namespace llvm;

namespace psolint {

void SubobjectModel::flatten(const RecordDecl *RD, uint64_t Base,
                             const Decl *Origin, SourceLocation OriginLoc,
                             const std::string &Prefix, unsigned Depth,
                             StreamRecord &Out) {
  // Deeper nesting than any real stream needs is cut off, not recursed.
  constexpr unsigned MaxDepth = 64;
  if (Depth > MaxDepth)
    return;
  const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
  // Member (a record, or null), its offset, the field naming it (null for
  // a base), where it is written and its path.
  auto Visit = [&](const RecordDecl *Member, uint64_t Offset,
                   const FieldDecl *Field, const Decl *Via,
                   SourceLocation ViaLoc, std::string Path) {
    const Decl *O = Origin ? Origin : Via;
    SourceLocation OL = Origin ? OriginLoc : ViaLoc;
    const SubobjectRecord *Sub =
        Member && isAnalyzable(Member) ? subobject(Member) : nullptr;
    if (Sub) {
      StreamMember M;
      M.Sub = Sub;
      M.Kind = Sub->Kind;
      if (Field) {
        auto Vote = Evidence.ByStreamMember.find(Field);
        if (Vote != Evidence.ByStreamMember.end())
          if (std::optional<int64_t> V = Vote->second.agreed())
            M.Kind = V;
      }
      M.Field = Field;
      M.Offset = Offset;
      M.Origin = O;
      M.OriginLoc = OL;
      M.Path = std::move(Path);
      Out.Members.push_back(std::move(M));
      return;
    }
    if (Member && isAnalyzable(Member) && !Member->isUnion() &&
        stream(Member)) {
      // A member's members are `member.x`; a base's are `Base::x`.
      flatten(Member, Offset, O, OL, Field ? Path : Path + "::", Depth + 1,
              Out);
      return;
    }
    if (!Field)
      return; // an empty or unrelated base adds no bytes the runtime reads
    uint64_t Size = Ctx.getTypeSizeInChars(Field->getType()).getQuantity();
    if (Field->isBitField() || Size == 0)
      return;
    Out.Foreign.push_back({Field, Offset, Size, O, OL, std::move(Path)});
  };

  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &B : CRD->bases()) {
      const auto *BRD =
          dyn_cast_or_null<CXXRecordDecl>(compat::recordOf(B.getType()));
      if (!BRD || B.isVirtual() || !isAnalyzable(BRD))
        continue;
      uint64_t Offset = Base + Layout.getBaseClassOffset(BRD).getQuantity();
      // A subobject base is named by its type, as written.
      std::string Name = B.getType().getAsString(Ctx.getPrintingPolicy());
      Visit(BRD, Offset, nullptr, BRD, B.getBeginLoc(),
            Prefix.empty() || StringRef(Prefix).ends_with("::")
                ? Prefix + Name
                : Prefix + "." + Name);
    }
  auto PathOf = [&](const FieldDecl *FD) {
    return Prefix.empty() || StringRef(Prefix).ends_with("::")
               ? Prefix + FD->getNameAsString()
               : Prefix + "." + FD->getNameAsString();
  };
  SmallVector<const FieldDecl *, 16> Fields(RD->fields());
  bool Flat = !RD->isUnion() && countOwnTags(RD) >= 2;
  Out.Flat |= Flat && Depth == 0;
  uint64_t RecordEnd = Layout.getSize().getQuantity();
  // A byte array that ends the stream holds subobjects written at run time:
  // the members before it are the declared part.
  const unsigned N = Fields.size();
  const unsigned Declared = N && isByteTail(Fields[N - 1]) ? N - 1 : N;
  bool SeenTag = false;
  for (unsigned I = 0; I != N; ++I) {
    const FieldDecl *FD = Fields[I];
    uint64_t Offset = Base + fieldOffset(FD);
    if (I == Declared && (SeenTag || !Out.Members.empty())) {
      if (!Out.Tail) {
        uint64_t Size = Ctx.getTypeSizeInChars(FD->getType()).getQuantity();
        Out.Tail = StreamForeignMember{FD,
                                       Offset,
                                       Size,
                                       Origin ? Origin : FD,
                                       Origin ? OriginLoc : FD->getLocation(),
                                       PathOf(FD)};
      }
      continue;
    }
    if (Flat && I < Declared && isOwnTag(FD)) {
      SeenTag = true;
      const FieldDecl *Inner = nullptr;
      if (I + 1 < Declared && !isOwnTag(Fields[I + 1]))
        Inner = Fields[I + 1];
      // The pair ends where the next tag (or the tail, or the record) starts;
      // members between its inner and that are padding the runtime skips
      // when the next tag is where it reads it, which the walk checks.
      unsigned Next = I + 1;
      while (Next < Declared && !isOwnTag(Fields[Next]))
        ++Next;
      uint64_t Extent = Next == N ? RecordEnd : fieldOffset(Fields[Next]);
      StreamMember M;
      M.Sub = flatPair(RD, FD, Inner, Extent);
      M.Kind = M.Sub->Kind;
      M.Field = FD;
      M.Offset = Offset;
      M.Origin = Origin ? Origin : FD;
      M.OriginLoc = Origin ? OriginLoc : FD->getLocation();
      M.Path = PathOf(Inner ? Inner : FD);
      Out.Members.push_back(std::move(M));
      // A trailing non-tag member after the last pair is foreign; padding
      // between pairs is not.
      if (Next == Declared) {
        for (unsigned J = I + (Inner ? 2 : 1); J < Next; ++J) {
          uint64_t Size =
              Ctx.getTypeSizeInChars(Fields[J]->getType()).getQuantity();
          if (Fields[J]->isBitField() || Size == 0)
            continue;
          Out.Foreign.push_back({Fields[J], Base + fieldOffset(Fields[J]), Size,
                                 Origin ? Origin : Fields[J],
                                 Origin ? OriginLoc : Fields[J]->getLocation(),
                                 PathOf(Fields[J])});
        }
      }
      I = Next - 1;
      continue;
    }
    // An array of subobjects (or of streams) is a run of them.
    if (const auto *CAT = dyn_cast<ConstantArrayType>(
            FD->getType().getCanonicalType().getTypePtr())) {
      const RecordDecl *Element = compat::recordOf(CAT->getElementType());
      uint64_t Count = CAT->getSize().getZExtValue();
      if (Count <= MaxArrayElements && isStreamPart(Element)) {
        uint64_t Stride =
            Ctx.getTypeSizeInChars(CAT->getElementType()).getQuantity();
        for (uint64_t E = 0; E != Count; ++E) {
          size_t Before = Out.Members.size();
          Visit(Element, Offset + E * Stride, FD, FD, FD->getLocation(),
                PathOf(FD) + "[" + std::to_string(E) + "]");
          for (size_t K = Before; K != Out.Members.size(); ++K)
            Out.Members[K].InArray = true;
        }
        continue;
      }
    }
    const RecordDecl *Member = compat::recordOf(FD->getType());
    Visit(Member, Offset, FD, FD, FD->getLocation(), PathOf(FD));
  }
}

bool SubobjectModel::isStreamPart(const RecordDecl *Member) {
  return Member && isAnalyzable(Member) &&
         (subobject(Member) || (!Member->isUnion() && stream(Member)));
}

bool SubobjectModel::holdsSubobjects(const RecordDecl *RD) {
  if (!RD->isUnion() && countOwnTags(RD) >= 2)
    return true; // a flat stream
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &B : CRD->bases())
      if (!B.isVirtual() && isStreamPart(compat::recordOf(B.getType())))
        return true;
  for (const FieldDecl *FD : RD->fields()) {
    QualType T = FD->getType();
    if (const auto *CAT =
            dyn_cast<ConstantArrayType>(T.getCanonicalType().getTypePtr())) {
      if (CAT->getSize().getZExtValue() > MaxArrayElements)
        continue;
      T = CAT->getElementType();
    }
    if (isStreamPart(compat::recordOf(T)))
      return true;
  }
  return false;
}

std::unique_ptr<StreamRecord>
SubobjectModel::buildStream(const RecordDecl *RD) {
  // Most records of a program hold no subobject: they are answered from
  // their members, without a layout.
  if (!holdsSubobjects(RD))
    return nullptr;
  auto S = std::make_unique<StreamRecord>();
  S->Record = RD;
  flatten(RD, 0, nullptr, SourceLocation(), "", 0, *S);
  if (S->Members.empty())
    return nullptr;
  S->Size = Ctx.getASTRecordLayout(RD).getSize().getQuantity();
  return S;
}

const StreamRecord *SubobjectModel::stream(const RecordDecl *RD) {
  if (!isAnalyzable(RD) || RD->isUnion() || subobject(RD))
    return nullptr;
  auto It = Streams.find(RD);
  if (It != Streams.end())
    return It->second.get();
  Streams[RD] = nullptr;
  std::unique_ptr<StreamRecord> S = buildStream(RD);
  const StreamRecord *Result = S.get();
  Streams[RD] = std::move(S);
  return Result;
}

} // namespace psolint
