//===- LayoutReport.cpp ---------------------------------------------------===//
#include "LayoutReport.h"
#include "UserCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecordLayout.h"
#include "clang/Basic/TargetInfo.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// Fills the row of one subobject the runtime reads at Cursor and the
/// compiler puts at DeclaredAt.
LayoutRow describeRow(const SubobjectRecord &Sub, std::optional<int64_t> Kind,
                      const KindTable &Kinds, const PrintingPolicy &Policy,
                      uint64_t Cursor, uint64_t DeclaredAt) {
  LayoutRow Row;
  Row.Kind = Kind ? Kinds.describe(*Kind) : "?";
  Row.RuntimeTag = Cursor;
  Row.DeclaredTag = DeclaredAt + Sub.TagOffset;
  Row.Diverges = Row.RuntimeTag != Row.DeclaredTag;
  uint64_t Used = 4;
  if (Sub.Inner) {
    Row.HasInner = true;
    Row.InnerType = Sub.Inner->getType().getAsString(Policy);
    Row.InnerSize = Sub.InnerSize;
    Row.RuntimeInner = Cursor + Sub.RuntimeInnerOffset;
    Row.DeclaredInner = DeclaredAt + Sub.InnerOffset;
    Row.Diverges |= Row.RuntimeInner != Row.DeclaredInner;
    Used += Sub.InnerSize;
  }
  Row.Padding = Sub.RuntimeSize > Used ? Sub.RuntimeSize - Used : 0;
  return Row;
}

} // namespace

std::vector<RecordLayout> describeLayouts(ASTContext &Ctx) {
  std::vector<RecordLayout> Result;
  const EnumDecl *TagEnum = findTagEnum(Ctx);
  if (!TagEnum)
    return Result;
  KindTable Kinds(*TagEnum);
  KindEvidence Evidence;
  SubobjectModel Model(Ctx, Kinds, Evidence);
  UserRecords Records = collectUserRecords(Ctx, Model, Evidence);

  PrintingPolicy Policy(Ctx.getLangOpts());
  Policy.SuppressTagKeyword = true;
  auto Start = [&](const RecordDecl *RD, bool IsStream) {
    RecordLayout L;
    L.IsStream = IsStream;
    L.Name = recordName(RD);
    L.Loc = writtenRecord(RD)->getLocation();
    L.Target = Ctx.getTargetInfo().getTriple().str();
    L.PointerAlign = Model.pointerAlign();
    const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
    L.Size = Layout.getSize().getQuantity();
    L.Align = Layout.getAlignment().getQuantity();
    return L;
  };
  auto Finish = [&](RecordLayout &L) {
    for (size_t I = 0; I != L.Rows.size(); ++I)
      if (L.Rows[I].Diverges) {
        L.FirstDivergence = I;
        break;
      }
    Result.push_back(std::move(L));
  };

  for (const SubobjectRecord *Sub : Records.Subobjects) {
    RecordLayout L = Start(Sub->Record, /*IsStream=*/false);
    LayoutRow Row = describeRow(*Sub, Sub->Kind, Kinds, Policy, 0, 0);
    Row.Path = L.Name;
    Row.Loc = L.Loc;
    L.Rows.push_back(std::move(Row));
    L.RuntimeSize = Sub->RuntimeSize;
    Finish(L);
  }
  for (const StreamRecord *Stream : Records.Streams) {
    RecordLayout L = Start(Stream->Record, /*IsStream=*/true);
    // The runtime's cursor starts at 0 and moves by each subobject's
    // runtime size, whatever the declaration says.
    uint64_t Cursor = 0;
    for (const StreamMember &M : Stream->Members) {
      LayoutRow Row =
          describeRow(*M.Sub, M.Kind, Kinds, Policy, Cursor, M.Offset);
      Row.Path = M.Path.empty() ? recordName(M.Sub->Record) : M.Path;
      Row.Loc = M.OriginLoc;
      L.Rows.push_back(std::move(Row));
      Cursor += M.Sub->RuntimeSize;
    }
    L.RuntimeSize = Cursor;
    Finish(L);
  }
  // In the order the records are written.
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::stable_sort(Result, [&](const RecordLayout &A, const RecordLayout &B) {
    return SM.isBeforeInTranslationUnit(SM.getExpansionLoc(A.Loc),
                                        SM.getExpansionLoc(B.Loc));
  });
  return Result;
}

} // namespace psolint
