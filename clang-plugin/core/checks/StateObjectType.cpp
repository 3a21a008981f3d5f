//===- StateObjectType.cpp - d3d12-state-object-type ----------------------===//
//
// What the desc as a whole must be (SPEC.md §8): a COLLECTION holds no
// EXISTING_COLLECTION; NumSubobjects counts elements the program wrote (an
// array's zero tail reads as STATE_OBJECT_CONFIG with a null pDesc, and
// past its end the runtime reads whatever follows); two different configs
// of one kind that are both defaults conflict; AddToStateObject needs
// ALLOW_STATE_OBJECT_ADDITIONS.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// The fields of each config kind, compared to tell two configs apart.
struct ConfigKind {
  llvm::StringLiteral Family, Kind, Record;
  llvm::StringLiteral Fields[3];
};
constexpr ConfigKind Configs[] = {
    {"RAYTRACING_SHADER_CONFIG",
     "RAYTRACING_SHADER_CONFIG",
     "D3D12_RAYTRACING_SHADER_CONFIG",
     {"MaxPayloadSizeInBytes", "MaxAttributeSizeInBytes", ""}},
    {"RAYTRACING_PIPELINE_CONFIG",
     "RAYTRACING_PIPELINE_CONFIG",
     "D3D12_RAYTRACING_PIPELINE_CONFIG",
     {"MaxTraceRecursionDepth", "", ""}},
    {"RAYTRACING_PIPELINE_CONFIG",
     "RAYTRACING_PIPELINE_CONFIG1",
     "D3D12_RAYTRACING_PIPELINE_CONFIG1",
     {"MaxTraceRecursionDepth", "Flags", ""}},
};

void judgeConfigs(CheckContext &Context, const StateObjectView &V,
                  std::vector<Finding> &Out) {
  const StateObjectTypes &Types = *V.Types;
  if (!V.Complete)
    return;
  std::optional<int64_t> Association =
      Types.kindValue("SUBOBJECT_TO_EXPORTS_ASSOCIATION");
  // Which elements an association names, and the families that have an
  // explicit default; any association that cannot be resolved, or one by
  // name, leaves the defaults unknown.
  std::vector<bool> Associated(V.Subobjects.size());
  llvm::SmallVector<StringRef, 2> ExplicitDefaults;
  for (const StateSubobject &S : V.Subobjects) {
    StringRef Kind = Types.kindName(*S.kind());
    if (Kind == "DXIL_SUBOBJECT_TO_EXPORTS_ASSOCIATION")
      return;
    if (S.kind() != Association)
      continue;
    Value Target = V.descField(S, "D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION",
                               "pSubobjectToAssociate");
    std::optional<uint64_t> Index = V.elementIndex(Target);
    if (!Index || *Index >= V.Subobjects.size())
      return;
    Associated[*Index] = true;
    Value Exports =
        V.descField(S, "D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION", "NumExports");
    if (Exports.Kind != Value::Int)
      return;
    if (Exports.Number == 0)
      for (const ConfigKind &C : Configs)
        if (C.Kind == Types.kindName(*V.Subobjects[*Index].kind()))
          ExplicitDefaults.push_back(C.Family);
  }
  struct Seen {
    const StateSubobject *S;
    SmallVector<int64_t, 3> Fields;
  };
  std::map<StringRef, Seen> First;
  for (const StateSubobject &S : V.Subobjects) {
    StringRef Kind = Types.kindName(*S.kind());
    const ConfigKind *C = llvm::find_if(
        Configs, [&](const ConfigKind &C) { return C.Kind == Kind; });
    if (C == std::end(Configs) || Associated[S.Index] ||
        llvm::is_contained(ExplicitDefaults, C->Family))
      continue;
    Seen Mine{&S, {}};
    for (StringRef Field : C->Fields) {
      if (Field.empty())
        continue;
      Value F = V.descField(S, C->Record, Field);
      if (F.Kind != Value::Int)
        return;
      Mine.Fields.push_back(F.Number);
    }
    // CONFIG and CONFIG1 share the depth; CONFIG has no flags (0).
    if (C->Kind == "RAYTRACING_PIPELINE_CONFIG")
      Mine.Fields.push_back(0);
    auto [It, New] = First.try_emplace(C->Family, Mine);
    if (New || It->second.Fields == Mine.Fields)
      continue;
    Finding F;
    F.Loc = siteOr(S.Type, siteOr(S.Desc, V.callLoc()));
    F.Message = formatv(
        "subobject {0} ({1}) and subobject {2} ({3}) are different configs "
        "that no association names, so both are the default for every "
        "export: the runtime rejects the desc; associate one with "
        "NumExports = 0 or with its exports",
        S.Index, Types.describe(*S.kind()), It->second.S->Index,
        Types.describe(*It->second.S->kind()));
    F.Notes.push_back(
        {siteOr(It->second.S->Type, siteOr(It->second.S->Desc, V.callLoc())),
         "the other default config"});
    Out.push_back(std::move(F));
    return;
  }
}

