//===- SubobjectModel.h - Subobjects, streams and their layouts -*- C++ -*-===//
//
// What psolint recognises (SPEC §2) and where things are: for every subobject
// and stream record, where the runtime reads each tag and inner versus where
// the compiler's record layout for the real target puts them.
//
//===----------------------------------------------------------------------===//
#ifndef PSOLINT_CORE_SUBOBJECTMODEL_H
#define PSOLINT_CORE_SUBOBJECTMODEL_H

#include "KindTable.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSet.h"
#include <memory>
#include <optional>

namespace psolint {

/// Constant tag values seen for one key; agreement is what counts.
struct KindVote {
  std::optional<int64_t> Value;
  bool Conflict = false;
  void add(int64_t V) {
    if (Value && *Value != V)
      Conflict = true;
    Value = V;
  }
  std::optional<int64_t> agreed() const {
    return Conflict ? std::nullopt : Value;
  }
};

/// One constant tag value written in the user's code: an assignment or an
/// aggregate initialiser.
struct TagSite {
  const clang::Expr *Value = nullptr;
  const clang::FieldDecl *Tag = nullptr;
  int64_t Kind = 0;
};

/// Facts gathered from the translation unit's own code (not the SDK's):
/// tag assignments and initialisers, and which members anything names.
struct KindEvidence {
  /// Votes per tag member (record level: every object of the record).
  llvm::DenseMap<const clang::FieldDecl *, KindVote> ByTagField;
  /// Votes per stream member holding a subobject (s.raster.Type = ...).
  llvm::DenseMap<const clang::FieldDecl *, KindVote> ByStreamMember;
  /// Integer members that are assigned a tag enumerator somewhere.
  llvm::DenseSet<const clang::FieldDecl *> AssignedTagEnumerator;
  /// Members named anywhere: member expressions, designators, offsetof,
  /// constructor initialisers.
  llvm::DenseSet<const clang::FieldDecl *> ReferencedFields;
  /// Member names used in dependent code, where the field is unknown.
  llvm::StringSet<> DependentMemberNames;
  /// Every constant tag value assigned or aggregate-initialised.
  std::vector<TagSite> Sites;
  /// The functions whose bodies name a tag enumerator.
  llvm::SmallVector<const clang::FunctionDecl *, 8> TagFunctions;
  /// Per record: one past the last positional initialiser written for it.
  llvm::DenseMap<const clang::RecordDecl *, unsigned> ExplicitInitCount;
};

enum class KindSource {
  Unknown,
  TemplateArgument,
  DefaultMemberInitializer,
  ConstructorInitializer,
  Assignment, // constant assignments and aggregate initialisers in the TU
  InnerType,
};

struct SubobjectRecord {
  const clang::RecordDecl *Record = nullptr;
  const clang::FieldDecl *Tag = nullptr;       // the tag member
  const clang::FieldDecl *TagHolder = nullptr; // top-level member holding it
  const clang::FieldDecl *Inner = nullptr;     // null for a bare tag
  const clang::FieldDecl *InnerHolder = nullptr;
  /// The tag shares an anonymous union with this member (void *, UINT64).
  const clang::FieldDecl *UnionPointer = nullptr;
  bool TagInUnion = false;
  /// A union of the whole {tag, inner} struct with a pointer: correct.
  bool WholeUnion = false;
  /// The tag is a plain integer initialised from a tag enumerator.
  bool IntegerTag = false;
  /// A data member declared before the tag (the tag is not first).
  const clang::FieldDecl *LeadingMember = nullptr;
  /// Members between the tag and the inner, and after the inner.
  llvm::SmallVector<const clang::FieldDecl *, 1> PaddingMembers;
  llvm::SmallVector<const clang::FieldDecl *, 1> TrailingMembers;
  /// #pragma pack or __attribute__((packed)) on the record.
  bool Packed = false;
  /// One {tag, inner} run of a flat stream's own members (`TYPE VS_Type;
  /// D3D12_SHADER_BYTECODE VS; TYPE PS_Type; ...`): Record is the stream,
  /// offsets are relative to the tag, and nothing but the stream holds it.
  bool FlatPair = false;
  std::optional<int64_t> Kind;
  KindSource Source = KindSource::Unknown;
  /// Laid out from its kind for bytes a builder wrote at its own cursor
  /// (ByteStream.h): no declaration, Record and the members are null.
  bool Written = false;

