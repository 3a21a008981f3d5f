//===- StreamDescSize.cpp - d3d12-stream-desc-size ------------------------===//
//
// SizeInBytes tells the runtime how far to walk. sizeof a pointer, of the
// desc itself, of another type or a stale literal makes it stop early (the
// pipeline silently loses state) or read past the object.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Lex/Lexer.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

/// The object whose address is the stream pointer: `&stream`, `&pso.stream`,
/// an array. Null when it is not visible (a pointer variable, d3dx12's
/// overloaded operator& that returns the inner, a call).
static const Expr *pointedObject(const Expr *Pointer) {
  if (const Expr *Object = addressedObject(Pointer))
    return isa<DeclRefExpr>(Object) || isa<MemberExpr>(Object) ? Object
                                                               : nullptr;
  // An array decays to its first element's address.
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Pointer->IgnoreParenCasts()))
    if (DRE->getType()->isConstantArrayType())
      return DRE;
  return nullptr;
}

/// Whether a size is measured from parts of the stream: accumulated with
/// `+=`, or `sizeof(stream.part)` / offsetof. A prefix measured so is
/// meant (WickedEngine's optional parts); a literal or the sizeof of
/// something else that stops early is stale.
static bool measuresParts(const Expr *E) {
  if (!E)
    return false;
  E = E->IgnoreParenImpCasts();
  if (isa<CompoundAssignOperator>(E) || isa<OffsetOfExpr>(E))
    return true;
  if (const auto *Sizeof = dyn_cast<UnaryExprOrTypeTraitExpr>(E))
    return Sizeof->getKind() == UETT_SizeOf && !Sizeof->isArgumentType() &&
           isa<MemberExpr>(Sizeof->getArgumentExpr()->IgnoreParens());
  if (const auto *BO = dyn_cast<BinaryOperator>(E))
    return measuresParts(BO->getLHS()) || measuresParts(BO->getRHS());
  return false;
}

/// Whether the runtime, told Size bytes, reads whole subobjects of Stream:
/// a prefix that ends after one subobject's inner and before the next one
/// starts. A byte tail takes any size within it.
static bool endsOnSubobject(const StreamRecord &Stream, uint64_t Size,
                            uint64_t ObjectSize) {
  for (unsigned I = 0; I < Stream.Members.size(); ++I) {
    const StreamMember &M = Stream.Members[I];
    uint64_t InnerEnd = M.Offset + M.Sub->RuntimeInnerOffset + M.Sub->InnerSize;
    uint64_t Next = I + 1 < Stream.Members.size()
                        ? Stream.Members[I + 1].Offset
                        : (Stream.Tail ? Stream.Tail->Offset : ObjectSize);
    if (Size >= InnerEnd && Size <= Next)
      return true;
  }
  return Stream.Tail && Size >= Stream.Tail->Offset && Size <= ObjectSize;
}

bool isMeantStreamSize(const StreamRecord &Stream, uint64_t Size,
                       uint64_t ObjectSize, const Expr *Site) {
  if (Size == ObjectSize)
    return true;
  // SizeInBytes may leave out the last subobject's trailing padding; a
  // prefix measured from the stream's parts is meant.
  if (!Stream.Members.empty()) {
    const StreamMember &Last = Stream.Members.back();
    uint64_t Lowest =
        Last.Offset + Last.Sub->RuntimeInnerOffset + Last.Sub->InnerSize;
    if (Size >= Lowest && Size <= ObjectSize)
      return true;
  }
  return measuresParts(Site) && endsOnSubobject(Stream, Size, ObjectSize);
}

