//===- StreamPipelineType.cpp - d3d12-stream-pipeline-type ----------------===//
//
// At a use site (an object's address stored into pPipelineStateSubobjectStream)
// the runtime picks the pipeline type from which of VS / CS / MS has
// bytecode: none fails, several fail; a mesh pipeline takes no VS/GS/HS/DS;
// AS needs MS; a root signature and a serialized one cannot both be set.
// Only what is provable counts: an object that is written anywhere this
// file cannot follow (passed to a function, copied, written in a loop) is
// left alone. Unknown means silence.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {
enum class Nullness { Null, NonNull, Unknown };

Nullness join(Nullness A, Nullness B) { return A == B ? A : Nullness::Unknown; }

/// Whether a pointer value is provably null or non-null.
Nullness pointerValue(ASTContext &Ctx, const Expr *E) {
  if (!E) // left by Clang's recovery from an error
    return Nullness::Unknown;
  E = E->IgnoreParenCasts();
  if (E->isValueDependent())
    return Nullness::Unknown;
  if (E->isNullPointerConstant(Ctx, Expr::NPC_ValueDependentIsNotNull))
    return Nullness::Null;
  if (isa<clang::StringLiteral>(E))
    return Nullness::NonNull;
  if (const auto *UO = dyn_cast<UnaryOperator>(E))
    if (UO->getOpcode() == UO_AddrOf)
      return Nullness::NonNull;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (DRE->getType()->isArrayType()) // decayed: the array's address
      return Nullness::NonNull;
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (const auto *Callee = dyn_cast_or_null<NamedDecl>(Call->getCalleeDecl()))
      if (Callee->getDeclName().isIdentifier() &&
          Callee->getName() == "GetBufferPointer")
        return Nullness::NonNull;
  Expr::EvalResult Result;
  if (E->getType()->isIntegerType() && E->EvaluateAsInt(Result, Ctx))
    return Result.Val.getInt().isZero() ? Nullness::Null : Nullness::NonNull;
  return Nullness::Unknown;
}

/// Whether an initialiser writes only zeroes: `{}`, `{0}`, value-init.
bool isZeroInit(ASTContext &Ctx, const Expr *E) {
  if (!E)
    return false;
  E = E->IgnoreImplicit();
  if (isa<ImplicitValueInitExpr>(E) || isa<CXXScalarValueInitExpr>(E))
    return true;
  if (const auto *List = dyn_cast<InitListExpr>(E)) {
    if (const InitListExpr *Semantic = List->getSemanticForm())
      List = Semantic;
    for (const Expr *Init : List->inits())
      if (!isZeroInit(Ctx, Init))
        return false;
    return true;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E))
    return Construct->getNumArgs() == 0 &&
           Construct->requiresZeroInitialization();
  if (E->isValueDependent())
    return false;
  return pointerValue(Ctx, E) == Nullness::Null;
}

/// The nullness of a whole inner (shader bytecode, root signature pointer,
/// serialized root signature desc) as written by Value: the first pointer
/// member decides.
Nullness innerValue(ASTContext &Ctx, const Expr *Value) {
  if (!Value)
    return Nullness::Unknown;
  const Expr *E = Value->IgnoreImplicit();
  if (const auto *Temp = dyn_cast<MaterializeTemporaryExpr>(E))
    E = Temp->getSubExpr()->IgnoreImplicit();
  if (const auto *Cast = dyn_cast<CXXFunctionalCastExpr>(E))
    E = Cast->getSubExpr()->IgnoreImplicit();
  if (E->getType()->isPointerType() || E->getType()->isNullPtrType())
    return pointerValue(Ctx, E);
  if (isZeroInit(Ctx, E))
    return Nullness::Null;
  if (const auto *List = dyn_cast<InitListExpr>(E)) {
    if (const InitListExpr *Semantic = List->getSemanticForm())
      List = Semantic;
    return List->getNumInits() ? pointerValue(Ctx, List->getInit(0))
                               : Nullness::Null;
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
    // CD3DX12_SHADER_BYTECODE(blob) / (pointer, size) / ().
    const CXXConstructorDecl *Ctor = Construct->getConstructor();
    if (!Ctor->getParent()->getName().starts_with("CD3DX12_"))
      return Nullness::Unknown;
    if (Construct->getNumArgs() == 0)
      return Nullness::Null;
    const Expr *First = Construct->getArg(0);
    if (Construct->getNumArgs() == 1) {
      // From a blob: its buffer; from a plain desc: unknown.
      QualType T = First->getType();
      if (T->isPointerType() && !T->getPointeeType()->isVoidType())
        return Nullness::NonNull;
      return Nullness::Unknown;
    }
    return pointerValue(Ctx, First);
  }
  return Nullness::Unknown;
}

