//===- PsoContent.cpp -----------------------------------------------------===//
#include "PsoContent.h"
#include "CheckContext.h"
#include "Compat.h"
#include "RecordFields.h"

#include "clang/AST/ASTContext.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// The stream kinds that hold each part.
constexpr std::array<std::array<llvm::StringLiteral, 3>, PsoPartCount>
    PartKinds = {{
        {"BLEND", "", ""},
        {"RENDER_TARGET_FORMATS", "", ""},
        {"DEPTH_STENCIL", "DEPTH_STENCIL1", "DEPTH_STENCIL2"},
        {"DEPTH_STENCIL_FORMAT", "", ""},
        {"SAMPLE_DESC", "", ""},
    }};

/// The runtime's default for a field of a part a stream leaves out: d3dx12's
/// CD3DX12_*_DESC(D3D12_DEFAULT) (d3d12.h's "default" for each subobject).
std::optional<int64_t> defaultOf(PsoPart Part, StringRef Field) {
  // A render target's or a face's fields read alike for every index.
  if (Field.consume_front("RenderTarget["))
    Field = Field.drop_until([](char C) { return C == '.'; }).drop_front();
  Field.consume_front("FrontFace.") || Field.consume_front("BackFace.");
  struct Default {
    llvm::StringLiteral Field;
    int64_t Value;
  };
  static constexpr Default Blend[] = {
      {"AlphaToCoverageEnable", 0},
      {"IndependentBlendEnable", 0},
      {"BlendEnable", 0},
      {"LogicOpEnable", 0},
      {"SrcBlend", 2},
      {"SrcBlendAlpha", 2}, // D3D12_BLEND_ONE
      {"DestBlend", 1},
      {"DestBlendAlpha", 1}, // D3D12_BLEND_ZERO
      {"BlendOp", 1},
      {"BlendOpAlpha", 1},            // ..._OP_ADD
      {"LogicOp", 4},                 // D3D12_LOGIC_OP_NOOP
      {"RenderTargetWriteMask", 15}}; // ..._ENABLE_ALL
  // DepthEnable: see PsoContent::get().
  static constexpr Default DepthStencil[] = {
      {"DepthWriteMask", 1}, // D3D12_DEPTH_WRITE_MASK_ALL
      {"DepthFunc", 2},      // D3D12_COMPARISON_FUNC_LESS
      {"StencilEnable", 0},      {"DepthBoundsTestEnable", 0},
      {"StencilReadMask", 0xff}, {"StencilWriteMask", 0xff},
      {"StencilFailOp", 1},      {"StencilDepthFailOp", 1},
      {"StencilPassOp", 1}, // D3D12_STENCIL_OP_KEEP
      {"StencilFunc", 8}};  // D3D12_COMPARISON_FUNC_ALWAYS
  static constexpr Default Samples[] = {{"Count", 1}, {"Quality", 0}};
  auto Find = [&](ArrayRef<Default> Table) -> std::optional<int64_t> {
    for (const Default &D : Table)
      if (D.Field == Field)
        return D.Value;
    return std::nullopt;
  };
  switch (Part) {
  case PsoPart::Blend:
    return Find(Blend);
  case PsoPart::RenderTargets:      // no render targets
  case PsoPart::DepthStencilFormat: // DXGI_FORMAT_UNKNOWN
    return 0;
  case PsoPart::DepthStencil:
    return Find(DepthStencil);
  case PsoPart::Samples:
    return Find(Samples);
  }
  return std::nullopt;
}

} // namespace

std::optional<PsoContent> PsoContent::ofClassic(CheckContext &Context,
                                                const DescRead &Read) {
  if (Read.Desc.Kind != Value::Pointer || !Read.Desc.Pointee || !Read.At)
    return std::nullopt;
  const RecordDecl *Desc = compat::recordOf(QualType(Read.Desc.Pointee, 0));
  const ASTContext &Ctx = Context.context();
  // A compute desc has no render targets.
  if (!Context.field(Desc, "NumRenderTargets"))
    return std::nullopt;
  PsoContent C;
  C.Ctx = &Ctx;
  C.Context = &Context;
  C.Values = &Context.values();
  C.Read = &Read;
  C.Object = Read.Desc;
  static constexpr llvm::StringLiteral Prefixes[] = {
      "BlendState.", "", "DepthStencilState.", "DSVFormat", "SampleDesc."};
  for (unsigned I = 0; I < PsoPartCount; ++I) {
    PartAt &P = C.Parts[I];
    P.Present = true;
    P.Record = Desc;
    P.Prefix = Prefixes[I].str();
  }
  return C;
}

