//===- StateObjectView.cpp - A state object desc as the runtime reads it --===//
#include "StateObjectView.h"
#include "Compat.h"
#include "KindTable.h"
#include "RecordFields.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {
/// What pDesc points to, per kind: the comments on the enumerators of
/// D3D12_STATE_SUBOBJECT_TYPE in d3d12.idl (SPEC.md §8). The generic-program
/// kinds (SDK 613+) take the pipeline-stream inners, RASTERIZER the DESC2.
struct KindDesc {
  llvm::StringLiteral Kind, Desc;
};
constexpr KindDesc DescTypes[] = {
    {"STATE_OBJECT_CONFIG", "D3D12_STATE_OBJECT_CONFIG"},
    {"GLOBAL_ROOT_SIGNATURE", "D3D12_GLOBAL_ROOT_SIGNATURE"},
    {"LOCAL_ROOT_SIGNATURE", "D3D12_LOCAL_ROOT_SIGNATURE"},
    {"NODE_MASK", "D3D12_NODE_MASK"},
    {"DXIL_LIBRARY", "D3D12_DXIL_LIBRARY_DESC"},
    {"EXISTING_COLLECTION", "D3D12_EXISTING_COLLECTION_DESC"},
    {"SUBOBJECT_TO_EXPORTS_ASSOCIATION",
     "D3D12_SUBOBJECT_TO_EXPORTS_ASSOCIATION"},
    {"DXIL_SUBOBJECT_TO_EXPORTS_ASSOCIATION",
     "D3D12_DXIL_SUBOBJECT_TO_EXPORTS_ASSOCIATION"},
    {"RAYTRACING_SHADER_CONFIG", "D3D12_RAYTRACING_SHADER_CONFIG"},
    {"RAYTRACING_PIPELINE_CONFIG", "D3D12_RAYTRACING_PIPELINE_CONFIG"},
    {"HIT_GROUP", "D3D12_HIT_GROUP_DESC"},
    {"RAYTRACING_PIPELINE_CONFIG1", "D3D12_RAYTRACING_PIPELINE_CONFIG1"},
    {"WORK_GRAPH", "D3D12_WORK_GRAPH_DESC"},
    {"STREAM_OUTPUT", "D3D12_STREAM_OUTPUT_DESC"},
    {"BLEND", "D3D12_BLEND_DESC"},
    {"SAMPLE_MASK", "UINT"},
    {"RASTERIZER", "D3D12_RASTERIZER_DESC2"},
    {"INPUT_LAYOUT", "D3D12_INPUT_LAYOUT_DESC"},
    {"IB_STRIP_CUT_VALUE", "D3D12_INDEX_BUFFER_STRIP_CUT_VALUE"},
    {"PRIMITIVE_TOPOLOGY", "D3D12_PRIMITIVE_TOPOLOGY_TYPE"},
    {"RENDER_TARGET_FORMATS", "D3D12_RT_FORMAT_ARRAY"},
    {"DEPTH_STENCIL_FORMAT", "DXGI_FORMAT"},
    {"SAMPLE_DESC", "DXGI_SAMPLE_DESC"},
    {"FLAGS", "D3D12_PIPELINE_STATE_FLAGS"},
    {"DEPTH_STENCIL", "D3D12_DEPTH_STENCIL_DESC"},
    {"DEPTH_STENCIL1", "D3D12_DEPTH_STENCIL_DESC1"},
    {"DEPTH_STENCIL2", "D3D12_DEPTH_STENCIL_DESC2"},
    {"VIEW_INSTANCING", "D3D12_VIEW_INSTANCING_DESC"},
    {"GENERIC_PROGRAM", "D3D12_GENERIC_PROGRAM_DESC"},
};
constexpr llvm::StringLiteral KindPrefix = "D3D12_STATE_SUBOBJECT_TYPE_";

} // namespace

StateObjectTypes::StateObjectTypes(ASTContext &Ctx) : Ctx(Ctx) {
  Subobject = record("D3D12_STATE_SUBOBJECT");
  Desc = record("D3D12_STATE_OBJECT_DESC");
  if (!Subobject || !Desc || Subobject->isInvalidDecl() ||
      Desc->isInvalidDecl())
    return;
  auto Type = field(Subobject, "Type"), Pointer = field(Subobject, "pDesc");
  if (!Type || !Pointer)
    return;
  for (const FieldDecl *FD : Subobject->fields())
    if (FD->getName() == "Type")
      KindEnum = compat::enumOf(FD->getType());
  if (!KindEnum) {
    // C compilers may declare the field as the typedef of an int.
    if (const auto *Any = dyn_cast_or_null<EnumConstantDecl>(topLevelDecl(
            Ctx, "D3D12_STATE_SUBOBJECT_TYPE_STATE_OBJECT_CONFIG")))
      KindEnum = dyn_cast<EnumDecl>(Any->getDeclContext());
  }
  Stride = Ctx.getASTRecordLayout(Subobject).getSize().getQuantity();
  TypeOffset = Type->first;
  DescOffset = Pointer->first;
  PointerSize = Pointer->second;
}