/// The field names of `v.a.b.c` after the variable: "a.b.c".
std::string pathOf(const Expr *Target) {
  SmallVector<StringRef, 4> Names;
  const Expr *E = Target->IgnoreParenImpCasts();
  while (const auto *ME = dyn_cast<MemberExpr>(E)) {
    if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
      if (!FD->isAnonymousStructOrUnion())
        Names.push_back(FD->getName());
    E = ME->getBase()->IgnoreParenImpCasts();
  }
  std::string Path;
  for (StringRef Name : llvm::reverse(Names))
    Path += (Path.empty() ? "" : ".") + Name.str();
  return Path;
}

/// A stream member's path as member accesses spell it: a base's members are
/// "Base::x" in the model's paths and plain "x" in `stream.x`.
std::string accessPath(StringRef ModelPath) {
  SmallVector<StringRef, 4> Segments;
  ModelPath.split(Segments, '.');
  std::string Path;
  for (StringRef Segment : Segments) {
    size_t Colons = Segment.rfind("::");
    if (Colons != StringRef::npos)
      Segment = Segment.drop_front(Colons + 2);
    Path += (Path.empty() ? "" : ".") + Segment.str();
  }
  return Path;
}

bool isD3dx12Subobject(const RecordDecl *RD) {
  const auto *CTSD = dyn_cast<ClassTemplateSpecializationDecl>(RD);
  return CTSD && CTSD->getSpecializedTemplate()->getName() ==
                     "CD3DX12_PIPELINE_STATE_STREAM_SUBOBJECT";
}

bool hasUserConstructor(const RecordDecl *RD) {
  const auto *CRD = dyn_cast<CXXRecordDecl>(RD);
  if (!CRD)
    return false;
  if (RD->getASTContext().getSourceManager().isInSystemHeader(
          RD->getLocation()))
    return false; // d3dx12's ready-made streams: default members only
  for (const CXXConstructorDecl *Ctor : CRD->ctors())
    if (Ctor->isUserProvided())
      return true;
  return false;
}

/// The nullness of a subobject's inner as its initialiser E writes it: a
/// braced {tag, inner}, a d3dx12 helper constructed from its inner, or
/// zero-initialisation.
Nullness subobjectValue(ASTContext &Ctx, const SubobjectRecord &Sub,
                        const Expr *E) {
  if (!E)
    return Nullness::Unknown;
  E = E->IgnoreImplicit();
  if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(E))
    E = Default->getExpr()->IgnoreImplicit();
  if (isa<ImplicitValueInitExpr>(E) || isa<CXXScalarValueInitExpr>(E))
    return Sub.Inner && Sub.Inner->hasInClassInitializer()
               ? innerValue(Ctx, Sub.Inner->getInClassInitializer())
               : Nullness::Null;
  if (const auto *List = dyn_cast<InitListExpr>(E)) {
    if (const InitListExpr *Semantic = List->getSemanticForm())
      List = Semantic;
    if (!Sub.Inner || Sub.Inner->getParent() != Sub.Record)
      return Nullness::Unknown; // the inner sits in a union or a base
    unsigned Index = 0;
    if (const auto *CRD = dyn_cast<CXXRecordDecl>(Sub.Record))
      Index = CRD->getNumBases();
    for (const FieldDecl *FD : Sub.Record->fields()) {
      if (FD->isUnnamedBitField())
        continue;
      if (FD == Sub.Inner)
        break;
      ++Index;
    }
    if (Index >= List->getNumInits())
      return Nullness::Unknown;
    const Expr *Init = List->getInit(Index);
    if (!Init)
      return Nullness::Unknown;
    Init = Init->IgnoreImplicit();
    if (const auto *Default = dyn_cast<CXXDefaultInitExpr>(Init))
      return innerValue(Ctx, Default->getExpr());
    if (isa<ImplicitValueInitExpr>(Init))
      return Nullness::Null;
    return innerValue(Ctx, Init);
  }
  if (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
    if (!isD3dx12Subobject(Sub.Record))
      return Nullness::Unknown;
    if (Construct->getNumArgs() == 0)
      return Nullness::Null; // value-initialises the inner
    if (Construct->getNumArgs() == 1 &&
        !Construct->getConstructor()->isCopyOrMoveConstructor())
      return innerValue(Ctx, Construct->getArg(0));
    return Nullness::Unknown;
  }
  return Nullness::Unknown;
}

