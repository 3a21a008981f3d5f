//===- StreamRoleName.cpp - d3d12-stream-role-name ------------------------===//
//
// A member, variable or typedef named for one shader stage (hullShader, HS,
// m_ds, StreamAS) that holds another stage's subobject: the runtime binds the
// bytecode to the stage of the tag, not of the name. Tessellation HS/DS tags
// swapped and an AS member declared with the MS helper both shipped.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {
struct Stage {
  llvm::StringLiteral Kind;  // the kind's suffix
  llvm::StringLiteral Short; // "hs"
  llvm::StringLiteral Long;  // "hull"
  llvm::StringLiteral Title; // "hull shader"
};
constexpr Stage Stages[] = {
    {"VS", "vs", "vertex", "vertex shader"},
    {"PS", "ps", "pixel", "pixel shader"},
    {"DS", "ds", "domain", "domain shader"},
    {"HS", "hs", "hull", "hull shader"},
    {"GS", "gs", "geometry", "geometry shader"},
    {"CS", "cs", "compute", "compute shader"},
    {"AS", "as", "amplification", "amplification shader"},
    {"MS", "ms", "mesh", "mesh shader"},
};
} // namespace

/// The words of an identifier: m_hullShader -> m, hull, shader;
/// CD3DX12_PIPELINE_STATE_STREAM_AS -> cd3dx12, pipeline, state, stream, as.
static SmallVector<std::string, 6> words(StringRef Name) {
  SmallVector<std::string, 6> Result;
  std::string Current;
  auto Flush = [&] {
    if (!Current.empty())
      Result.push_back(Current);
    Current.clear();
  };
  for (size_t I = 0; I < Name.size(); ++I) {
    char C = Name[I];
    if (!isAlnum(C)) {
      Flush();
      continue;
    }
    bool Upper = isUpper(C);
    // a lower-to-upper step, or the last capital of an acronym before a
    // lower-case run (HSBlob -> HS, Blob), starts a word.
    if (Upper && !Current.empty() &&
        (isLower(Name[I - 1]) ||
         (I + 1 < Name.size() && isLower(Name[I + 1]) && isUpper(Name[I - 1]))))
      Flush();
    Current += toLower(C);
  }
  Flush();
  return Result;
}

/// The one stage a name is about, if it names exactly one.
static const Stage *stageOfName(StringRef Name) {
  const Stage *Found = nullptr;
  for (const std::string &Word : words(Name))
    for (const Stage &S : Stages)
      if (Word == S.Short || Word == S.Long) {
        if (Found && Found != &S)
          return nullptr;
        Found = &S;
      }
  return Found;
}

static const Stage *stageOfKind(StringRef Kind) {
  for (const Stage &S : Stages)
    if (Kind == S.Kind)
      return &S;
  return nullptr;
}

void runStreamRoleName(CheckContext &Context) {
  const KindTable &Kinds = Context.kinds();
  auto Check = [&](StringRef What, StringRef Name, std::optional<int64_t> Kind,
                   SourceLocation Loc) {
    if (!Kind || !Kinds.isValid(*Kind))
      return;
    const Stage *Holds = stageOfKind(Kinds.describe(*Kind));
    const Stage *Named = stageOfName(Name);
    if (!Holds || !Named || Holds == Named)
      return;
    Finding F;
    F.Loc = Loc;
    // "an MS", "an HS", "a VS": the article follows the letter's sound.
    StringRef Article =
        StringRef("AEFHILMNORSX").contains(Holds->Kind[0]) ? "an" : "a";
    F.Message =
        formatv("{0} '{1}' is named for the {2} ({3}) but holds {6} {4} "
                "subobject: the runtime binds its bytecode as the {5}",
                What, Name, Named->Title, Named->Kind, Holds->Kind,
                Holds->Title, Article);
    Context.report(CheckId::StreamRoleName, std::move(F));
  };

  for (const StreamRecord *Stream : Context.streams())
    for (const StreamMember &M : Stream->Members)
      if (M.Field && M.Origin == M.Field)
        Check("member", M.Field->getName(), M.Kind, M.OriginLoc);

  SubobjectModel &Model = Context.model();
  for (const VarDecl *VD : Context.uses().RecordVariables)
    if (const SubobjectRecord *S =
            Model.subobject(compat::recordOf(VD->getType())))
      Check("variable", VD->getName(), S->Kind, VD->getLocation());
  for (const TypedefNameDecl *TD : Context.uses().RecordTypedefs)
    if (const SubobjectRecord *S =
            Model.subobject(compat::recordOf(TD->getUnderlyingType())))
      Check("type", TD->getName(), S->Kind, TD->getLocation());
}

} // namespace psolint