const RecordDecl *StateObjectTypes::record(StringRef Name) const {
  const NamedDecl *D = topLevelDecl(Ctx, Name);
  if (!D)
    return nullptr;
  if (const auto *TD = dyn_cast<TypedefNameDecl>(D))
    return compat::recordOf(TD->getUnderlyingType());
  if (const auto *RD = dyn_cast<RecordDecl>(D))
    return RD->getDefinition();
  return nullptr;
}

std::optional<int64_t> StateObjectTypes::enumerator(StringRef Name) const {
  if (const auto *E =
          dyn_cast_or_null<EnumConstantDecl>(topLevelDecl(Ctx, Name)))
    return E->getInitVal().getExtValue();
  return std::nullopt;
}

std::optional<uint64_t> StateObjectTypes::enumMask(StringRef EnumName) const {
  const NamedDecl *D = topLevelDecl(Ctx, EnumName);
  const EnumDecl *ED = nullptr;
  if (const auto *TD = dyn_cast_or_null<TypedefNameDecl>(D))
    ED = compat::enumOf(TD->getUnderlyingType());
  else
    ED = dyn_cast_or_null<EnumDecl>(D);
  if (!ED || !ED->getDefinition())
    return std::nullopt;
  uint64_t Mask = 0;
  for (const EnumConstantDecl *E : ED->getDefinition()->enumerators())
    Mask |= E->getInitVal().getZExtValue();
  return Mask;
}

std::optional<std::pair<uint64_t, uint64_t>>
StateObjectTypes::field(const RecordDecl *RD, StringRef Name) const {
  if (!RD || RD->isInvalidDecl() || !RD->isCompleteDefinition())
    return std::nullopt;
  std::optional<FieldPlace> F = fieldPlace(Ctx, RD, Name);
  if (!F)
    return std::nullopt;
  return std::make_pair(F->Offset, F->Size);
}

StringRef StateObjectTypes::kindName(int64_t Kind) const {
  if (!KindEnum)
    return StringRef();
  for (const EnumConstantDecl *E : KindEnum->enumerators()) {
    if (E->getInitVal().getSExtValue() != Kind)
      continue;
    StringRef Name = E->getName();
    if (!Name.consume_front(KindPrefix) || Name == "MAX_VALID")
      continue;
    return Name;
  }
  return StringRef();
}

std::optional<int64_t> StateObjectTypes::kindValue(StringRef Name) const {
  return enumerator((KindPrefix + Name).str());
}

std::string StateObjectTypes::describe(int64_t Kind) const {
  StringRef Name = kindName(Kind);
  if (Name.empty())
    return std::to_string(Kind);
  return formatv("{0} ({1})", Name, Kind).str();
}

StringRef StateObjectTypes::descTypeName(StringRef Kind) const {
  for (const KindDesc &K : DescTypes)
    if (K.Kind == Kind)
      return K.Desc;
  return StringRef();
}

std::string StateObjectView::objectName(RootId Root) const {
  // A vector's elements go by the vector's name.
  if (!Builder)
    if (auto Vector = Values->vectorOf(Root))
      return objectName(Vector->first, Vector->second, /*ToVector=*/true);
  if (Builder) {
    auto It = Builder->Names.find(Root);
    return It == Builder->Names.end() ? std::string("a temporary")
                                      : "'" + It->second + "'";
  }
  if (const auto *ND = dyn_cast_or_null<NamedDecl>(Values->rootDecl(Root)))
    if (ND->getDeclName().isIdentifier())
      return ("'" + ND->getName() + "'").str();
  return "a temporary";
}

/// Whether T is a std::vector.
static bool isVector(QualType T) {
  const auto *RD = T->getAsCXXRecordDecl();
  return RD && RD->isInStdNamespace() && RD->getDeclName().isIdentifier() &&
         RD->getName() == "vector";
}