std::optional<PsoContent> PsoContent::ofStream(CheckContext &Context,
                                               const DescRead &Read) {
  std::optional<PathStream> OnPath = streamOnPath(Context, Read);
  if (!OnPath || !Read.At)
    return std::nullopt;
  ASTContext &Ctx = Context.context();
  const KindTable &Kinds = Context.kinds();
  PsoContent C;
  C.Ctx = &Ctx;
  C.Context = &Context;
  C.Values = &Context.values();
  C.Read = &Read;
  C.Object = Read.Stream;
  C.Stream = true;
  // A walk over bytes that stopped short may have left parts unread.
  if (const ByteStream *Bytes = Context.byteStream(Read))
    if (OnPath->Stream == &Bytes->Stream && Bytes->StoppedAt)
      C.Complete = false;
  std::optional<int64_t> VS = Kinds.valueOf("VS"), MS = Kinds.valueOf("MS"),
                         CS = Kinds.valueOf("CS");
  // A shader member whose bytecode is known to be empty (a d3dx12 stream's
  // VS left at its default in a compute pipeline) is no shader.
  std::optional<FieldPlace> Length = fieldPlace(
      Ctx,
      compat::recordOf(
          topLevelType(Ctx, "D3D12_SHADER_BYTECODE").value_or(QualType())),
      "BytecodeLength");
  auto Empty = [&](const StreamMember &M) {
    if (!Length || (!M.Sub->Inner && !M.Sub->Written))
      return false;
    Value V = Context.values().read(
        *Read.At, Read.Stream, M.Offset + M.Sub->InnerOffset + Length->Offset,
        Length->Size);
    return V.Kind == Value::Int && V.Number == 0;
  };
  bool Draws = false, Computes = false;
  for (const StreamMember &M : OnPath->Stream->Members) {
    if (!OnPath->reads(M))
      continue;
    std::optional<int64_t> Kind = OnPath->kindOf(M);
    const SubobjectKind *Known = Kind ? Kinds.find(*Kind) : nullptr;
    if (!Known) {
      C.Complete = false;
      continue;
    }
    if ((Kind == VS || Kind == MS) && !Empty(M))
      Draws = true;
    if (Kind == CS && !Empty(M))
      Computes = true;
    for (unsigned I = 0; I < PsoPartCount; ++I) {
      if (!llvm::is_contained(PartKinds[I], Known->Name))
        continue;
      PartAt &P = C.Parts[I];
      std::optional<QualType> Inner = topLevelType(Ctx, Known->InnerType);
      if (P.Present || (!M.Sub->Inner && !M.Sub->Written) || !Inner ||
          (*Inner)->isIncompleteType() || (*Inner)->isDependentType()) {
        // Twice (the runtime rejects the stream), or an inner the model
        // cannot lay out: not known.
        P.Ambiguous = true;
      }
      P.Present = true;
      P.Offset = M.Offset + M.Sub->InnerOffset;
      if (Inner) {
        P.Type = *Inner;
        P.Record = compat::recordOf(Inner->getCanonicalType());
      }
      P.Member = M.Path;
      P.KindName = Known->Name;
    }
  }
  if (!Draws || Computes)
    return std::nullopt;
  return C;
}

std::string PsoContent::classicField(PsoPart Part, StringRef Field) const {
  const PartAt &P = Parts[index(Part)];
  if (Part == PsoPart::RenderTargets && Field.consume_front("RTFormats"))
    return ("RTVFormats" + Field).str();
  return P.Prefix + Field.str();
}

QualType PsoContent::typeOf(PsoPart Part, StringRef Field) const {
  const PartAt &P = Parts[index(Part)];
  if (!P.Present || P.Ambiguous)
    return QualType();
  if (!Stream) {
    std::optional<FieldPlace> F =
        Context->field(P.Record, classicField(Part, Field));
    return F ? F->Type : QualType();
  }
  if (Field.empty())
    return P.Type;
  std::optional<FieldPlace> F = Context->field(P.Record, Field);
  return F ? F->Type : QualType();
}

Value PsoContent::get(PsoPart Part, StringRef Field) const {
  const PartAt &P = Parts[index(Part)];
  if (!P.Present) {
    Value V;
    if (!Complete)
      return V;
    // Without a DEPTH_STENCIL subobject the runtime tests depth only where
    // the stream names a depth format (d3dx12's stream parser, which
    // mirrors it: "Depth disabled if no DSV format specified").
    if (Part == PsoPart::DepthStencil && Field == "DepthEnable") {
      Value Format = get(PsoPart::DepthStencilFormat, "");
      if (Format.Kind == Value::Int) {
        V.Kind = Value::Int;
        V.Number = Format.Number != 0;
      }
      return V;
    }
    if (std::optional<int64_t> D = defaultOf(Part, Field)) {
      V.Kind = Value::Int;
      V.Number = *D;
    }
    return V;
  }
  if (P.Ambiguous)
    return Value();
  std::optional<FieldPlace> F;
  if (!Stream)
    F = Context->field(P.Record, classicField(Part, Field));
  else if (Field.empty())
    F = FieldPlace{0, uint64_t(Ctx->getTypeSizeInChars(P.Type).getQuantity()),
                   P.Type};
  else
    F = Context->field(P.Record, Field);
  if (!F || F->Size == 0 || F->Size > 8)
    return Value();
  return Values->read(*Read->At, Object, P.Offset + F->Offset, F->Size);
}

