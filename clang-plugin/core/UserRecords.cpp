//===- UserRecords.cpp - The records the user's code declares and uses ---===//
//
// What the walk (UserCode.cpp) collected, sorted into the records to check:
// instantiations and their nested classes added, records the compiler
// rejected left out, and a record of subobjects kept as a stream only where
// it is one (handed to the runtime, or holding a pair directly).
//
//===----------------------------------------------------------------------===//
#include "Compat.h"
#include "UserCodeWalk.h"

#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/DenseSet.h"
#include <functional>

using namespace clang;
using namespace llvm;

namespace psolint {

/// The tag enum's definition among the declarations of DC (and of the
/// `extern "C"` blocks in it, which name lookup sees through).
static const EnumDecl *findTagEnumIn(const DeclContext *DC,
                                     const IdentifierInfo *Name) {
  for (const Decl *D : DC->decls()) {
    if (const auto *LS = dyn_cast<LinkageSpecDecl>(D)) {
      if (const EnumDecl *ED = findTagEnumIn(LS, Name))
        return ED;
      continue;
    }
    const auto *ND = dyn_cast<NamedDecl>(D);
    if (!ND || ND->getIdentifier() != Name)
      continue;
    if (const auto *ED = dyn_cast<EnumDecl>(ND))
      if (const EnumDecl *Def = ED->getDefinition())
        return Def;
    if (const auto *TD = dyn_cast<TypedefNameDecl>(ND))
      if (const EnumDecl *ED = compat::enumOf(TD->getUnderlyingType()))
        if (ED->getDefinition())
          return ED->getDefinition();
  }
  return nullptr;
}

const EnumDecl *findTagEnum(ASTContext &Ctx) {
  // A walk over the file-scope declarations, not a lookup: the first lookup
  // in a translation unit builds its whole table, which costs more than the
  // walk (the Windows headers declare tens of thousands of names).
  auto It = Ctx.Idents.find(TagEnumName);
  if (It == Ctx.Idents.end())
    return nullptr;
  return findTagEnumIn(Ctx.getTranslationUnitDecl(), It->getValue());
}

bool isUserCode(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  return !SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

const Expr *addressedObject(const Expr *Pointer) {
  const auto *UO = dyn_cast<UnaryOperator>(Pointer->IgnoreParenCasts());
  if (!UO || UO->getOpcode() != UO_AddrOf)
    return nullptr;
  return UO->getSubExpr()->IgnoreParens();
}

const VarDecl *addressedVariable(const Expr *Pointer) {
  const Expr *Object = addressedObject(Pointer);
  const auto *Ref = Object ? dyn_cast<DeclRefExpr>(Object) : nullptr;
  return Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
}

/// Whether the compiler reported an error inside the record's text.
static bool writtenInError(const SourceManager &SM, const RecordDecl *RD,
                           ArrayRef<SourceLocation> Errors) {
  if (Errors.empty())
    return false;
  const RecordDecl *Written = writtenRecord(RD);
  SourceRange Range(SM.getExpansionLoc(Written->getOuterLocStart()),
                    SM.getExpansionLoc(Written->getBraceRange().getEnd()));
  for (SourceLocation Error : Errors) {
    SourceLocation At = SM.getExpansionLoc(Error);
    if (Range.getEnd().isInvalid()) {
      if (SM.getFileID(At) == SM.getFileID(Range.getBegin()) &&
          !SM.isBeforeInTranslationUnit(At, Range.getBegin()))
        return true; // never closed: everything after it belongs to it
      continue;
    }
    if (SM.isPointWithin(At, Range.getBegin(), Range.getEnd()))
      return true;
  }
  return false;
}

UserRecords collectUserRecords(ASTContext &Ctx, SubobjectModel &Model,
                               KindEvidence &Evidence,
                               StringRef DerivedFunction,
                               ArrayRef<SourceLocation> ErrorLocations) {
  UserRecords Result;
  UserCodeWalk Walk =
      walkUserCode(Ctx, Model, Evidence, Result.Uses, DerivedFunction);
  const SourceManager &SM = Ctx.getSourceManager();
  std::vector<const RecordDecl *> Candidates = Walk.Records;
  // Instantiations are not walked; their records are found here: the
  // specialisations themselves, classes nested in them, and local classes
  // of instantiated function templates. They report at their pattern.
  std::function<void(const DeclContext *)> AddNested =
      [&](const DeclContext *DC) {
        for (const Decl *D : DC->decls())
          if (const auto *RD = dyn_cast<CXXRecordDecl>(D))
            if (!RD->isInjectedClassName() &&
                RD->isThisDeclarationADefinition()) {
              Candidates.push_back(RD);
              AddNested(RD);
            }
      };
  auto IsInstantiation = [](TemplateSpecializationKind TSK) {
    return TSK == TSK_ImplicitInstantiation ||
           TSK == TSK_ExplicitInstantiationDefinition ||
           TSK == TSK_ExplicitInstantiationDeclaration;
  };
  for (const ClassTemplateDecl *CTD : Walk.Templates)
    for (const ClassTemplateSpecializationDecl *Spec : CTD->specializations())
      if (IsInstantiation(Spec->getSpecializationKind())) {
        Candidates.push_back(Spec);
        AddNested(Spec);
      }
  for (const FunctionTemplateDecl *FTD : Walk.FunctionTemplates)
    for (const FunctionDecl *Spec : FTD->specializations())
      if (IsInstantiation(Spec->getTemplateSpecializationKind()))
        AddNested(Spec);

  DenseSet<const RecordDecl *> Seen;
  for (const RecordDecl *RD : Candidates) {
    if (!SubobjectModel::isAnalyzable(RD) || !Seen.insert(RD).second ||
        writtenInError(SM, RD, ErrorLocations))
      continue;
    if (const SubobjectRecord *Sub = Model.subobject(RD))
      Result.Subobjects.push_back(Sub);
    else if (const StreamRecord *Stream = Model.stream(RD))
      Result.Streams.push_back(Stream);
  }
  // The {tag, inner} struct of a whole-pair union is not a stream member
  // on its own: the union is, and it carries the pointer alignment. (Where
  // the pair is also used bare in a stream, d3d12-stream-layout sees it.)
  DenseSet<const RecordDecl *> UnionPairs;
  for (const SubobjectRecord *Sub : Result.Subobjects)
    if (Sub->WholeUnion)
      if (const RecordDecl *Pair = compat::recordOf(Sub->TagHolder->getType()))
        UnionPairs.insert(Pair);
  llvm::erase_if(Result.Subobjects, [&](const SubobjectRecord *Sub) {
    return UnionPairs.count(Sub->Record) != 0;
  });
  // A stream is a record of subobjects; one with other members too is a
  // stream only where its address is given to the runtime. Otherwise it
  // merely holds one (`struct Pipeline { Stream S; bool Dirty; }`).
  DenseSet<const RecordDecl *> &GivenToRuntime = Result.GivenToRuntime;
  // A record one of whose members is handed to the runtime holds streams
  // (graphics and compute alternatives beside other state); unless its own
  // address is handed over too, it is not one.
  DenseSet<const RecordDecl *> HoldsGivenMember;
  for (const Expr *Pointer : Result.Uses.StreamPointers) {
    const Expr *Object = addressedObject(Pointer);
    if (!Object)
      continue;
    if (const RecordDecl *RD = compat::recordOf(Object->getType()))
      if (const RecordDecl *Def = RD->getDefinition())
        GivenToRuntime.insert(Def);
    if (const auto *ME = dyn_cast<MemberExpr>(Object->IgnoreParenImpCasts()))
      if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
        HoldsGivenMember.insert(FD->getParent());
  }
  // A plain {tag, inner} pair written directly in it also makes it a stream
  // (`struct { UINT Count; VS_Pair VS; }` is a broken stream, not a holder).
  const KindTable &Kinds = Model.kinds();
  auto HasDirectPair = [&](const StreamRecord &Stream) {
    for (const StreamMember &M : Stream.Members) {
      if (!M.Field || M.Origin != M.Field || !M.Sub->Inner)
        continue;
      // Its inner is the inner of its kind, or of some kind when the
      // kind is not known (C sets tags at run time).
      std::string Inner = innerTypeName(M.Sub->Inner->getType());
      for (const SubobjectKind &Kind : Kinds.kinds())
        if (Kind.InnerType == Inner && (!M.Kind || *M.Kind == Kind.Value))
          return true;
    }
    return false;
  };
  llvm::erase_if(Result.Streams, [&](const StreamRecord *Stream) {
    if (GivenToRuntime.count(Stream->Record))
      return false;
    if (HoldsGivenMember.count(Stream->Record))
      return true;
    return !Stream->Foreign.empty() && !HasDirectPair(*Stream);
  });
  return Result;
}

} // namespace psolint
