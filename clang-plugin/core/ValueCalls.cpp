//===- ValueCalls.cpp - The value model: calls ----------------------------===//
//
// Calls: followed, unknown, and the runtime reads of a desc.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

#include "clang/Basic/Builtins.h"

using namespace clang;
using namespace llvm;

namespace psolint {

bool ValueModel::Engine::followable(const FunctionDecl *FD) const {
  if (!FD)
    return false;
  const FunctionDecl *Def = FD->getDefinition();
  if (!Def || !Def->hasBody() || Def->isDependentContext() ||
      Def->isInvalidDecl())
    return false;
  if (!inSystemHeader(Def, Def->getLocation()))
    return true;
  if (const auto *MD = dyn_cast<CXXMethodDecl>(Def))
    return isHelperClass(MD->getParent());
  return false;
}

Value ValueModel::Engine::call(State &S, const CallExpr *E,
                               std::optional<Loc> Dest) {
  const FunctionDecl *Callee = E->getDirectCallee();
  SmallVector<const Expr *, 4> Args;
  std::optional<Loc> ObjectLoc;
  unsigned First = 0;
  if (const auto *Member = dyn_cast<CXXMemberCallExpr>(E)) {
    const Expr *Obj = Member->getImplicitObjectArgument();
    if (Obj) {
      if (const auto *ME =
              dyn_cast<MemberExpr>(Member->getCallee()->IgnoreParens());
          ME && ME->isArrow())
        ObjectLoc = deref(eval(S, Obj));
      else
        ObjectLoc = lvalue(S, Obj);
    }
    // A virtual call of a body here may land in an override: unknown.
    // (The runtime's methods have no body; they stay recognisable.)
    if (const auto *MD = Member->getMethodDecl())
      if (MD->isVirtual() && !MD->hasAttr<FinalAttr>() &&
          !MD->getParent()->hasAttr<FinalAttr>() && followable(MD))
        if (const auto *ME =
                dyn_cast<MemberExpr>(Member->getCallee()->IgnoreParens());
            !ME || !ME->hasQualifier())
          Callee = nullptr;
  } else if (isa<CXXOperatorCallExpr>(E) &&
             isa_and_nonnull<CXXMethodDecl>(Callee) && E->getNumArgs() >= 1) {
    ObjectLoc = lvalue(S, E->getArg(0));
    First = 1;
  }
  for (unsigned I = First; I < E->getNumArgs(); ++I)
    Args.push_back(E->getArg(I));
  // std::addressof(x): x's own address, whatever operator& x's class
  // overloads (d3dx12's stream pairs return their inner's).
  if (Callee && Args.size() == 1 &&
      (Callee->getBuiltinID() == Builtin::BI__builtin_addressof ||
       (Callee->isInStdNamespace() && Callee->getDeclName().isIdentifier() &&
        Callee->getName() == "addressof"))) {
    std::optional<Loc> L = lvalue(S, Args[0]);
    if (!L)
      return nonNull(E);
    return pointerTo(*L, Args[0]->getType(), E);
  }
  // std::array's and std::vector's members, by the model's own rules.
  if (const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Callee)) {
    std::optional<Loc> Element;
    if (std::optional<Value> V =
            containerCall(S, E, MD, ObjectLoc, Args, &Element)) {
      if (Element)
        LastElement = {E, *Element};
      return *V;
    }
  }
  // A compiler-provided `a = b` copies the bytes.
  if (const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Callee))
    if ((MD->isCopyAssignmentOperator() || MD->isMoveAssignmentOperator()) &&
        !MD->isUserProvided() && Args.size() == 1) {
      std::optional<Loc> Src = lvalue(S, Args[0]);
      uint64_t Size = sizeOf(compat::tagType(Ctx, MD->getParent()));
      if (ObjectLoc && Src)
        copy(S, *ObjectLoc, *Src, Size, Args[0]);
      else if (ObjectLoc)
        clobber(S, ObjectLoc->Root, ObjectLoc->Offset,
                ObjectLoc->Span ? ObjectLoc->Span : Size);
      return unknownAt(E);
    }
  // C calls the runtime through its vtable:
  // `device->lpVtbl->CreatePipelineState(device, &desc, riid, ppv)`.
  if (!Callee)
    if (const auto *ME =
            dyn_cast<MemberExpr>(E->getCallee()->IgnoreParenImpCasts()))
      if (ME->getMemberDecl()->getDeclName().isIdentifier() &&
          isRuntimeReadName(ME->getMemberDecl()->getName()) &&
          Args.size() >= 2) {
        eval(S, Args[0]);
        const auto *FPT =
            ME->getType()->getPointeeType()->getAs<FunctionProtoType>();
        const RecordDecl *DescRecord =
            FPT && FPT->getNumParams() >= 2
                ? compat::recordOf(FPT->getParamType(1)->getPointeeType())
                : nullptr;
        runtimeRead(S, E, ArrayRef<const Expr *>(Args).drop_front(),
                    DescRecord);
        return unknownAt(E);
      }
  if (!Callee) {
    evalUnknownCall(S, E, nullptr, Args, ObjectLoc);
    if (Dest)
      clobber(S, Dest->Root, Dest->Offset,
              Dest->Span ? Dest->Span : sizeOf(E->getType()));
    return unknownAt(E);
  }
  return callFunction(S, E, Callee, Args, ObjectLoc, Dest);
}

