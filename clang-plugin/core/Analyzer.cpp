//===- Analyzer.cpp - Evidence collection and the check driver ------------===//
#include "Analyzer.h"
#include "CheckContext.h"
#include "Compat.h"
#include "Suppression.h"

#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/TargetInfo.h"
#include "clang/Lex/Lexer.h"

using namespace clang;
using namespace llvm;

namespace psolint {

FindingSink::~FindingSink() = default;

namespace {

/// Walks the user's own code (never the SDK's) once, collecting records to
/// check and the kind evidence that only code can give: C sets tags in
/// functions, aggregates and designated initialisers name them.
class UserCodeCollector : public RecursiveASTVisitor<UserCodeCollector> {
public:
  UserCodeCollector(const SubobjectModel &Model, KindEvidence &Evidence)
      : Model(Model), Evidence(Evidence) {}

  std::vector<const RecordDecl *> Records;
  std::vector<const ClassTemplateDecl *> Templates;

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  bool VisitRecordDecl(RecordDecl *RD) {
    if (RD->isThisDeclarationADefinition())
      Records.push_back(RD);
    return true;
  }
  bool VisitClassTemplateDecl(ClassTemplateDecl *CTD) {
    if (CTD->isThisDeclarationADefinition())
      Templates.push_back(CTD);
    return true;
  }

  bool VisitMemberExpr(MemberExpr *ME) {
    if (const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl()))
      Evidence.ReferencedFields.insert(FD);
    return true;
  }
  bool VisitDeclRefExpr(DeclRefExpr *DRE) { // &Stream::Member
    if (const auto *FD = dyn_cast<FieldDecl>(DRE->getDecl()))
      Evidence.ReferencedFields.insert(FD);
    return true;
  }
  bool VisitCXXDependentScopeMemberExpr(CXXDependentScopeMemberExpr *E) {
    Evidence.DependentMemberNames.insert(E->getMember().getAsString());
    return true;
  }
  bool VisitDesignatedInitExpr(DesignatedInitExpr *DIE) {
    for (const DesignatedInitExpr::Designator &D : DIE->designators())
      if (D.isFieldDesignator())
        if (const FieldDecl *FD = D.getFieldDecl())
          Evidence.ReferencedFields.insert(FD);
    return true;
  }
  bool VisitOffsetOfExpr(OffsetOfExpr *E) {
    for (unsigned I = 0, N = E->getNumComponents(); I != N; ++I)
      if (E->getComponent(I).getKind() == OffsetOfNode::Field)
        Evidence.ReferencedFields.insert(E->getComponent(I).getField());
    return true;
  }
  bool VisitCXXConstructorDecl(CXXConstructorDecl *Ctor) {
    for (const CXXCtorInitializer *Init : Ctor->inits())
      if (Init->isWritten())
        if (const FieldDecl *FD = Init->getAnyMember())
          Evidence.ReferencedFields.insert(FD);
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->getOpcode() != BO_Assign)
      return true;
    const auto *ME = dyn_cast<MemberExpr>(BO->getLHS()->IgnoreParenImpCasts());
    if (!ME)
      return true;
    const auto *Tag = dyn_cast<FieldDecl>(ME->getMemberDecl());
    if (!Tag)
      return true;
    const Expr *Value = BO->getRHS();
    bool IsEnumerator = Model.namesTagEnumerator(Value);
    if (!Model.isTagType(Tag->getType()) && !IsEnumerator)
      return true;
    std::optional<int64_t> Kind = Model.evaluateTag(Value);
    if (!Kind)
      return true;
    if (IsEnumerator && !Model.isTagType(Tag->getType()))
      Evidence.AssignedTagEnumerator.insert(Tag);
    Evidence.ByTagField[Tag].add(*Kind);
    // s.raster.Type = ...: the vote also belongs to the stream member.
    if (const FieldDecl *Holder = holderOfTag(ME))
      Evidence.ByStreamMember[Holder].add(*Kind);
    return true;
  }

  bool VisitInitListExpr(InitListExpr *ILE) {
    // Only the semantic form maps initialisers to members; the syntactic
    // form of a designated initialiser does not.
    if (ILE->isSyntacticForm() && ILE->getSemanticForm())
      return true;
    collectInit(ILE, nullptr);
    return true;
  }

private:
  /// For `stream.member.Type` (or the union member inside it), the stream
  /// member `member`.
  static const FieldDecl *holderOfTag(const MemberExpr *TagAccess) {
    const Expr *Base = TagAccess->getBase()->IgnoreParenImpCasts();
    while (const auto *ME = dyn_cast<MemberExpr>(Base)) {
      const auto *FD = dyn_cast<FieldDecl>(ME->getMemberDecl());
      if (!FD)
        return nullptr;
      if (!FD->isAnonymousStructOrUnion())
        return FD;
      Base = ME->getBase()->IgnoreParenImpCasts();
    }
    return nullptr;
  }

