//===- StateObjectSubobjectType.cpp - d3d12-state-object-subobject-type ---===//
//
// The runtime casts each D3D12_STATE_SUBOBJECT's pDesc by its Type
// (SPEC.md §8): a Type that is no kind of the headers, a pipeline-stream
// enumerator (whose numbers mean other kinds here), a pDesc that points to
// another kind's desc, or a null pDesc make it reject the desc or read the
// wrong bytes. Layout-identical idioms are correct: the address of an
// ID3D12RootSignature * for the root-signature kinds, a UINT for NODE_MASK.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"
#include "KindTable.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

constexpr llvm::StringLiteral StreamPrefix =
    "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE_";

bool isRootSignatureKind(StringRef Kind) {
  return Kind == "GLOBAL_ROOT_SIGNATURE" || Kind == "LOCAL_ROOT_SIGNATURE";
}

/// The pipeline-stream enumerator an expression names, casts aside.
const EnumConstantDecl *streamEnumerator(const Expr *E) {
  if (!E)
    return nullptr;
  const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
  if (!DRE)
    return nullptr;
  const auto *ECD = dyn_cast<EnumConstantDecl>(DRE->getDecl());
  return ECD && ECD->getName().starts_with(StreamPrefix) ? ECD : nullptr;
}

/// Whether psolint knows the type well enough to call it another desc: a
/// desc or interface of the headers, or a scalar.
bool isKnownDescName(StringRef Name) {
  return Name.starts_with("D3D12_") || Name.starts_with("ID3D12") ||
         Name.starts_with("DXGI_") || Name == "UINT";
}

/// The edit that hands over the address of an interface pointer instead of
/// the interface: `p.Get()` to `p.GetAddressOf()` (a smart pointer that has
/// it), a plain pointer variable `p` to `&p`.
std::optional<FixItHint> addressOfInterface(CheckContext &Context,
                                            const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Call = dyn_cast<CXXMemberCallExpr>(E)) {
    const CXXMethodDecl *MD = Call->getMethodDecl();
    const auto *ME = dyn_cast<MemberExpr>(Call->getCallee()->IgnoreParens());
    if (!MD || !ME || MD->getName() != "Get" || Call->getNumArgs() != 0)
      return std::nullopt;
    const CXXRecordDecl *Class = MD->getParent();
    bool Has = false;
    for (const CXXMethodDecl *Other : Class->methods())
      Has |= Other->getDeclName().isIdentifier() &&
             Other->getName() == "GetAddressOf" && Other->param_empty();
    if (!Has || !Context.canEdit(ME->getMemberLoc()))
      return std::nullopt;
    return FixItHint::CreateReplacement(ME->getMemberLoc(), "GetAddressOf");
  }
  if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
    if (isa<VarDecl>(DRE->getDecl()) && Context.canEdit(DRE->getLocation()))
      return FixItHint::CreateInsertion(DRE->getBeginLoc(), "&");
  return std::nullopt;
}

