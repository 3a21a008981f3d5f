//===- ValueContainers.cpp - The value model: std::array and std::vector --===//
//
// Engines keep subobjects and descs in standard containers. Their bodies, in
// the library's headers, are not followed (allocators, iterators and
// debug checks would cost more than the descs); the model knows what each
// member it reads does instead, for any implementation of the library:
//
// - std::array<T, N> is its array member: `a[i]`, `a.at(i)`, `front()`,
//   `back()` and `data()` name its elements, `size()` is N.
// - std::vector<T> owns a root of its own (elementsRoot()), made anew when
//   the vector is constructed and gone when the function that constructed
//   it returns. The vector's first pointer-sized bytes point to it, and the
//   next hold the size, so that copies, joins and escapes of the vector (or
//   of a struct holding one) carry both as they carry any scalar.
//
// A member not listed here is an unknown call, as before: whatever the
// container holds is unknown from then on. So is an append where the size
// is not known: the elements it could have moved are unknown.
//
//===----------------------------------------------------------------------===//
#include "ValueEngine.h"

#include "clang/AST/DeclTemplate.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {
/// Elements a vector or array is filled with one by one; past this many
/// the model writes the range unknown.
constexpr uint64_t MaxFilled = 256;
} // namespace

Container value_detail::containerOf(const RecordDecl *RD) {
  const auto *Spec = dyn_cast_or_null<ClassTemplateSpecializationDecl>(RD);
  if (!Spec || !Spec->isInStdNamespace() ||
      !Spec->getDeclName().isIdentifier() ||
      Spec->getTemplateArgs().size() < 1 ||
      Spec->getTemplateArgs()[0].getKind() != TemplateArgument::Type)
    return Container::None;
  StringRef Name = Spec->getName();
  if (Name == "array")
    return Container::Array;
  // std::vector<bool> packs bits: no element is an object.
  if (Name == "vector" && !containerElement(RD)->isBooleanType())
    return Container::Vector;
  return Container::None;
}

QualType value_detail::containerElement(const RecordDecl *RD) {
  const auto *Spec = cast<ClassTemplateSpecializationDecl>(RD);
  return Spec->getTemplateArgs()[0].getAsType().getCanonicalType();
}

Container ValueModel::Engine::followedContainer(const RecordDecl *RD) {
  // Most classes are no template's: asked of every member call.
  if (!isa_and_nonnull<ClassTemplateSpecializationDecl>(RD))
    return Container::None;
  auto [It, New] = FollowedContainers.try_emplace(RD, Container::None);
  if (New) {
    Container Kind = containerOf(RD);
    if (Kind != Container::None) {
      QualType T = containerElement(RD);
      if (!T->isScalarType() && !pipelineType(T))
        Kind = Container::None;
    }
    // pipelineType() may have grown the map.
    FollowedContainers[RD] = Kind;
    return Kind;
  }
  return It->second;
}

Value ValueModel::Engine::vectorData(const State &S, Loc V) {
  return readScalarAt(S, V.Root, V.Offset, sizeOf(Ctx.VoidPtrTy));
}

Value ValueModel::Engine::vectorSize(const State &S, Loc V) {
  uint64_t P = sizeOf(Ctx.VoidPtrTy);
  return readScalarAt(S, V.Root, V.Offset + int64_t(P), P);
}

void ValueModel::Engine::setVectorSize(State &S, Loc V, const Value &Count) {
  uint64_t P = sizeOf(Ctx.VoidPtrTy);
  if (Count.Kind == Value::Int)
    put(S, V.Root, V.Offset + int64_t(P), P, State::Scalar, Count);
  else
    clobber(S, V.Root, V.Offset + int64_t(P), P);
}

/// Whether value-initialising a T writes zeroes and nothing else.
static bool zeroInitialised(QualType T) {
  if (T->isScalarType())
    return true;
  if (const auto *RD = T->getAsCXXRecordDecl())
    return RD->hasDefinition() && RD->hasTrivialDefaultConstructor();
  return T->isRecordType() || T->isArrayType();
}