std::string PsoContent::name(PsoPart Part, StringRef Field) const {
  const PartAt &P = Parts[index(Part)];
  if (!Stream)
    return classicField(Part, Field);
  std::string Kind =
      P.Present ? P.KindName.str() : PartKinds[index(Part)][0].str();
  std::string Where =
      P.Present ? formatv("the {0} subobject '{1}'", Kind, P.Member).str()
                : formatv("the stream's {0} (it has none: the runtime's "
                          "default)",
                          Kind)
                      .str();
  if (Field.empty())
    return Where;
  return formatv("{0} of {1}", Field, Where).str();
}

SourceLocation initialiserLocation(const CheckContext &Context,
                                   const Value &Object) {
  const auto *VD =
      dyn_cast_or_null<VarDecl>(Context.values().rootDecl(Object.Root));
  if (!VD || Object.Kind != Value::Pointer)
    return SourceLocation();
  return VD->getInit() ? VD->getInit()->getBeginLoc() : VD->getLocation();
}

void addContentOriginNotes(const CheckContext &Context, Finding &F,
                           const Value &V, StringRef What) {
  // Stored by a copy: where the copied value was set is the copy note's;
  // a helper's copy is named by the call.
  if (Context.storedByCopy(V)) {
    if (V.Via && F.Loc != V.Via->getExprLoc())
      F.Notes.push_back({V.Via->getExprLoc(), "in the call from here"});
    return;
  }
  if (V.Site && V.Via && F.Loc != V.Via->getExprLoc())
    Context.addOriginNotes(F, V, What);
}

void ContentFindings::add(Finding F, const Value &At, StringRef What) {
  if (F.Loc.isInvalid() || !Reported.insert(F.Loc.getRawEncoding()).second)
    return;
  Context.addCopyNote(F, At, What);
  addContentOriginNotes(Context, F, At, What);
  Found.push_back(std::move(F));
}

void ContentFindings::noteAt(Finding &F, const Value &V,
                             std::string Text) const {
  SourceLocation Loc = Context.storeLocation(V);
  if (Loc.isValid() && Loc != F.Loc)
    F.Notes.push_back({Loc, std::move(Text)});
}

RenderTargetClass renderTargetClass(StringRef Name) {
  Name.consume_front("DXGI_FORMAT_");
  static constexpr llvm::StringLiteral Blendable[] = {"R32G32B32A32_FLOAT",
                                                      "R16G16B16A16_FLOAT",
                                                      "R16G16B16A16_UNORM",
                                                      "R16G16B16A16_SNORM",
                                                      "R32G32_FLOAT",
                                                      "R10G10B10A2_UNORM",
                                                      "R11G11B10_FLOAT",
                                                      "R8G8B8A8_UNORM",
                                                      "R8G8B8A8_UNORM_SRGB",
                                                      "R8G8B8A8_SNORM",
                                                      "R16G16_FLOAT",
                                                      "R16G16_UNORM",
                                                      "R16G16_SNORM",
                                                      "R32_FLOAT",
                                                      "R8G8_UNORM",
                                                      "R8G8_SNORM",
                                                      "R16_FLOAT",
                                                      "R16_UNORM",
                                                      "R16_SNORM",
                                                      "R8_UNORM",
                                                      "R8_SNORM",
                                                      "A8_UNORM",
                                                      "B5G6R5_UNORM",
                                                      "B8G8R8A8_UNORM",
                                                      "B8G8R8A8_UNORM_SRGB",
                                                      "B8G8R8X8_UNORM",
                                                      "B8G8R8X8_UNORM_SRGB",
                                                      "B5G5R5A1_UNORM",
                                                      "B4G4R4A4_UNORM",
                                                      "R32G32B32_FLOAT"};
  static constexpr llvm::StringLiteral Uint[] = {
      "R32G32B32A32_UINT", "R16G16B16A16_UINT", "R32G32_UINT",
      "R10G10B10A2_UINT",  "R8G8B8A8_UINT",     "R16G16_UINT",
      "R32_UINT",          "R8G8_UINT",         "R16_UINT",
      "R8_UINT",           "R32G32B32_UINT"};
  static constexpr llvm::StringLiteral Sint[] = {
      "R32G32B32A32_SINT", "R16G16B16A16_SINT", "R32G32_SINT", "R8G8B8A8_SINT",
      "R16G16_SINT",       "R32_SINT",          "R8G8_SINT",   "R16_SINT",
      "R8_SINT",           "R32G32B32_SINT"};
  if (llvm::is_contained(Blendable, Name))
    return RenderTargetClass::Blendable;
  if (llvm::is_contained(Uint, Name))
    return RenderTargetClass::Uint;
  if (llvm::is_contained(Sint, Name))
    return RenderTargetClass::Sint;
  return RenderTargetClass::NotRenderTarget;
}

} // namespace psolint
