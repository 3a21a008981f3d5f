//===- UserCode.cpp - The walk over the user's own code ------------------===//
//
// One walk over the declarations and bodies of the user's files: records,
// the kind evidence only code gives (C sets tags in functions, aggregates
// and designated initialisers name them) and the sites that use streams.
// UserRecords.cpp sorts what it finds.
//
//===----------------------------------------------------------------------===//
#include "Compat.h"
#include "D3D12Runtime.h"
#include "UserCodeWalk.h"
#include "ValueModel.h"

#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/MapVector.h"
#include <functional>

using namespace clang;
using namespace llvm;

namespace psolint {
namespace {

/// Walks the user's own code (never the SDK's) once, collecting records to
/// check and the kind evidence that only code can give: C sets tags in
/// functions, aggregates and designated initialisers name them.
class UserCodeCollector : public RecursiveASTVisitor<UserCodeCollector> {
public:
  UserCodeCollector(const SubobjectModel &Model, KindEvidence &Evidence,
                    UseSites &Uses, StringRef DerivedFunction)
      : Model(Model), Evidence(Evidence), Uses(Uses),
        DerivedFunction(DerivedFunction) {}

  std::vector<const RecordDecl *> Records;
  std::vector<const ClassTemplateDecl *> Templates;
  std::vector<const FunctionTemplateDecl *> FunctionTemplates;

  bool shouldVisitTemplateInstantiations() const { return false; }
  bool shouldVisitImplicitCode() const { return false; }

  using Base = RecursiveASTVisitor<UserCodeCollector>;

  /// Walks a function with Function set to it (and Counted: whether its
  /// calls and reads count, decided once per function, not per call).
  template <typename T, typename Walk> bool inFunction(T *FD, Walk W) {
    const FunctionDecl *Outer = Function;
    bool OuterCounted = Counted;
    Function = FD;
    Counted = FD->hasBody() && !FD->isDependentContext();
    bool Result = W();
    Function = Outer;
    Counted = OuterCounted;
    return Result;
  }
#define PSOLINT_FUNCTION(Node)                                                 \
  bool Traverse##Node(Node *FD) {                                              \
    return inFunction(FD, [&] { return Base::Traverse##Node(FD); });           \
  }
  PSOLINT_FUNCTION(FunctionDecl)
  PSOLINT_FUNCTION(CXXMethodDecl)
  PSOLINT_FUNCTION(CXXConstructorDecl)
  PSOLINT_FUNCTION(CXXDestructorDecl)
#undef PSOLINT_FUNCTION

  // Types as written are not walked: what the walk collects is in
  // declarations and evaluated code, and an expression inside a type (an
  // array bound, decltype, a template argument) is never evaluated.
  bool TraverseTypeLoc(TypeLoc) { return true; }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc) { return true; }

  /// Statements are walked here, not by the visitor's generic traversal:
  /// the collector reads a dozen kinds of node, and dispatching every node
  /// of the user's bodies through the visitor cost more than the rest of
  /// the collection. The walk reaches what the visitor reaches without
  /// implicit code, in the same order (pre-order); declarations inside
  /// statements go back to the visitor.
  bool TraverseStmt(Stmt *Root, DataRecursionQueue * = nullptr) {
    // Entries with Leave set close an unevaluated operand.
    SmallVector<std::pair<Stmt *, bool>, 32> Stack;
    Stack.push_back({Root, false});
    SmallVector<Stmt *, 8> Children;
    while (!Stack.empty()) {
      auto [S, Leave] = Stack.pop_back_val();
      if (Leave) {
        --Unevaluated;
        continue;
      }
      if (!S)
        continue;
      Children.clear();
      if (!enter(S, Children))
        for (Stmt *Child : S->children())
          Children.push_back(Child);
      for (Stmt *Child : llvm::reverse(Children))
        Stack.push_back({Child, false});
      if (isa<UnaryExprOrTypeTraitExpr>(S)) {
        // The operand's nodes come off the stack before this entry.
        ++Unevaluated;
        Stack.insert(Stack.end() - Children.size(), {nullptr, true});
      }
    }
    return true;
  }

