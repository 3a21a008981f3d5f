//===- StreamSdkVersion.cpp - d3d12-stream-sdk-version --------------------===//
//
// A runtime older than a kind rejects it as unknown: DEPTH_STENCIL2 needs
// Agility SDK 606, RASTERIZER1 608, RASTERIZER2 610, SERIALIZED_ROOT_SIGNATURE
// 618. The version shipped is what the program exports as D3D12SDKVersion,
// or the SdkVersion option; silent when neither is known.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

static unsigned versionNeeded(StringRef Kind) {
  return StringSwitch<unsigned>(Kind)
      .Case("DEPTH_STENCIL2", 606)
      .Case("RASTERIZER1", 608)
      .Case("RASTERIZER2", 610)
      .Case("SERIALIZED_ROOT_SIGNATURE", 618)
      .Default(0);
}

void runStreamSdkVersion(CheckContext &Context) {
  unsigned Version = Context.options().SdkVersion;
  std::string Source = "the configured SDK version";
  SourceLocation Declared;
  if (const VarDecl *VD = Context.uses().SdkVersion) {
    Expr::EvalResult Result;
    const Expr *Init = VD->getInit();
    if (Init && !Init->isValueDependent() &&
        Init->EvaluateAsInt(Result, Context.context())) {
      Version = Result.Val.getInt().getZExtValue();
      Source = "this program exports D3D12SDKVersion";
      Declared = VD->getLocation();
    }
  }
  if (Version == 0)
    return;
  const KindTable &Kinds = Context.kinds();
  auto Check = [&](StringRef What, std::optional<int64_t> Kind,
                   SourceLocation Loc) {
    if (!Kind || !Kinds.isValid(*Kind))
      return;
    std::string Name = Kinds.describe(*Kind);
    unsigned Needed = versionNeeded(Name);
    if (Needed <= Version)
      return;
    Finding F;
    F.Loc = Loc;
    F.Message = formatv("{0} has kind {1}, which needs Agility SDK {2}; {3} = "
                        "{4}, whose runtime rejects it as an unknown subobject",
                        What, Name, Needed, Source, Version);
    if (Declared.isValid())
      F.Notes.push_back({Declared, "the SDK version is declared here"});
    Context.report(CheckId::StreamSdkVersion, std::move(F));
  };
  for (const StreamRecord *Stream : Context.streams())
    for (const StreamMember &M : Stream->Members)
      if (M.Origin == M.Field || !M.Field)
        Check(formatv("subobject '{0}'", M.Path).str(), M.Kind, M.OriginLoc);
  for (const SubobjectRecord *S : Context.subobjects())
    if (!Context.inStream(*S))
      Check(formatv("subobject '{0}'", recordName(S->Record)).str(), S->Kind,
            writtenRecord(S->Record)->getLocation());
}

} // namespace psolint