Value ValueModel::Engine::callFunction(State &S, const Expr *E,
                                       const FunctionDecl *Callee,
                                       ArrayRef<const Expr *> Args,
                                       std::optional<Loc> ObjectLoc,
                                       std::optional<Loc> Dest) {
  // The declared return type: a call's own type drops the reference.
  QualType Result =
      isa<CXXConstructExpr>(E) ? QualType() : Callee->getReturnType();
  auto ClobberDest = [&] {
    if (Dest && !Result.isNull())
      clobber(S, Dest->Root, Dest->Offset,
              Dest->Span ? Dest->Span : sizeOf(Result));
  };
  if (isRuntimeRead(Callee)) {
    runtimeRead(S, cast<CallExpr>(E), Args);
    return unknownAt(E);
  }
  if (isMemset(Callee) && Args.size() == 3) {
    Value P = eval(S, Args[0]);
    Value Byte = eval(S, Args[1]);
    Value Count = eval(S, Args[2]);
    std::optional<Loc> L = deref(P);
    if (L) {
      if (Byte.isNull() && Count.Kind == Value::Int && Count.Number > 0)
        zero(S, *L, Count.Number, E);
      else
        escape(S, L->Root);
    }
    return P;
  }
  // memcpy(dst, src, n): the source's bytes land at the destination (a
  // builder appending a pair to its byte buffer).
  if (isMemcpy(Callee) && Args.size() == 3) {
    Value D = eval(S, Args[0]);
    Value Src = eval(S, Args[1]);
    Value Count = eval(S, Args[2]);
    std::optional<Loc> To = deref(D), From = deref(Src);
    if (To) {
      if (Count.Kind != Value::Int || Count.Number <= 0 || To->Span)
        escape(S, To->Root);
      else if (From && !From->Span)
        copy(S, *To, *From, Count.Number, Args[1]);
      else
        clobber(S, To->Root, To->Offset, Count.Number);
    }
    return D;
  }
  Summary *Sum = followable(Callee) && worthFollowing(Callee->getDefinition())
                     ? summarize(Callee->getDefinition())
                     : nullptr;
  if (!Sum) {
    evalUnknownCall(S, E, Callee, Args, ObjectLoc);
    ClobberDest();
    if (Callee && Callee->getDeclName().isIdentifier() &&
        Callee->getName() == "GetBufferPointer")
      return nonNull(E);
    return unknownAt(E);
  }
  const FunctionDecl *Def = Callee->getDefinition();
  Binding B;
  B.Call = E;
  B.Callee = Def;
  B.LibraryCallee = isLibrary(Def);
  if (ObjectLoc && isa<CXXMethodDecl>(Def))
    B.Roots[thisRoot(Def)] = *ObjectLoc;
  for (unsigned I = 0; I < Def->getNumParams(); ++I) {
    const ParmVarDecl *PVD = Def->getParamDecl(I);
    if (I >= Args.size())
      break;
    const Expr *Arg = Args[I];
    QualType T = PVD->getType();
    if (T->isReferenceType()) {
      if (std::optional<Loc> L = lvalue(S, Arg))
        B.Roots[entryRoot(PVD)] = *L;
      continue;
    }
    if (isObjectType(T)) {
      Loc Copy{tempRoot(Arg), 0, 0};
      init(S, Copy, T, Arg);
      B.Roots[entryRoot(PVD)] = Copy;
      B.Copies.insert(entryRoot(PVD));
      continue;
    }
    Value V = eval(S, Arg);
    B.Args[PVD] = V;
    if (std::optional<Loc> L = deref(V))
      B.Roots[entryRoot(PVD)] = *L;
  }
  if (Dest)
    B.Roots[returnRoot(Def)] = *Dest;
  else if (!Result.isNull() && isObjectType(Result))
    B.Roots[returnRoot(Def)] = Loc{tempRoot(E), 0, 0};

  // A callee that indexes or appends by what its caller passes: its
  // summary for what this call passes, where the caller knows it.
  if (Sum->WantsContext && !B.LibraryCallee)
    if (Summary *Own = specialise(Def, B, S))
      Sum = Own;
  if (Sum->WantsContext)
    WantsContext = true;

  // Uses the callee reaches, seen from here: on the paths that agree with
  // what this call passes.
  B.Caller = &S;
  for (const PendingUse &U : Sum->Uses) {
    if (!agrees(U.At.Trail, B))
      continue;
    PendingUse Mine;
    Mine.Call = U.Call;
    Mine.DescRecord = U.DescRecord;
    Mine.Via.push_back(E);
    Mine.Via.append(U.Via.begin(), U.Via.end());
    Mine.At = apply(S, U.At, B, /*ForUse=*/true);
    Mine.Desc = substitute(U.Desc, B);
    if (BlockUses && BlockUses->size() < 4096)
      BlockUses->push_back(std::move(Mine));
    if (std::optional<Loc> L = deref(substitute(U.Desc, B)))
      consume(S, L->Root);
  }
  // One exit: applied in place. Several: joined here; statement-level
  // calls keep them apart (splitCall).
  Value Returned;
  if (Sum->Exits.empty()) {
    // The callee never returns (or was not followed to its end).
    ClobberDest();
    return unknownAt(E);
  }
  // The exits that agree with what this call passes; all of them where
  // none does (the model knows less than it thinks).
  SmallVector<const State *, 4> Exits;
  B.Caller = &S;
  for (const State &Exit : Sum->Exits)
    if (agrees(Exit.Trail, B))
      Exits.push_back(&Exit);
  if (Exits.empty()) {
    SplitExitRuledOut = E == SplitCall;
    for (const State &Exit : Sum->Exits)
      Exits.push_back(&Exit);
  }
  if (Exits.size() == 1 && !readsCaller(*Exits[0])) {
    // The common case: one exit that reads nothing of the caller's.
    Returned = returned(S, Def, *Exits[0], B, Result);
    applyInPlace(S, S, *Exits[0], B, false);
  } else {
    State Before = S;
    State Joined = apply(Before, *Exits[0], B, false);
    B.Caller = &Before;
    Returned = returned(Joined, Def, *Exits[0], B, Result);
    for (unsigned I = 1; I < Exits.size(); ++I) {
      State Next = apply(Before, *Exits[I], B, false);
      B.Caller = &Before;
      Value R = returned(Next, Def, *Exits[I], B, Result);
      if (!R.sameAs(Returned))
        Returned = unknownAt(E);
      joinInto(Joined, Next); // inside the call: see applyInPlace()
    }
    S = std::move(Joined);
  }
  // A reference or pointer into an object that is not followed back:
  // the object may be written through it.
  if (!Result.isNull() &&
      (Result->isReferenceType() ||
       (Result->isPointerType() &&
        !Result->getPointeeType().isConstQualified())) &&
      Returned.Kind != Value::Pointer) {
    if (ObjectLoc)
      escape(S, ObjectLoc->Root);
    for (const auto &[Root, L] : B.Roots)
      if (!B.Copies.count(Root) && Root != returnRoot(Def))
        escape(S, L.Root);
  }
  // What the callee returns is, to this function, what the call produced.
  if (!Returned.Site && Returned.Kind != Value::Unknown)
    Returned.Site = E;
  return Returned;
}

