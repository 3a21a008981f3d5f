//===- StateObjectAssociation.cpp - d3d12-state-object-association --------===//
//
// A D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION names its subobject by address:
// it must be the address of an element of the very array pSubobjects
// passes, within NumSubobjects, or the runtime silently drops the
// association (SPEC.md §8). Only some kinds can be associated, and each kind
// has at most one default association (NumExports == 0).
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "clang/AST/Decl.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

constexpr llvm::StringLiteral AssociationDesc =
    "D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION";

bool isAssociable(StringRef Kind) {
  return Kind == "STATE_OBJECT_CONFIG" || Kind == "GLOBAL_ROOT_SIGNATURE" ||
         Kind == "LOCAL_ROOT_SIGNATURE" || Kind == "NODE_MASK" ||
         Kind == "RAYTRACING_SHADER_CONFIG" ||
         Kind == "RAYTRACING_PIPELINE_CONFIG" ||
         Kind == "RAYTRACING_PIPELINE_CONFIG1";
}

void judge(CheckContext &Context, const StateObjectView &V,
           std::vector<Finding> &Out) {
  const StateObjectTypes &Types = *V.Types;
  SourceLocation Call = V.callLoc();
  std::optional<int64_t> AssociationKind =
      Types.kindValue("SUBOBJECT_TO_EXPORTS_ASSOCIATION");
  if (!AssociationKind)
    return;
  // Default associations seen so far, by the kind they associate.
  std::map<std::string, std::pair<uint64_t, SourceLocation>> Defaults;
  for (const StateSubobject &S : V.Subobjects) {
    if (S.kind() != AssociationKind)
      continue;
    Value Target = V.descField(S, AssociationDesc, "pSubobjectToAssociate");
    if (Target.Kind == Value::Unknown || !Target.Site)
      continue;
    SourceLocation Loc = siteOr(Target, siteOr(S.Desc, Call));
    std::string ArrayName = V.objectName(V.Array);
    if (Target.isNull()) {
      Finding F;
      F.Loc = Loc;
      F.Message = formatv("pSubobjectToAssociate of the association at "
                          "subobject {0} is null: the runtime has no "
                          "subobject to associate",
                          S.Index);
      Context.addOriginNotes(F, Target, "pSubobjectToAssociate");
      Out.push_back(std::move(F));
      continue;
    }
    if (Target.Kind != Value::Pointer || !V.ArrayKnown || !V.Count)
      continue;
    std::optional<uint64_t> Index = V.elementIndex(Target);
    if (!Index) {
      Finding F;
      F.Loc = Loc;
      if (Target.Root == V.Array)
        F.Message =
            formatv("pSubobjectToAssociate of the association at subobject {0} "
                    "points {1} bytes into {2}, not at an element of the array "
                    "pSubobjects passes: the runtime drops the association",
                    S.Index, Target.Number - int64_t(V.Base), ArrayName);
      else
        F.Message = formatv(
            "pSubobjectToAssociate of the association at subobject {0} "
            "points to {1}, not to an element of {2}, the array pSubobjects "
            "passes: the runtime drops the association",
            S.Index, V.objectName(Target.Root, Target.Number), ArrayName);
      Context.addOriginNotes(F, Target, "pSubobjectToAssociate");
      Out.push_back(std::move(F));
      continue;
    }
    if (*Index >= *V.Count) {
      Finding F;
      F.Loc = Loc;
      F.Message = formatv(
          "pSubobjectToAssociate of the association at subobject {0} points "
          "to element {1} of {2}, past NumSubobjects = {3}: the runtime "
          "drops the association",
          S.Index, *Index, ArrayName, *V.Count);
      Context.addOriginNotes(F, Target, "pSubobjectToAssociate");
      Out.push_back(std::move(F));
      continue;
    }
    if (*Index >= V.Subobjects.size())
      continue;
    std::optional<int64_t> TargetKind = V.Subobjects[*Index].kind();
    if (!TargetKind || V.Subobjects[*Index].Unwritten)
      continue;
    StringRef TargetName = Types.kindName(*TargetKind);
    if (TargetName.empty())
      continue; // d3d12-state-object-subobject-type reports the kind
    if (!isAssociable(TargetName)) {
      Finding F;
      F.Loc = Loc;
      F.Message = formatv(
          "the association at subobject {0} targets subobject {1}, a {2}: "
          "only configs, root signatures and node masks can be associated",
          S.Index, *Index, Types.describe(*TargetKind));
      Context.addOriginNotes(F, Target, "pSubobjectToAssociate");
      Out.push_back(std::move(F));
      continue;
    }
    Value Exports = V.descField(S, AssociationDesc, "NumExports");
    if (Exports.Kind != Value::Int || Exports.Number != 0)
      continue;
    auto [It, New] =
        Defaults.try_emplace(TargetName.str(), std::make_pair(*Index, Loc));
    if (New || It->second.first == *Index)
      continue;
    Finding F;
    F.Loc = Loc;
    F.Message = formatv(
        "the association at subobject {0} makes subobject {1} the default "
        "{2} (NumExports = 0), but subobject {3} is already the default "
        "{2}: a kind has at most one default association",
        S.Index, *Index, TargetName, It->second.first);
    Out.push_back(std::move(F));
    Out.back().Notes.push_back(
        {It->second.second, "the first default association of this kind"});
  }
}

} // namespace

void runStateObjectAssociation(CheckContext &Context) {
  Context.reportStateObjects(
      CheckId::StateObjectAssociation,
      [&](const StateObjectView &V, std::vector<Finding> &Out) {
        judge(Context, V, Out);
      });
}

} // namespace psolint
