//===- PathReport.cpp - Findings at use sites, per path -------------------===//
#include "CheckContext.h"
#include "Compat.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

using namespace clang;
using namespace llvm;

namespace psolint {

void CheckContext::reportStateObjects(
    CheckId Id,
    function_ref<void(const StateObjectView &, std::vector<Finding> &)> Judge) {
  for (const StateObjectUse &Use : stateObjects()) {
    std::vector<std::vector<Finding>> PerPath(Use.Paths.size());
    for (unsigned I = 0; I < Use.Paths.size(); ++I) {
      Judge(Use.Paths[I], PerPath[I]);
      for (Finding &F : PerPath[I]) {
        F.Loc = editableLoc(F.Loc);
        addUseNotes(F, *Use.Use);
      }
    }
    reportEachOnPaths(Id, *Use.Use, std::move(PerPath));
  }
}

namespace {

/// The condition a branch (or a loop) tests.
const Expr *conditionOf(const Stmt *Branch) {
  if (const auto *If = dyn_cast<IfStmt>(Branch))
    return If->getCond();
  if (const auto *For = dyn_cast<ForStmt>(Branch))
    return For->getCond();
  if (const auto *While = dyn_cast<WhileStmt>(Branch))
    return While->getCond();
  if (const auto *Do = dyn_cast<DoStmt>(Branch))
    return Do->getCond();
  if (const auto *Switch = dyn_cast<SwitchStmt>(Branch))
    return Switch->getCond();
  if (const auto *CO = dyn_cast<AbstractConditionalOperator>(Branch))
    return CO->getCond();
  if (const auto *BO = dyn_cast<BinaryOperator>(Branch))
    return BO->getLHS();
  return nullptr;
}

/// The variables and members a condition reads.
void namesIn(const Stmt *S, DenseSet<const Decl *> &Out) {
  if (!S)
    return;
  if (const auto *DRE = dyn_cast<DeclRefExpr>(S))
    Out.insert(DRE->getDecl());
  if (const auto *ME = dyn_cast<MemberExpr>(S))
    Out.insert(ME->getMemberDecl());
  for (const Stmt *Child : S->children())
    namesIn(Child, Out);
}

/// Whether a path's branches can be named as the way to a defect: no loop
/// (how often it runs is not known) but the passes its own values decide,
/// nothing joined, and no condition sharing what it reads with another
/// (they may never both hold).
bool nameable(const State &S, ArrayRef<Decision> Common) {
  if (S.Merged || S.Truncated)
    return false;
  DenseSet<const Decl *> Seen;
  for (const Decision &D : S.Trail) {
    // A helper's choice is not one this function's code can name, even
    // where every path made it.
    if (D.Inherited)
      return false;
    if (llvm::is_contained(Common, D))
      continue; // every path took it: it tells none apart
    if (D.Pass)
      continue;
    if (isa<ForStmt>(D.Branch) || isa<WhileStmt>(D.Branch) ||
        isa<DoStmt>(D.Branch) || isa<CXXForRangeStmt>(D.Branch))
      return false;
    DenseSet<const Decl *> Names;
    namesIn(conditionOf(D.Branch), Names);
    for (const Decl *N : Names)
      if (!Seen.insert(N).second)
        return false;
  }
  return true;
}

/// Whether a decision is one the source spells as a branch.
bool isStatementBranch(const Decision &D) {
  return D.Pass || isa<IfStmt>(D.Branch) || isa<SwitchStmt>(D.Branch);
}

/// What a loop's condition tests: the side of a comparison that is a
/// variable or a member (`i` in `i < ARRAY_SIZE(tests)`), else all of it.
const Expr *loopCounter(const Expr *Cond) {
  if (!Cond)
    return nullptr;
  Cond = Cond->IgnoreParenImpCasts();
  if (const auto *Compare = dyn_cast<BinaryOperator>(Cond);
      Compare && Compare->isComparisonOp())
    for (const Expr *Side : {Compare->getLHS(), Compare->getRHS()}) {
      const Expr *Bare = Side->IgnoreParenImpCasts();
      if (isa<DeclRefExpr>(Bare) || isa<MemberExpr>(Bare))
        return Bare;
    }
  return Cond;
}

} // namespace

void CheckContext::reportOnPaths(CheckId Id, const RuntimeUse &Use,
                                 std::vector<std::optional<Finding>> PerPath,
                                 std::vector<bool> EveryPathOnly) {
  std::vector<std::vector<Finding>> All(PerPath.size());
  for (unsigned I = 0; I < PerPath.size(); ++I)
    if (PerPath[I])
      All[I].push_back(std::move(*PerPath[I]));
  reportEachOnPaths(Id, Use, std::move(All), std::move(EveryPathOnly));
}

void CheckContext::reportEachOnPaths(CheckId Id, const RuntimeUse &Use,
                                     std::vector<std::vector<Finding>> PerPath,
                                     std::vector<bool> EveryPathOnly,
                                     std::vector<Finding> *Collect) {
  // Group the candidates: the same finding at the same place.
  struct Group {
    Finding F;
    SmallVector<unsigned, 4> Paths;
    bool EveryPathOnly = false;
  };
  std::vector<Group> Groups;
  for (unsigned I = 0; I < PerPath.size(); ++I) {
    for (Finding &F : PerPath[I]) {
      auto It = llvm::find_if(Groups, [&](const Group &G) {
        return G.F.Loc == F.Loc && G.F.Message == F.Message;
      });
      if (It == Groups.end()) {
        Groups.push_back({std::move(F), {}});
        It = std::prev(Groups.end());
      }
      if (It->Paths.empty() || It->Paths.back() != I)
        It->Paths.push_back(I);
      It->EveryPathOnly |= I < EveryPathOnly.size() && EveryPathOnly[I];
    }
  }
  // The decisions every path to the use took (an early return's test, a
  // device created above): they tell no path apart, and are not named.
  SmallVector<Decision, 4> Common;
  if (!Use.Paths.empty()) {
    Common.assign(Use.Paths.front().At->Trail.begin(),
                  Use.Paths.front().At->Trail.end());
    for (const DescRead &Read : Use.Paths)
      llvm::erase_if(Common, [&](const Decision &D) {
        return !llvm::is_contained(Read.At->Trail, D);
      });
  }
  for (Group &G : Groups) {
    if (G.Paths.size() != Use.Paths.size()) {
      if (G.EveryPathOnly)
        continue;
      // Some paths only: name the first one, if it can be named.
      const State &S = *Use.Paths[G.Paths.front()].At;
      if (!nameable(S, Common))
        continue;
      unsigned Named = 0;
      for (const Decision &D : S.Trail) {
        if (!isStatementBranch(D) || llvm::is_contained(Common, D))
          continue;
        ++Named;
        if (D.Pass) {
          const Expr *Cond = conditionOf(D.Branch);
          const Expr *Counter = loopCounter(Cond);
          StringRef Text =
              Counter ? text(Counter->getSourceRange()) : StringRef();
          G.F.Notes.push_back(
              {Cond ? Cond->getExprLoc() : D.Branch->getBeginLoc(),
               Text.empty() ? formatv("on this loop's pass where the value its "
                                      "condition tests is {0}",
                                      D.Round)
                                  .str()
                            : formatv("on this loop's pass where '{0}' is {1}",
                                      Text, D.Round)
                                  .str()});
        } else if (const auto *If = dyn_cast<IfStmt>(D.Branch))
          G.F.Notes.push_back(
              {If->getCond()->getExprLoc(),
               formatv("on the path where this condition is {0}",
                       D.Successor == 0 ? "true" : "false")});
        else if (D.Label)
          G.F.Notes.push_back(
              {D.Label->getBeginLoc(), "on the path through this case"});
        else
          G.F.Notes.push_back({D.Branch->getBeginLoc(),
                               "on the path through this switch's default"});
      }
      if (!Named)
        continue; // the difference is not one a branch explains
    }
    if (Collect)
      Collect->push_back(std::move(G.F));
    else
      report(Id, std::move(G.F), /*ByMessage=*/true);
  }
}

void CheckContext::addOriginNotes(Finding &F, const Value &V,
                                  StringRef What) const {
  if (!V.Site || !V.Via)
    return;
  if (inLibraryCode(V.Site->getExprLoc()))
    return;
  if (editableLoc(V.Site->getExprLoc()) == F.Loc) {
    // The finding is where the helper writes it (TRUE, a macro of the SDK,
    // at its expansion); say which call it is.
    F.Notes.push_back({V.Via->getExprLoc(), "in the call from here"});
    return;
  }
  F.Notes.push_back({V.Site->getExprLoc(), formatv("{0} is set here", What)});
  F.Notes.push_back({V.Via->getExprLoc(), "by this call"});
}

SourceLocation CheckContext::choosingCopy(const Value &V) const {
  if (!V.Copy || values().constantReadSites(V) == 1)
    return SourceLocation();
  SourceLocation Loc = editableLoc(V.Copy->getExprLoc());
  return inLibraryCode(Loc) ? SourceLocation() : Loc;
}

SourceLocation CheckContext::storeLocation(const Value &V) const {
  if (!V.Site)
    return SourceLocation();
  if (SourceLocation Copy = choosingCopy(V); Copy.isValid())
    return Copy;
  SourceLocation Loc = editableLoc(V.Site->getExprLoc());
  if (inLibraryCode(Loc))
    return V.Via ? V.Via->getExprLoc() : SourceLocation();
  return Loc;
}

void CheckContext::addCopyNote(Finding &F, const Value &V, StringRef What,
                               SourceLocation Anchor) const {
  if (!V.Copy || !V.Site)
    return;
  SourceLocation Copy = editableLoc(V.Copy->getExprLoc());
  SourceLocation Entry = editableLoc(V.Site->getExprLoc());
  if (inLibraryCode(Copy) || inLibraryCode(Entry))
    return;
  bool Constant = values().constantReadSites(V) != 0;
  if (Anchor == Copy)
    F.Notes.push_back(
        {Entry, Constant ? formatv("{0} is copied from this entry", What).str()
                         : formatv("{0} is copied from the value "
                                   "stored here",
                                   What)
                               .str()});
  else if (Anchor == Entry)
    F.Notes.push_back({Copy, formatv("{0} is read from it here", What).str()});
}

void CheckContext::addValueNote(Finding &F, const Value &V, StringRef What,
                                std::string SetHere) const {
  SourceLocation At = storeLocation(V);
  if (At.isInvalid())
    return;
  if (At != F.Loc)
    F.Notes.push_back({At, std::move(SetHere)});
  addCopyNote(F, V, What, At);
}

bool CheckContext::inLibraryCode(SourceLocation Loc) const {
  const SourceManager &SM = sources();
  SourceLocation At = SM.getExpansionLoc(Loc);
  if (At.isInvalid())
    return false;
  if (SM.isInSystemHeader(At))
    return true;
  FileID File = SM.getFileID(At);
  auto [It, New] = LibraryFiles.try_emplace(File.getHashValue(), false);
  if (New)
    It->second = llvm::sys::path::filename(SM.getFilename(At))
                     .starts_with_insensitive("d3dx12");
  return It->second;
}

SourceLocation CheckContext::editableLoc(SourceLocation Loc) const {
  const SourceManager &SM = sources();
  if (Loc.isMacroID() && SM.isInSystemHeader(SM.getSpellingLoc(Loc)))
    return SM.getExpansionLoc(Loc);
  return Loc;
}

StringRef runtimeCallName(const CallExpr *Call) {
  if (const FunctionDecl *FD = Call->getDirectCallee())
    if (FD->getDeclName().isIdentifier())
      return FD->getName();
  if (const auto *ME =
          dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParenImpCasts()))
    if (ME->getMemberDecl()->getDeclName().isIdentifier())
      return ME->getMemberDecl()->getName();
  return "the runtime";
}

