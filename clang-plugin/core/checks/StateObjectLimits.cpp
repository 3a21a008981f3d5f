//===- StateObjectLimits.cpp - d3d12-state-object-limits ------------------===//
//
// Constants the runtime bounds (SPEC.md §8, DirectX-Specs Raytracing.md):
// MaxAttributeSizeInBytes <= D3D12_RAYTRACING_MAX_ATTRIBUTE_SIZE_IN_BYTES
// (32), MaxTraceRecursionDepth <=
// D3D12_RAYTRACING_MAX_DECLARABLE_TRACE_RECURSION_DEPTH (31), a payload of
// 0 bytes while a hit group names a hit shader (every hit shader takes a
// payload), NodeMask 0, and flag bits no enumerator of the flags' enum
// defines.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "clang/AST/Expr.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

constexpr int64_t MaxAttributeSize = 32;
constexpr int64_t MaxRecursionDepth = 31;

void judge(CheckContext &Context, const StateObjectView &V,
           std::vector<Finding> &Out) {
  const StateObjectTypes &Types = *V.Types;
  SourceLocation Call = V.callLoc();
  auto Add = [&](const Value &At, std::string Message,
                 llvm::StringRef What) -> Finding & {
    Finding F;
    F.Loc = siteOr(At, Call);
    F.Message = std::move(Message);
    Context.addOriginNotes(F, At, What);
    Out.push_back(std::move(F));
    return Out.back();
  };
  auto Flags = [&](const StateSubobject &S, StringRef Record,
                   StringRef EnumName) {
    Value Flags = V.descField(S, Record, "Flags");
    std::optional<uint64_t> Mask = Types.enumMask(EnumName);
    if (Flags.Kind != Value::Int || !Mask)
      return;
    uint64_t Bits = uint64_t(Flags.Number) & 0xffffffffu;
    if (!(Bits & ~*Mask))
      return;
    Add(Flags,
        formatv("Flags of subobject {0} ({1}) is {2:x}: bits {3:x} are no "
                "{4}",
                S.Index, Types.describe(*S.kind()), Bits, Bits & ~*Mask,
                EnumName),
        "Flags");
  };
  // A hit group that names a hit shader: the config's payload must hold.
  const StateSubobject *HitShaders = nullptr;
  Value HitShaderName;
  for (const StateSubobject &S : V.Subobjects) {
    if (!S.kind() || Types.kindName(*S.kind()) != "HIT_GROUP")
      continue;
    for (StringRef Import : {"ClosestHitShaderImport", "AnyHitShaderImport"}) {
      Value Name = V.descField(S, "D3D12_HIT_GROUP_DESC", Import);
      if (Name.isNonNull() && !HitShaders) {
        HitShaders = &S;
        HitShaderName = Name;
      }
    }
  }
  for (const StateSubobject &S : V.Subobjects) {
    if (!S.kind() || S.Unwritten)
      continue;
    StringRef Kind = Types.kindName(*S.kind());
    if (Kind == "RAYTRACING_SHADER_CONFIG") {
      constexpr llvm::StringLiteral Record = "D3D12_RAYTRACING_SHADER_CONFIG";
      Value Attributes = V.descField(S, Record, "MaxAttributeSizeInBytes");
      if (Attributes.Kind == Value::Int && Attributes.Number > MaxAttributeSize)
        Add(Attributes,
            formatv("MaxAttributeSizeInBytes is {0}; the runtime accepts at "
                    "most {1} (D3D12_RAYTRACING_MAX_ATTRIBUTE_SIZE_IN_BYTES)",
                    Attributes.Number, MaxAttributeSize),
            "MaxAttributeSizeInBytes");
      Value Payload = V.descField(S, Record, "MaxPayloadSizeInBytes");
      if (Payload.Kind == Value::Int && Payload.Number == 0 && HitShaders) {
        Finding &F =
            Add(Payload,
                formatv("MaxPayloadSizeInBytes is 0, but subobject {0}, a hit "
                        "group, names a hit shader, and every hit shader "
                        "takes a payload: the runtime rejects the desc",
                        HitShaders->Index),
                "MaxPayloadSizeInBytes");
        F.Notes.push_back({siteOr(HitShaderName, Call), "the hit shader"});
      }
    } else if (Kind == "RAYTRACING_PIPELINE_CONFIG" ||
               Kind == "RAYTRACING_PIPELINE_CONFIG1") {
      StringRef Record = Kind == "RAYTRACING_PIPELINE_CONFIG"
                             ? "D3D12_RAYTRACING_PIPELINE_CONFIG"
                             : "D3D12_RAYTRACING_PIPELINE_CONFIG1";
      Value Depth = V.descField(S, Record, "MaxTraceRecursionDepth");
      if (Depth.Kind == Value::Int &&
          (Depth.Number > MaxRecursionDepth || Depth.Number < 0))
        Add(Depth,
            formatv("MaxTraceRecursionDepth is {0}; the runtime accepts at "
                    "most {1} "
                    "(D3D12_RAYTRACING_MAX_DECLARABLE_TRACE_RECURSION_DEPTH)",
                    uint64_t(Depth.Number) & 0xffffffffu, MaxRecursionDepth),
            "MaxTraceRecursionDepth");
      if (Kind == "RAYTRACING_PIPELINE_CONFIG1")
        Flags(S, Record, "D3D12_RAYTRACING_PIPELINE_FLAGS");
    } else if (Kind == "NODE_MASK") {
      Value Mask = V.field(S.Desc, Types.record("D3D12_NODE_MASK"), "NodeMask");
      if (Mask.Kind == Value::Int && Mask.Number == 0) {
        Finding &F = Add(Mask,
                         formatv("NodeMask of subobject {0} is 0; some "
                                 "runtimes mishandle it: write 1 (the first "
                                 "node) or leave the subobject out",
                                 S.Index),
                         "NodeMask");
        if (Mask.Site)
          if (const auto *Lit =
                  dyn_cast<IntegerLiteral>(Mask.Site->IgnoreParenImpCasts()))
            if (Context.canEdit(Lit->getSourceRange()))
              F.FixIts.push_back(
                  FixItHint::CreateReplacement(Lit->getSourceRange(), "1"));
      }
    } else if (Kind == "STATE_OBJECT_CONFIG") {
      Flags(S, "D3D12_STATE_OBJECT_CONFIG", "D3D12_STATE_OBJECT_FLAGS");
    }
  }
}

} // namespace

void runStateObjectLimits(CheckContext &Context) {
  Context.reportStateObjects(
      CheckId::StateObjectLimits,
      [&](const StateObjectView &V, std::vector<Finding> &Out) {
        judge(Context, V, Out);
      });
}

} // namespace psolint