std::string StateObjectView::objectName(RootId Root, int64_t Offset,
                                        bool ToVector) const {
  const auto *VD =
      Builder ? nullptr : dyn_cast_or_null<VarDecl>(Values->rootDecl(Root));
  if (!VD || Offset < 0 || (!Offset && !ToVector) ||
      !VD->getDeclName().isIdentifier())
    return ToVector ? std::string("a temporary") : objectName(Root);
  // Down the members whose bytes hold Offset, as far as one starts there.
  ASTContext &Ctx = VD->getASTContext();
  std::string Path = VD->getName().str();
  QualType T = VD->getType();
  uint64_t At = Offset;
  while (At || (ToVector && !isVector(T))) {
    const RecordDecl *RD = T->getAsRecordDecl();
    if (!RD || !RD->getDefinition() || RD->isUnion() || T->isDependentType())
      break;
    RD = RD->getDefinition();
    const ASTRecordLayout &Layout = Ctx.getASTRecordLayout(RD);
    const FieldDecl *Found = nullptr;
    uint64_t FoundAt = 0;
    for (const FieldDecl *FD : RD->fields()) {
      uint64_t Begin =
          Ctx.toCharUnitsFromBits(Layout.getFieldOffset(FD->getFieldIndex()))
              .getQuantity();
      uint64_t Size = FD->getType()->isIncompleteType() || FD->isBitField()
                          ? 0
                          : Ctx.getTypeSizeInChars(FD->getType()).getQuantity();
      if (Begin <= At && At < Begin + Size) {
        Found = FD;
        FoundAt = Begin;
      }
    }
    if (!Found || !Found->getDeclName().isIdentifier())
      break;
    Path += "." + Found->getName().str();
    At -= FoundAt;
    T = Found->getType();
  }
  if (At || (ToVector && !isVector(T)))
    return ToVector ? std::string("a temporary") : objectName(Root);
  return "'" + Path + "'";
}

Value StateObjectView::field(const Value &P, const RecordDecl *RD,
                             StringRef Name) const {
  if (Builder) {
    if (P.Kind != Value::Pointer)
      return Value();
    auto It = Builder->Fields.find({P.Root, Name.str()});
    return It == Builder->Fields.end() ? Value() : It->second;
  }
  if (P.Kind != Value::Pointer || !RD)
    return Value();
  auto F = Types->field(RD, Name);
  if (!F)
    return Value();
  return Values->read(*Read->At, P, F->first, F->second);
}

Value StateObjectView::descField(const StateSubobject &S, StringRef Record,
                                 StringRef Name) const {
  // A pDesc that points to another type is d3d12-state-object-subobject-
  // type's finding; its bytes say nothing of this desc's fields.
  if (!S.DescPointee.isNull()) {
    std::string Pointee = innerTypeName(S.DescPointee);
    if (!Pointee.empty() && Pointee != Record)
      return Value();
  }
  return field(S.Desc, Types->record(Record), Name);
}

std::optional<uint64_t> StateObjectView::elementIndex(const Value &P) const {
  if (!ArrayKnown || P.Kind != Value::Pointer || P.Root != Array ||
      P.Number < int64_t(Base) || !Types->stride())
    return std::nullopt;
  uint64_t Delta = P.Number - Base;
  if (Delta % Types->stride())
    return std::nullopt;
  return Delta / Types->stride();
}

const clang::StringLiteral *StateObjectView::literal(const Value &V) {
  if (!V.Site)
    return nullptr;
  return dyn_cast<clang::StringLiteral>(V.Site->IgnoreParenImpCasts());
}

SourceLocation StateObjectView::callLoc() const {
  return Use->Call ? Use->Call->getExprLoc() : SourceLocation();
}

SourceLocation siteOr(const Value &V, SourceLocation Fallback) {
  if (V.Site && V.Site->getExprLoc().isValid() && !isa<InitListExpr>(V.Site) &&
      !isa<ImplicitValueInitExpr>(V.Site))
    return V.Site->getExprLoc();
  return Fallback;
}

/// The expression whose value pDesc holds, with conversions to void *
/// removed: `&desc`, `(void *)&desc`, `static_cast<const void *>(p)`. A cast
/// to another pointer type says what the program means it to point to.
static const Expr *beforeVoidCasts(const Expr *E) {
  while (E) {
    E = E->IgnoreParens();
    const auto *Cast = dyn_cast<CastExpr>(E);
    if (!Cast)
      break;
    QualType T = Cast->getType();
    bool ToVoid = T->isPointerType() && T->getPointeeType()->isVoidType();
    if (!ToVoid && !isa<ImplicitCastExpr>(Cast))
      break;
    if (!ToVoid && Cast->getCastKind() != CK_NoOp &&
        Cast->getCastKind() != CK_LValueToRValue &&
        Cast->getCastKind() != CK_ArrayToPointerDecay)
      break;
    E = Cast->getSubExpr();
  }
  return E;
}