  bool VisitVarDecl(VarDecl *VD) {
    if (isa<ParmVarDecl>(VD))
      return true;
    // A stream desc of its own that the function never hands over is
    // judged at the function's end.
    if (VD->isLocalVarDecl() && isStreamDescType(VD->getType()))
      noteDescFunction();
    // The Agility SDK loader finds an exported C symbol at file scope.
    if (VD->getName() == "D3D12SDKVersion" && VD->hasInit() &&
        VD->isFileVarDecl() && VD->isExternC() &&
        VD->hasExternalFormalLinkage())
      Uses.SdkVersion = VD;
    if (compat::recordOf(VD->getType()))
      Uses.RecordVariables.push_back(VD);
    if (VD->hasGlobalStorage())
      Uses.StaticVariables.push_back(VD);
    return true;
  }
  bool VisitTypedefNameDecl(TypedefNameDecl *TD) {
    if (compat::recordOf(TD->getUnderlyingType()))
      Uses.RecordTypedefs.push_back(TD);
    return true;
  }
  bool VisitCallExpr(CallExpr *CE) {
    if (const auto *Callee = dyn_cast_or_null<NamedDecl>(CE->getCalleeDecl()))
      if (Callee->getDeclName().isIdentifier()) {
        if (Callee->getName() == DerivedFunction)
          Uses.DerivedCalls.push_back(CE);
        if (isRuntimeReadName(Callee->getName()))
          noteDescFunction();
      }
    noteCall(CE->getDirectCallee());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *CE) {
    noteCall(CE->getConstructor());
    return true;
  }

  /// Adds to the desc functions every function that calls one, however
  /// indirectly: a constructor that calls `create()` reaches the runtime.
  void closeDescFunctions() {
    DenseSet<const FunctionDecl *> In(Uses.DescFunctions.begin(),
                                      Uses.DescFunctions.end());
    DenseMap<const FunctionDecl *, SmallVector<const FunctionDecl *, 2>>
        Callers;
    for (auto &[Caller, Callee] : Calls)
      Callers[Callee].push_back(Caller);
    for (size_t I = 0; I < Uses.DescFunctions.size(); ++I)
      for (const FunctionDecl *Caller : Callers.lookup(Uses.DescFunctions[I]))
        if (In.insert(Caller).second)
          Uses.DescFunctions.push_back(Caller);
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *CE) {
    if (CE->getOperator() == OO_Equal && CE->getNumArgs() == 2)
      noteWrite(CE->getArg(0), CE->getArg(1));
    return true;
  }

  bool VisitRecordDecl(RecordDecl *RD) {
    if (RD->isThisDeclarationADefinition())
      Records.push_back(RD);
    return true;
  }
  bool VisitClassTemplateDecl(ClassTemplateDecl *CTD) {
    // Declared-only primaries count: their partial specialisations'
    // instantiations are listed with them.
    if (CTD->isCanonicalDecl())
      Templates.push_back(CTD);
    return true;
  }
  bool VisitFunctionTemplateDecl(FunctionTemplateDecl *FTD) {
    if (FTD->isCanonicalDecl())
      FunctionTemplates.push_back(FTD);
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
    if (const auto *ECD = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
      if (Function && ECD->getDeclContext() == &Model.kinds().tagEnum() &&
          (Evidence.TagFunctions.empty() ||
           Evidence.TagFunctions.back() != Function))
        Evidence.TagFunctions.push_back(Function);
    if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl()))
      if (!Unevaluated &&
          (compat::recordOf(VD->getType()) || VD->getType()->isArrayType()))
        ++Uses.OtherUses[VD];
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
    noteWrite(BO->getLHS(), BO->getRHS());
    noteStreamPointer(BO->getLHS(), BO->getRHS());
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
    Evidence.Sites.push_back({Value, Tag, *Kind});
    // s.raster.Type = ...: the vote also belongs to the stream member.
    if (const FieldDecl *Holder = holderOfTag(ME))
      Evidence.ByStreamMember[Holder].add(*Kind);
    return true;
  }

