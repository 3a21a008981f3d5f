//===- KindTable.h - Subobject kinds of the enum in use ---------*- C++ -*-===//
//
// The valid kinds come from the D3D12_PIPELINE_STATE_SUBOBJECT_TYPE the code
// is compiled against: DirectX-Headers, the Windows SDK, mingw-w64 and Xbox
// headers differ in which kinds they know.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_KINDTABLE_H
#define PSOLINT_CORE_KINDTABLE_H

#include "clang/AST/Decl.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace psolint {

/// The name of the tag enum, in every SDK.
inline constexpr llvm::StringLiteral TagEnumName =
    "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE";
inline constexpr llvm::StringLiteral TagEnumeratorPrefix =
    "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_";

struct SubobjectKind {
  int64_t Value;
  llvm::StringRef Name;      // suffix: "RASTERIZER"
  int64_t FamilyRoot;        // value of the family's base kind
  llvm::StringRef InnerType; // built-in table's inner type name, or ""
};

class KindTable {
public:
  explicit KindTable(const clang::EnumDecl &TagEnum);

  const clang::EnumDecl &tagEnum() const { return *Enum; }
  const SubobjectKind *find(int64_t Value) const;
  bool isValid(int64_t Value) const { return find(Value) != nullptr; }
  /// "RASTERIZER" for a valid kind, the number otherwise.
  std::string describe(int64_t Value) const;
  bool sameFamily(int64_t A, int64_t B) const;
  /// The value one past the last valid kind (MAX_VALID), if declared.
  std::optional<int64_t> maxValid() const { return MaxValid; }
  /// The kind whose inner type is InnerTypeName, when exactly one is.
  std::optional<int64_t>
  uniqueKindForInner(llvm::StringRef InnerTypeName) const;
  llvm::ArrayRef<SubobjectKind> kinds() const { return Kinds; }
  /// The value of the kind named "VS", "ROOT_SIGNATURE", ...
  std::optional<int64_t> valueOf(llvm::StringRef Name) const {
    for (const SubobjectKind &K : Kinds)
      if (K.Name == Name)
        return K.Value;
    return std::nullopt;
  }
  /// Whether some kind's inner is this type.
  bool isSomeInner(llvm::StringRef InnerTypeName) const {
    return llvm::any_of(Kinds, [&](const SubobjectKind &K) {
      return K.InnerType == InnerTypeName;
    });
  }

private:
  const clang::EnumDecl *Enum;
  llvm::SmallVector<SubobjectKind, 32> Kinds;
  llvm::DenseMap<int64_t, unsigned> IndexByValue;
  std::optional<int64_t> MaxValid;
};

/// The name the runtime's kind table would use for a declared inner type:
/// d3dx12 wrappers (CD3DX12_RASTERIZER_DESC) count as their base, pointers
/// as "<pointee>*". Empty when the type has no such name.
std::string innerTypeName(clang::QualType T);

} // namespace psolint

#endif // PSOLINT_CORE_KINDTABLE_H
