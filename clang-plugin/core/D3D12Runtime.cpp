//===- D3D12Runtime.cpp - What the value model knows of D3D12 -------------===//
#include "D3D12Runtime.h"
#include "Compat.h"

#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/Stmt.h"

using namespace clang;
using namespace llvm;

namespace psolint {

static StringRef recordTypeName(QualType T) {
  const RecordDecl *RD = compat::recordOf(T);
  if (!RD)
    return StringRef();
  StringRef Name = RD->getName();
  if (Name.empty())
    if (const TypedefNameDecl *TD = RD->getTypedefNameForAnonDecl())
      Name = TD->getName();
  return Name;
}

bool isStreamDescType(QualType T) {
  return recordTypeName(T) == "D3D12_PIPELINE_STATE_STREAM_DESC";
}

bool isStateObjectDescType(QualType T) {
  StringRef Name = recordTypeName(T);
  return Name == "D3D12_STATE_OBJECT_DESC" || Name == "D3D12_STATE_SUBOBJECT";
}

bool isClassicDescType(QualType T) {
  StringRef Name = recordTypeName(T);
  return Name == "D3D12_GRAPHICS_PIPELINE_STATE_DESC" ||
         Name == "D3D12_COMPUTE_PIPELINE_STATE_DESC";
}

bool isRuntimeReadName(StringRef Name) {
  return Name == "CreatePipelineState" || Name == "CreateStateObject" ||
         Name == "AddToStateObject" || Name == "CreateGraphicsPipelineState" ||
         Name == "CreateComputePipelineState";
}

bool isRuntimeRead(const FunctionDecl *FD) {
  return FD && FD->getDeclName().isIdentifier() &&
         isRuntimeReadName(FD->getName()) && !FD->hasBody();
}

bool isHelperClass(const RecordDecl *RD) {
  return RD && RD->getName().starts_with("CD3DX12_");
}

bool isTagEnum(const EnumDecl *ED) {
  return ED && (ED->getName() == "D3D12_PIPELINE_STATE_SUBOBJECT_TYPE" ||
                ED->getName() == "D3D12_STATE_SUBOBJECT_TYPE");
}

bool isPipelineRecordName(StringRef Name) {
  static const char *const Names[] = {"D3D12_PIPELINE_STATE_STREAM_DESC",
                                      "D3D12_GRAPHICS_PIPELINE_STATE_DESC",
                                      "D3D12_COMPUTE_PIPELINE_STATE_DESC",
                                      "D3D12_STATE_OBJECT_DESC",
                                      "D3D12_STATE_SUBOBJECT",
                                      "D3D12_SHADER_BYTECODE",
                                      "D3D12_BLEND_DESC",
                                      "D3D12_RASTERIZER_DESC",
                                      "D3D12_DEPTH_STENCIL_DESC",
                                      "D3D12_DEPTH_STENCIL_DESC1",
                                      "D3D12_RT_FORMAT_ARRAY",
                                      "D3D12_INPUT_LAYOUT_DESC",
                                      "D3D12_STREAM_OUTPUT_DESC",
                                      "DXGI_SAMPLE_DESC",
                                      "D3D12_VIEW_INSTANCING_DESC",
                                      "D3D12_CACHED_PIPELINE_STATE"};
  for (const char *N : Names)
    if (Name == N)
      return true;
  return Name.starts_with("CD3DX12_PIPELINE_STATE_STREAM") ||
         Name.starts_with("CD3DX12_PIPELINE_MESH_STATE_STREAM") ||
         Name.starts_with("CD3DX12_STATE_OBJECT_DESC") ||
         Name.ends_with("_SUBOBJECT");
}

bool isStatusType(QualType T) {
  // HRESULT is a typedef of long in the SDK: look through sugar to it.
  while (const auto *TT = T->getAs<TypedefType>()) {
    if (TT->getDecl()->getName() == "HRESULT")
      return true;
    QualType Next = TT->getDecl()->getUnderlyingType();
    if (Next == T)
      break;
    T = Next;
  }
  return false;
}

bool isStateObjectBuilder(QualType T) {
  if (T.isNull() || T->isPointerType())
    return false;
  const RecordDecl *RD = compat::recordOf(T);
  return RD && RD->getName() == "CD3DX12_STATE_OBJECT_DESC";
}

std::optional<int64_t> builderHelperKind(const CXXRecordDecl *RD) {
  for (const CXXMethodDecl *MD : RD->methods()) {
    if (!MD->getDeclName().isIdentifier() || MD->getName() != "Type" ||
        !MD->hasBody())
      continue;
    const auto *Body = dyn_cast<CompoundStmt>(MD->getBody());
    if (!Body)
      continue;
    for (const Stmt *S : Body->body())
      if (const auto *Ret = dyn_cast<ReturnStmt>(S))
        if (const Expr *E = Ret->getRetValue())
          if (const auto *DRE = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts()))
            if (const auto *ECD = dyn_cast<EnumConstantDecl>(DRE->getDecl()))
              return ECD->getInitVal().getSExtValue();
  }
  return std::nullopt;
}

const FieldDecl *builderHelperDesc(const CXXRecordDecl *RD) {
  for (const FieldDecl *FD : RD->fields())
    if (FD->getName() == "m_Desc")
      return FD;
  return nullptr;
}

const FieldDecl *builderHelperFieldWritten(const Expr *E) {
  const auto *Outer = dyn_cast<MemberExpr>(E->IgnoreParenImpCasts());
  if (!Outer)
    return nullptr;
  const auto *Inner =
      dyn_cast<MemberExpr>(Outer->getBase()->IgnoreParenImpCasts());
  if (!Inner || !isa<CXXThisExpr>(Inner->getBase()->IgnoreParenImpCasts()))
    return nullptr;
  const auto *Desc = dyn_cast<FieldDecl>(Inner->getMemberDecl());
  if (!Desc || Desc->getName() != "m_Desc")
    return nullptr;
  return dyn_cast<FieldDecl>(Outer->getMemberDecl());
}

} // namespace psolint