/// Records, by offset in the outermost stream, the initialiser of every
/// subobject an aggregate initialiser of the stream (or of a nested stream,
/// or a base) writes. Members it does not reach stay absent: unknown.
void collectInitialisers(SubobjectModel &Model, const RecordDecl *RD,
                         const Expr *E, uint64_t Base,
                         DenseMap<uint64_t, const Expr *> &Out,
                         unsigned Depth = 0) {
  if (!RD || !E || Depth > 64)
    return;
  E = E->IgnoreImplicit();
  if (Model.subobject(RD)) {
    Out.try_emplace(Base, E);
    return;
  }
  const auto *List = dyn_cast<InitListExpr>(E);
  if (!List) {
    // A whole nested stream zero-initialised: each of its subobjects is.
    if (isa<ImplicitValueInitExpr>(E))
      if (const StreamRecord *Stream = Model.stream(RD))
        for (const StreamMember &M : Stream->Members)
          Out.try_emplace(Base + M.Offset, E);
    return;
  }
  if (const InitListExpr *Semantic = List->getSemanticForm())
    List = Semantic;
  if (RD->isUnion())
    return;
  const ASTRecordLayout &Layout = Model.context().getASTRecordLayout(RD);
  unsigned Index = 0;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(RD))
    for (const CXXBaseSpecifier &B : CRD->bases()) {
      const RecordDecl *BRD = compat::recordOf(B.getType());
      if (Index >= List->getNumInits())
        return;
      const Expr *Init = List->getInit(Index++);
      if (!BRD || B.isVirtual())
        continue;
      collectInitialisers(
          Model, BRD, Init,
          Base + Layout.getBaseClassOffset(cast<CXXRecordDecl>(BRD))
                     .getQuantity(),
          Out, Depth + 1);
    }
  for (const FieldDecl *FD : RD->fields()) {
    if (FD->isUnnamedBitField())
      continue;
    if (Index >= List->getNumInits())
      return;
    const Expr *Init = List->getInit(Index++);
    uint64_t Offset =
        Base + Model.context().toCharUnitsFromBits(
                   Layout.getFieldOffset(FD->getFieldIndex())).getQuantity();
    collectInitialisers(Model, compat::recordOf(FD->getType()), Init, Offset,
                        Out, Depth + 1);
  }
}

/// What the member holds before any write, from the variable's declaration.
Nullness initialState(SubobjectModel &Model, const VarDecl &Object,
                      const StreamRecord &Stream, const StreamMember &M,
                      const DenseMap<uint64_t, const Expr *> &Aggregate) {
  ASTContext &Ctx = Model.context();
  const Expr *Init = Object.getInit();
  if (Init)
    Init = Init->IgnoreImplicit();
  if (Init && isa<InitListExpr>(Init)) {
    auto It = Aggregate.find(M.Offset);
    return It == Aggregate.end() ? Nullness::Unknown
                                 : subobjectValue(Ctx, *M.Sub, It->second);
  }
  bool DefaultInit =
      !Init || (isa<CXXConstructExpr>(Init) &&
                cast<CXXConstructExpr>(Init)->getNumArgs() == 0);
  if (!DefaultInit)
    return Init && isZeroInit(Ctx, Init) ? Nullness::Null : Nullness::Unknown;
  if (hasUserConstructor(Stream.Record))
    return Nullness::Unknown;
  if (isD3dx12Subobject(M.Sub->Record))
    return Nullness::Null; // its constructor value-initialises the inner
  if (M.Sub->Inner && M.Sub->Inner->hasInClassInitializer())
    return innerValue(Ctx, M.Sub->Inner->getInClassInitializer());
  if (hasUserConstructor(M.Sub->Record))
    return Nullness::Unknown;
  // Static storage starts zeroed; automatic storage holds garbage.
  return Object.hasGlobalStorage() ? Nullness::Null : Nullness::Unknown;
}
} // namespace