  bool VisitInitListExpr(InitListExpr *ILE) {
    // The walk sees the written form; members map to initialisers only in
    // the semantic form.
    if (InitListExpr *Semantic = ILE->getSemanticForm())
      ILE = Semantic;
    collectInitialiserKinds(Model, Evidence, ILE, nullptr);
    noteStreamPointerInit(ILE);
    return true;
  }

private:
  /// Visits S; fills Children (and returns true) where the walk's children
  /// are not S->children(), as the visitor's traversal has them.
  LLVM_ATTRIBUTE_ALWAYS_INLINE bool enter(Stmt *S,
                                          SmallVectorImpl<Stmt *> &Children) {
    // The kinds most of a body is made of, which the walk only passes
    // through: decided by one switch, not by the tests below.
    switch (S->getStmtClass()) {
    case Stmt::ImplicitCastExprClass:
    case Stmt::ParenExprClass:
    case Stmt::IntegerLiteralClass:
    case Stmt::FloatingLiteralClass:
    case Stmt::StringLiteralClass:
    case Stmt::CharacterLiteralClass:
    case Stmt::CXXBoolLiteralExprClass:
    case Stmt::CXXNullPtrLiteralExprClass:
    case Stmt::CXXThisExprClass:
    case Stmt::CompoundStmtClass:
    case Stmt::ReturnStmtClass:
    case Stmt::IfStmtClass:
    case Stmt::ForStmtClass:
    case Stmt::WhileStmtClass:
    case Stmt::UnaryOperatorClass:
    case Stmt::ArraySubscriptExprClass:
    case Stmt::ConditionalOperatorClass:
    case Stmt::MaterializeTemporaryExprClass:
    case Stmt::ExprWithCleanupsClass:
    case Stmt::CXXBindTemporaryExprClass:
    case Stmt::CStyleCastExprClass:
    case Stmt::CXXStaticCastExprClass:
    case Stmt::CXXFunctionalCastExprClass:
    case Stmt::CXXReinterpretCastExprClass:
    case Stmt::CXXConstCastExprClass:
    case Stmt::NullStmtClass:
    case Stmt::BreakStmtClass:
    case Stmt::ContinueStmtClass:
    case Stmt::CaseStmtClass:
    case Stmt::DefaultStmtClass:
    case Stmt::SwitchStmtClass:
    case Stmt::UnresolvedLookupExprClass:
    case Stmt::CXXDefaultArgExprClass:
      return false;
    default:
      break;
    }
    if (auto *CE = dyn_cast<CallExpr>(S)) {
      VisitCallExpr(CE);
      if (auto *Op = dyn_cast<CXXOperatorCallExpr>(CE))
        VisitCXXOperatorCallExpr(Op);
      return false;
    }
    if (auto *E = dyn_cast<CXXConstructExpr>(S))
      return VisitCXXConstructExpr(E), false;
    if (auto *E = dyn_cast<MemberExpr>(S))
      return VisitMemberExpr(E), false;
    if (auto *E = dyn_cast<DeclRefExpr>(S))
      return VisitDeclRefExpr(E), false;
    if (auto *E = dyn_cast<BinaryOperator>(S))
      return VisitBinaryOperator(E), false;
    if (auto *E = dyn_cast<CXXDependentScopeMemberExpr>(S))
      return VisitCXXDependentScopeMemberExpr(E), false;
    if (auto *E = dyn_cast<DesignatedInitExpr>(S))
      return VisitDesignatedInitExpr(E), false;
    if (auto *E = dyn_cast<OffsetOfExpr>(S))
      return VisitOffsetOfExpr(E), false;
    if (auto *ILE = dyn_cast<InitListExpr>(S)) {
      // The written form only.
      InitListExpr *Written = ILE->isSemanticForm() && !ILE->isSyntacticForm()
                                  ? ILE->getSyntacticForm()
                                  : ILE;
      VisitInitListExpr(Written);
      for (Stmt *Child : Written->children())
        Children.push_back(Child);
      return true;
    }
    if (auto *DS = dyn_cast<DeclStmt>(S)) {
      for (Decl *D : DS->decls())
        TraverseDecl(D);
      return true;
    }
    if (auto *For = dyn_cast<CXXForRangeStmt>(S)) {
      Children.append({For->getInit(), For->getLoopVarStmt(),
                       For->getRangeInit(), For->getBody()});
      return true;
    }
    if (auto *Lambda = dyn_cast<LambdaExpr>(S)) {
      for (unsigned I = 0, N = Lambda->capture_size(); I != N; ++I) {
        const LambdaCapture *C = Lambda->capture_begin() + I;
        if (!C->isExplicit())
          continue;
        if (Lambda->isInitCapture(C))
          TraverseDecl(C->getCapturedVar());
        else
          Children.push_back(Lambda->capture_init_begin()[I]);
      }
      Children.push_back(Lambda->getBody());
      return true;
    }
    if (auto *Catch = dyn_cast<CXXCatchStmt>(S)) {
      if (Catch->getExceptionDecl())
        TraverseDecl(Catch->getExceptionDecl());
      Children.push_back(Catch->getHandlerBlock());
      return true;
    }
    if (auto *Block = dyn_cast<BlockExpr>(S)) {
      TraverseDecl(Block->getBlockDecl());
      return true;
    }
    if (auto *PO = dyn_cast<PseudoObjectExpr>(S)) {
      Children.push_back(PO->getSyntacticForm());
      for (Expr *Sub : PO->semantics()) {
        if (auto *OVE = dyn_cast<OpaqueValueExpr>(Sub))
          Sub = OVE->getSourceExpr();
        Children.push_back(Sub);
      }
      return true;
    }
    if (auto *Loop = dyn_cast<ArrayInitLoopExpr>(S)) {
      if (OpaqueValueExpr *Common = Loop->getCommonExpr())
        Children.push_back(Common->getSourceExpr());
      for (Stmt *Child : Loop->children())
        Children.push_back(Child);
      return true;
    }
    if (auto *Rewritten = dyn_cast<CXXRewrittenBinaryOperator>(S)) {
      CXXRewrittenBinaryOperator::DecomposedForm Parts =
          Rewritten->getDecomposedForm();
      Children.append(
          {const_cast<Expr *>(Parts.LHS), const_cast<Expr *>(Parts.RHS)});
      return true;
    }
    // A coroutine's written parts only: the body, and the operand of
    // co_return, co_await and co_yield (not the promise calls around them).
    if (isa<CoroutineBodyStmt, CoreturnStmt, CoroutineSuspendExpr,
            DependentCoawaitExpr>(S)) {
      Children.push_back(coroutineWritten(S)); // null for a bare co_return
      return true;
    }
    if (isa<RequiresExpr>(S))
      return true; // unevaluated requirements
    return false;
  }