void ValueModel::Engine::evalUnknownCall(State &S, const Expr *E,
                                         const FunctionDecl *Callee,
                                         ArrayRef<const Expr *> Args,
                                         std::optional<Loc> ObjectLoc) {
  for (unsigned I = 0; I < Args.size(); ++I) {
    const Expr *Arg = Args[I];
    QualType ParamType;
    if (Callee && I < Callee->getNumParams())
      ParamType = Callee->getParamDecl(I)->getType();
    else
      ParamType = Arg->getType();
    if (ParamType->isReferenceType()) {
      std::optional<Loc> L = lvalue(S, Arg);
      if (L && !ParamType->getPointeeType().isConstQualified())
        escape(S, L->Root);
      else if (L)
        escapeReachable(S, L->Root);
      continue;
    }
    if (isObjectType(ParamType)) {
      Loc Copy{tempRoot(Arg), 0, 0};
      init(S, Copy, Arg->getType(), Arg);
      escapeReachable(S, Copy.Root);
      continue;
    }
    Value V = eval(S, Arg);
    bool ConstPointee = ParamType->isPointerType() &&
                        ParamType->getPointeeType().isConstQualified();
    if (std::optional<Loc> L = deref(V)) {
      if (ConstPointee)
        escapeReachable(S, L->Root);
      else if (!writesScalar(S, V))
        escape(S, L->Root);
    }
  }
  if (ObjectLoc) {
    const auto *MD = dyn_cast_or_null<CXXMethodDecl>(Callee);
    if (!MD || !MD->isConst())
      escape(S, ObjectLoc->Root);
  }
}