void runStreamPipelineType(CheckContext &Context) {
  ASTContext &Ctx = Context.context();
  const SourceManager &SM = Context.sources();
  const KindTable &Kinds = Context.kinds();
  const UseSites &Uses = Context.uses();

  for (const StreamDescUse &Use : Uses.Descs) {
    if (!Use.Stream)
      continue;
    const VarDecl *Object = addressedVariable(Use.Stream);
    if (!Object || !Object->hasLocalStorage())
      continue;
    auto Other = Uses.OtherUses.find(Object);
    if (Other != Uses.OtherUses.end() && Other->second > 0)
      continue; // escapes: whatever it holds is not ours to know
    const StreamRecord *Stream =
        Context.model().stream(compat::recordOf(Object->getType()));
    if (!Stream)
      continue;

    // Every member's kind must be known, or a VS could hide in the rest.
    StringMap<Nullness> State;
    StringMap<std::string> PathOfKind;
    bool AllKnown = true;
    DenseMap<uint64_t, const Expr *> Aggregate;
    if (const Expr *Init = Object->getInit())
      collectInitialisers(Context.model(), Stream->Record, Init, 0, Aggregate);
    SmallVector<std::pair<const StreamMember *, Nullness>, 16> Members;
    for (const StreamMember &M : Stream->Members) {
      if (!M.Kind || !Kinds.isValid(*M.Kind)) {
        AllKnown = false;
        continue;
      }
      Nullness N = initialState(Context.model(), *Object, *Stream, M, Aggregate);
      for (const ObjectWrite &W : Uses.Writes) {
        if (W.Object != Object)
          continue;
        std::string Path = pathOf(W.Target);
        std::string Member = accessPath(M.Path);
        if (Path != Member && !StringRef(Path).starts_with(Member + "."))
          continue;
        // The runtime reads the stream at the call, which may come after
        // the desc is filled: a later write leaves the slot unknown.
        if (!SM.isBeforeInTranslationUnit(W.Target->getBeginLoc(),
                                          Use.Stream->getBeginLoc())) {
          N = Nullness::Unknown;
          break;
        }
        StringRef Rest = StringRef(Path).drop_front(Member.size());
        Rest.consume_front(".");
        if (!Rest.empty() && Rest == M.Sub->Tag->getName())
          continue; // the tag, not the inner
        Nullness Written = Nullness::Unknown;
        if (Rest.empty() ||
            (M.Sub->Inner && Rest == M.Sub->Inner->getName()))
          Written = innerValue(Ctx, W.Value);
        else if (Rest.ends_with("pShaderBytecode") ||
                 Rest.ends_with("pSerializedBlob"))
          Written = pointerValue(Ctx, W.Value);
        else if (Rest.ends_with("BytecodeLength") ||
                 Rest.ends_with("SerializedBlobSizeInBytes"))
          continue; // sizes do not decide
        N = W.Conditional ? join(N, Written) : Written;
      }
      Members.push_back({&M, N});
      std::string Name = Kinds.describe(*M.Kind);
      auto [It, Inserted] = State.try_emplace(Name, N);
      if (!Inserted)
        It->second = join(It->second, N);
      PathOfKind.try_emplace(Name, M.Path);
    }
    auto Is = [&](StringRef Kind, Nullness N) {
      auto It = State.find(Kind);
      Nullness Actual = It == State.end() ? Nullness::Null : It->second;
      return Actual == N;
    };
    auto Member = [&](StringRef Kind) { return PathOfKind.lookup(Kind); };

    std::string Name = Object->getNameAsString();
    auto Report = [&](std::string Message) {
      Finding F;
      F.Loc = Use.Stream->getExprLoc();
      F.Message = std::move(Message);
      F.Notes.push_back({Object->getLocation(),
                         formatv("stream '{0}' is declared here", Name)});
      Context.report(CheckId::StreamPipelineType, std::move(F));
    };

    SmallVector<StringRef, 3> Set;
    for (StringRef Kind : {"VS", "CS", "MS"})
      if (Is(Kind, Nullness::NonNull))
        Set.push_back(Kind);
    if (AllKnown && Is("VS", Nullness::Null) && Is("CS", Nullness::Null) &&
        Is("MS", Nullness::Null)) {
      Report(formatv("stream '{0}' has no VS, CS or MS with bytecode: "
                     "CreatePipelineState cannot tell a graphics, compute or "
                     "mesh pipeline and always fails with E_INVALIDARG",
                     Name));
      continue;
    }
    if (Set.size() > 1) {
      Report(formatv("stream '{0}' sets bytecode for both {1} ('{2}') and {3} "
                     "('{4}'): the runtime accepts exactly one of VS, CS and "
                     "MS and fails with E_INVALIDARG",
                     Name, Set[0], Member(Set[0]), Set[1], Member(Set[1])));
      continue;
    }
    if (Is("MS", Nullness::NonNull))
      for (StringRef Stage : {"VS", "GS", "HS", "DS"})
        if (Is(Stage, Nullness::NonNull)) {
          Report(formatv("stream '{0}' is a mesh pipeline (MS '{1}') but "
                         "sets {2} ('{3}'): a mesh pipeline takes no "
                         "VS/GS/HS/DS and the runtime fails with E_INVALIDARG",
                         Name, Member("MS"), Stage, Member(Stage)));
          break;
        }
    if (Is("AS", Nullness::NonNull) && Is("MS", Nullness::Null))
      Report(formatv("stream '{0}' sets an amplification shader ('{1}') but "
                     "no mesh shader: AS feeds MS, and the runtime fails with "
                     "E_INVALIDARG",
                     Name, Member("AS")));
    if (Is("ROOT_SIGNATURE", Nullness::NonNull) &&
        Is("SERIALIZED_ROOT_SIGNATURE", Nullness::NonNull))
      Report(formatv("stream '{0}' sets both a root signature ('{1}') and a "
                     "serialized root signature ('{2}'): the runtime fails "
                     "with E_INVALIDARG",
                     Name, Member("ROOT_SIGNATURE"),
                     Member("SERIALIZED_ROOT_SIGNATURE")));
  }
}

} // namespace psolint