  /// Records the tag values an aggregate initialiser gives, per tag member
  /// and per stream member (Via) when nested in a stream's initialiser.
  void collectInit(const InitListExpr *ILE, const FieldDecl *Via) {
    const RecordDecl *RD = compat::recordOf(ILE->getType());
    if (!RD || !RD->isCompleteDefinition())
      return;
    if (RD->isUnion()) {
      const FieldDecl *FD = ILE->getInitializedFieldInUnion();
      if (FD && ILE->getNumInits() == 1)
        collectMember(FD, ILE->getInit(0), Via);
      return;
    }
    unsigned Index = 0, Written = 0;
    for (const FieldDecl *FD : RD->fields()) {
      if (Index >= ILE->getNumInits())
        break;
      const Expr *Init = ILE->getInit(Index++);
      if (!isa<ImplicitValueInitExpr>(Init) && !isa<CXXDefaultInitExpr>(Init))
        Written = Index;
      collectMember(FD, Init, Via);
    }
    unsigned &Count = Evidence.ExplicitInitCount[RD];
    Count = std::max(Count, Written);
  }

  void collectMember(const FieldDecl *FD, const Expr *Init,
                     const FieldDecl *Via) {
    if (!Init)
      return;
    if (const auto *Nested = dyn_cast<InitListExpr>(Init->IgnoreImplicit())) {
      // An anonymous union or struct stays within the same subobject.
      collectInit(Nested, FD->isAnonymousStructOrUnion() ? Via : FD);
      return;
    }
    if (isa<ImplicitValueInitExpr>(Init) || isa<CXXDefaultInitExpr>(Init))
      return;
    bool IsEnumerator = Model.namesTagEnumerator(Init);
    if (!Model.isTagType(FD->getType()) && !IsEnumerator)
      return;
    std::optional<int64_t> Kind = Model.evaluateTag(Init);
    if (!Kind)
      return;
    if (IsEnumerator && !Model.isTagType(FD->getType()))
      Evidence.AssignedTagEnumerator.insert(FD);
    Evidence.ByTagField[FD].add(*Kind);
    if (Via)
      Evidence.ByStreamMember[Via].add(*Kind);
  }

  const SubobjectModel &Model;
  KindEvidence &Evidence;
};