bool ValueModel::Engine::writesScalar(State &S, const Value &V) {
  if (V.Kind != Value::Pointer || !V.Pointee)
    return false;
  QualType T(V.Pointee, 0);
  if (isObjectType(T) || T->isVoidType())
    return false;
  uint64_t Size = sizeOf(T);
  if (!Size)
    return false;
  // What it points to now is reached by the callee too.
  Value Old = readLeaf(S, V.Root, V.Number, Size);
  if (Old.Kind == Value::Pointer)
    escape(S, Old.Root);
  clobber(S, V.Root, V.Number, Size);
  return true;
}

void ValueModel::Engine::escapeReachable(State &S, RootId R) {
  SmallVector<RootId, 4> Reached;
  if (const RootLeaves *Leaves = S.Leaves.of(R))
    for (const auto &[Offset, L] : *Leaves)
      if (L.V.Kind == Value::Pointer && L.V.Root != R &&
          L.Kind != State::CopyOf)
        Reached.push_back(L.V.Root);
  for (RootId Next : Reached)
    escape(S, Next);
}

void ValueModel::Engine::runtimeRead(State &S, const CallExpr *E,
                                     ArrayRef<const Expr *> Args,
                                     const RecordDecl *DescRecord) {
  if (Args.empty())
    return;
  Value Desc = eval(S, Args[0]);
  for (unsigned I = 1; I < Args.size(); ++I) {
    Value V = eval(S, Args[I]);
    if (!writesScalar(S, V))
      escapeValue(S, V);
  }
  std::optional<Loc> L = deref(Desc);
  if (!L)
    return;
  if (const FunctionDecl *Callee = E->getDirectCallee())
    if (Callee->getNumParams() >= 1)
      DescRecord = compat::recordOf(
          Callee->getParamDecl(0)->getType()->getPointeeType());
  if (BlockUses && BlockUses->size() < 4096 && DescRecord) {
    PendingUse U;
    U.Call = E;
    U.DescRecord = DescRecord->getDefinition();
    U.Desc = Desc;
    U.At = S;
    BlockUses->push_back(std::move(U));
  }
  consume(S, L->Root);
}

void ValueModel::Engine::judgeUnconsumedDescs(const State &S,
                                              const FunctionDecl *FD,
                                              Summary &Sum) {
  S.Leaves.forEachRoot([&](RootId R) {
    const RootInfo &Info = Roots[R];
    if (Info.Kind != RootKind::Local || Info.Owner != FD ||
        llvm::is_contained(S.Consumed, R))
      return;
    const auto *VD = static_cast<const VarDecl *>(Info.Key);
    if (!isStreamDescType(VD->getType()) || VD->getType()->isReferenceType())
      return;
    PendingUse U;
    U.DescRecord = compat::recordOf(VD->getType())->getDefinition();
    U.Desc = pointerTo({R, 0, 0}, VD->getType(), nullptr);
    U.At = S;
    if (Sum.Uses.size() < MaxUsesPerSummary)
      Sum.Uses.push_back(std::move(U));
  });
}