void ValueModel::Engine::putElement(State &S, Loc At, QualType Element,
                                    ArrayRef<const Expr *> Args,
                                    const Expr *Site) {
  uint64_t Size = sizeOf(Element);
  if (Args.empty()) {
    if (zeroInitialised(Element)) {
      // As `vector(n)` or `resize(n)` fill it: the program wrote nothing.
      zero(S, At, Size, nullptr);
    } else {
      clobber(S, At.Root, At.Offset, At.Span ? At.Span : Size);
    }
    return;
  }
  if (Args.size() == 1 &&
      Ctx.hasSameUnqualifiedType(Args[0]->getType(), Element)) {
    init(S, At, Element, Args[0]);
    return;
  }
  // emplace_back(a, b): an aggregate is made from its fields in order
  // (C++20); a class with constructors the model does not pick.
  const RecordDecl *RD = compat::recordOf(Element);
  const auto *CRD = dyn_cast_or_null<CXXRecordDecl>(RD);
  if (RD && RD->getDefinition() && !RD->isUnion() &&
      (!CRD || (CRD->isAggregate() && CRD->getNumBases() == 0)) && !At.Span) {
    zero(S, At, Size, Site);
    unsigned Index = 0;
    for (const FieldDecl *FD : RD->getDefinition()->fields()) {
      if (Index >= Args.size())
        return;
      const Expr *Arg = Args[Index++];
      std::optional<uint64_t> Offset = fieldOffset(FD);
      if (!Offset || FD->getType()->isReferenceType() ||
          isObjectType(FD->getType()) != isObjectType(Arg->getType())) {
        eval(S, Arg);
        clobber(S, At.Root, At.Offset, Size);
        continue;
      }
      init(S, {At.Root, At.Offset + int64_t(*Offset), 0}, FD->getType(), Arg);
    }
    return;
  }
  for (const Expr *Arg : Args)
    eval(S, Arg);
  clobber(S, At.Root, At.Offset, At.Span ? At.Span : Size);
}

void ValueModel::Engine::makeVector(State &S, Loc V, QualType Element,
                                    Value Count, std::optional<Loc> Src,
                                    const Expr *Site) {
  uint64_t P = sizeOf(Ctx.VoidPtrTy);
  RootId R = elementsRoot(V);
  // Made anew: what an earlier vector made here held is gone.
  S.Leaves.erase(R);
  if (S.escaped(R))
    S.Escaped.erase(llvm::find(S.Escaped, R));
  put(S, V.Root, V.Offset, P, State::Scalar,
      pointerTo({R, 0, 0}, Element, Site));
  uint64_t Stride = sizeOf(Element);
  if (Count.Kind != Value::Int || Count.Number < 0 || !Stride ||
      uint64_t(Count.Number) > MaxFilled) {
    setVectorSize(S, V, Value());
    return;
  }
  if (Src) {
    copy(S, {R, 0, 0}, *Src, Count.Number * Stride);
  } else {
    for (int64_t I = 0; I < Count.Number; ++I)
      putElement(S, {R, I * int64_t(Stride), 0}, Element, {}, Site);
  }
  setVectorSize(S, V, intValue(Count.Number, Site));
}

bool ValueModel::Engine::makeVectorFrom(State &S, Loc V, const RecordDecl *RD,
                                        const Expr *Arg, bool Move,
                                        const Expr *Site) {
  QualType Element = containerElement(RD);
  // `{a, b, c}`: the list's array, copied.
  if (const auto *List =
          dyn_cast<CXXStdInitializerListExpr>(Arg->IgnoreImplicit())) {
    const Expr *Array = List->getSubExpr();
    std::optional<Loc> Src = lvalue(S, Array);
    uint64_t Count = 0;
    if (const auto *AT = Ctx.getAsConstantArrayType(Array->getType()))
      Count = AT->getSize().getZExtValue();
    makeVector(S, V, Element, Src ? intValue(Count, Site) : Value(), Src, Site);
    return true;
  }
  const RecordDecl *From =
      compat::recordOf(Arg->getType().getNonReferenceType());
  if (!From || From->getCanonicalDecl() != RD->getCanonicalDecl())
    return false;
  std::optional<Loc> Src = lvalue(S, Arg);
  if (Src && Src->Root == V.Root && Src->Offset == V.Offset)
    return true; // v = v
  std::optional<Loc> Data;
  Value Count;
  if (Src) {
    Data = deref(vectorData(S, *Src));
    Count = vectorSize(S, *Src);
  }
  makeVector(S, V, Element, Data ? Count : Value(), Data, Site);
  if (Src && Move)
    setVectorSize(S, *Src, intValue(0, Site));
  return true;
}