std::pair<std::string, SourceLocation> streamName(CheckContext &Context,
                                                  const Value &Stream) {
  const Expr *Object = Stream.Site ? addressedObject(Stream.Site) : nullptr;
  if (Object) {
    Object = Object->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(Object))
      return {DRE->getDecl()->getNameAsString(), DRE->getDecl()->getLocation()};
    if (const auto *ME = dyn_cast<MemberExpr>(Object))
      return {ME->getMemberDecl()->getNameAsString(),
              ME->getMemberDecl()->getLocation()};
    StringRef Text = Context.text(Object->getSourceRange());
    if (!Text.empty())
      return {Text.str(), SourceLocation()};
  }
  // A byte buffer handed over as an array (`b.bytes`) or a container's
  // data(): named as written, declared where the array is.
  if (Stream.Site && !Object) {
    const Expr *Buffer = Stream.Site->IgnoreParenImpCasts();
    if (Buffer->getType()->isArrayType() || isa<CallExpr>(Buffer)) {
      StringRef Text = Context.text(Buffer->getSourceRange());
      SourceLocation Declared;
      if (const auto *DRE = dyn_cast<DeclRefExpr>(Buffer))
        Declared = DRE->getDecl()->getLocation();
      else if (const auto *ME = dyn_cast<MemberExpr>(Buffer))
        Declared = ME->getMemberDecl()->getLocation();
      if (!Text.empty())
        return {Text.str(), Declared};
    }
  }
  if (const auto *ND =
          dyn_cast_or_null<NamedDecl>(Context.values().rootDecl(Stream.Root)))
    if (isa<VarDecl>(ND))
      return {ND->getNameAsString(), ND->getLocation()};
  return {"stream", SourceLocation()};
}

