//===- LayoutReport.cpp ---------------------------------------------------===//
#include "LayoutReport.h"
#include "CheckContext.h"
#include "StateObjectView.h"
#include "UserCode.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecordLayout.h"
#include "clang/Basic/TargetInfo.h"
#include "llvm/Support/FormatVariadic.h"

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

std::vector<RecordLayout> describeLayouts(AnalysisSession &Session) {
  std::vector<RecordLayout> Result;
  ASTContext &Ctx = Session.context();
  const KindTable &Kinds = Session.kinds();
  SubobjectModel &Model = Session.model();
  const UserRecords &Records = Session.records();

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

std::vector<StateObjectLayout> describeStateObjects(AnalysisSession &Session) {
  std::vector<StateObjectLayout> Result;
  ASTContext &Ctx = Session.context();
  const ValueModel &Values = Session.values();
  if (Values.stateObjectUses().empty())
    return Result;
  const StateObjectTypes &Types = Session.stateObjectTypes();
  if (!Types.available())
    return Result;
  const SourceManager &SM = Ctx.getSourceManager();
  for (const RuntimeUse &Use : Values.stateObjectUses()) {
    if (!Use.Call || Use.Paths.empty() ||
        !isUserCode(SM, Use.Call->getExprLoc()))
      continue;
    std::vector<StateObjectView> Views = viewStateObjects(Types, Values, Use);
    if (Views.empty())
      continue;
    const StateObjectView &V = Views.front();
    StateObjectLayout L;
    L.Function = Use.Function->getNameAsString();
    L.Call = runtimeCallName(Use.Call).str();
    L.Loc = Use.Call->getExprLoc();
    L.Target = Ctx.getTargetInfo().getTriple().str();
    L.Paths = Use.Paths.size();
    L.Complete = V.Complete;
    if (V.ObjectType) {
      std::string Name;
      for (StringRef Candidate :
           {"COLLECTION", "RAYTRACING_PIPELINE", "EXECUTABLE"})
        if (Types.enumerator(("D3D12_STATE_OBJECT_TYPE_" + Candidate).str()) ==
            V.ObjectType)
          Name = Candidate.str();
      L.ObjectType = Name.empty()
                         ? std::to_string(*V.ObjectType)
                         : formatv("{0} ({1})", Name, *V.ObjectType).str();
    } else {
      L.ObjectType = "?";
    }
    L.Count = V.Count ? std::to_string(*V.Count) : "?";
    L.Array = V.ArrayKnown ? V.objectName(V.Array) : "?";
    for (const StateSubobject &S : V.Subobjects) {
      StateObjectRow Row;
      Row.Index = S.Index;
      std::optional<int64_t> Kind = S.kind();
      Row.Kind = !Kind         ? "?"
                 : S.Unwritten ? Types.describe(*Kind) + ", zeroed"
                               : Types.describe(*Kind);
      if (S.Desc.isNull())
        Row.Desc = "null";
      else if (S.Desc.Kind == Value::Pointer || !S.DescPointee.isNull()) {
        std::string Type = S.DescPointee.isNull()
                               ? std::string()
                               : innerTypeName(S.DescPointee);
        std::string Name = S.Desc.Kind == Value::Pointer && !V.Builder
                               ? V.objectName(S.Desc.Root)
                               : std::string();
        Row.Desc = Type.empty() ? "?" : Type;
        if (!Name.empty() && Name != "a temporary")
          Row.Desc += " " + Name;
      } else {
        Row.Desc = S.Desc.isNonNull() ? "non-null" : "?";
      }
      if (Kind && Types.kindName(*Kind) == "SUBOBJECT_TO_EXPORTS_ASSOCIATION") {
        Value Target = V.descField(S, "D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION",
                                   "pSubobjectToAssociate");
        Value Exports = V.descField(S, "D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION",
                                    "NumExports");
        std::string To;
        if (Target.isNull())
          To = "null";
        else if (std::optional<uint64_t> I = V.elementIndex(Target)) {
          if (V.Count && *I >= *V.Count)
            To = formatv("element {0}, past NumSubobjects: dropped", *I).str();
          else if (*I < V.Subobjects.size() && V.Subobjects[*I].kind())
            To = formatv("subobject {0} ({1})", *I,
                         Types.describe(*V.Subobjects[*I].kind()))
                     .str();
          else
            To = formatv("subobject {0}", *I).str();
        } else if (Target.Kind == Value::Pointer)
          To = V.objectName(Target.Root, Target.Number) +
               ", not in the array: dropped";
        else
          To = "?";
        std::string Count = Exports.Kind != Value::Int ? "? exports"
                            : Exports.Number == 0 ? "default (NumExports 0)"
                            : Exports.Number == 1
                                ? "1 export"
                                : formatv("{0} exports", Exports.Number).str();
        Row.Association = "-> " + To + ", " + Count;
      }
      L.Rows.push_back(std::move(Row));
    }
    Result.push_back(std::move(L));
  }
  return Result;
}

} // namespace psolint
