//===- PsoDepthStencil.cpp - d3d12-pso-depth-stencil ----------------------===//
//
// Depth or stencil testing enabled in a pipeline that says no depth buffer
// will be bound (DSVFormat DXGI_FORMAT_UNKNOWN): the debug layer warns
// (DEPTHSTENCILVIEW_NOT_SET) that the depth-stencil unit expects a view the
// pipeline says it will not have. Judged where the runtime reads the desc,
// per path, in classic descs and streams alike (PsoContent). The usual
// cause: d3dx12's CD3DX12_DEPTH_STENCIL_DESC(D3D12_DEFAULT), which enables
// depth, in a pass without depth (a d3dx12 stream struct's DepthStencilState
// member holds it by default). A stream without a DEPTH_STENCIL subobject
// tests depth only where it names a depth format: never flagged.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "PsoContent.h"

#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// Whether V was stored as written (a name or a number), not left by a
/// zero fill or a constructor's default.
bool isStore(const Value &V) {
  const Expr *E = V.Site ? V.Site->IgnoreParenImpCasts() : nullptr;
  return E && (isa<DeclRefExpr>(E) || isa<IntegerLiteral>(E));
}

/// The finding on one path, if depth or stencil is on without a format.
std::optional<Finding> judge(CheckContext &Context, const PsoContent &Pso) {
  Value Format = Pso.get(PsoPart::DepthStencilFormat, "");
  if (Format.Kind != Value::Int || Format.Number != 0)
    return std::nullopt;
  Value Enable;
  StringRef Test, Field;
  for (StringRef Name : {"DepthEnable", "StencilEnable"}) {
    Value V = Pso.get(PsoPart::DepthStencil, Name);
    if (V.Kind == Value::Int && V.Number != 0) {
      Enable = V;
      Field = Name;
      Test = Name == "DepthEnable" ? "depth" : "stencil";
      break;
    }
  }
  if (Field.empty())
    return std::nullopt;
  std::string Enabled = formatv("{0} testing is on ({1} is TRUE)", Test,
                                Pso.name(PsoPart::DepthStencil, Field))
                            .str();
  std::string NoFormat =
      Pso.omitted(PsoPart::DepthStencilFormat)
          ? "the stream has no DEPTH_STENCIL_FORMAT subobject (no depth "
            "buffer)"
          : formatv("{0} is DXGI_FORMAT_UNKNOWN",
                    Pso.isStream() ? Pso.name(PsoPart::DepthStencilFormat, "")
                                   : std::string("DSVFormat"))
                .str();
  Finding F;
  F.Message =
      formatv("{0}, but {1}: the pipeline says no depth-stencil view will be "
              "bound, and the debug layer warns that the depth-stencil unit "
              "expects one (DEPTHSTENCILVIEW_NOT_SET)",
              Enabled, NoFormat);
  // At the store that enables the test; else at the format's; else where
  // the stream is declared (a d3dx12 stream struct's defaults).
  F.Loc = Context.storeLocation(Enable);
  SourceLocation FormatAt = Context.storeLocation(Format);
  if (F.Loc.isInvalid())
    F.Loc = FormatAt;
  // (A stream's pair left at its default constructor has no place of its
  // own worth a note: it is the stream's declaration.)
  else if (FormatAt.isValid() && FormatAt != F.Loc &&
           (isStore(Format) || !Pso.isStream()))
    F.Notes.push_back({FormatAt, isStore(Format)
                                     ? "the depth-stencil format is set "
                                       "to DXGI_FORMAT_UNKNOWN here"
                                     : "the depth-stencil format is left "
                                       "DXGI_FORMAT_UNKNOWN here"});
  if (F.Loc.isInvalid() && Pso.isStream()) {
    auto [Name, Declared] = streamName(Context, Pso.object());
    F.Loc = Declared.isValid() ? Declared : Pso.object().Site->getExprLoc();
  }
  if (F.Loc.isInvalid()) // a classic desc zero-filled: at its initialiser
    F.Loc = initialiserLocation(Context, Pso.object());
  if (F.Loc.isInvalid())
    return std::nullopt;
  addContentOriginNotes(Context, F, Enable, Field);
  return F;
}

} // namespace

void runPsoDepthStencil(CheckContext &Context) {
  Context.reportPipelineContent(
      CheckId::PsoDepthStencil,
      [&](const PsoContent &Pso, std::vector<Finding> &Found) {
        if (std::optional<Finding> F = judge(Context, Pso))
          Found.push_back(std::move(*F));
      });
}

} // namespace psolint