/// T without its arrays, and (when Pointers) its pointers and references.
static QualType stripped(QualType T, bool Pointers) {
  T = T.getCanonicalType();
  while (true) {
    if (Pointers && T->isReferenceType())
      T = T.getNonReferenceType().getCanonicalType();
    else if (const auto *PT = Pointers ? T->getAs<PointerType>() : nullptr)
      T = PT->getPointeeType().getCanonicalType();
    else if (const ArrayType *AT = T->getAsArrayTypeUnsafe())
      T = AT->getElementType().getCanonicalType();
    else
      return T;
  }
}

/// Whether an object of type T could hold a value a desc is given: a
/// scalar reached through a pointer, or a plain record (the SDK's descs,
/// the user's structs). An interface (a class with virtual functions)
/// holds none the model follows; a standard container holds one only where
/// its elements are pipeline data (Pipeline): a vector of barriers feeds
/// no desc.
static bool mayHoldDescData(QualType T, function_ref<bool(QualType)> Pipeline) {
  T = stripped(T, /*Pointers=*/false);
  const RecordDecl *RD = compat::recordOf(T);
  if (!RD)
    return !T->isRecordType();
  const RecordDecl *Def = RD->getDefinition();
  if (!Def)
    return false;
  if (const auto *CRD = dyn_cast<CXXRecordDecl>(Def)) {
    if (containerOf(CRD) != Container::None)
      return Pipeline(containerElement(CRD));
    if (CRD->isPolymorphic() || CRD->isInStdNamespace())
      return false;
  }
  return true;
}

bool ValueModel::Engine::pipelineType(QualType T, unsigned Indirections) {
  T = stripped(T, /*Pointers=*/true);
  auto Key = std::make_pair(T.getTypePtr(), Indirections);
  auto [It, New] = PipelineTypes.try_emplace(Key, false);
  if (!New)
    return It->second;
  bool Result = false;
  if (const EnumDecl *ED = compat::enumOf(T)) {
    Result = isTagEnum(ED);
  } else if (const RecordDecl *RD = compat::recordOf(T)) {
    Result = isPipelineRecordName(RD->getName());
    // A standard container is what its elements are.
    if (containerOf(RD) != Container::None)
      Result = pipelineType(containerElement(RD), Indirections);
    // A class is what its bases are (CD3DX12_BLEND_DESC is a blend desc).
    // The SDK's own records count by name only (a resource desc holds a
    // DXGI_SAMPLE_DESC, and is no pipeline data); the user's count by what
    // they hold.
    if (const RecordDecl *Def = RD->getDefinition()) {
      if (const auto *CRD = dyn_cast<CXXRecordDecl>(Def))
        for (const CXXBaseSpecifier &B : CRD->bases())
          Result = Result || pipelineType(B.getType(), Indirections);
      if (!Result &&
          !SM.isInSystemHeader(SM.getExpansionLoc(Def->getLocation())))
        for (const FieldDecl *FD : Def->fields()) {
          QualType Field = stripped(FD->getType(), /*Pointers=*/false);
          bool Indirect = Field->isPointerType() || Field->isReferenceType();
          if (Indirect && !Indirections)
            continue;
          Result =
              Result || pipelineType(FD->getType(), Indirections - Indirect);
        }
    }
  }
  PipelineTypes[Key] = Result;
  return Result;
}

namespace {
/// What worthFollowing() asks of a body.
struct BodyFacts {
  /// Statements and expressions in it, lambdas' included.
  unsigned Nodes = 0;
  /// A for, while, do or range-for loop.
  bool Loop = false;
  /// The globals it names and the variables it declares.
  SmallVector<const VarDecl *, 8> Objects;
};
} // namespace

static BodyFacts bodyFacts(const FunctionDecl *FD) {
  BodyFacts Facts;
  SmallVector<const Stmt *, 32> Work{FD->getBody()};
  while (!Work.empty()) {
    const Stmt *S = Work.pop_back_val();
    if (!S)
      continue;
    ++Facts.Nodes;
    if (isa<ForStmt>(S) || isa<WhileStmt>(S) || isa<DoStmt>(S) ||
        isa<CXXForRangeStmt>(S))
      Facts.Loop = true;
    if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
      if (const auto *VD = dyn_cast<VarDecl>(DRE->getDecl());
          VD && VD->hasGlobalStorage())
        Facts.Objects.push_back(VD);
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *VD = dyn_cast<VarDecl>(D))
          Facts.Objects.push_back(VD);
    for (const Stmt *Child : S->children())
      Work.push_back(Child);
  }
  return Facts;
}