std::vector<StateObjectView> viewStateObjects(const StateObjectTypes &Types,
                                              const ValueModel &Values,
                                              const RuntimeUse &Use) {
  std::vector<StateObjectView> Views;
  if (!Types.available())
    return Views;
  ASTContext &Ctx = Types.context();
  bool Addition = false;
  if (Use.Call)
    if (const FunctionDecl *FD = Use.Call->getDirectCallee())
      Addition = FD->getDeclName().isIdentifier() &&
                 FD->getName() == "AddToStateObject";
  if (Use.Call && !Use.Call->getDirectCallee())
    if (const auto *ME =
            dyn_cast<MemberExpr>(Use.Call->getCallee()->IgnoreParenImpCasts()))
      Addition = ME->getMemberDecl()->getName() == "AddToStateObject";
  if (std::optional<StateObjectView> B = viewBuilder(Types, Values, Use)) {
    for (const DescRead &Read : Use.Paths) {
      Views.push_back(*B);
      Views.back().Read = &Read;
      Views.back().Values = &Values;
      Views.back().Addition = Addition;
    }
    return Views;
  }
  for (const DescRead &Read : Use.Paths) {
    StateObjectView V;
    V.Use = &Use;
    V.Read = &Read;
    V.Types = &Types;
    V.Values = &Values;
    V.Addition = Addition;
    if (Read.ObjectType.Kind == Value::Int)
      V.ObjectType = Read.ObjectType.Number;
    if (Read.Count.Kind == Value::Int && Read.Count.Number >= 0)
      V.Count = Read.Count.Number;
    const Value &P = Read.Subobjects;
    if (P.Kind == Value::Pointer && P.Number >= 0) {
      V.ArrayKnown = true;
      V.Array = P.Root;
      V.Base = P.Number;
      // A vector's elements: as many as its size says.
      bool Vector = false;
      if (std::optional<uint64_t> Size =
              Values.vectorBytes(*Read.At, P.Root, Vector))
        V.Capacity = *Size >= V.Base ? (*Size - V.Base) / Types.stride() : 0;
      if (const auto *VD = dyn_cast_or_null<VarDecl>(Values.rootDecl(P.Root));
          VD && !Vector)
        if (!isa<ParmVarDecl>(VD) && !VD->getType()->isReferenceType() &&
            !VD->getType()->isIncompleteType() &&
            !VD->getType()->isDependentType()) {
          uint64_t Size = Ctx.getTypeSizeInChars(VD->getType()).getQuantity();
          V.Capacity = Size >= V.Base ? (Size - V.Base) / Types.stride() : 0;
        }
    }
    if (V.ArrayKnown && V.Count) {
      uint64_t N = *V.Count;
      if (V.Capacity)
        N = std::min(N, *V.Capacity);
      constexpr uint64_t MaxElements = 256;
      N = std::min(N, MaxElements);
      bool AllKnown = true;
      for (uint64_t I = 0; I < N; ++I) {
        StateSubobject S;
        S.Index = I;
        uint64_t At = I * Types.stride();
        S.Type = Values.read(*Read.At, P, At + Types.typeOffset(), 4);
        S.Desc = Values.read(*Read.At, P, At + Types.descOffset(),
                             Types.pointerSize());
        S.Unwritten =
            Values.zeroFilled(*Read.At, P, At + Types.typeOffset(), 4) &&
            Values.zeroFilled(*Read.At, P, At + Types.descOffset(),
                              Types.pointerSize());
        if (S.Desc.Site) {
          S.DescExpr = beforeVoidCasts(S.Desc.Site);
          QualType T = S.DescExpr->getType();
          if (T->isArrayType())
            T = Ctx.getAsArrayType(T)->getElementType();
          else if (T->isPointerType())
            T = T->getPointeeType();
          else
            T = QualType();
          if (!T.isNull() && !T->isVoidType() && !T->isDependentType())
            S.DescPointee = T;
        }
        // A parameter passed straight on: its declared pointee.
        if (S.DescPointee.isNull() && !S.Desc.Site &&
            S.Desc.Kind == Value::Argument && S.Desc.Param) {
          QualType T = S.Desc.Param->getType();
          if (T->isPointerType() && !T->getPointeeType()->isVoidType() &&
              !T->getPointeeType()->isDependentType())
            S.DescPointee = T->getPointeeType();
        }
        AllKnown &= S.Type.Kind == Value::Int;
        V.Subobjects.push_back(S);
      }
      V.Complete = AllKnown && N == *V.Count;
    }
    Views.push_back(std::move(V));
  }
  return Views;
}

} // namespace psolint