void judge(CheckContext &Context, const StateObjectView &V,
           std::vector<Finding> &Out) {
  const StateObjectTypes &Types = *V.Types;
  SourceLocation Call = V.callLoc();
  for (const StateSubobject &S : V.Subobjects) {
    // The zero tail of an array longer than what was written is the
    // count's defect (d3d12-state-object-type).
    if (S.Unwritten)
      continue;
    std::optional<int64_t> Kind = S.kind();
    if (!Kind)
      continue;
    StringRef Name = Types.kindName(*Kind);
    if (const EnumConstantDecl *Stream = streamEnumerator(S.Type.Site)) {
      Finding F;
      F.Loc = siteOr(S.Type, Call);
      StringRef Suffix = Stream->getName().drop_front(StreamPrefix.size());
      F.Message = formatv(
          "Type of subobject {0} is {1} ({2}), a pipeline-stream kind: the "
          "runtime reads {2} as {3}",
          S.Index, Stream->getName(), *Kind,
          Name.empty() ? std::string("no state subobject kind")
                       : ("D3D12_STATE_SUBOBJECT_TYPE_" + Name).str());
      std::string Same = ("D3D12_STATE_SUBOBJECT_TYPE_" + Suffix).str();
      if (Types.enumerator(Same)) {
        const Expr *Written = S.Type.Site->IgnoreParenCasts();
        if (Context.canEdit(Written->getSourceRange()))
          F.FixIts.push_back(
              FixItHint::CreateReplacement(Written->getSourceRange(), Same));
      }
      Context.addOriginNotes(F, S.Type, "Type");
      Out.push_back(std::move(F));
      continue;
    }
    if (Name.empty()) {
      Finding F;
      F.Loc = siteOr(S.Type, Call);
      F.Message = formatv("Type of subobject {0} is {1}, which is no "
                          "D3D12_STATE_SUBOBJECT_TYPE of these headers: the "
                          "runtime rejects the desc",
                          S.Index, *Kind);
      Context.addOriginNotes(F, S.Type, "Type");
      Out.push_back(std::move(F));
      continue;
    }
    StringRef Expected = Types.descTypeName(Name);
    if (S.Desc.isNull()) {
      Finding F;
      F.Loc = siteOr(S.Desc, siteOr(S.Type, Call));
      F.Message = formatv("pDesc of subobject {0} ({1}) is null: the runtime "
                          "reads {2} through it",
                          S.Index, Types.describe(*Kind),
                          Expected.empty() ? std::string("its desc")
                                           : ("a " + Expected).str());
      Context.addOriginNotes(F, S.Desc, "pDesc");
      Out.push_back(std::move(F));
      continue;
    }
    if (Expected.empty() || S.DescPointee.isNull())
      continue;
    std::string Actual = innerTypeName(S.DescPointee);
    if (Actual.empty() || Actual == Expected || !isKnownDescName(Actual))
      continue;
    // One pointer, or one UINT: the same bytes as the desc.
    if (isRootSignatureKind(Name) && Actual == "ID3D12RootSignature*")
      continue;
    if (Name == "NODE_MASK" && Actual == "UINT")
      continue;
    Finding F;
    // A parameter passed on has no site of its own: the element's Type is
    // beside it.
    F.Loc = siteOr(S.Desc, siteOr(S.Type, Call));
    std::string Written = S.DescExpr
                              ? Context.text(S.DescExpr->getSourceRange()).str()
                              : std::string();
    if (Written.empty() && S.Desc.Param)
      Written = S.Desc.Param->getName().str();
    if (isRootSignatureKind(Name) && Actual == "ID3D12RootSignature") {
      F.Message = formatv(
          "pDesc of subobject {0} ({1}) is the root signature interface "
          "itself{2}, but the runtime reads a {3} through it: the "
          "interface's first {4} bytes, its vtable pointer, as the root "
          "signature",
          S.Index, Types.describe(*Kind),
          Written.empty() ? std::string() : " ('" + Written + "')", Expected,
          Types.pointerSize());
      if (S.DescExpr)
        if (auto Fix = addressOfInterface(Context, S.DescExpr))
          F.FixIts.push_back(*Fix);
    } else {
      F.Message = formatv("pDesc of subobject {0} ({1}) points to a {2}, but "
                          "the runtime reads it as a {3}",
                          S.Index, Types.describe(*Kind), Actual, Expected);
    }
    Context.addOriginNotes(F, S.Desc, "pDesc");
    Out.push_back(std::move(F));
  }
}

} // namespace

void runStateObjectSubobjectType(CheckContext &Context) {
  Context.reportStateObjects(
      CheckId::StateObjectSubobjectType,
      [&](const StateObjectView &V, std::vector<Finding> &Out) {
        judge(Context, V, Out);
      });
}

} // namespace psolint
