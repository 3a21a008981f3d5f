//===- ByteStream.cpp -----------------------------------------------------===//
#include "ByteStream.h"
#include "Compat.h"
#include "RecordFields.h"

#include "clang/AST/Decl.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

/// Whether T is what a byte buffer's pointer points to: bytes or words
/// (char, uint8_t, std::byte, UINT64), or nothing said (void).
bool isByteBuffer(QualType T) {
  T = T.getCanonicalType();
  while (const ArrayType *AT = T->getAsArrayTypeUnsafe())
    T = AT->getElementType().getCanonicalType();
  if (T->isVoidType() || T->isIntegerType())
    return true;
  if (const EnumDecl *ED = compat::enumOf(T))
    return ED->getName() == "byte";
  return false;
}

} // namespace

bool isWrittenTag(const SubobjectModel &Model, const Value &V) {
  if (V.Kind != Value::Int || !V.Site)
    return false;
  return Model.isTagType(V.Site->getType()) || Model.namesTagEnumerator(V.Site);
}

std::unique_ptr<ByteStream> walkBytes(ASTContext &Ctx,
                                      const SubobjectModel &Model,
                                      const ValueModel &Values,
                                      const DescRead &Read) {
  const Value &Pointer = Read.Stream;
  if (Pointer.Kind != Value::Pointer || !Pointer.Pointee || !Pointer.Site ||
      !isByteBuffer(QualType(Pointer.Pointee, 0)) ||
      Read.Size.Kind != Value::Int || Read.Size.Number <= 0)
    return nullptr;
  const KindTable &Kinds = Model.kinds();
  const uint64_t P = Model.pointerAlign();
  auto Bytes = std::make_unique<ByteStream>();
  Bytes->Size = Read.Size.Number;
  Bytes->Stream.Size = Bytes->Size;
  uint64_t Cursor = 0;
  while (Cursor < Bytes->Size) {
    Value Tag = Values.read(*Read.At, Pointer, Cursor, 4);
    if (!isWrittenTag(Model, Tag)) {
      // No tag written here. The builder may have written it near: the
      // first tag between the last inner's end and two pointers past the
      // cursor.
      for (const auto &[Offset, Size, V] :
           Values.scalarsIn(*Read.At, Pointer, Bytes->InnerEnd, Cursor + 2 * P))
        if (Offset != Cursor && Size == 4 && isWrittenTag(Model, V)) {
          Bytes->StoppedAt = Cursor;
          Bytes->TagWrittenAt = Offset;
          Bytes->TagWritten = V;
          break;
        }
      // Otherwise a known number is what the runtime reads as the tag (a
      // helper's constructor wrote it, named by the call); else the walk
      // cannot go on.
      if (Bytes->StoppedAt || Tag.Kind != Value::Int) {
        Bytes->StoppedAt = Cursor;
        break;
      }
    }
    const SubobjectKind *Kind = Kinds.find(Tag.Number);
    std::optional<QualType> Inner =
        Kind ? topLevelType(Ctx, Kind->InnerType) : std::nullopt;
    if (Kind &&
        (!Inner || (*Inner)->isIncompleteType() || (*Inner)->isDependentType()))
      break; // the walk cannot go on where the inner is not known
    SubobjectRecord &Sub = Bytes->Records.emplace_back();
    Sub.Written = true;
    Sub.Kind = Tag.Number;
    Sub.TagSize = 4;
    if (Inner) {
      TypeInfo Info = Ctx.getTypeInfo(*Inner);
      Sub.InnerSize = Info.Width / 8;
      Sub.InnerAlign = Info.Align / 8;
      Sub.InnerOffset = Sub.RuntimeInnerOffset = alignTo(4, Sub.InnerAlign);
      Sub.Size = Sub.RuntimeSize =
          alignTo(Sub.RuntimeInnerOffset + Sub.InnerSize, P);
      Sub.Align = P;
    }
    StreamMember &M = Bytes->Stream.Members.emplace_back();
    M.Sub = &Sub;
    M.Offset = Cursor;
    M.Path = formatv("subobject {0} (byte {1})", Bytes->Stream.Members.size(),
                     Cursor);
    // An unknown kind's size is not known: the runtime stops there too.
    if (!Kind)
      break;
    Bytes->InnerEnd = Cursor + Sub.RuntimeInnerOffset + Sub.InnerSize;
    Cursor += Sub.RuntimeSize;
  }
  return Bytes;
}

} // namespace psolint