std::optional<PathStream> streamOnPath(CheckContext &Context,
                                       const DescRead &Read, bool UseSize) {
  const Value &StreamValue = Read.Stream;
  if (StreamValue.Kind != Value::Pointer || !StreamValue.Pointee ||
      !StreamValue.Site)
    return std::nullopt;
  PathStream P;
  P.Stream = Context.model().stream(
      compat::recordOf(QualType(StreamValue.Pointee, 0)));
  if (!P.Stream) {
    // A byte buffer: the subobjects the runtime's walk finds in it.
    const ByteStream *Bytes = Context.byteStream(Read);
    if (!Bytes || Bytes->Stream.Members.empty())
      return std::nullopt;
    P.Stream = &Bytes->Stream;
    P.Tags = Context.pathTags(Read, *P.Stream);
    return P;
  }
  if (P.Stream->Tail)
    return std::nullopt;
  // A size that is itself wrong is d3d12-stream-desc-size's finding.
  uint64_t ObjectSize =
      Context.context()
          .getTypeSizeInChars(QualType(StreamValue.Pointee, 0))
          .getQuantity();
  if (UseSize && Read.Size.Kind == Value::Int && Read.Size.Number >= 0 &&
      isMeantStreamSize(*P.Stream, Read.Size.Number, ObjectSize,
                        Read.Size.Site))
    P.Limit = Read.Size.Number;
  P.Tags = Context.pathTags(Read, *P.Stream);
  return P;
}