/// The finding on one path, if SizeInBytes is wrong there.
static std::optional<Finding> judge(CheckContext &Context,
                                    const RuntimeUse &Use, const DescRead &Read,
                                    bool *EveryPathOnly) {
  ASTContext &Ctx = Context.context();
  const Value &SizeValue = Read.Size, &StreamValue = Read.Stream;
  if (SizeValue.Kind != Value::Int || !SizeValue.Site || !StreamValue.Site)
    return std::nullopt;
  const Expr *Object = pointedObject(StreamValue.Site);
  QualType ObjectType;
  if (StreamValue.Kind == Value::Pointer && StreamValue.Pointee)
    ObjectType = QualType(StreamValue.Pointee, 0);
  else if (StreamValue.isNonNull() && Object)
    ObjectType = Object->getType();
  else
    return std::nullopt;
  if (ObjectType->isIncompleteType() || ObjectType->isDependentType())
    return std::nullopt;
  uint64_t ObjectSize = Ctx.getTypeSizeInChars(ObjectType).getQuantity();
  // A pointer to a byte or an element (`&bytes[0]`, a vector's data()):
  // the object is the whole buffer from there, as big as the model knows.
  std::string TypeName = ObjectType.getAsString(Ctx.getPrintingPolicy());
  bool Buffer = false;
  if (StreamValue.Kind == Value::Pointer && !ObjectType->isRecordType() &&
      !ObjectType->isArrayType()) {
    Buffer = true;
    std::optional<uint64_t> Bytes =
        Context.values().bytesFrom(*Read.At, StreamValue);
    if (!Bytes)
      return std::nullopt;
    ObjectSize = *Bytes;
    TypeName = "a buffer of " + TypeName;
  }
  if (SizeValue.Number < 0)
    return std::nullopt;
  uint64_t Size = SizeValue.Number;
  if (Size == ObjectSize)
    return std::nullopt;
  const StreamRecord *Stream =
      Context.model().stream(compat::recordOf(ObjectType));
  std::vector<const StreamMember *> LeftOut;
  if (Stream && isMeantStreamSize(*Stream, Size, ObjectSize, SizeValue.Site)) {
    // A measured part is meant, unless it leaves out every shader.
    LeftOut = shadersPastSize(Context, Use, Read);
    if (LeftOut.empty())
      return std::nullopt;
    if (EveryPathOnly)
      *EveryPathOnly = true;
  }
  // Raw storage (a byte buffer the stream is written into) may be larger
  // than what it holds; only reading past its end is certain.
  if (!Stream && Size < ObjectSize)
    return std::nullopt;

  const Expr *Site = SizeValue.Site;
  bool Accumulated = isa<CompoundAssignOperator>(Site);
  bool Written = !Accumulated && !isa<InitListExpr>(Site) &&
                 !isa<ImplicitValueInitExpr>(Site);
  // A buffer is named by what points into it (`bytes.data()`).
  StringRef ObjectText = Object ? Context.text(Object->getSourceRange())
                         : Buffer
                             ? Context.text(StreamValue.Site->getSourceRange())
                             : StringRef();
  StringRef SizeText =
      Written ? Context.text(Site->getSourceRange()) : StringRef();
  Finding F;
  F.Loc = Site->getExprLoc();
  if (!LeftOut.empty()) {
    // The part measured holds no VS, CS or MS: the runtime fails for want
    // of a shader the stream has, past the bytes it is told to read.
    // The part measured, as written: offsetof is a macro in C.
    std::string PartText = SizeText.str();
    if (PartText.empty() && Written) {
      CharSourceRange Range =
          Context.sources().getExpansionRange(Site->getSourceRange());
      bool Invalid = false;
      StringRef Spelled = Lexer::getSourceText(Range, Context.sources(),
                                               Ctx.getLangOpts(), &Invalid);
      if (!Invalid && Spelled.size() < 80 && !Spelled.contains('\n'))
        PartText = Spelled.str();
    }
    std::string Members;
    for (const StreamMember *M : LeftOut)
      Members += (Members.empty() ? "'" : ", '") + M->Path + "'";
    F.Message = formatv(
        "SizeInBytes is {0}{1} bytes{2}, a part of {3}{4} that leaves out "
        "its shader{5} {6}: the runtime reads no VS, CS or MS and fails with "
        "E_INVALIDARG",
        PartText.empty() || PartText == std::to_string(Size) ? std::string()
                                                             : PartText + " = ",
        Size, Accumulated ? " after this +=" : "",
        ObjectText.empty() ? std::string("the stream")
                           : ("'" + ObjectText + "'").str(),
        " (" + TypeName + ", " + std::to_string(ObjectSize) + " bytes)",
        LeftOut.size() == 1 ? "" : "s", Members);
    for (const StreamMember *M : LeftOut)
      F.Notes.push_back(
          {M->OriginLoc,
           formatv("'{0}' starts at byte {1}, past the {2} bytes the runtime "
                   "reads",
                   M->Path, M->Offset, Size)});
  } else {
    F.Message = formatv(
        "SizeInBytes is {0}{1} bytes{2}, but pPipelineStateSubobjectStream "
        "points to {3}{4}, {5} bytes: the runtime {6}",
        SizeText.empty() || SizeText == std::to_string(Size)
            ? std::string()
            : (SizeText + " = ").str(),
        Size, Accumulated ? " after this +=" : "",
        ObjectText.empty() ? std::string("an object")
                           : ("'" + ObjectText + "'").str(),
        " (" + TypeName + ")", ObjectSize,
        Size < ObjectSize
            ? formatv("stops after {0} bytes and never reads the rest", Size)
                  .str()
            : formatv("reads {0} bytes past its end", Size - ObjectSize).str());
  }
  if (Object)
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Object->IgnoreParenImpCasts()))
      if (!LeftOut.empty())
        F.Notes.push_back({DRE->getDecl()->getLocation(),
                           formatv("stream '{0}' is declared here",
                                   DRE->getDecl()->getName())});
  // `sizeof(object)` is only in scope where both were written.
  if (Written && !Buffer && !ObjectText.empty() &&
      SizeValue.Via == StreamValue.Via &&
      Context.canEdit(Site->getSourceRange()))
    F.FixIts.push_back(FixItHint::CreateReplacement(
        Site->getSourceRange(), ("sizeof(" + ObjectText + ")").str()));
  Context.addOriginNotes(F, SizeValue, "SizeInBytes");
  Context.addUseNotes(F, Use);
  return F;
}

void runStreamDescSize(CheckContext &Context) {
  for (const RuntimeUse &Use : Context.values().uses()) {
    std::vector<std::optional<Finding>> PerPath;
    // A part that leaves the shaders out on one path only may be the
    // program's intent there (WickedEngine measures optional parts): as in
    // d3d12-stream-pipeline-type, it counts only on every path.
    std::vector<bool> EveryPathOnly;
    for (const DescRead &Read : Use.Paths) {
      bool PartOnly = false;
      PerPath.push_back(judge(Context, Use, Read, &PartOnly));
      EveryPathOnly.push_back(PartOnly);
    }
    Context.reportOnPaths(CheckId::StreamDescSize, Use, std::move(PerPath),
                          std::move(EveryPathOnly));
  }
}

} // namespace psolint