/// Calls F with each variable a function declares (parameters aside),
/// its lambdas' included: Sema adds every block-scope declaration to the
/// function's own context, and the closure type of a lambda too. Where
/// that cannot be relied on (an instantiated template's body) it returns
/// false without calling F.
template <typename Fn>
static bool forEachOwnVariable(const FunctionDecl *FD, Fn F) {
  if (FD->getTemplateInstantiationPattern())
    return false;
  for (const Decl *D : FD->decls()) {
    if (const auto *VD = dyn_cast<VarDecl>(D)) {
      if (!isa<ParmVarDecl>(VD))
        F(VD);
    } else if (const auto *RD = dyn_cast<CXXRecordDecl>(D);
               RD && RD->isLambda()) {
      const CXXMethodDecl *Call = RD->getLambdaCallOperator();
      if (!Call || !forEachOwnVariable(Call, F))
        return false;
    }
  }
  return true;
}

bool ValueModel::Engine::worthFollowing(const FunctionDecl *FD) {
  if (Starts.count(FD))
    return true;
  auto Found = WorthFollowing.find(FD);
  if (Found != WorthFollowing.end())
    return Found->second;
  bool Worth = pipelineType(FD->getReturnType());
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD))
    if (MD->isInstance())
      Worth = Worth || pipelineType(compat::tagType(Ctx, MD->getParent()));
  for (const ParmVarDecl *P : FD->parameters())
    Worth = Worth || pipelineType(P->getType());
  // A callee that returns nothing or only a status (HRESULT), whose
  // arguments and object lead to no plain data (only to scalars kept by
  // value, interfaces and standard containers), can change no value a desc
  // could be given but a global's. A constructor's object is its result,
  // as a return value is.
  auto Pipeline = [&](QualType T) { return pipelineType(T); };
  bool Reaches =
      isa<CXXConstructorDecl>(FD) || (!FD->getReturnType()->isVoidType() &&
                                      !isStatusType(FD->getReturnType()));
  for (const ParmVarDecl *P : FD->parameters())
    if (P->getType()->isReferenceType() || P->getType()->isPointerType())
      Reaches =
          Reaches || mayHoldDescData(P->getType()->getPointeeType(), Pipeline);
  if (const auto *MD = dyn_cast<CXXMethodDecl>(FD);
      MD && MD->isInstance() && !Reaches && !Worth)
    for (const FieldDecl *Field : MD->getParent()->fields()) {
      // The object's own scalars are no desc's (a count, a handle size).
      QualType T = stripped(Field->getType(), /*Pointers=*/false);
      if (T->isPointerType() || T->isReferenceType())
        Reaches = Reaches || mayHoldDescData(T->getPointeeType(), Pipeline);
      else if (T->isRecordType())
        Reaches = Reaches || mayHoldDescData(T, Pipeline);
    }
  if (!Worth) {
    // Loops make a body costly; a short straight one is followed anyway
    // where its result or its arguments can carry a value into pipeline
    // data. Pipeline data named inside (a global stream, a local desc)
    // makes any worth it; a local pointer leads only to what the
    // parameters, `this` or a global lead to.
    auto Named = [&](const VarDecl *VD) {
      QualType T = VD->getType();
      bool Indirect = T->isPointerType() || T->isReferenceType();
      return (VD->hasGlobalStorage() && pipelineType(T)) ||
             (!Indirect && VD->isLocalVarDecl() && pipelineType(T, 0));
    };
    // The body is walked only for what its declarations cannot tell: its
    // size and loops where it reaches pipeline data, and the statics it
    // names where the user has any of pipeline data. Most helpers a
    // backend calls (a buffer, a heap, a barrier) need no walk.
    bool Names = false;
    bool Known = PipelineStatics.empty() && !Reaches &&
                 forEachOwnVariable(FD, [&](const VarDecl *VD) {
                   Names = Names || Named(VD);
                 });
    if (!Known) {
      BodyFacts Facts = bodyFacts(FD);
      Names = llvm::any_of(Facts.Objects, Named);
      Worth = Names || (Reaches && !Facts.Loop && Facts.Nodes < 200);
    } else {
      Worth = Names;
    }
  }
  WorthFollowing[FD] = Worth;
  return Worth;
}

} // namespace psolint