bool ValueModel::Engine::constructContainer(State &S, Loc D, QualType T,
                                            const CXXConstructExpr *E) {
  const RecordDecl *RD = compat::recordOf(T);
  if (!RD || followedContainer(RD) != Container::Vector || D.Span ||
      sizeOf(T) < 2 * sizeOf(Ctx.VoidPtrTy))
    return false;
  QualType Element = containerElement(RD);
  const CXXConstructorDecl *Ctor = E->getConstructor();
  SmallVector<const Expr *, 4> Args;
  for (const Expr *Arg : E->arguments())
    if (!isa<CXXDefaultArgExpr>(Arg))
      Args.push_back(Arg);
  // The allocator argument, where one is passed, says nothing of elements.
  if (!Args.empty() && Ctor->getNumParams() >= Args.size()) {
    QualType Last = Ctor->getParamDecl(Args.size() - 1)->getType();
    if (const RecordDecl *LR = compat::recordOf(Last.getNonReferenceType()))
      if (LR->getDeclName().isIdentifier() &&
          LR->getName().contains_insensitive("alloc"))
        Args.pop_back();
  }
  if (Args.empty()) {
    makeVector(S, D, Element, intValue(0, E), std::nullopt, E);
    return true;
  }
  const Expr *First = Args[0]->IgnoreImplicit();
  // vector(other), vector(std::move(other)), vector{a, b, c}.
  if ((Ctor->isCopyOrMoveConstructor() ||
       isa<CXXStdInitializerListExpr>(First)) &&
      makeVectorFrom(S, D, RD, Args[0], Ctor->isMoveConstructor(), E))
    return true;
  // vector(n), vector(n, value).
  if (First->getType()->isIntegralOrEnumerationType() && Args.size() <= 2) {
    Value Count = eval(S, Args[0]);
    if (Args.size() == 1) {
      makeVector(S, D, Element, Count, std::nullopt, E);
      return true;
    }
    makeVector(S, D, Element, Value(), std::nullopt, E);
    if (Count.Kind == Value::Int && Count.Number >= 0 &&
        uint64_t(Count.Number) <= MaxFilled) {
      RootId R = elementsRoot(D);
      uint64_t Stride = sizeOf(Element);
      for (int64_t I = 0; I < Count.Number; ++I)
        init(S, {R, I * int64_t(Stride), 0}, Element, Args[1]);
      setVectorSize(S, D, intValue(Count.Number, E));
    }
    return true;
  }
  // A range of iterators, and anything else: elements not known.
  evalUnknownCall(S, E, Ctor, Args, std::nullopt);
  makeVector(S, D, Element, Value(), std::nullopt, E);
  return true;
}