void CheckContext::reportTagsOnPaths(
    CheckId Id,
    function_ref<std::optional<Finding>(const DescRead &, const StreamMember &,
                                        const Value &)>
        Judge) {
  for (const RuntimeUse &Use : values().uses()) {
    std::vector<std::optional<Finding>> PerPath;
    for (const DescRead &Read : Use.Paths) {
      PerPath.emplace_back();
      std::optional<PathStream> OnPath = streamOnPath(*this, Read);
      if (!OnPath)
        continue;
      for (const StreamMember &M : OnPath->Stream->Members) {
        Value Tag;
        OnPath->kindOf(M, &Tag);
        if (!OnPath->reads(M) || Tag.Kind != Value::Int || !Tag.Site)
          continue;
        std::optional<Finding> F = Judge(Read, M, Tag);
        if (!F)
          continue;
        F->Notes.push_back({Read.Stream.Site->getExprLoc(),
                            "where the stream is handed to the runtime"});
        addUseNotes(*F, Use);
        PerPath.back() = std::move(F);
        break;
      }
    }
    reportOnPaths(Id, Use, std::move(PerPath));
  }
}

ArrayRef<Value> CheckContext::pathTags(const DescRead &Read,
                                       const StreamRecord &Stream) const {
  auto [It, New] = PathTags.try_emplace(&Read);
  if (New)
    for (const StreamMember &M : Stream.Members)
      It->second.push_back(values().read(
          *Read.At, Read.Stream, M.Offset + M.Sub->TagOffset, M.Sub->TagSize));
  return It->second;
}

