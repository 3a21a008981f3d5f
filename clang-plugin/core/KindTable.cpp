//===- KindTable.cpp ------------------------------------------------------===//
#include "KindTable.h"
#include "Compat.h"

#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/StringExtras.h"
#include <utility>

using namespace clang;
using namespace llvm;

namespace psolint {

/// Kind -> inner type, from DirectX-Headers' d3d12.h and d3dx12.h (SDK 619).
/// Kinds the enum in use does not declare are simply never looked up.
static StringRef builtinInnerType(StringRef Kind) {
  static constexpr std::pair<llvm::StringLiteral, llvm::StringLiteral> Table[] =
      {
          {"ROOT_SIGNATURE", "ID3D12RootSignature*"},
          {"VS", "D3D12_SHADER_BYTECODE"},
          {"PS", "D3D12_SHADER_BYTECODE"},
          {"DS", "D3D12_SHADER_BYTECODE"},
          {"HS", "D3D12_SHADER_BYTECODE"},
          {"GS", "D3D12_SHADER_BYTECODE"},
          {"CS", "D3D12_SHADER_BYTECODE"},
          {"AS", "D3D12_SHADER_BYTECODE"},
          {"MS", "D3D12_SHADER_BYTECODE"},
          {"STREAM_OUTPUT", "D3D12_STREAM_OUTPUT_DESC"},
          {"BLEND", "D3D12_BLEND_DESC"},
          {"SAMPLE_MASK", "UINT"},
          {"RASTERIZER", "D3D12_RASTERIZER_DESC"},
          {"DEPTH_STENCIL", "D3D12_DEPTH_STENCIL_DESC"},
          {"INPUT_LAYOUT", "D3D12_INPUT_LAYOUT_DESC"},
          {"IB_STRIP_CUT_VALUE", "D3D12_INDEX_BUFFER_STRIP_CUT_VALUE"},
          {"PRIMITIVE_TOPOLOGY", "D3D12_PRIMITIVE_TOPOLOGY_TYPE"},
          {"RENDER_TARGET_FORMATS", "D3D12_RT_FORMAT_ARRAY"},
          {"DEPTH_STENCIL_FORMAT", "DXGI_FORMAT"},
          {"SAMPLE_DESC", "DXGI_SAMPLE_DESC"},
          {"NODE_MASK", "UINT"},
          {"CACHED_PSO", "D3D12_CACHED_PIPELINE_STATE"},
          {"FLAGS", "D3D12_PIPELINE_STATE_FLAGS"},
          {"DEPTH_STENCIL1", "D3D12_DEPTH_STENCIL_DESC1"},
          {"VIEW_INSTANCING", "D3D12_VIEW_INSTANCING_DESC"},
          {"DEPTH_STENCIL2", "D3D12_DEPTH_STENCIL_DESC2"},
          {"RASTERIZER1", "D3D12_RASTERIZER_DESC1"},
          {"RASTERIZER2", "D3D12_RASTERIZER_DESC2"},
          {"SERIALIZED_ROOT_SIGNATURE", "D3D12_SERIALIZED_ROOT_SIGNATURE_DESC"},
      };
  for (const auto &[Name, Inner] : Table)
    if (Name == Kind)
      return Inner;
  return StringRef();
}

KindTable::KindTable(const EnumDecl &TagEnum) : Enum(&TagEnum) {
  for (const EnumConstantDecl *ECD : TagEnum.enumerators()) {
    StringRef Name = ECD->getName();
    if (!Name.consume_front(TagEnumeratorPrefix))
      continue;
    int64_t Value = ECD->getInitVal().getSExtValue();
    if (Name == "MAX_VALID") {
      MaxValid = Value;
      continue;
    }
    if (IndexByValue.count(Value))
      continue; // an alias of a kind already listed
    IndexByValue[Value] = Kinds.size();
    Kinds.push_back({Value, Name, Value, builtinInnerType(Name)});
  }
  // A family is a kind plus the kinds named like it with a number appended:
  // DEPTH_STENCIL, DEPTH_STENCIL1, DEPTH_STENCIL2.
  StringMap<int64_t> ValueByName;
  for (const SubobjectKind &K : Kinds)
    ValueByName[K.Name] = K.Value;
  for (SubobjectKind &K : Kinds) {
    StringRef Base = K.Name.rtrim("0123456789");
    if (Base.size() == K.Name.size() || Base.empty())
      continue;
    auto It = ValueByName.find(Base);
    if (It != ValueByName.end())
      K.FamilyRoot = It->second;
  }
}

const SubobjectKind *KindTable::find(int64_t Value) const {
  auto It = IndexByValue.find(Value);
  if (It == IndexByValue.end())
    return nullptr;
  if (MaxValid && Value >= *MaxValid)
    return nullptr;
  return &Kinds[It->second];
}

std::string KindTable::describe(int64_t Value) const {
  if (const SubobjectKind *K = find(Value))
    return K->Name.str();
  return std::to_string(Value);
}

bool KindTable::sameFamily(int64_t A, int64_t B) const {
  const SubobjectKind *KA = find(A), *KB = find(B);
  if (!KA || !KB)
    return false;
  return KA->FamilyRoot == KB->FamilyRoot;
}

std::optional<int64_t> KindTable::uniqueKindForInner(StringRef Inner) const {
  std::optional<int64_t> Found;
  if (Inner.empty())
    return Found;
  for (const SubobjectKind &K : Kinds) {
    if (K.InnerType != Inner)
      continue;
    if (Found)
      return std::nullopt; // shader bytecode, UINT: several kinds share it
    Found = K.Value;
  }
  return Found;
}

std::string innerTypeName(QualType T) {
  T = T.getCanonicalType().getUnqualifiedType();
  if (const auto *PT = T->getAs<PointerType>()) {
    std::string Pointee = innerTypeName(PT->getPointeeType());
    return Pointee.empty() ? std::string() : Pointee + "*";
  }
  // Any declaration names the type: interfaces like ID3D12RootSignature
  // may never be defined.
  if (const TagDecl *Tag = T->getAsTagDecl()) {
    // d3dx12's CD3DX12_* helpers derive from the desc they wrap.
    if (const RecordDecl *RD = compat::recordOf(T))
      if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
        if (CRD->getName().starts_with("CD3DX12_") && CRD->getNumBases() == 1)
          return innerTypeName(CRD->bases_begin()->getType());
    if (!Tag->getName().empty())
      return Tag->getName().str();
    // C: typedef struct { ... } NAME;
    if (const TypedefNameDecl *TD = Tag->getTypedefNameForAnonDecl())
      return TD->getName().str();
    return std::string();
  }
  // Builtin integers: UINT is unsigned int on every Windows target and in
  // the WSL stubs; other spellings do not name an inner.
  if (const auto *BT = T->getAs<BuiltinType>())
    if (BT->getKind() == BuiltinType::UInt)
      return "UINT";
  return std::string();
}

} // namespace psolint
