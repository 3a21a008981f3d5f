//===- ValueModel.cpp - Stream and desc values over the CFG ---------------===//
#include "Compat.h"
#include "ValueEngine.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecordLayout.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Analysis/CFG.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <set>
#include <tuple>

using namespace clang;
using namespace llvm;

namespace psolint {

ValueModel::ValueModel(ASTContext &Ctx,
                       ArrayRef<const FunctionDecl *> Functions,
                       ArrayRef<const VarDecl *> StaticVariables)
    : Impl(std::make_unique<Engine>(Ctx)) {
  Impl->Starts.insert(Functions.begin(), Functions.end());
  for (const VarDecl *VD : StaticVariables)
    if (Impl->pipelineType(VD->getType()))
      Impl->PipelineStatics.insert(VD->getCanonicalDecl());
  for (const FunctionDecl *FD : Functions) {
    Summary *Sum = Impl->summarize(FD);
    if (!Sum)
      continue;
    // The reads of one place, reached the same way, form one use: a read
    // per path.
    // Pipeline streams and state objects apart, each use once.
    std::map<
        std::tuple<int, const CallExpr *, std::vector<const Expr *>, RootId>,
        size_t>
        Index;
    for (const PendingUse &U : Sum->Uses) {
      std::optional<Loc> Desc = Impl->deref(U.Desc);
      if (!Desc || !U.DescRecord)
        continue;
      QualType DescType = compat::tagType(Ctx, U.DescRecord);
      int Family = isStateObjectDescType(DescType) ? 1
                   : isClassicDescType(DescType)   ? 2
                                                   : 0;
      std::vector<RuntimeUse> &List = Family == 1   ? StateObjectUses
                                      : Family == 2 ? ClassicUses
                                                    : Uses;
      auto Key = std::make_tuple(
          Family, U.Call, std::vector<const Expr *>(U.Via.begin(), U.Via.end()),
          U.Call ? RootId(0) : Desc->Root);
      auto [It, New] = Index.try_emplace(Key, List.size());
      if (New) {
        List.emplace_back();
        List.back().Call = U.Call;
        List.back().Function = FD;
        List.back().Via = U.Via;
      }
      RuntimeUse &Use = List[It->second];
      if (llvm::any_of(Use.Paths, [&](const DescRead &Old) {
            // The trails first: they are short, and most paths differ there.
            return Old.At->Trail == U.At.Trail && Old.At->sameContents(U.At);
          }))
        continue;
      DescRead Read;
      Read.At = &U.At;
      Read.Desc = U.Desc;
      for (const FieldDecl *Field : U.DescRecord->fields()) {
        std::optional<uint64_t> Offset = Impl->fieldOffset(Field);
        if (!Offset)
          continue;
        Value V = Impl->readLeaf(U.At, Desc->Root, Desc->Offset + *Offset,
                                 Impl->sizeOf(Field->getType()));
        if (Field->getName() == "SizeInBytes")
          Read.Size = V;
        else if (Field->getName() == "pPipelineStateSubobjectStream")
          Read.Stream = V;
        else if (Field->getName() == "Type")
          Read.ObjectType = V;
        else if (Field->getName() == "NumSubobjects")
          Read.Count = V;
        else if (Field->getName() == "pSubobjects")
          Read.Subobjects = V;
      }
      Use.Paths.push_back(Read);
    }
  }
  if (getenv("PSOLINT_DUMP_VALUES"))
    dump(llvm::errs());
}

ValueModel::~ValueModel() = default;

unsigned ValueModel::constantReadSites(const Value &V) const {
  if (!V.Copy || !Impl->ConstantReads.count(V.Copy))
    return 0;
  return std::max<size_t>(1, Impl->ConstantReadSites.lookup(V.Site).size());
}

void ValueModel::dump(raw_ostream &OS) const {
  const SourceManager &SM = Impl->SM;
  auto Show = [&](const Value &V) {
    static const char *Names[] = {"unknown", "int",      "nonnull",
                                  "pointer", "argument", "deferred"};
    OS << Names[V.Kind];
    if (V.Kind == Value::Int)
      OS << " " << V.Number;
    if (V.Kind == Value::Pointer)
      OS << " root " << V.Root << "+" << V.Number;
    if (V.Site)
      OS << " @" << V.Site->getExprLoc().printToString(SM);
    if (V.Via)
      OS << " via " << V.Via->getExprLoc().printToString(SM);
    if (V.Copy)
      OS << " copy " << V.Copy->getExprLoc().printToString(SM);
  };
  // Every leaf a path's state holds, with PSOLINT_DUMP_LEAVES.
  auto ShowLeaves = [&](const DescRead &Read) {
    if (!getenv("PSOLINT_DUMP_LEAVES"))
      return;
    for (const auto &[Key, L] : Read.At->Leaves) {
      OS << "    " << Key.first << "+" << Key.second << " [" << L.Size << "] "
         << int(L.Kind) << " ";
      Show(L.V);
      OS << "\n";
    }
  };
  for (const RuntimeUse &Use : StateObjectUses) {
    OS << "state object use in " << Use.Function->getNameAsString() << " at "
       << (Use.Call ? Use.Call->getExprLoc().printToString(SM)
                    : std::string("end"))
       << ", " << Use.Paths.size() << " paths\n";
    for (const DescRead &Read : Use.Paths) {
      OS << "  type ";
      Show(Read.ObjectType);
      OS << "\n  count ";
      Show(Read.Count);
      OS << "\n  subobjects ";
      Show(Read.Subobjects);
      OS << "\n";
      ShowLeaves(Read);
    }
  }
  for (const RuntimeUse &Use : ClassicUses) {
    OS << "classic use in " << Use.Function->getNameAsString() << " at "
       << (Use.Call ? Use.Call->getExprLoc().printToString(SM)
                    : std::string("end"))
       << ", " << Use.Paths.size() << " paths\n";
    for (const DescRead &Read : Use.Paths) {
      OS << "  desc ";
      Show(Read.Desc);
      OS << "\n";
      ShowLeaves(Read);
    }
  }
  for (const RuntimeUse &Use : Uses) {
    OS << "use in " << Use.Function->getNameAsString() << " at "
       << (Use.Call ? Use.Call->getExprLoc().printToString(SM)
                    : std::string("end"))
       << ", " << Use.Via.size() << " calls, " << Use.Paths.size()
       << " paths\n";
    for (const DescRead &Read : Use.Paths) {
      OS << "  size ";
      Show(Read.Size);
      OS << "\n  stream ";
      Show(Read.Stream);
      OS << "\n  " << Read.At->Leaves.size() << " leaves, trail "
         << Read.At->Trail.size() << (Read.At->Merged ? " merged" : "")
         << (Read.At->Truncated ? " truncated" : "") << "\n";
      if (getenv("PSOLINT_DUMP_TRAILS"))
        for (const Decision &D : Read.At->Trail)
          OS << "    " << D.Branch->getStmtClassName() << " "
             << D.Branch->getBeginLoc().printToString(SM) << " succ "
             << D.Successor << (D.Pass ? " pass " : "")
             << (D.Pass ? std::to_string(D.Round) : std::string())
             << (D.Inherited ? " inherited" : "") << "\n";
      ShowLeaves(Read);
    }
  }
  OS << "functions analysed: " << functionsAnalysed() << "\n";
}

Value ValueModel::read(const State &S, const Value &Pointer, uint64_t Offset,
                       uint64_t Size) const {
  if (Pointer.Kind != Value::Pointer)
    return Value();
  Impl->materialize(Pointer.Root);
  return Impl->readLeaf(S, Pointer.Root, Pointer.Number + Offset, Size);
}

bool ValueModel::zeroFilled(const State &S, const Value &Pointer,
                            uint64_t Offset, uint64_t Size) const {
  if (Pointer.Kind != Value::Pointer || S.escaped(Pointer.Root))
    return false;
  Impl->materialize(Pointer.Root);
  const State::RootLeaves *Leaves = Impl->leavesOf(S, Pointer.Root);
  if (!Leaves)
    return false;
  uint64_t Begin = Pointer.Number + Offset;
  auto It = Leaves->upper_bound(Begin);
  if (It == Leaves->begin())
    return false;
  --It;
  if (It->first > Begin || Begin + Size > It->first + It->second.Size)
    return false;
  const State::Leaf &L = It->second;
  if (L.Kind == State::Zero)
    return true;
  // A field an initialiser zeroed: `{}` value-initialises each field.
  return L.Kind == State::Scalar && L.V.isNull() &&
         (!L.V.Site || isa<ImplicitValueInitExpr>(L.V.Site) ||
          isa<InitListExpr>(L.V.Site) || isa<CXXScalarValueInitExpr>(L.V.Site));
}

std::vector<std::tuple<uint64_t, uint64_t, Value>>
ValueModel::scalarsIn(const State &S, const Value &Pointer, uint64_t Begin,
                      uint64_t End) const {
  std::vector<std::tuple<uint64_t, uint64_t, Value>> Out;
  if (Pointer.Kind != Value::Pointer || Pointer.Number < 0 ||
      S.escaped(Pointer.Root))
    return Out;
  Impl->materialize(Pointer.Root);
  const State::RootLeaves *Leaves = Impl->leavesOf(S, Pointer.Root);
  if (!Leaves)
    return Out;
  uint64_t Base = Pointer.Number;
  auto [First, Last] = Leaves->overlapping(Base + Begin, Base + End);
  for (auto It = First; It != Last; ++It)
    if (It->second.Kind == State::Scalar && It->first >= Base)
      Out.emplace_back(It->first - Base, It->second.Size, It->second.V);
  return Out;
}

const Decl *ValueModel::rootDecl(RootId R) const {
  const RootInfo &Info = Impl->Roots[R];
  switch (Info.Kind) {
  case RootKind::Local:
  case RootKind::Entry:
  case RootKind::Constant:
    return static_cast<const Decl *>(Info.Key);
  case RootKind::This:
  case RootKind::Return:
    return static_cast<const Decl *>(Info.Key);
  case RootKind::Elements: // named by their vector (vectorOf())
  case RootKind::Temp:
  case RootKind::Through:
  case RootKind::Opaque:
    return nullptr;
  }
  return nullptr;
}

std::optional<uint64_t> ValueModel::vectorBytes(const State &S, RootId R,
                                                bool &IsVector) const {
  const RootInfo &Info = Impl->Roots[R];
  IsVector = Info.Kind == RootKind::Elements;
  if (!IsVector)
    return std::nullopt;
  Value Count = Impl->readLeaf(S, Info.Parent,
                               Info.Offset + Impl->sizeOf(Impl->Ctx.VoidPtrTy),
                               Impl->sizeOf(Impl->Ctx.VoidPtrTy));
  Value Data = Impl->readLeaf(S, Info.Parent, Info.Offset,
                              Impl->sizeOf(Impl->Ctx.VoidPtrTy));
  if (Count.Kind != Value::Int || Count.Number < 0 ||
      Data.Kind != Value::Pointer || Data.Root != R || Data.Number ||
      !Data.Pointee)
    return std::nullopt;
  return uint64_t(Count.Number) * Impl->sizeOf(QualType(Data.Pointee, 0));
}

std::optional<uint64_t> ValueModel::bytesFrom(const State &S,
                                              const Value &Pointer) const {
  if (Pointer.Kind != Value::Pointer || Pointer.Number < 0)
    return std::nullopt;
  std::optional<uint64_t> Size;
  bool Vector = false;
  if (std::optional<uint64_t> Bytes = vectorBytes(S, Pointer.Root, Vector))
    Size = Bytes;
  else if (Vector)
    return std::nullopt;
  const RootInfo &Info = Impl->Roots[Pointer.Root];
  if (!Size &&
      (Info.Kind == RootKind::Local || Info.Kind == RootKind::Constant))
    if (const auto *VD = static_cast<const VarDecl *>(Info.Key);
        VD && !isa<ParmVarDecl>(VD) && !VD->getType()->isReferenceType())
      if (uint64_t Bytes = Impl->sizeOf(VD->getType()))
        Size = Bytes;
  if (!Size || uint64_t(Pointer.Number) > *Size)
    return std::nullopt;
  return *Size - Pointer.Number;
}

std::optional<std::pair<RootId, int64_t>> ValueModel::vectorOf(RootId R) const {
  const RootInfo &Info = Impl->Roots[R];
  if (Info.Kind != RootKind::Elements)
    return std::nullopt;
  return std::make_pair(Info.Parent, Info.Offset);
}

RootId ValueModel::opaqueRoot(const void *Key, unsigned Part) const {
  return Impl->opaqueRoot(Key, Part);
}

unsigned ValueModel::functionsAnalysed() const {
  return Impl->Summaries.size();
}

} // namespace psolint