  static Stmt *coroutineWritten(Stmt *S) {
    if (auto *Body = dyn_cast<CoroutineBodyStmt>(S))
      return Body->getBody();
    if (auto *Return = dyn_cast<CoreturnStmt>(S))
      return Return->getOperand();
    if (auto *Await = dyn_cast<CoroutineSuspendExpr>(S))
      return Await->getOperand();
    return cast<DependentCoawaitExpr>(S)->getOperand();
  }

  void noteCall(const FunctionDecl *Callee) {
    if (!Function || !Callee || !Counted)
      return;
    if (const FunctionDecl *Def = Callee->getDefinition())
      Calls.push_back({Function, Def});
  }

  void noteDescFunction() {
    if (Function && Counted &&
        (Uses.DescFunctions.empty() || Uses.DescFunctions.back() != Function) &&
        !llvm::is_contained(Uses.DescFunctions, Function))
      Uses.DescFunctions.push_back(Function);
  }

  /// The variable an lvalue like `v`, `v.a.b` or `p->a` (not) is rooted at.
  static const VarDecl *rootVariable(const Expr *E) {
    E = E->IgnoreParenImpCasts();
    while (const auto *ME = dyn_cast<MemberExpr>(E)) {
      if (ME->isArrow())
        return nullptr;
      E = ME->getBase()->IgnoreParenImpCasts();
    }
    const auto *DRE = dyn_cast<DeclRefExpr>(E);
    return DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
  }

