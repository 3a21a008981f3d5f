//===- StateObjectHitGroup.cpp - d3d12-state-object-hit-group -------------===//
//
// A D3D12_HIT_GROUP_DESC's Type says which geometry the group hits
// (SPEC.md §8): TRIANGLES (0, what a zeroed desc holds) must not import an
// intersection shader, PROCEDURAL_PRIMITIVE must; any other value is no
// hit-group type. HitGroupExport names are unique in a state object. A hit
// group with no shaders is valid.
//
//===----------------------------------------------------------------------===//
#include "CheckContext.h"

#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "llvm/Support/FormatVariadic.h"

using namespace clang;
using namespace llvm;

namespace psolint {

namespace {

constexpr llvm::StringLiteral Record = "D3D12_HIT_GROUP_DESC";

/// The edit that writes the right type over a written one: an enumerator or
/// a literal the program spelled.
void fixType(CheckContext &Context, Finding &F, const Value &Type,
             StringRef Right) {
  if (!Type.Site)
    return;
  // The whole written value, a cast of a literal included.
  const Expr *E = Type.Site->IgnoreParenImpCasts();
  const Expr *Inner = E->IgnoreParenCasts();
  bool Spelled = isa<IntegerLiteral>(Inner);
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Inner))
    Spelled = isa<EnumConstantDecl>(DRE->getDecl());
  if (Spelled && Context.canEdit(E->getSourceRange()))
    F.FixIts.push_back(
        FixItHint::CreateReplacement(E->getSourceRange(), Right));
}

void judge(CheckContext &Context, const StateObjectView &V,
           std::vector<Finding> &Out) {
  const StateObjectTypes &Types = *V.Types;
  SourceLocation Call = V.callLoc();
  std::optional<int64_t> Triangles =
      Types.enumerator("D3D12_HIT_GROUP_TYPE_TRIANGLES");
  std::optional<int64_t> Procedural =
      Types.enumerator("D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE");
  if (!Triangles || !Procedural)
    return;
  struct Export {
    const clang::StringLiteral *Name;
    unsigned Index;
    SourceLocation Loc;
  };
  std::vector<Export> Exports;
  for (const StateSubobject &S : V.Subobjects) {
    if (!S.kind() || S.Unwritten || Types.kindName(*S.kind()) != "HIT_GROUP")
      continue;
    Value Type = V.descField(S, Record, "Type");
    Value Intersection = V.descField(S, Record, "IntersectionShaderImport");
    bool Known = Intersection.isNull() || Intersection.isNonNull();
    SourceLocation Loc =
        siteOr(Type, siteOr(Intersection, siteOr(S.Desc, Call)));
    if (Type.Kind == Value::Int && Known) {
      StringRef Right = Intersection.isNonNull()
                            ? "D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE"
                            : "D3D12_HIT_GROUP_TYPE_TRIANGLES";
      std::optional<std::string> Message;
      if (Type.Number != *Triangles && Type.Number != *Procedural)
        Message = formatv("Type of the hit group at subobject {0} is {1}, "
                          "which is no D3D12_HIT_GROUP_TYPE; with {2} "
                          "intersection shader it is {3}",
                          S.Index, Type.Number,
                          Intersection.isNonNull() ? "an" : "no", Right)
                      .str();
      else if (Type.Number == *Triangles && Intersection.isNonNull())
        Message = formatv("the hit group at subobject {0} imports an "
                          "intersection shader, but its Type is "
                          "D3D12_HIT_GROUP_TYPE_TRIANGLES{1}: the runtime "
                          "rejects the desc; procedural geometry is "
                          "D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE",
                          S.Index,
                          Type.Site && siteOr(Type, SourceLocation()).isValid()
                              ? ""
                              : " (0, as the desc was zeroed)")
                      .str();
      else if (Type.Number == *Procedural && Intersection.isNull())
        Message = formatv("the hit group at subobject {0} is "
                          "D3D12_HIT_GROUP_TYPE_PROCEDURAL_PRIMITIVE but "
                          "imports no intersection shader: the runtime "
                          "rejects the desc; triangle geometry is "
                          "D3D12_HIT_GROUP_TYPE_TRIANGLES",
                          S.Index)
                      .str();
      if (Message) {
        Finding F;
        F.Loc = Loc;
        F.Message = std::move(*Message);
        fixType(Context, F, Type, Right);
        Context.addOriginNotes(F, Type, "Type");
        if (Intersection.isNonNull() && siteOr(Intersection, Loc) != Loc)
          F.Notes.push_back({siteOr(Intersection, Loc),
                             "the intersection shader it imports"});
        Out.push_back(std::move(F));
      }
    }
    Value ExportName = V.descField(S, Record, "HitGroupExport");
    if (const clang::StringLiteral *Name =
            StateObjectView::literal(ExportName)) {
      SourceLocation At = siteOr(ExportName, Loc);
      auto Same = llvm::find_if(Exports, [&](const Export &E) {
        return E.Name->getBytes() == Name->getBytes() &&
               E.Name->getCharByteWidth() == Name->getCharByteWidth();
      });
      if (Same != Exports.end()) {
        Finding F;
        F.Loc = At;
        F.Message = formatv("the hit group at subobject {0} exports the name "
                            "that the hit group at subobject {1} exports: "
                            "export names are unique in a state object",
                            S.Index, Same->Index);
        F.Notes.push_back({Same->Loc, "the first hit group of this name"});
        Out.push_back(std::move(F));
      } else {
        Exports.push_back({Name, S.Index, At});
      }
    }
  }
}

} // namespace

void runStateObjectHitGroup(CheckContext &Context) {
  Context.reportStateObjects(
      CheckId::StateObjectHitGroup,
      [&](const StateObjectView &V, std::vector<Finding> &Out) {
        judge(Context, V, Out);
      });
}

} // namespace psolint
