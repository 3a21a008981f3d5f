//===- StateObjectView.h - A state object desc as the runtime reads it -*- C++
//-*-===//
//
// CreateStateObject reads a D3D12_STATE_OBJECT_DESC: Type, NumSubobjects and
// pSubobjects, an array of D3D12_STATE_SUBOBJECT { Type; pDesc; }, and casts
// each pDesc by its Type (SPEC.md §8). This view reads those bytes out of the
// value model, one path at a time: which array pSubobjects points into, the
// elements the runtime walks, what each pDesc points to, and the fields of
// the descs the model followed. Whatever the model does not know stays
// unknown here, and the state-object checks are silent on it.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_STATEOBJECTVIEW_H
#define PSOLINT_CORE_STATEOBJECTVIEW_H

#include "ValueModel.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "llvm/ADT/StringRef.h"
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace psolint {

/// The subobject kinds of the D3D12_STATE_SUBOBJECT_TYPE in use, and the
/// records the runtime reads, looked up once per translation unit.
class StateObjectTypes {
public:
  explicit StateObjectTypes(clang::ASTContext &Ctx);

  /// Whether the headers declare state objects at all.
  bool available() const { return Subobject && Desc && KindEnum; }
  const clang::RecordDecl *subobjectRecord() const { return Subobject; }
  const clang::RecordDecl *descRecord() const { return Desc; }
  /// Size of one D3D12_STATE_SUBOBJECT and the offsets of its fields, for
  /// the target.
  uint64_t stride() const { return Stride; }
  uint64_t typeOffset() const { return TypeOffset; }
  uint64_t descOffset() const { return DescOffset; }
  uint64_t pointerSize() const { return PointerSize; }

  /// "HIT_GROUP" for a subobject kind of the enum in use (MAX_VALID is no
  /// kind), empty otherwise.
  llvm::StringRef kindName(int64_t Kind) const;
  std::optional<int64_t> kindValue(llvm::StringRef Name) const;
  /// "HIT_GROUP (11)", or the number alone.
  std::string describe(int64_t Kind) const;
  /// The record pDesc of this kind points to, named as innerTypeName names
  /// types ("D3D12_HIT_GROUP_DESC"), or empty when psolint does not know it.
  llvm::StringRef descTypeName(llvm::StringRef Kind) const;
  /// A record of the headers by name (struct or typedef), or null.
  const clang::RecordDecl *record(llvm::StringRef Name) const;
  /// The value of an enumerator of the headers, by its full name.
  std::optional<int64_t> enumerator(llvm::StringRef Name) const;
  /// The union of the enumerators of an enum, by the enum's name.
  std::optional<uint64_t> enumMask(llvm::StringRef EnumName) const;
  /// Offset and size of a field of a record, for the target.
  std::optional<std::pair<uint64_t, uint64_t>>
  field(const clang::RecordDecl *RD, llvm::StringRef Name) const;

  clang::ASTContext &context() const { return Ctx; }

private:
  clang::ASTContext &Ctx;
  const clang::RecordDecl *Subobject = nullptr, *Desc = nullptr;
  const clang::EnumDecl *KindEnum = nullptr;
  uint64_t Stride = 0, TypeOffset = 0, DescOffset = 0, PointerSize = 0;
};

/// One element of the array, as the runtime reads it.
struct StateSubobject {
  unsigned Index = 0;
  Value Type, Desc;
  /// The element holds only the zero fill of the array's initialiser: the
  /// program never wrote it (both of its fields read as 0).
  bool Unwritten = false;
  /// The expression that wrote pDesc, casts to void * stripped, and the
  /// type of what it points to (null when it is void or not known).
  const clang::Expr *DescExpr = nullptr;
  clang::QualType DescPointee;

  std::optional<int64_t> kind() const {
    if (Type.Kind == Value::Int)
      return Type.Number;
    return std::nullopt;
  }
};

/// What d3dx12's CD3DX12_STATE_OBJECT_DESC holds at the call, read from
/// the builder's calls (StateObjectBuilder.cpp): the fields of each
/// helper's desc by (root, field name), and the names of the objects an
/// association may point to.
struct BuilderContents {
  std::map<std::pair<RootId, std::string>, Value> Fields;
  std::map<RootId, std::string> Names;
};

/// A D3D12_STATE_OBJECT_DESC on one path to a CreateStateObject or
/// AddToStateObject call.
struct StateObjectView {
  const RuntimeUse *Use = nullptr;
  const DescRead *Read = nullptr;
  const StateObjectTypes *Types = nullptr;
  const ValueModel *Values = nullptr;
  /// Whether the call is AddToStateObject.
  bool Addition = false;

  std::optional<int64_t> ObjectType;
  std::optional<uint64_t> Count;
  /// The array pSubobjects points into: its root, the element offset of
  /// pSubobjects, and how many elements the object holds from there.
  bool ArrayKnown = false;
  RootId Array = 0;
  uint64_t Base = 0;
  std::optional<uint64_t> Capacity;
  /// The elements the runtime reads (up to Count, and no further than the
  /// array holds); all of them when Complete.
  std::vector<StateSubobject> Subobjects;
  bool Complete = false;

  /// Set when the desc is d3dx12's builder: its contents, in place of the
  /// value model's.
  std::shared_ptr<const BuilderContents> Builder;

  /// "'subobjects'" for a named object, "a temporary" otherwise.
  std::string objectName(RootId Root) const;
  /// The same for the object Offset bytes into Root: a member is named by
  /// its path ("'part.subobject'") where the record's layout places one
  /// there.
  /// ToVector: the std::vector at Offset, whose elements are named.
  std::string objectName(RootId Root, int64_t Offset,
                         bool ToVector = false) const;
  /// A field of what P points to, read as a desc of record RD. Unknown when
  /// the model did not follow the object.
  Value field(const Value &P, const clang::RecordDecl *RD,
              llvm::StringRef Name) const;
  /// A field of a subobject's desc, read as the record of its kind.
  Value descField(const StateSubobject &S, llvm::StringRef Record,
                  llvm::StringRef Name) const;
  /// Which element of the array passed in a pointer names, if it names one
  /// (the index may be past Count).
  std::optional<uint64_t> elementIndex(const Value &P) const;
  /// The string a pointer value was written from, when it is a literal.
  static const clang::StringLiteral *literal(const Value &V);
  /// Where a finding about the desc as a whole goes: the call.
  clang::SourceLocation callLoc() const;
};

/// A use and its views, one per path (in the order of Use->Paths).
struct StateObjectUse {
  const RuntimeUse *Use = nullptr;
  std::vector<StateObjectView> Paths;
};

/// The views of one use, one per path.
std::vector<StateObjectView> viewStateObjects(const StateObjectTypes &Types,
                                              const ValueModel &Values,
                                              const RuntimeUse &Use);

/// The view of a use whose desc is a CD3DX12_STATE_OBJECT_DESC the calling
/// function builds; none when the builder is not used in a way it reads
/// (branches, loops, helpers passed elsewhere): the use stays unknown.
std::optional<StateObjectView> viewBuilder(const StateObjectTypes &Types,
                                           const ValueModel &Values,
                                           const RuntimeUse &Use);

/// The location of a value's site, or Fallback when it has none.
clang::SourceLocation siteOr(const Value &V, clang::SourceLocation Fallback);

} // namespace psolint

#endif // PSOLINT_CORE_STATEOBJECTVIEW_H