const ByteStream *CheckContext::byteStream(const DescRead &Read) const {
  auto [It, New] = ByteStreams.try_emplace(&Read);
  if (New)
    It->second = walkBytes(context(), model(), values(), Read);
  return It->second.get();
}

std::optional<FieldPlace> CheckContext::field(const RecordDecl *RD,
                                              StringRef Path) const {
  auto &ByPath = Fields[RD];
  auto It = ByPath.find(Path);
  if (It == ByPath.end())
    It = ByPath.try_emplace(Path, fieldPlace(context(), RD, Path)).first;
  return It->second;
}

const PsoContent *CheckContext::pipelineContent(const DescRead &Read,
                                                bool Stream) const {
  auto [It, New] = PipelineContents.try_emplace(&Read);
  if (New)
    It->second = std::make_unique<std::optional<PsoContent>>(
        Stream
            ? PsoContent::ofStream(const_cast<CheckContext &>(*this), Read)
            : PsoContent::ofClassic(const_cast<CheckContext &>(*this), Read));
  return *It->second ? &**It->second : nullptr;
}

void CheckContext::reportPipelineContent(
    CheckId Id,
    function_ref<void(const PsoContent &, std::vector<Finding> &)> Judge) {
  // Every use's findings, then each place's once: a store that several
  // creation calls read is one defect, with the calls it breaks as notes.
  std::vector<Finding> All;
  for (bool Streams : {false, true})
    for (const RuntimeUse &Use :
         Streams ? values().uses() : values().classicUses()) {
      std::vector<std::vector<Finding>> PerPath;
      for (const DescRead &Read : Use.Paths) {
        std::vector<Finding> &Found = PerPath.emplace_back();
        const PsoContent *Pso = pipelineContent(Read, Streams);
        if (!Pso)
          continue;
        Judge(*Pso, Found);
        for (Finding &F : Found) {
          if (Streams)
            F.Notes.push_back({Read.Stream.Site->getExprLoc(),
                               "where the stream is handed to the runtime"});
          else if (Use.Call && Use.Via.empty())
            F.Notes.push_back(
                {Use.Call->getExprLoc(),
                 formatv("where {0} reads it", runtimeCallName(Use.Call))});
          addUseNotes(F, Use);
        }
      }
      reportEachOnPaths(Id, Use, std::move(PerPath), {}, &All);
    }
  std::vector<Finding> Merged;
  for (Finding &F : All) {
    auto Same = llvm::find_if(Merged, [&](const Finding &G) {
      return G.Loc == F.Loc && G.Message == F.Message;
    });
    if (Same == Merged.end()) {
      Merged.push_back(std::move(F));
      continue;
    }
    // The later use's own notes: its call, its hand-over, the calls that
    // lead there (the path notes say the same of every use).
    for (FindingNote &Note : F.Notes)
      if (StringRef(Note.Message).starts_with("where ") ||
          StringRef(Note.Message).starts_with("the desc is given"))
        if (llvm::none_of(Same->Notes, [&](const FindingNote &Had) {
              return Had.Loc == Note.Loc && Had.Message == Note.Message;
            }))
          Same->Notes.push_back(std::move(Note));
  }
  for (Finding &F : Merged)
    report(Id, std::move(F), /*ByMessage=*/true);
}

StringRef CheckContext::enumerator(QualType T, int64_t Value) const {
  const EnumDecl *ED =
      T.isNull() ? nullptr : compat::enumOf(T.getCanonicalType());
  if (!ED || !(ED = ED->getDefinition()))
    return "";
  auto [It, New] = Enumerators.try_emplace(ED);
  if (New)
    for (const EnumConstantDecl *E : ED->enumerators())
      It->second.try_emplace(E->getInitVal().getSExtValue(), E->getName());
  auto Found = It->second.find(Value);
  return Found == It->second.end() ? StringRef() : Found->second;
}

void CheckContext::addUseNotes(Finding &F, const RuntimeUse &Use) const {
  if (!Use.Call || Use.Via.empty())
    return;
  F.Notes.push_back({Use.Via.front()->getExprLoc(),
                     "the desc is given to the runtime through this call"});
  F.Notes.push_back({Use.Call->getExprLoc(),
                     formatv("where {0} reads it", runtimeCallName(Use.Call))});
}

} // namespace psolint