std::optional<Value> ValueModel::Engine::containerCall(
    State &S, const CallExpr *E, const CXXMethodDecl *MD,
    std::optional<Loc> Object, ArrayRef<const Expr *> Args,
    std::optional<Loc> *Element) {
  const RecordDecl *RD = MD->getParent();
  Container Kind = followedContainer(RD);
  if (Kind == Container::None ||
      (!MD->getDeclName().isIdentifier() && !MD->isOverloadedOperator()))
    return std::nullopt;
  QualType T = containerElement(RD);
  uint64_t Stride = sizeOf(T);
  if (!Stride || !sizeOf(compat::tagType(Ctx, RD)))
    return std::nullopt;
  StringRef Name = MD->isOverloadedOperator() ? StringRef() : MD->getName();
  bool Subscript = MD->getOverloadedOperator() == OO_Subscript;
  bool Assign = MD->getOverloadedOperator() == OO_Equal;
  if (MD->isOverloadedOperator() && !Subscript && !Assign)
    return std::nullopt;
  // Where element I is (an unknown index: anywhere in the elements).
  auto ElementAt = [&](Loc First, const Value &Index) {
    if (Index.Kind != Value::Int || Index.Number < 0 || First.Span)
      return Loc{First.Root, First.Offset, UnknownReach};
    return Loc{First.Root, First.Offset + Index.Number * int64_t(Stride), 0};
  };
  auto Refer = [&](std::optional<Loc> L) -> Value {
    if (!L)
      return unknownAt(E);
    if (Element)
      *Element = *L;
    return pointerTo(*L, T, E);
  };

  if (Kind == Container::Array) {
    const FieldDecl *Elems = nullptr;
    for (const FieldDecl *FD : RD->getDefinition()->fields())
      if (Ctx.getAsConstantArrayType(FD->getType())) {
        Elems = FD;
        break;
      }
    uint64_t Count = 0;
    std::optional<uint64_t> Offset;
    if (Elems) {
      Count = Ctx.getAsConstantArrayType(Elems->getType())
                  ->getSize()
                  .getZExtValue();
      Offset = fieldOffset(Elems);
    }
    if (Name == "size" || Name == "max_size")
      return intValue(Count, E);
    if (Name == "empty")
      return intValue(Count == 0, E);
    if (!Offset)
      return std::nullopt;
    std::optional<Loc> First;
    if (Object)
      First =
          Loc{Object->Root, Object->Offset + int64_t(*Offset), Object->Span};
    if (Subscript || Name == "at" || Name == "front" || Name == "back") {
      Value Index = intValue(Name == "back" ? int64_t(Count) - 1 : 0, E);
      if (!Args.empty())
        Index = eval(S, Args[0]);
      if (!First)
        return unknownAt(E);
      if (Index.Kind == Value::Int && uint64_t(Index.Number) >= Count)
        return unknownAt(E); // past the end: the library's business
      return Refer(ElementAt(*First, Index));
    }
    if (Name == "data")
      return First ? pointerTo(*First, T, E) : unknownAt(E);
    if (Name == "fill" && Args.size() == 1 && First) {
      std::optional<Loc> Src = lvalue(S, Args[0]);
      if (!Src || Count > MaxFilled) {
        clobber(S, First->Root, First->Offset, Count * Stride);
        return unknownAt(E);
      }
      for (uint64_t I = 0; I < Count; ++I)
        copy(S, {First->Root, First->Offset + int64_t(I * Stride), 0}, *Src,
             Stride);
      return unknownAt(E);
    }
    return std::nullopt;
  }

  // std::vector.
  if (!Object || Object->Span)
    return std::nullopt;
  Value Data = vectorData(S, *Object);
  Value Count = vectorSize(S, *Object);
  bool Known = Count.Kind == Value::Int && Count.Number >= 0;
  std::optional<Loc> First = deref(Data);
  // The elements where the size is lost: anything may have moved.
  auto Lose = [&] {
    needsCaller(Count);
    if (First)
      clobber(S, First->Root, First->Offset, UnknownReach);
    setVectorSize(S, *Object, Value());
  };
  auto Resize = [&](int64_t N) { setVectorSize(S, *Object, intValue(N, E)); };
  if (Name == "size") {
    if (Count.Kind == Value::Int)
      Count.Site = E;
    return Count.Kind == Value::Unknown ? unknownAt(E) : Count;
  }
  if (Name == "empty")
    return Known ? intValue(Count.Number == 0, E) : unknownAt(E);
  if (Name == "data") {
    if (Data.Kind == Value::Pointer || Data.Kind == Value::Deferred)
      Data.Site = E;
    return Data.Kind == Value::Unknown ? unknownAt(E) : Data;
  }
  if (Name == "reserve" || Name == "shrink_to_fit" || Name == "capacity") {
    for (const Expr *Arg : Args)
      eval(S, Arg);
    return unknownAt(E);
  }
  if (Subscript || Name == "at" || Name == "front" || Name == "back") {
    Value Index = intValue(0, E);
    if (!Args.empty())
      Index = eval(S, Args[0]);
    else if (Name == "back")
      Index = Known ? intValue(Count.Number - 1, E) : Value();
    if (!First)
      return unknownAt(E);
    if (Known && Index.Kind == Value::Int && Index.Number >= Count.Number)
      return unknownAt(E); // past the end: the library's business
    return Refer(ElementAt(*First, Index));
  }
  if (Name == "clear") {
    Resize(0);
    return unknownAt(E);
  }
  if (Name == "pop_back") {
    if (Known && Count.Number > 0)
      Resize(Count.Number - 1);
    else
      Lose();
    return unknownAt(E);
  }
  if (Name == "push_back" || Name == "emplace_back") {
    if (!Known || !First || uint64_t(Count.Number) >= MaxFilled) {
      for (const Expr *Arg : Args)
        eval(S, Arg);
      Lose();
      return unknownAt(E);
    }
    Loc At = ElementAt(*First, intValue(Count.Number, E));
    putElement(S, At, T, Args, E);
    Resize(Count.Number + 1);
    return Name == "emplace_back" ? Refer(At) : unknownAt(E);
  }
  if (Name == "resize" && (Args.size() == 1 || Args.size() == 2)) {
    Value N = eval(S, Args[0]);
    if (!Known || !First || N.Kind != Value::Int || N.Number < 0 ||
        uint64_t(N.Number) > MaxFilled) {
      if (Args.size() == 2)
        eval(S, Args[1]);
      Lose();
      return unknownAt(E);
    }
    for (int64_t I = Count.Number; I < N.Number; ++I) {
      Loc At = ElementAt(*First, intValue(I, E));
      if (Args.size() == 2)
        init(S, At, T, Args[1]);
      else
        putElement(S, At, T, {}, E);
    }
    Resize(N.Number);
    return unknownAt(E);
  }
  // `v = other`, `v = std::move(other)`, `v = {a, b}`.
  if (Assign && Args.size() == 1 &&
      makeVectorFrom(S, *Object, RD, Args[0], MD->isMoveAssignmentOperator(),
                     E))
    return unknownAt(E);
  return std::nullopt;
}

} // namespace psolint