const EnumDecl *findTagEnum(ASTContext &Ctx) {
  IdentifierInfo *Name = &Ctx.Idents.get(TagEnumName);
  for (const NamedDecl *ND : Ctx.getTranslationUnitDecl()->lookup(Name)) {
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

bool isUserCode(const SourceManager &SM, SourceLocation Loc) {
  if (Loc.isInvalid())
    return false;
  return !SM.isInSystemHeader(SM.getExpansionLoc(Loc));
}

} // namespace

std::string CheckContext::targetName() const {
  return context().getTargetInfo().getTriple().str();
}

bool CheckContext::canEdit(SourceRange Range) const {
  const SourceManager &SM = sources();
  for (SourceLocation Loc : {Range.getBegin(), Range.getEnd()}) {
    if (Loc.isInvalid() || !Loc.isFileID())
      return false;
    if (SM.isInSystemHeader(Loc))
      return false;
  }
  return true;
}

StringRef CheckContext::text(SourceRange TokenRange) const {
  if (!canEdit(TokenRange))
    return StringRef();
  bool Invalid = false;
  StringRef Text =
      Lexer::getSourceText(CharSourceRange::getTokenRange(TokenRange),
                           sources(), context().getLangOpts(), &Invalid);
  return Invalid ? StringRef() : Text;
}

SourceLocation CheckContext::endOfToken(SourceLocation Loc) const {
  return Lexer::getLocForEndOfToken(Loc, 0, sources(), context().getLangOpts());
}

SourceRange CheckContext::withParenthesizedArgs(SourceLocation Name) const {
  const SourceManager &SM = sources();
  const LangOptions &Lang = context().getLangOpts();
  std::optional<Token> Tok = Lexer::findNextToken(Name, SM, Lang);
  if (!Tok || !Tok->is(tok::l_paren))
    return SourceRange();
  unsigned Depth = 0;
  while (Tok && !Tok->is(tok::eof)) {
    if (Tok->is(tok::l_paren))
      ++Depth;
    else if (Tok->is(tok::r_paren) && --Depth == 0)
      return SourceRange(Name, Tok->getLocation());
    Tok = Lexer::findNextToken(Tok->getLocation(), SM, Lang);
  }
  return SourceRange();
}

void CheckContext::report(CheckId Id, Finding F) {
  if (!Filter.isEnabled(Id))
    return;
  const SourceManager &SM = sources();
  if (!isUserCode(SM, F.Loc))
    return;
  // Every instantiation of a template reports at its pattern: once.
  SourceLocation Key = SM.getExpansionLoc(F.Loc);
  if (!Reported.insert({static_cast<unsigned>(Id), Key.getRawEncoding()})
           .second)
    return;
  F.Check = Id;
  if (Options.HonourNolint &&
      isSuppressedByNolint(SM, F.Loc, checkInfo(Id).Name))
    return;
  for (const FixItHint &Fix : F.FixIts)
    if (!canEdit(Fix.RemoveRange.getAsRange()) ||
        (Fix.InsertFromRange.isValid() &&
         !canEdit(Fix.InsertFromRange.getAsRange()))) {
      // A fix-it is all or nothing: half an edit does not compile.
      F.FixIts.clear();
      break;
    }
  Sink.report(F);
}

void analyzeTranslationUnit(ASTContext &Ctx, const AnalyzerOptions &Options,
                            const CheckFilter &Filter, FindingSink &Sink) {
  const EnumDecl *TagEnum = findTagEnum(Ctx);
  if (!TagEnum)
    return;
  bool AnyEnabled = false;
  for (const CheckInfo &Info : allChecks())
    AnyEnabled |= Filter.isEnabled(Info.Id);
  if (!AnyEnabled)
    return;

  KindTable Kinds(*TagEnum);
  KindEvidence Evidence;
  SubobjectModel Model(Ctx, Kinds, Evidence);
  UserCodeCollector Collector(Model, Evidence);
  const SourceManager &SM = Ctx.getSourceManager();
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls())
    if (isUserCode(SM, D->getLocation()))
      Collector.TraverseDecl(D);

  std::vector<const RecordDecl *> Candidates = Collector.Records;
  for (const ClassTemplateDecl *CTD : Collector.Templates)
    for (const ClassTemplateSpecializationDecl *Spec :
         CTD->specializations()) {
      TemplateSpecializationKind TSK = Spec->getSpecializationKind();
      if (TSK == TSK_ImplicitInstantiation ||
          TSK == TSK_ExplicitInstantiationDefinition ||
          TSK == TSK_ExplicitInstantiationDeclaration)
        Candidates.push_back(Spec);
    }

  CheckContext Context(Model, Options, Filter, Sink);
  DenseSet<const RecordDecl *> Seen;
  for (const RecordDecl *RD : Candidates) {
    if (!SubobjectModel::isAnalyzable(RD) || !Seen.insert(RD).second)
      continue;
    if (const SubobjectRecord *Sub = Model.subobject(RD))
      Context.Subobjects.push_back(Sub);
    else if (const StreamRecord *Stream = Model.stream(RD))
      Context.Streams.push_back(Stream);
  }
  // The unnamed {tag, inner} struct of a whole-pair union is never a stream
  // member on its own: the union is, and it carries the pointer alignment.
  DenseSet<const RecordDecl *> UnionPairs;
  for (const SubobjectRecord *Sub : Context.Subobjects)
    if (Sub->WholeUnion)
      if (const RecordDecl *Pair = compat::recordOf(Sub->TagHolder->getType()))
        if (Pair->getName().empty() && !Pair->getTypedefNameForAnonDecl())
          UnionPairs.insert(Pair);
  llvm::erase_if(Context.Subobjects, [&](const SubobjectRecord *Sub) {
    return UnionPairs.count(Sub->Record) != 0;
  });
  if (Context.Subobjects.empty() && Context.Streams.empty())
    return;

#define PSOLINT_CHECK(Name, Id, Summary, DefaultOn, Severity, HasFixIt)       \
  if (Filter.isEnabled(CheckId::Name))                                         \
    run##Name(Context);
#include "Checks.def"
}

} // namespace psolint