void judge(CheckContext &Context, const StateObjectView &V,
           std::vector<Finding> &Out) {
  const StateObjectTypes &Types = *V.Types;
  SourceLocation Call = V.callLoc();
  const DescRead &Read = *V.Read;
  // A collection holds no collection.
  std::optional<int64_t> Collection =
      Types.enumerator("D3D12_STATE_OBJECT_TYPE_COLLECTION");
  if (V.ObjectType && Collection && *V.ObjectType == *Collection)
    for (const StateSubobject &S : V.Subobjects)
      if (S.kind() && !S.Unwritten &&
          Types.kindName(*S.kind()) == "EXISTING_COLLECTION") {
        Finding F;
        F.Loc = siteOr(S.Type, Call);
        F.Message = formatv("subobject {0} is an EXISTING_COLLECTION, but "
                            "the desc's Type is "
                            "D3D12_STATE_OBJECT_TYPE_COLLECTION: a collection "
                            "cannot contain a collection",
                            S.Index);
        Context.addOriginNotes(F, S.Type, "Type");
        if (siteOr(Read.ObjectType, SourceLocation()).isValid())
          F.Notes.push_back(
              {siteOr(Read.ObjectType, Call), "the desc's Type is set here"});
        Out.push_back(std::move(F));
        break;
      }
  // NumSubobjects against what the array holds.
  if (V.ArrayKnown && V.Count) {
    std::string Array = V.objectName(V.Array);
    SourceLocation CountLoc = siteOr(Read.Count, Call);
    if (V.Capacity && *V.Count > *V.Capacity) {
      Finding F;
      F.Loc = CountLoc;
      F.Message = formatv(
          "NumSubobjects is {0}, but {1} holds {2} from pSubobjects: the "
          "runtime reads {3} past its end",
          *V.Count, Array,
          *V.Capacity == 1 ? std::string("1 subobject")
                           : formatv("{0} subobjects", *V.Capacity).str(),
          *V.Count - *V.Capacity == 1
              ? std::string("1 subobject")
              : formatv("{0} subobjects", *V.Count - *V.Capacity).str());
      Context.addOriginNotes(F, Read.Count, "NumSubobjects");
      Out.push_back(std::move(F));
    } else if (V.Subobjects.size() == *V.Count) {
      unsigned Written = 0;
      for (const StateSubobject &S : V.Subobjects)
        if (!S.Unwritten)
          Written = S.Index + 1;
      auto Unwritten = llvm::find_if(
          V.Subobjects, [](const StateSubobject &S) { return S.Unwritten; });
      if (Unwritten != V.Subobjects.end()) {
        Finding F;
        F.Loc = CountLoc;
        if (Written < *V.Count && Unwritten->Index == Written) {
          F.Message = formatv(
              "NumSubobjects is {0}, but the program writes {1} of {2}: the "
              "runtime reads {3} as {4} with a null pDesc",
              *V.Count,
              Written == 1 ? std::string("1 element")
                           : formatv("{0} elements", Written).str(),
              Array,
              *V.Count - Written == 1
                  ? formatv("element {0}, zeroed,", Written).str()
                  : formatv("elements {0} to {1}, zeroed,", Written,
                            *V.Count - 1)
                        .str(),
              *V.Count - Written == 1 ? "a STATE_OBJECT_CONFIG subobject"
                                      : "STATE_OBJECT_CONFIG subobjects");
          // A literal count becomes the count written.
          if (Written && Read.Count.Site)
            if (const auto *Lit = dyn_cast<IntegerLiteral>(
                    Read.Count.Site->IgnoreParenImpCasts()))
              if (Context.canEdit(Lit->getSourceRange()))
                F.FixIts.push_back(FixItHint::CreateReplacement(
                    Lit->getSourceRange(), std::to_string(Written)));
        } else
          F.Message = formatv(
              "NumSubobjects is {0}, but the program never writes element "
              "{1} of {2}: the runtime reads its zeroes as a "
              "STATE_OBJECT_CONFIG subobject with a null pDesc",
              *V.Count, Unwritten->Index, Array);
        Context.addOriginNotes(F, Read.Count, "NumSubobjects");
        Out.push_back(std::move(F));
      }
    }
  }
  judgeConfigs(Context, V, Out);
  // AddToStateObject: the addition's config must allow additions.
  std::optional<int64_t> Allow =
      Types.enumerator("D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS");
  if (V.Addition && Allow)
    for (const StateSubobject &S : V.Subobjects) {
      if (!S.kind() || S.Unwritten ||
          Types.kindName(*S.kind()) != "STATE_OBJECT_CONFIG")
        continue;
      Value Flags = V.descField(S, "D3D12_STATE_OBJECT_CONFIG", "Flags");
      if (Flags.Kind != Value::Int || (Flags.Number & *Allow))
        continue;
      Finding F;
      F.Loc = siteOr(Flags, siteOr(S.Desc, Call));
      F.Message = formatv(
          "the desc given to AddToStateObject has a STATE_OBJECT_CONFIG "
          "(subobject {0}) whose Flags ({1:x}) lack "
          "D3D12_STATE_OBJECT_FLAG_ALLOW_STATE_OBJECT_ADDITIONS: the runtime "
          "rejects the addition",
          S.Index, uint64_t(Flags.Number) & 0xffffffffu);
      Context.addOriginNotes(F, Flags, "Flags");
      Out.push_back(std::move(F));
    }
}

} // namespace

void runStateObjectType(CheckContext &Context) {
  Context.reportStateObjects(
      CheckId::StateObjectType,
      [&](const StateObjectView &V, std::vector<Finding> &Out) {
        judge(Context, V, Out);
      });
}

} // namespace psolint