  void noteWrite(const Expr *Target, const Expr *Value) {
    if (!isa<MemberExpr>(Target->IgnoreParenImpCasts()))
      return;
    const VarDecl *Object = rootVariable(Target);
    if (!Object || !compat::recordOf(Object->getType()))
      return;
    // The write's own reference to the variable is explained.
    --Uses.OtherUses[Object];
  }

  /// The address of a variable stored into a stream desc is explained.
  void explainStreamPointer(const Expr *Pointer) {
    if (const VarDecl *VD = addressedVariable(Pointer))
      --Uses.OtherUses[VD];
  }

  /// A stream pointer given in a desc's initialiser.
  void noteStreamPointerInit(const InitListExpr *ILE) {
    if (!isStreamDescType(ILE->getType()))
      return;
    const RecordDecl *RD = compat::recordOf(ILE->getType());
    unsigned Index = 0;
    for (const FieldDecl *FD : RD->fields()) {
      if (Index >= ILE->getNumInits())
        break;
      const Expr *Init = ILE->getInit(Index++);
      if (!Init || isa<ImplicitValueInitExpr>(Init))
        continue;
      if (FD->getName() == "pPipelineStateSubobjectStream") {
        explainStreamPointer(Init);
        Uses.StreamPointers.push_back(Init);
      }
    }
  }

  /// A stream pointer stored into a desc member, however the desc is reached.
  void noteStreamPointer(const Expr *Target, const Expr *Value) {
    const auto *ME = dyn_cast<MemberExpr>(Target->IgnoreParenImpCasts());
    if (!ME)
      return;
    QualType DescType = ME->getBase()->getType();
    if (ME->isArrow() && DescType->isPointerType())
      DescType = DescType->getPointeeType();
    if (!isStreamDescType(DescType) ||
        ME->getMemberDecl()->getName() != "pPipelineStateSubobjectStream")
      return;
    Uses.StreamPointers.push_back(Value);
    if (rootVariable(ME))
      explainStreamPointer(Value);
  }

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

  const SubobjectModel &Model;
  KindEvidence &Evidence;
  UseSites &Uses;
  StringRef DerivedFunction;
  const FunctionDecl *Function = nullptr;
  bool Counted = false;
  unsigned Unevaluated = 0;
  std::vector<std::pair<const FunctionDecl *, const FunctionDecl *>> Calls;
};

} // namespace

UserCodeWalk walkUserCode(ASTContext &Ctx, const SubobjectModel &Model,
                          KindEvidence &Evidence, UseSites &Uses,
                          StringRef DerivedFunction) {
  UserCodeCollector Collector(Model, Evidence, Uses, DerivedFunction);
  const SourceManager &SM = Ctx.getSourceManager();
  // Consecutive declarations mostly come from one file, whose locations
  // are one range: the answer for the last file is kept for the next,
  // unless line markers inside it (a preprocessed file's `# 1 "d3d12.h" 3`)
  // make parts of it a system header.
  SourceLocation FileBegin, FileEnd;
  bool FileIsUser = false;
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    SourceLocation Loc = D->getLocation();
    if (Loc.isInvalid())
      continue;
    Loc = SM.getExpansionLoc(Loc);
    if (FileBegin.isValid() && FileBegin <= Loc && Loc <= FileEnd) {
      if (FileIsUser)
        Collector.TraverseDecl(D);
      continue;
    }
    FileBegin = FileEnd = SourceLocation();
    FileIsUser = !SM.isInSystemHeader(Loc);
    FileID File = SM.getFileID(Loc);
    bool Invalid = false;
    const SrcMgr::SLocEntry &Entry = SM.getSLocEntry(File, &Invalid);
    if (!Invalid && Entry.isFile() && !Entry.getFile().hasLineDirectives()) {
      FileBegin = SM.getLocForStartOfFile(File);
      FileEnd = SM.getLocForEndOfFile(File);
    }
    if (FileIsUser)
      Collector.TraverseDecl(D);
  }
  Collector.closeDescFunctions();
  UserCodeWalk Walk;
  Walk.Records = std::move(Collector.Records);
  Walk.Templates = std::move(Collector.Templates);
  Walk.FunctionTemplates = std::move(Collector.FunctionTemplates);
  return Walk;
}

} // namespace psolint