  // The compiler's layout for the target, in bytes.
  uint64_t TagOffset = 0, TagSize = 0;
  uint64_t InnerOffset = 0, InnerSize = 0, InnerAlign = 0;
  uint64_t Size = 0, Align = 0;
  // Where the runtime reads, relative to the subobject's start (SPEC §1).
  uint64_t RuntimeInnerOffset = 0;
  /// Bytes the runtime advances over this subobject: the inner's end
  /// rounded up to the pointer alignment.
  uint64_t RuntimeSize = 0;
};

struct StreamMember {
  const SubobjectRecord *Sub = nullptr;
  std::optional<int64_t> Kind;
  /// The member naming the subobject; null when it is a base class.
  const clang::FieldDecl *Field = nullptr;
  /// Offset in the outermost stream, per the compiler.
  uint64_t Offset = 0;
  /// The direct member or base of the stream through which it is reached,
  /// and where that is written.
  const clang::Decl *Origin = nullptr;
  clang::SourceLocation OriginLoc;
  /// "raster", or "common.raster" when reached through a nested stream;
  /// "raster[1]" for an element of an array of subobjects.
  std::string Path;
  /// An element of an array member: Field names the whole array.
  bool InArray = false;
};

/// A data member of a stream that is not a subobject: the runtime reads its
/// first four bytes as a tag.
struct StreamForeignMember {
  const clang::FieldDecl *Field = nullptr;
  uint64_t Offset = 0, Size = 0;
  const clang::Decl *Origin = nullptr;
  clang::SourceLocation OriginLoc;
  std::string Path;
};

struct StreamRecord {
  const clang::RecordDecl *Record = nullptr;
  /// Subobjects in layout order (bases first, nested streams flattened).
  llvm::SmallVector<StreamMember, 8> Members;
  /// Everything else, in layout order.
  llvm::SmallVector<StreamForeignMember, 1> Foreign;
  /// A pointer-aligned byte array ending the stream, filled at run time
  /// (`alignas(void *) BYTE Tail[N]`, `SizeInBytes = offsetof(S, Tail) +
  /// written`): the runtime reads what the program writes there, which no
  /// declaration says.
  std::optional<StreamForeignMember> Tail;
  /// Its own members interleave tags and inners.
  bool Flat = false;
  uint64_t Size = 0;
};

class SubobjectModel {
public:
  SubobjectModel(clang::ASTContext &Ctx, const KindTable &Kinds,
                 const KindEvidence &Evidence);

  clang::ASTContext &context() const { return Ctx; }
  const KindTable &kinds() const { return Kinds; }
  const KindEvidence &evidence() const { return Evidence; }
  /// P: the target's pointer alignment in bytes (8 on x64, 4 on x86).
  uint64_t pointerAlign() const { return PointerAlign; }

  /// The subobject a complete, non-dependent, valid record is; or null.
  const SubobjectRecord *subobject(const clang::RecordDecl *RD);
  /// The stream a record is (not a subobject, at least one subobject
  /// member, bases first and nested streams flattened); or null.
  const StreamRecord *stream(const clang::RecordDecl *RD);

  bool isTagType(clang::QualType T) const;
  /// The value of a constant tag expression, if it is one.
  std::optional<int64_t> evaluateTag(const clang::Expr *E) const;
  /// Whether E names a tag enumerator (through parentheses and casts).
  bool namesTagEnumerator(const clang::Expr *E) const;

  static bool isAnalyzable(const clang::RecordDecl *RD);

private:
  std::unique_ptr<SubobjectRecord> buildSubobject(const clang::RecordDecl *RD);
  std::unique_ptr<StreamRecord> buildStream(const clang::RecordDecl *RD);
  /// Whether flattening RD would find a subobject: a flat pair of its own,
  /// or a base, member or array element that is a subobject or a stream.
  bool holdsSubobjects(const clang::RecordDecl *RD);
  /// Whether a member or element of this record type adds to a stream: a
  /// subobject, or a (non-union) stream of its own.
  bool isStreamPart(const clang::RecordDecl *Member);
  /// Longer arrays of subobjects are not expanded element by element.
  static constexpr uint64_t MaxArrayElements = 4096;
  void flatten(const clang::RecordDecl *RD, uint64_t Base,
               const clang::Decl *Origin, clang::SourceLocation OriginLoc,
               const std::string &Prefix, unsigned Depth, StreamRecord &Out);
  bool findTag(const clang::RecordDecl *RD, SubobjectRecord &S);
  /// Whether a member is a tag, or an anonymous union or struct with one.
  bool isOwnTag(const clang::FieldDecl *FD) const;
  /// The tags among a record's own members.
  unsigned countOwnTags(const clang::RecordDecl *RD) const;
  const SubobjectRecord *flatPair(const clang::RecordDecl *RD,
                                  const clang::FieldDecl *Tag,
                                  const clang::FieldDecl *Inner,
                                  uint64_t Extent);
  bool isByteTail(const clang::FieldDecl *FD) const;
  void determineKind(SubobjectRecord &S);
  bool isIntegerTag(const clang::FieldDecl *FD) const;
  uint64_t fieldOffset(const clang::FieldDecl *FD) const;

  clang::ASTContext &Ctx;
  const KindTable &Kinds;
  const KindEvidence &Evidence;
  uint64_t PointerAlign;
  llvm::DenseMap<const clang::RecordDecl *, std::unique_ptr<SubobjectRecord>>
      Subobjects;
  llvm::DenseMap<const clang::RecordDecl *, std::unique_ptr<StreamRecord>>
      Streams;
  llvm::DenseMap<const clang::FieldDecl *, std::unique_ptr<SubobjectRecord>>
      FlatPairs;
};

/// The name a record is known by in messages: its tag name, its typedef
/// name when anonymous, else the variable or member declared with it
/// (`struct { ... } stream;` is 'stream'), the specialisation's spelling
/// for templates.
std::string recordName(const clang::RecordDecl *RD);

/// The declaration whose source a record was written as: the pattern of
/// a template instantiation, the record itself otherwise.
const clang::RecordDecl *writtenRecord(const clang::RecordDecl *RD);

uint64_t alignTo(uint64_t Value, uint64_t Align);

} // namespace psolint

#endif // PSOLINT_CORE_SUBOBJECTMODEL_H
